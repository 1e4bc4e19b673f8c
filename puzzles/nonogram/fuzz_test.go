package nonogram

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func FuzzParse(f *testing.F) {
	for _, pat := range []string{"testdata/*.txt", "testdata/bad/*.txt"} {
		names, _ := filepath.Glob(pat)
		for _, name := range names {
			data, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(data)
		}
	}
	f.Add([]byte("nonogram\nrows\n1,1\n0\ncols\n1\n0\n1\nsolution\n# . #\n. . .\n"))
	ref, err := Parse("ref", []byte("nonogram\nrows\n2\n1\ncolumns\n2\n1\n"))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if s, err := ParseSolution(ref, "fuzz", data); err == nil {
			if len(s.Filled) != ref.Rows {
				t.Fatalf("ParseSolution accepted a grid of %d rows", len(s.Filled))
			}
			_ = Verify(ref, s)
		}
		p, err := Parse("fuzz", data)
		if err != nil {
			return
		}
		if p.Known != nil {
			_ = Verify(p, p.Known)
		}
		out := Format(p)
		q, err := Parse("again", []byte(out))
		if err != nil {
			t.Fatalf("Parse(Format(p)): %v\ninput:\n%q\nformatted:\n%s", err, data, out)
		}
		if !reflect.DeepEqual(stripped(p), stripped(q)) {
			t.Fatalf("round trip differs:\n%+v\n%+v", stripped(p), stripped(q))
		}
		if again := Format(q); again != out {
			t.Fatalf("Format is not a fixed point:\n%s\n%s", out, again)
		}
	})
}

package killer

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
	f.Add([]byte("killer\nA A . .\nA B B C\nD . . C\nD D C C\nA:6\nB 3\nC 10\nD 6\nsolution\n1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n"))
	ref, err := Parse("ref", []byte(mini))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if s, err := ParseSolution(ref, "fuzz", data); err == nil {
			if len(s.Grid) != ref.N {
				t.Fatalf("ParseSolution accepted a grid of %d rows", len(s.Grid))
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

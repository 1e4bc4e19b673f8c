package kakuro

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// FuzzParse is seeded with the small files only: the fuzzer minimizes
// every input that finds new coverage, byte by byte, and on the 2 KB
// puzzles that took its whole time (a 5 s run made 42 executions).
func FuzzParse(f *testing.F) {
	for _, pat := range []string{"testdata/*.txt", "testdata/bad/*.txt"} {
		names, _ := filepath.Glob(pat)
		for _, name := range names {
			data, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			if len(data) <= 1024 {
				f.Add(data)
			}
		}
	}
	f.Add([]byte("kakuro\n#  4\\ 3\\\n\\3 .  .\n\\4 .  .\nsolution\n# # #\n# 1 2\n# 3 1\n"))
	ref, err := Parse("ref", []byte(tiny))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if s, err := ParseSolution(ref, "fuzz", data); err == nil {
			if len(s.Grid) != ref.Rows {
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

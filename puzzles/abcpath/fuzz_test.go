package abcpath

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func FuzzParse(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.txt"))
	bad, _ := filepath.Glob(filepath.Join("testdata", "bad", "*.txt"))
	for _, file := range append(files, bad...) {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := Parse("fuzz", data)
		if err != nil {
			if p != nil {
				t.Fatalf("Parse returned a puzzle and an error")
			}
			return
		}
		if err := p.Validate(); err != nil {
			t.Fatalf("Parse accepted what Validate rejects: %v", err)
		}
		out := Format(p)
		q, err := Parse("fuzz", []byte(out))
		if err != nil {
			t.Fatalf("Parse(Format(p)): %v\n%s", err, out)
		}
		if !reflect.DeepEqual(p, q) {
			t.Fatalf("Parse(Format(p)) differs from p:\n%s\n%+v\n%+v", out, p, q)
		}
		if p.Known != nil {
			_ = Verify(p, p.Known)
			s, err := ParseSolution(p, "fuzz", []byte(FormatSolution(p, p.Known)))
			if err != nil || !reflect.DeepEqual(s, p.Known) {
				t.Fatalf("ParseSolution(FormatSolution(known)) = %+v, %v", s, err)
			}
		}
		_, _ = ParseSolution(p, "fuzz", data)
	})
}

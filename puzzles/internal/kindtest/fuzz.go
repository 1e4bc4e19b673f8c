package kindtest

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// Round is what the parse fuzz target needs of a kind.
type Round[P, S any] struct {
	Parse          func(file string, data []byte) (*P, error)
	Validate       func(*P) error
	Format         func(*P) string
	Known          func(*P) *S
	Verify         func(*P, *S) error
	ParseSolution  func(p *P, file string, data []byte) (*S, error)
	FormatSolution func(*P, *S) string
}

// Fuzz seeds f with testdata's instances and bad files and the seeds, and
// fuzzes Parse: an error comes without a puzzle; an accepted puzzle passes
// Validate and survives Parse(Format(p)); a known solution survives
// ParseSolution(FormatSolution); ParseSolution of any data does not panic.
func (r Round[P, S]) Fuzz(f *testing.F, seeds ...string) {
	files, _ := filepath.Glob(filepath.Join("testdata", "*.txt"))
	bad, _ := filepath.Glob(filepath.Join("testdata", "bad", "*.txt"))
	for _, file := range append(files, bad...) {
		data, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	for _, s := range seeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := r.Parse("fuzz", data)
		if err != nil {
			if p != nil {
				t.Fatalf("Parse returned a puzzle and an error")
			}
			return
		}
		if err := r.Validate(p); err != nil {
			t.Fatalf("Parse accepted what Validate rejects: %v", err)
		}
		out := r.Format(p)
		q, err := r.Parse("fuzz", []byte(out))
		if err != nil {
			t.Fatalf("Parse(Format(p)): %v\n%s", err, out)
		}
		if !reflect.DeepEqual(p, q) {
			t.Fatalf("Parse(Format(p)) differs from p:\n%s\n%+v\n%+v", out, p, q)
		}
		if k := r.Known(p); k != nil {
			_ = r.Verify(p, k)
			s, err := r.ParseSolution(p, "fuzz", []byte(r.FormatSolution(p, k)))
			if err != nil || !reflect.DeepEqual(s, k) {
				t.Fatalf("ParseSolution(FormatSolution(known)) = %+v, %v", s, err)
			}
		}
		_, _ = r.ParseSolution(p, "fuzz", data)
	})
}

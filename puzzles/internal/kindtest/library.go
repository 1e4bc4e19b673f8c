package kindtest

import (
	"maps"
	"path/filepath"
	"reflect"
	"slices"
	"testing"
)

// Library is what the bundled-library round trip needs of a kind: its
// embedded files, how many there are and how many give a solution, its
// parser and printer, and how to read a puzzle's name and known solution.
type Library[P, S any] struct {
	Files, Known  int // the bundled files, and those with a known solution
	Parse         func(file string, data []byte) (*P, error)
	Format        func(*P) string
	ParseSolution func(p *P, file string, data []byte) (*S, error)
	Verify        func(*P, *S) error
	Name          func(*P) string
	KnownOf       func(*P) *S
	// Stripped is what a round trip keeps of a puzzle (no name, no line
	// numbers): Parse(Format(p)) must give the same.
	Stripped func(*P) any
	// Each runs the kind's own checks on each file (a source line,
	// Validate, a size); nil: none.
	Each func(t *testing.T, name string, data []byte, p *P)
}

// Check reads every bundled file (testdata/*.txt of files, which must hold
// as many as the folder on disk and Files in all) and checks that it
// parses with its name, passes the kind's own checks, that a known
// solution passes Verify and is what ParseSolution reads from the whole
// file, and that Parse(Format(p)) gives p again; Known files must carry a
// solution.
func (l Library[P, S]) Check(t *testing.T, files map[string][]byte) {
	t.Helper()
	disk, _ := filepath.Glob("testdata/*.txt")
	if len(files) != l.Files || len(disk) != len(files) {
		t.Errorf("Bundled holds %d files, testdata %d, expected %d", len(files), len(disk), l.Files)
	}
	known := 0
	for _, name := range slices.Sorted(maps.Keys(files)) {
		data := files[name]
		p, err := l.Parse(name, data)
		if err != nil {
			t.Errorf("Parse: %v", err)
			continue
		}
		if got := l.Name(p); got != name {
			t.Errorf("%s: Name %q", name, got)
		}
		if l.Each != nil {
			l.Each(t, name, data, p)
		}
		if k := l.KnownOf(p); k != nil {
			known++
			if err := l.Verify(p, k); err != nil {
				t.Errorf("%s: Verify(known solution): %v", name, err)
			}
			s, err := l.ParseSolution(p, name, data)
			if err != nil {
				t.Errorf("%s: ParseSolution of the whole file: %v", name, err)
			} else if !reflect.DeepEqual(s, k) {
				t.Errorf("%s: ParseSolution differs from Known", name)
			}
		}
		q, err := l.Parse("again", []byte(l.Format(p)))
		if err != nil {
			t.Errorf("%s: Parse(Format(p)): %v\n%s", name, err, l.Format(p))
			continue
		}
		if !reflect.DeepEqual(l.Stripped(p), l.Stripped(q)) {
			t.Errorf("%s: Parse(Format(p)) differs from p", name)
		}
	}
	if known != l.Known {
		t.Errorf("%d known solutions, want %d", known, l.Known)
	}
}

package kindtest

import (
	"maps"
	"path/filepath"
	"reflect"
	"slices"
	"strconv"
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
	// Each runs the kind's own checks on each puzzle (a source line,
	// Validate, a size); nil: none.
	Each func(t *testing.T, name string, data []byte, p *P)
	// Validate, when set, must accept every bundled puzzle.
	Validate func(*P) error
	// Globs are the patterns of the bundled files on disk, counted against
	// the embedded ones; nil: testdata/*.txt.
	Globs []string
	// ParseAll, when the kind has collections (several puzzles a file),
	// reads every puzzle of a file: a collection's puzzles are named
	// file#1, file#2, ... and Parse refuses the file; a single puzzle is
	// what Parse reads. Puzzles is then the count of puzzles in all.
	ParseAll func(file string, data []byte) ([]*P, error)
	Puzzles  int
}

// Check reads every bundled file (testdata/*.txt of files, which must hold
// as many as the folder on disk and Files in all) and checks that it
// parses with its name, passes the kind's own checks, that a known
// solution passes Verify and is what ParseSolution reads from the whole
// file, and that Parse(Format(p)) gives p again; Known files must carry a
// solution. With ParseAll, each puzzle of a collection is checked so.
func (l Library[P, S]) Check(t *testing.T, files map[string][]byte) {
	t.Helper()
	globs := l.Globs
	if globs == nil {
		globs = []string{"testdata/*.txt"}
	}
	var disk []string
	for _, g := range globs {
		d, _ := filepath.Glob(g)
		disk = append(disk, d...)
	}
	if len(files) != l.Files || len(disk) != len(files) {
		t.Errorf("Bundled holds %d files, testdata %d, expected %d", len(files), len(disk), l.Files)
	}
	known, puzzles := 0, 0
	for _, name := range slices.Sorted(maps.Keys(files)) {
		data := files[name]
		ps, names := l.parseFile(t, name, data)
		for i, p := range ps {
			puzzles++
			if got := l.Name(p); got != names[i] {
				t.Errorf("%s: Name %q, want %q", name, got, names[i])
			}
			if l.KnownOf(p) != nil {
				known++
			}
			l.checkOne(t, name, data, p)
		}
	}
	if known != l.Known {
		t.Errorf("%d known solutions, want %d", known, l.Known)
	}
	if l.ParseAll != nil && puzzles != l.Puzzles {
		t.Errorf("%d puzzles, want %d", puzzles, l.Puzzles)
	}
}

// parseFile reads the puzzles of one file and the names they must carry.
func (l Library[P, S]) parseFile(t *testing.T, name string, data []byte) ([]*P, []string) {
	t.Helper()
	if l.ParseAll == nil {
		p, err := l.Parse(name, data)
		if err != nil {
			t.Errorf("Parse: %v", err)
			return nil, nil
		}
		return []*P{p}, []string{name}
	}
	ps, err := l.ParseAll(name, data)
	if err != nil {
		t.Errorf("ParseAll: %v", err)
		return nil, nil
	}
	p, err := l.Parse(name, data)
	if len(ps) == 1 {
		if err != nil || !reflect.DeepEqual(p, ps[0]) {
			t.Errorf("%s: Parse and ParseAll differ (%v)", name, err)
		}
		return ps, []string{name}
	}
	if err == nil {
		t.Errorf("%s: Parse of a collection gave no error", name)
	}
	names := make([]string, len(ps))
	for i := range ps {
		names[i] = name + "#" + strconv.Itoa(i+1)
	}
	return ps, names
}

// checkOne runs the kind's checks, the known solution's and the round
// trip's on one puzzle p of the file name.
func (l Library[P, S]) checkOne(t *testing.T, name string, data []byte, p *P) {
	t.Helper()
	if l.Validate != nil {
		if err := l.Validate(p); err != nil {
			t.Errorf("%s: Validate: %v", name, err)
		}
	}
	if l.Each != nil {
		l.Each(t, name, data, p)
	}
	if k := l.KnownOf(p); k != nil {
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
		return
	}
	if !reflect.DeepEqual(l.Stripped(p), l.Stripped(q)) {
		t.Errorf("%s: Parse(Format(p)) differs from p", name)
	}
}

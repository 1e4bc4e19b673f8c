// Package kindtest holds the checks every puzzle kind's tests run on its
// bundled library: solve each instance, verify it, compare it with the
// file's known solution, and check the file's "# unique:" header by
// counting to two; the table runners of tables.go, to which a kind's
// tests give data (bad files, error texts, invalid changes, solution
// spellings); the library round trip (library.go); the checks of files on
// disk (files.go); the parse fuzz target (fuzz.go); and the series a
// kind's random generator must pass (generated.go). It is imported by
// _test.go files only.
package kindtest

import (
	"io/fs"
	"reflect"
	"regexp"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Kind is what the checks need of a kind package.
type Kind[P, S any] struct {
	Bundled        fs.FS
	Parse          func(file string, data []byte) (*P, error)
	Build          func(*P) (*model.Model[S], error)
	SearchOptions  func(*model.Model[S]) search.Options
	Verify         func(*P, *S) error
	FormatSolution func(*P, *S) string
	Name           func(*P) string
	Known          func(*P) *S
}

var uniqueRE = regexp.MustCompile(`(?m)^# unique: (yes|no|unknown)\b`)

// SolveCount builds p and searches with the kind's recommended options for
// up to two solutions; it returns the first one and the search result.
func (k Kind[P, S]) SolveCount(t testing.TB, p *P) (*S, search.Result) {
	t.Helper()
	m, err := k.Build(p)
	if err != nil {
		t.Fatalf("%s: Build: %v", k.Name(p), err)
	}
	o := k.SearchOptions(m)
	o.MaxSolutions = 2
	var first *S
	res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
		if first == nil {
			first = m.Decode(s)
		}
		return true
	})
	if err != nil {
		t.Fatalf("%s: Solve: %v", k.Name(p), err)
	}
	return first, res
}

// CheckBundled solves every bundled puzzle (testdata/*.txt), verifies the
// solution, compares it with the known one and checks the header's
// uniqueness claim (a file without one counts as "unknown", only logged).
func (k Kind[P, S]) CheckBundled(t *testing.T) {
	names, err := fs.Glob(k.Bundled, "testdata/*.txt")
	if err != nil || len(names) == 0 {
		t.Fatalf("no bundled files: %v", err)
	}
	for _, name := range names {
		data, err := fs.ReadFile(k.Bundled, name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := k.Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		unique := "unknown"
		if m := uniqueRE.FindSubmatch(data); m != nil {
			unique = string(m[1])
		}
		s, res := k.SolveCount(t, p)
		if s == nil {
			t.Errorf("%s: no solution (%v, %d nodes)", name, res.Reason, res.Nodes)
			continue
		}
		if err := k.Verify(p, s); err != nil {
			t.Errorf("%s: Verify: %v\n%s", name, err, k.FormatSolution(p, s))
			continue
		}
		if known := k.Known(p); known != nil && !reflect.DeepEqual(s, known) {
			t.Errorf("%s: solution differs from the known one:\n%s", name, k.FormatSolution(p, s))
		}
		switch unique {
		case "yes":
			if res.Solutions != 1 || !res.Complete() {
				t.Errorf("%s: header says unique, search found %d solutions (%v)", name, res.Solutions, res.Reason)
			}
		case "no":
			if res.Solutions != 2 {
				t.Errorf("%s: header says not unique, search found %d solutions (%v)", name, res.Solutions, res.Reason)
			}
		default:
			t.Logf("%s: uniqueness unknown; search found %d solutions (%v)", name, res.Solutions, res.Reason)
		}
		t.Logf("%s: %d nodes, %d failures, %v", name, res.Nodes, res.Failures, res.Elapsed)
	}
}

// CountSolutions counts up to max solutions of the model build gives, by
// the kind's own search options, and returns the first; the search must
// end complete or at max.
func CountSolutions[S any](t *testing.T, build func() (*cp.Store, search.Options, func(*cp.Store) *S, error), max int64) (int64, *S) {
	t.Helper()
	s, o, decode, err := build()
	if err != nil {
		t.Fatal(err)
	}
	o.MaxSolutions = max
	var first *S
	res, err := search.Solve(s, o, func(st *cp.Store) bool {
		if first == nil {
			first = decode(st)
		}
		return true
	})
	if err != nil || !res.Complete() && res.Solutions < max {
		t.Fatalf("count: %v %v", err, res.Reason)
	}
	return res.Solutions, first
}

package kenken

import (
	"io/fs"
	"reflect"
	"regexp"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// instance is a bundled puzzle with what its file header claims.
type instance struct {
	p      *Puzzle
	unique string // "yes", "no" or "unknown"
}

var uniqueRE = regexp.MustCompile(`(?m)^# unique: (yes|no|unknown)\b`)

// bundledInstances parses the bundled files and reads their "# unique:"
// header lines (a file without one counts as "unknown").
func bundledInstances(t testing.TB) []instance {
	t.Helper()
	names, err := fs.Glob(Bundled, "testdata/*.txt")
	if err != nil || len(names) == 0 {
		t.Fatalf("no bundled files: %v", err)
	}
	var out []instance
	for _, name := range names {
		data, err := fs.ReadFile(Bundled, name)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		u := "unknown"
		if m := uniqueRE.FindSubmatch(data); m != nil {
			u = string(m[1])
		}
		out = append(out, instance{p, u})
	}
	return out
}

// solveCount builds p and searches with the recommended options for up to
// two solutions; it returns the first one and the search result.
func solveCount(t testing.TB, p *Puzzle) (*Solution, search.Result) {
	t.Helper()
	m, err := Build(p)
	if err != nil {
		t.Fatalf("%s: Build: %v", p.Name, err)
	}
	o := SearchOptions(m)
	o.MaxSolutions = 2
	var first *Solution
	res, err := search.Solve(m.Store, o, func(s *cp.Store) bool {
		if first == nil {
			first = m.Decode(s)
		}
		return true
	})
	if err != nil {
		t.Fatalf("%s: Solve: %v", p.Name, err)
	}
	return first, res
}

// TestBuildBundled solves every bundled puzzle, verifies the solution,
// compares it with the known one and checks the header's uniqueness claim
// by counting to two.
func TestBuildBundled(t *testing.T) {
	for _, in := range bundledInstances(t) {
		p := in.p
		s, res := solveCount(t, p)
		if s == nil {
			t.Errorf("%s: no solution (%v, %d nodes)", p.Name, res.Reason, res.Nodes)
			continue
		}
		if err := Verify(p, s); err != nil {
			t.Errorf("%s: Verify: %v\n%s", p.Name, err, FormatSolution(p, s))
			continue
		}
		if p.Known != nil && !reflect.DeepEqual(s, p.Known) {
			t.Errorf("%s: solution differs from the known one:\n%s", p.Name, FormatSolution(p, s))
		}
		switch in.unique {
		case "yes":
			if res.Solutions != 1 || !res.Complete() {
				t.Errorf("%s: header says unique, search found %d solutions (%v)", p.Name, res.Solutions, res.Reason)
			}
		case "no":
			if res.Solutions != 2 {
				t.Errorf("%s: header says not unique, search found %d solutions (%v)", p.Name, res.Solutions, res.Reason)
			}
		default:
			t.Logf("%s: uniqueness unknown; search found %d solutions (%v)", p.Name, res.Solutions, res.Reason)
		}
		t.Logf("%s: %d nodes, %d failures, %v", p.Name, res.Nodes, res.Failures, res.Elapsed)
	}
}

// TestBuildInvalid checks that Build reports a puzzle Validate rejects,
// and that a puzzle that is well formed but unsolvable simply has no
// solution.
func TestBuildInvalid(t *testing.T) {
	if _, err := Build(&Puzzle{Name: "bad", N: 2}); err == nil {
		t.Error("Build of a puzzle without cages: no error")
	}
	p, err := Parse("none.txt", []byte("kenken\nAB\nCD\nA 1\nB 1\nC 2\nD 2\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s, res := solveCount(t, p); s != nil || res.Solutions != 0 || !res.Complete() {
		t.Errorf("unsolvable puzzle: %d solutions (%v)", res.Solutions, res.Reason)
	}
}

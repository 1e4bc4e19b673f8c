package sudoku

import (
	"io/fs"
	"reflect"
	"regexp"
	"strconv"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// instance is a bundled puzzle with what its file header claims.
type instance struct {
	p      *Puzzle
	unique string // "yes", "no" or "unknown"
}

var (
	uniqueRE  = regexp.MustCompile(`(?m)^# unique: (yes|no|unknown)\b`)
	checkerRE = regexp.MustCompile(`(?m)^# checker: unique (\d+), several solutions (\d+)`)
)

// uniqueness reads the header's claim for the puzzles of a file of count
// puzzles: "# unique: yes|no|unknown", or for a collection the checker's
// line "# checker: unique K, several solutions M" (yes when K = count, no
// when M = count, else unknown).
func uniqueness(data []byte, count int) string {
	if m := uniqueRE.FindSubmatch(data); m != nil {
		return string(m[1])
	}
	if m := checkerRE.FindSubmatch(data); m != nil {
		k, _ := strconv.Atoi(string(m[1]))
		several, _ := strconv.Atoi(string(m[2]))
		switch count {
		case k:
			return "yes"
		case several:
			return "no"
		}
	}
	return "unknown"
}

// bundledInstances returns the puzzles of the bundled files matching pat.
func bundledInstances(t testing.TB, pat string) []instance {
	t.Helper()
	names, err := fs.Glob(Bundled, pat)
	if err != nil || len(names) == 0 {
		t.Fatalf("no bundled files match %s: %v", pat, err)
	}
	var out []instance
	for _, name := range names {
		data, err := fs.ReadFile(Bundled, name)
		if err != nil {
			t.Fatal(err)
		}
		ps, err := ParseAll(name, data)
		if err != nil {
			t.Fatal(err)
		}
		u := uniqueness(data, len(ps))
		for _, p := range ps {
			out = append(out, instance{p, u})
		}
	}
	return out
}

// solveCount builds p, searches with the recommended options for up to two
// solutions, and returns the first one, the number found and the result.
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

// TestBuildBundled solves every bundled puzzle outside testdata/stretch,
// verifies the solution, compares it with the known one and checks the
// header's uniqueness claim by counting to two.
func TestBuildBundled(t *testing.T) {
	for _, in := range bundledInstances(t, "testdata/*.txt") {
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
	}
}

// TestBuildInvalid checks that Build reports a puzzle Validate rejects, and
// that a well-formed puzzle with a cell left without candidates simply has
// no solution.
func TestBuildInvalid(t *testing.T) {
	if _, err := Build(&Puzzle{Name: "bad", N: 5}); err == nil {
		t.Error("Build of a 5x5 sudoku: no error")
	}
	p, err := Parse("none.txt", []byte("sudoku\n12..\n...3\n...4\n....\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s, res := solveCount(t, p); s != nil || res.Solutions != 0 || !res.Complete() {
		t.Errorf("unsolvable puzzle: %d solutions (%v)", res.Solutions, res.Reason)
	}
}

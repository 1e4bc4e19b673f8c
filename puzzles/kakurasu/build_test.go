package kakurasu

import (
	"fmt"
	"io/fs"
	"math/rand/v2"
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

// TestBuildUnclued checks that a line without a clue is free: a 2×2
// puzzle with one clued row has one solution per shading of the other row.
func TestBuildUnclued(t *testing.T) {
	p, err := Parse("free.txt", []byte("kakurasu\nrows 2 -\ncols - -\n"))
	if err != nil {
		t.Fatal(err)
	}
	m, err := Build(p)
	if err != nil {
		t.Fatal(err)
	}
	res, err := search.Count(m.Store, SearchOptions(m), 0)
	if err != nil || res.Solutions != 4 || !res.Complete() {
		t.Errorf("got %d solutions (%v, %v), want 4", res.Solutions, res.Reason, err)
	}
	if _, err := Build(&Puzzle{Name: "bad", N: 0}); err == nil {
		t.Error("Build of a 0x0 puzzle: no error")
	}
}

// TestBuildCountsMatchBruteForce compares the number of solutions of random
// small puzzles (clues from a random shading, some of them dropped) with an
// enumeration of every shading.
func TestBuildCountsMatchBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for k := range 60 {
		n := 1 + k%4
		p := &Puzzle{Name: fmt.Sprintf("random %d", k), N: n, RowClues: make([]int, n), ColClues: make([]int, n)}
		for i := range n {
			for j := range n {
				if r.IntN(2) == 0 {
					p.RowClues[i] += j + 1
					p.ColClues[j] += i + 1
				}
			}
		}
		for i := range n {
			if r.IntN(4) == 0 {
				p.RowClues[i] = -1
			}
			if r.IntN(4) == 0 {
				p.ColClues[i] = -1
			}
		}
		want := 0
		s := &Solution{Shaded: make([][]bool, n)}
		for i := range s.Shaded {
			s.Shaded[i] = make([]bool, n)
		}
		for mask := range 1 << (n * n) {
			for i := range n * n {
				s.Shaded[i/n][i%n] = mask>>i&1 == 1
			}
			if Verify(p, s) == nil {
				want++
			}
		}
		m, err := Build(p)
		if err != nil {
			t.Fatalf("%s: Build: %v", p.Name, err)
		}
		got := 0
		res, err := search.Solve(m.Store, SearchOptions(m), func(st *cp.Store) bool {
			if err := Verify(p, m.Decode(st)); err != nil {
				t.Errorf("%s: Verify: %v", p.Name, err)
			}
			got++
			return true
		})
		if err != nil || !res.Complete() || got != want {
			t.Errorf("%s (rows %v, cols %v): %d solutions (%v, %v), brute force %d", p.Name, p.RowClues, p.ColClues, got, res.Reason, err, want)
		}
	}
}

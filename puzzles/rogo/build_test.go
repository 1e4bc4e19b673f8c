package rogo

import (
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// bundledPuzzles returns the bundled instances (testdata/*.txt, read from
// Bundled) with their header's "# unique:" claim ("unknown" when absent).
func bundledPuzzles(t testing.TB) (names []string, ps []*Puzzle, unique []string) {
	t.Helper()
	files, err := fs.Glob(Bundled, "testdata/*.txt")
	if err != nil || len(files) == 0 {
		t.Fatalf("no bundled instances: %v", err)
	}
	re := regexp.MustCompile(`(?m)^# unique: (yes|no|unknown)\b`)
	for _, f := range files {
		data, err := fs.ReadFile(Bundled, f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := Parse(f, data)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		u := "unknown"
		if m := re.FindSubmatch(data); m != nil {
			u = string(m[1])
		}
		names, ps, unique = append(names, strings.TrimPrefix(f, "testdata/")), append(ps, p), append(unique, u)
	}
	return names, ps, unique
}

// solve builds p and runs the recommended branch and bound, checking every
// solution it reports with Verify; it returns the last one and the result.
func solve(t testing.TB, p *Puzzle) (*Solution, search.Result) {
	t.Helper()
	m, err := Build(p)
	if err != nil {
		t.Fatalf("%s: Build: %v", p.Name, err)
	}
	var last *Solution
	res, err := search.Solve(m.Store, SearchOptions(m), func(s *cp.Store) bool {
		sol := m.Decode(s)
		if err := Verify(p, sol); err != nil {
			t.Errorf("%s: Verify: %v\n%s", p.Name, err, FormatSolution(p, sol))
		}
		if !slices.Equal(sol.Loop, Canonical(sol.Loop)) {
			t.Errorf("%s: loop %v is not canonical", p.Name, sol.Loop)
		}
		if last != nil && sol.Score <= last.Score {
			t.Errorf("%s: score %d after %d", p.Name, sol.Score, last.Score)
		}
		if v := s.Value(m.Objective); v != sol.Score {
			t.Errorf("%s: objective %d, loop scores %d", p.Name, v, sol.Score)
		}
		last = sol
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return last, res
}

// countOptimal counts the loops of score best, up to 2.
func countOptimal(t testing.TB, p *Puzzle, best int) search.Result {
	t.Helper()
	m, err := Build(p)
	if err != nil {
		t.Fatal(err)
	}
	m.Store.SetMin(m.Objective, best)
	o := SearchOptions(m)
	o.Objective = search.Objective{}
	res, err := search.Count(m.Store, o, 2)
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// TestBuildBundled solves every bundled instance: each loop reported passes
// Verify, the last one scores the file's best, and the search is complete
// (optimality proven). It also counts the optimal loops up to 2 and checks
// the count against the header's unique claim, if any.
func TestBuildBundled(t *testing.T) {
	names, ps, unique := bundledPuzzles(t)
	for i, p := range ps {
		t.Run(names[i], func(t *testing.T) {
			sol, res := solve(t, p)
			switch {
			case !res.Complete():
				t.Fatalf("search stopped: %v", res.Reason)
			case sol == nil:
				t.Fatal("no loop found")
			case p.HasBest && sol.Score != p.Best:
				t.Errorf("optimum %d, file says best %d", sol.Score, p.Best)
			}
			if p.Known != nil && p.Known.Score != sol.Score {
				t.Logf("the file's solution scores %d, the optimum %d", p.Known.Score, sol.Score)
			}
			cnt := countOptimal(t, p, sol.Score)
			if !cnt.Complete() && cnt.Reason != search.SolutionLimit {
				t.Fatalf("counting stopped: %v", cnt.Reason)
			}
			n := cnt.Solutions
			switch {
			case n == 0:
				t.Errorf("no loop of the optimal score %d when counting", sol.Score)
			case unique[i] == "yes" && n != 1, unique[i] == "no" && n != 2:
				t.Errorf("%d optimal loops (up to 2), header says unique: %s", n, unique[i])
			case unique[i] == "unknown":
				t.Logf("score %d: %d nodes, %d failures; optimal loops: %d (counted up to 2)", sol.Score, res.Nodes, res.Failures, n)
			}
		})
	}
}

// TestBuildNoLoop checks the puzzles without a loop: an odd length, fewer
// than 4 cells, more cells than the open ones. The search proves it at the
// root. (TestBuildRandom meets boards where no loop of an even length fits.)
func TestBuildNoLoop(t *testing.T) {
	grid := ". . 3 .\n. # . 1\n2 . . .\n" // 11 open cells
	for _, steps := range []int{1, 2, 3, 5, 9, 11, 12} {
		p, err := Parse("noloop.txt", []byte(fmt.Sprintf("rogo\nsteps %d\n%s", steps, grid)))
		if err != nil {
			t.Fatal(err)
		}
		sol, res := solve(t, p)
		if sol != nil || !res.Complete() || res.Nodes > 1 {
			t.Errorf("steps %d: solution %v, %v after %d nodes; want none, complete at the root", steps, sol, res.Reason, res.Nodes)
		}
	}
}

func TestBuildInvalid(t *testing.T) {
	p := &Puzzle{Rows: 2, Cols: 2, Steps: 4, Points: [][]int{{1, 2}, {3}}, Blocked: [][]bool{{false, false}, {false, false}}}
	if _, err := Build(p); !errors.Is(err, ErrInvalid) {
		t.Errorf("Build of an invalid puzzle: %v, want an error wrapping ErrInvalid", err)
	}
}

// TestBuildRandom compares the optimum with the exhaustive search of
// best_test.go on small random boards.
func TestBuildRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	cases := 60
	if testing.Short() {
		cases = 20
	}
	for k := range cases {
		rows, cols := 3+r.IntN(3), 3+r.IntN(4)
		p := &Puzzle{Name: fmt.Sprintf("random %d", k), Rows: rows, Cols: cols, Steps: 4 + 2*r.IntN(5)}
		p.Points, p.Blocked = make([][]int, rows), make([][]bool, rows)
		for i := range rows {
			p.Points[i], p.Blocked[i] = make([]int, cols), make([]bool, cols)
			for j := range cols {
				switch x := r.IntN(10); {
				case x == 0:
					p.Blocked[i][j] = true
				case x < 4:
					p.Points[i][j] = 1 + r.IntN(5)
				}
			}
		}
		if p.Steps > rows*cols {
			p.Steps = 4
		}
		want, _ := best(p)
		sol, res := solve(t, p)
		got := -1
		if sol != nil {
			got = sol.Score
		}
		if got != want || !res.Complete() {
			t.Errorf("%dx%d, %d steps:\n%s\ngot %d (%v), exhaustive search %d", rows, cols, p.Steps, Format(p), got, res.Reason, want)
		}
	}
}

package search_test

import (
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

var queensCounts = []int64{1, 0, 0, 2, 10, 4, 40, 92, 352, 724} // n = 1..10

var (
	varSelects = []search.VarSelect{search.InputOrder, search.FirstFail, search.DomWDeg}
	valSelects = []search.ValSelect{search.ValMin, search.ValMax, search.ValMedian, search.ValSplit, search.ValRandom}
)

// countQueens enumerates every solution, checking each one and that none
// repeats.
func countQueens(t *testing.T, n int, opt search.Options) search.Result {
	t.Helper()
	s, q := queens(t, n)
	opt = branchOn(opt, q)
	seen := map[string]bool{}
	res, err := search.Solve(s, opt, func(s *cp.Store) bool {
		for _, x := range q {
			if !s.Fixed(x) {
				t.Fatalf("solution with unfixed variable: %s", s.String(x))
			}
		}
		cols := values(s, q)
		if err := queensOK(cols); err != nil {
			t.Fatal(err)
		}
		key := fmt.Sprint(cols)
		if seen[key] {
			t.Fatalf("solution %v reported twice", cols)
		}
		seen[key] = true
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	if s.Level() != 0 {
		t.Fatalf("store left at level %d", s.Level())
	}
	return res
}

// branchOn returns opt branching on q: as Vars, or split evenly over the
// phases of opt (copied), at least one variable each.
func branchOn(opt search.Options, q []cp.VarID) search.Options {
	if len(opt.Phases) == 0 {
		opt.Vars = q
		return opt
	}
	opt.Phases = append([]search.Phase(nil), opt.Phases...)
	n := min(len(opt.Phases), len(q))
	opt.Phases = opt.Phases[:n]
	for k := range opt.Phases {
		opt.Phases[k].Vars = q[k*len(q)/n : (k+1)*len(q)/n]
	}
	return opt
}

func TestQueensCounts(t *testing.T) {
	for _, vs := range varSelects {
		for _, val := range valSelects {
			t.Run(vs.String()+"/"+val.String(), func(t *testing.T) {
				for n := 1; n <= len(queensCounts); n++ {
					res := countQueens(t, n, search.Options{VarSelect: vs, ValSelect: val, Seed: 7})
					if res.Solutions != queensCounts[n-1] || !res.Complete() {
						t.Errorf("n=%d: %d solutions (%v), want %d, complete", n, res.Solutions, res.Reason, queensCounts[n-1])
					}
				}
			})
		}
	}
}

// With restarts the enumeration stays complete and reports each solution
// once (countQueens checks for repeats).
func TestQueensCountsWithRestarts(t *testing.T) {
	for _, r := range []search.Restart{search.Luby(1), search.Geometric(2, 1.3)} {
		for _, vs := range varSelects {
			t.Run(r.Policy.String()+"/"+vs.String(), func(t *testing.T) {
				restarts := int64(0)
				for n := 1; n <= len(queensCounts); n++ {
					res := countQueens(t, n, search.Options{VarSelect: vs, ValSelect: search.ValRandom, Seed: 3, Restart: r})
					if res.Solutions != queensCounts[n-1] || !res.Complete() {
						t.Errorf("n=%d: %d solutions (%v), want %d, complete", n, res.Solutions, res.Reason, queensCounts[n-1])
					}
					restarts += res.Restarts
				}
				if restarts == 0 {
					t.Errorf("no restart happened")
				}
			})
		}
	}
}

func TestCountLimitStopsEarly(t *testing.T) {
	for _, vs := range varSelects {
		s, q := queens(t, 10)
		opt := search.Options{Vars: q, VarSelect: vs}
		full, err := search.Count(s, opt, 0)
		if err != nil {
			t.Fatal(err)
		}
		two, err := search.Count(s, opt, 2)
		if err != nil {
			t.Fatal(err)
		}
		if two.Solutions != 2 || two.Reason != search.SolutionLimit || two.Complete() {
			t.Errorf("%v: limit 2: %d solutions, %v", vs, two.Solutions, two.Reason)
		}
		if two.Nodes >= full.Nodes {
			t.Errorf("%v: limit 2 explored %d nodes, the full count %d", vs, two.Nodes, full.Nodes)
		}
	}
}

func TestUniqueness(t *testing.T) {
	// 4-queens with the first queen in column 1 has exactly one solution.
	s, q := queens(t, 4)
	if !s.Assign(q[0], 1) {
		t.Fatal("assign failed")
	}
	res, err := search.Count(s, search.Options{Vars: q, VarSelect: search.FirstFail}, 2)
	if err != nil {
		t.Fatal(err)
	}
	if res.Solutions != 1 || !res.Complete() {
		t.Errorf("got %d solutions, %v; want a unique solution, proven", res.Solutions, res.Reason)
	}
	// 3-queens: proven infeasible.
	s, q = queens(t, 3)
	res, _ = search.Count(s, search.Options{Vars: q}, 2)
	if res.Solutions != 0 || !res.Complete() {
		t.Errorf("3-queens: %d solutions, %v", res.Solutions, res.Reason)
	}
}

package search_test

import (
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// Two phases with every pair of heuristics, with and without restarts,
// still report every queens solution exactly once.
func TestQueensCountsWithPhases(t *testing.T) {
	restarts := []search.Restart{{}, search.Luby(1)}
	for _, r := range restarts {
		for _, vs := range varSelects {
			for _, val := range valSelects {
				phases := []search.Phase{
					{VarSelect: vs, ValSelect: val},
					{VarSelect: varSelects[(int(vs)+1)%len(varSelects)], ValSelect: valSelects[(int(val)+2)%len(valSelects)]},
				}
				name := r.Policy.String() + "/" + vs.String() + "/" + val.String()
				t.Run(name, func(t *testing.T) {
					for n := 1; n <= len(queensCounts); n++ {
						res := countQueens(t, n, search.Options{Phases: phases, Seed: 7, Restart: r})
						if res.Solutions != queensCounts[n-1] || !res.Complete() {
							t.Errorf("n=%d: %d solutions (%v), want %d, complete", n, res.Solutions, res.Reason, queensCounts[n-1])
						}
					}
				})
			}
		}
	}
}

// Each phase uses its own value selection, and phases are searched in
// order: with input order, the first solution is the first one in the
// order the phases define (ascending within a ValMin phase, descending
// within a ValMax one), which brute force finds without the engine.
func TestPhasesDecideTheFirstSolution(t *testing.T) {
	const n = 8
	var all [][]int // every solution, by brute force
	var place func(cols []int)
	place = func(cols []int) {
		if len(cols) == n {
			all = append(all, slices.Clone(cols))
			return
		}
		for c := range n {
			if queensOK(append(cols, c)) == nil {
				place(append(cols, c))
			}
		}
	}
	place(nil)
	if len(all) != 92 {
		t.Fatalf("brute force: %d solutions", len(all))
	}
	type group struct {
		rows []int
		val  search.ValSelect
	}
	for _, groups := range [][]group{
		{{[]int{0, 1, 2, 3}, search.ValMax}, {[]int{4, 5, 6, 7}, search.ValMin}},
		{{[]int{5, 6, 7}, search.ValMin}, {[]int{0, 1, 2, 3, 4}, search.ValMin}},
		{{[]int{7}, search.ValMax}, {[]int{2, 3}, search.ValMin}, {[]int{6, 5, 4, 1, 0}, search.ValMax}},
	} {
		// less orders solutions by the groups' rows, each ascending or
		// descending.
		less := func(a, b []int) bool {
			for _, g := range groups {
				for _, r := range g.rows {
					if a[r] != b[r] {
						return a[r] < b[r] == (g.val == search.ValMin)
					}
				}
			}
			return false
		}
		want := all[0]
		for _, sol := range all[1:] {
			if less(sol, want) {
				want = sol
			}
		}
		s, q := queens(t, n)
		var opt search.Options
		for _, g := range groups {
			ph := search.Phase{ValSelect: g.val}
			for _, r := range g.rows {
				ph.Vars = append(ph.Vars, q[r])
			}
			opt.Phases = append(opt.Phases, ph)
		}
		var got []int
		_, err := search.Solve(s, opt, func(s *cp.Store) bool {
			got = values(s, q)
			return false
		})
		must(t, err)
		if !slices.Equal(got, want) {
			t.Errorf("groups %v: first solution %v, want %v", groups, got, want)
		}
	}
}

// Phases change the search: first-fail within halves explores a different
// tree from first-fail over all, deterministically, to the same count.
func TestPhasesChangeTheSearch(t *testing.T) {
	const n = 10
	s, q := queens(t, n)
	flat, err := search.Count(s, search.Options{Vars: q, VarSelect: search.FirstFail}, 0)
	must(t, err)
	phased := search.Options{Phases: []search.Phase{
		{Vars: q[n/2:], VarSelect: search.FirstFail},
		{Vars: q[:n/2], VarSelect: search.FirstFail},
	}}
	e, err := search.New(s, phased)
	must(t, err)
	a, b := e.Run(nil), e.Run(nil)
	if a.Solutions != 724 || flat.Solutions != 724 || !a.Complete() {
		t.Fatalf("%d and %d solutions, want 724", a.Solutions, flat.Solutions)
	}
	if a.Nodes == flat.Nodes && a.Failures == flat.Failures {
		t.Errorf("phases explored the same tree as one group: %d nodes", a.Nodes)
	}
	if a.Nodes != b.Nodes || a.Failures != b.Failures || a.MaxDepth != b.MaxDepth {
		t.Errorf("re-run: %d nodes, %d failures; first %d, %d", b.Nodes, b.Failures, a.Nodes, a.Failures)
	}
	t.Logf("one group: %d nodes; two phases: %d nodes", flat.Nodes, a.Nodes)
}

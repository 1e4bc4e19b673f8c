package search_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// The parallel search lists the sequential search's solutions, in its
// order (with dom/wdeg: the same set), on random small models mixing the families and interval
// variables. (A subproblem's decisions are replayed before propagating:
// the right branch of x = min on an interval variable, said x ≠ min, was
// an inner value at replay time and lost, so two subproblems overlapped.)
func TestParallelRandomModelsAgree(t *testing.T) {
	models := 120
	if testing.Short() {
		models = 40
	}
	variants := []search.Options{
		{VarSelect: search.FirstFail, Workers: 2, Subproblems: 8, ProbeNodes: -1},
		{VarSelect: search.InputOrder, ValSelect: search.ValMax, Workers: 1, Subproblems: 5, ProbeNodes: -1},
		{VarSelect: search.DomWDeg, ValSelect: search.ValMedian, Workers: 2, Subproblems: 16, ProbeNodes: -1},
	}
	for seed := range uint64(models) {
		for k, o := range variants {
			s, xs, desc := randomModel(t, seed)
			seq := o
			seq.Workers, seq.Subproblems, seq.ProbeNodes = 0, 0, 0
			seq = branchOn(seq, xs)
			var want []string
			_, err := search.Solve(s, seq, func(s *cp.Store) bool {
				want = append(want, fmt.Sprint(values(s, xs)))
				return len(want) <= maxCounted
			})
			must(t, err)
			if len(want) > maxCounted {
				continue
			}
			s, xs, _ = randomModel(t, seed)
			var got []string
			_, err = search.Solve(s, branchOn(o, xs), func(s *cp.Store) bool {
				got = append(got, fmt.Sprint(values(s, xs)))
				return true
			})
			must(t, err)
			if o.VarSelect == search.DomWDeg {
				// The weights of a task are its own: the order within a
				// subproblem may differ from the sequential search's.
				slices.Sort(got)
				slices.Sort(want)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%s: variant %d: the parallel search lists %d solutions, the sequential %d (or in another order)", desc, k, len(got), len(want))
			}
		}
	}
}

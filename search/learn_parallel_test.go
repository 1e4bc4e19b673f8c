package search_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/search"
)

// learnParallelVariants are parallel learning searches; each task learns
// on its own (its clauses hold under its path and go with it).
var learnParallelVariants = []search.Options{
	{VarSelect: search.FirstFail, Learn: true, Subproblems: 8, ProbeNodes: -1},
	{VarSelect: search.Activity, ValSelect: search.ValMax, Learn: true, PhaseSaving: true, Subproblems: 16, ProbeNodes: 20},
	{VarSelect: search.DomWDeg, Learn: true, Restart: search.Luby(2), ProbeNodes: -1},
	{VarSelect: search.FirstFail, Learn: true, FreeSearch: true, Restart: search.Luby(1), Subproblems: 8, ProbeNodes: -1},
}

// The parallel search learns and still lists the sequential search's
// solutions: the same set on random small models, the same list in the
// same order for 1 and 2 workers, and the tasks learn nogoods.
func TestLearnParallelCountsAgree(t *testing.T) {
	// Not fewer under -short: the first 30 models learn no nogood at all,
	// and the check that the tasks learn would fail (about a second).
	models := 100
	list := func(seed uint64, o search.Options) ([]string, search.Result) {
		s, xs, _ := randomModel(t, seed)
		var sols []string
		res, err := search.Solve(s, branchOn(o, xs), func(s *cp.Store) bool {
			sols = append(sols, fmt.Sprint(values(s, xs)))
			return len(sols) <= maxCounted
		})
		must(t, err)
		return sols, res
	}
	var learned int64
	for seed := range uint64(models) {
		want, _ := list(seed, search.Options{})
		if len(want) > maxCounted {
			continue
		}
		slices.Sort(want)
		for k, o := range learnParallelVariants {
			var one []string
			for _, workers := range []int{1, 2} {
				o.Workers = workers
				got, res := list(seed, o)
				if o.ProbeNodes < 0 {
					learned += res.Learned // by the tasks: no sequential probe
				}
				if workers == 1 {
					one = got
				} else if !slices.Equal(got, one) {
					t.Fatalf("seed %d: variant %d: 2 workers list %d solutions, 1 worker %d (or in another order)", seed, k, len(got), len(one))
				}
				got = slices.Sorted(slices.Values(got))
				if !slices.Equal(got, want) {
					t.Fatalf("seed %d: variant %d, %d workers: %d solutions, want the %d of the plain search", seed, k, workers, len(got), len(want))
				}
			}
		}
	}
	t.Logf("%d nogoods learned by the tasks", learned)
	if learned == 0 {
		t.Error("the parallel searches' tasks learned nothing")
	}
}

// Branch and bound learns in parallel and proves the plain optimum.
func TestLearnParallelOptimaAgree(t *testing.T) {
	models := 60
	if testing.Short() {
		models = 20
	}
	for seed := range uint64(models) {
		build := func() (*cp.Store, []cp.VarID, search.Objective) {
			s, xs, _ := randomModel(t, seed)
			obj := s.NewIntervalVar(-40, 40)
			co := make([]int, len(xs)+1)
			for i := range xs {
				co[i] = int(seed+uint64(i))%5 - 2
			}
			co[len(xs)] = -1
			must(t, propagators.Linear(s, co, append(append([]cp.VarID(nil), xs...), obj), propagators.EQ, 0))
			return s, xs, search.Minimize(obj)
		}
		s, xs, obj := build()
		want, err := search.Solve(s, search.Options{Vars: xs, Objective: obj}, nil)
		must(t, err)
		for k, o := range learnParallelVariants {
			s, xs, obj := build()
			o = branchOn(o, xs)
			o.Objective, o.Workers = obj, 2
			res, err := search.Solve(s, o, nil)
			must(t, err)
			if res.Status() != want.Status() || res.HasObjective && res.Objective != want.Objective {
				t.Fatalf("seed %d: variant %d: %v %d, want %v %d", seed, k, res.Status(), res.Objective, want.Status(), want.Objective)
			}
		}
	}
}

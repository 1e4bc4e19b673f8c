package search_test

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// The clause minimisation drops literals, and what it leaves is still a
// clause of the model that asserts: on random small models and on the
// queens, every learned clause is checked against every solution (brute
// force, listed by the plain search), and, when the search hands it over,
// every literal but the first is false and the first is not (the clause
// is unit at the level the search jumped back to).
func TestLearnMinimizedClausesHoldAndAssert(t *testing.T) {
	models := 80
	if testing.Short() {
		models = 30
	}
	var checked, cut int64
	check := func(desc string, build func() (*cp.Store, []cp.VarID), o search.Options) {
		s, xs := build()
		var sols [][]int
		_, err := search.Solve(s, search.Options{Vars: xs}, func(s *cp.Store) bool {
			sol := make([]int, s.NumVars())
			for x := range sol {
				sol[x] = unfixed
				if s.Fixed(cp.VarID(x)) {
					sol[x] = s.Value(cp.VarID(x))
				}
			}
			sols = append(sols, sol)
			return len(sols) <= maxCounted
		})
		must(t, err)
		if len(sols) > maxCounted {
			return
		}
		s, xs = build()
		e, err := search.New(s, branchOn(o, xs))
		must(t, err)
		search.SetLearnHook(e, func(lits []cp.Lit) {
			checked++
			for _, sol := range sols {
				if !clauseHoldsIn(lits, sol) {
					t.Fatalf("%s: learned clause %v excludes solution %v", desc, lits, sol)
				}
			}
			if s.Entailed(lits[0].Not()) {
				t.Fatalf("%s: clause %v: its asserting literal is false at the level it asserts", desc, lits)
			}
			for _, l := range lits[1:] {
				if !s.Entailed(l.Not()) {
					t.Fatalf("%s: clause %v: %v is not false at the level it asserts (level %d)", desc, lits, l, s.Level())
				}
			}
		})
		r := e.Run(nil)
		if r.Solutions != int64(len(sols)) {
			t.Fatalf("%s: %d solutions, want %d", desc, r.Solutions, len(sols))
		}
		cut += search.LearnMinimized(e)
	}
	for seed := range uint64(models) {
		build := func() (*cp.Store, []cp.VarID) {
			s, xs, _ := randomModel(t, seed)
			return s, xs
		}
		_, _, desc := randomModel(t, seed)
		check(desc, build, search.Options{VarSelect: search.FirstFail, Learn: true})
		check(desc, build, search.Options{VarSelect: search.DomWDeg, ValSelect: search.ValSplit, Learn: true, FreeSearch: true, Restart: search.Luby(1)})
	}
	for n := 6; n <= 9; n++ {
		build := func() (*cp.Store, []cp.VarID) { return queens(t, n) }
		check("queens", build, search.Options{VarSelect: search.FirstFail, Learn: true})
		check("queens", build, search.Options{VarSelect: search.InputOrder, ValSelect: search.ValMax, Learn: true, FreeSearch: true})
	}
	t.Logf("%d clauses checked, %d literals dropped by the minimisation", checked, cut)
	if checked < int64(models) || cut == 0 {
		t.Errorf("%d clauses checked, %d literals minimised away: the check proves nothing", checked, cut)
	}
}

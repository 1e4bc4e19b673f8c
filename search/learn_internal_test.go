package search

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// solutionsOf enumerates every solution of the model by the plain search.
func solutionsOf(t *testing.T, s *cp.Store, vars []cp.VarID) [][]int {
	t.Helper()
	var out [][]int
	_, err := Solve(s, Options{Vars: vars}, func(s *cp.Store) bool {
		sol := make([]int, s.NumVars())
		for x := range sol {
			sol[x] = s.Value(cp.VarID(x))
		}
		out = append(out, sol)
		return true
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func clauseHolds(lits []cp.Lit, sol []int) bool {
	for _, l := range lits {
		if l.Holds(sol[l.X]) {
			return true
		}
	}
	return false
}

func TestLearnedClausesKeepSolutions(t *testing.T) {
	for n := 6; n <= 9; n++ {
		for _, o := range []Options{{VarSelect: DomWDeg}, {VarSelect: FirstFail, ValSelect: ValSplit}} {
			s, q := queensModel(t, n)
			sols := solutionsOf(t, s, q)
			o.Vars = q
			o.Learn = true
			e, err := New(s, o)
			if err != nil {
				t.Fatal(err)
			}
			bad := 0
			e.learnHook = func(lits []cp.Lit) {
				for _, sol := range sols {
					if !clauseHolds(lits, sol) && bad < 3 {
						bad++
						t.Errorf("n=%d %v: clause %v excludes solution %v (levels %d)", n, o.VarSelect, lits, sol[:n], s.Level())
					}
				}
			}
			r := e.Run(nil)
			if r.Solutions != int64(len(sols)) || r.Learned == 0 || e.learn.fallbacks != 0 {
				t.Errorf("n=%d %v: %d solutions of %d, %d learned, %d fallbacks", n, o.VarSelect, r.Solutions, len(sols), r.Learned, e.learn.fallbacks)
			}
		}
	}
}

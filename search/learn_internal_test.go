package search

import (
	"fmt"
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
			fmt.Println(n, r.Solutions, len(sols), r.Learned, e.learn.fallbacks)
		}
	}
}

func TestDebugReasons(t *testing.T) {
	s, q := queensModel(t, 9)
	sols := solutionsOf(t, s, q)
	bad := 0
	debugReason = func(s *cp.Store, ti int, f cp.Fact, reason []cp.Lit) {
		for _, sol := range sols {
			if !clauseHoldsNeg(reason, sol) { // sol satisfies the reason
				if f.Lit == cp.FalseLit || !f.Lit.Holds(sol[f.Lit.X]) {
					if bad < 5 {
						bad++
						cause := "none"
						if ti >= 0 {
							cause = s.Kind(f.Cause)
						}
						t.Errorf("fact %d %v (cause %s, level %d): reason %v holds in solution %v", ti, f.Lit, cause, f.Level, reason, sol[:9])
					}
				}
			}
		}
	}
	defer func() { debugReason = nil }()
	e, _ := New(s, Options{Vars: q, VarSelect: DomWDeg, Learn: true})
	e.Run(nil)
}

// clauseHoldsNeg reports whether sol violates some literal of the conjunction.
func clauseHoldsNeg(conj []cp.Lit, sol []int) bool {
	for _, l := range conj {
		if !l.Holds(sol[l.X]) {
			return true
		}
	}
	return false
}

func TestDebugTrail(t *testing.T) {
	s, q := queensModel(t, 9)
	sols := solutionsOf(t, s, q)
	var log []string
	debugReason = func(s *cp.Store, ti int, f cp.Fact, reason []cp.Lit) {
		log = append(log, fmt.Sprintf("expand %d %v -> %v", ti, f.Lit, reason))
	}
	defer func() { debugReason = nil }()
	e, _ := New(s, Options{Vars: q, VarSelect: DomWDeg, Learn: true})
	done := false
	e.learnHook = func(lits []cp.Lit) {
		if done {
			log = log[:0]
			return
		}
		for _, sol := range sols {
			if !clauseHolds(lits, sol) {
				done = true
				fmt.Println("BAD", lits, "level now", s.Level(), "root", e.learn.root, "floor", e.learn.floor)
				for _, l := range log {
					fmt.Println(l)
				}
				return
			}
		}
		log = log[:0]
	}
	debugTrail = func(s *cp.Store) {
		if done {
			return
		}
		for i := 0; i < s.NumFacts(); i++ {
			f := s.Fact(i)
			log = append(log, fmt.Sprintf("fact %d %v cause %d level %d", i, f.Lit, f.Cause, f.Level))
		}
	}
	defer func() { debugTrail = nil }()
	e.Run(nil)
}

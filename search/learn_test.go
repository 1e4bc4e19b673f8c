package search_test

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"

	"github.com/tessera-cp/tessera/search"
)

func TestLearnQueensCounts(t *testing.T) {
	for _, vs := range []search.VarSelect{search.InputOrder, search.FirstFail, search.DomWDeg, search.Activity} {
		for _, val := range valSelects {
			t.Run(vs.String()+"/"+val.String(), func(t *testing.T) {
				for n := 1; n <= len(queensCounts); n++ {
					res := countQueens(t, n, search.Options{VarSelect: vs, ValSelect: val, Seed: 7, Learn: true})
					if res.Solutions != queensCounts[n-1] || !res.Complete() {
						t.Errorf("n=%d: %d solutions (%v), want %d, complete", n, res.Solutions, res.Reason, queensCounts[n-1])
					}
				}
			})
		}
	}
}

func TestLearnKnapsackOptimal(t *testing.T) {
	want := knap.best()
	for _, r := range restartPolicies {
		for _, vs := range []search.VarSelect{search.InputOrder, search.FirstFail, search.DomWDeg, search.Activity} {
			for _, val := range valSelects {
				for _, phase := range []bool{false, true} {
					name := r.Policy.String() + "/" + vs.String() + "/" + val.String()
					s, take, weight, value := knap.model()
					last := -1
					res, err := search.Solve(s, search.Options{
						Vars: take, VarSelect: vs, ValSelect: val, Seed: 11, Restart: r,
						Objective: search.Maximize(value), Learn: true, PhaseSaving: phase,
					}, func(s *cp.Store) bool {
						w, v := 0, 0
						for i, x := range take {
							w += knap.w[i] * s.Value(x)
							v += knap.v[i] * s.Value(x)
						}
						if w > knap.capacity || w != s.Value(weight) || v != s.Value(value) {
							t.Fatalf("%s: bad solution: weight %d value %d, store says %d %d", name, w, v, s.Value(weight), s.Value(value))
						}
						if v <= last {
							t.Fatalf("%s: solution %d does not improve on %d", name, v, last)
						}
						last = v
						return true
					})
					if err != nil {
						t.Fatal(err)
					}
					if !res.Complete() || res.Objective != want || last != want || res.Solutions == 0 {
						t.Errorf("%s: objective %d (%v, %d solutions), want %d proven", name, res.Objective, res.Reason, res.Solutions, want)
					}
				}
			}
		}
	}
}

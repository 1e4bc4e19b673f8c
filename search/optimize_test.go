package search_test

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/search"
)

var restartPolicies = []search.Restart{{}, search.Luby(2), search.Geometric(3, 1.5)}

func TestKnapsackOptimal(t *testing.T) {
	want := knap.best()
	for _, r := range restartPolicies {
		for _, vs := range varSelects {
			for _, val := range valSelects {
				name := r.Policy.String() + "/" + vs.String() + "/" + val.String()
				s, take, weight, value := knap.model()
				last := -1
				res, err := search.Solve(s, search.Options{
					Vars: take, VarSelect: vs, ValSelect: val, Seed: 11, Restart: r,
					Objective: search.Maximize(value),
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
				if r.Policy != search.NoRestarts && vs == search.DomWDeg && val == search.ValRandom && res.Restarts == 0 {
					t.Errorf("%s: no restart", name)
				}
			}
		}
	}
}

// Minimise the cost of reaching a value target: the objective is a sum, so
// the same model with opposite sense.
func TestMinCostCover(t *testing.T) {
	const target = 100
	cost := knap.w
	best := 1 << 30
	for m := 0; m < 1<<len(cost); m++ {
		c, v := 0, 0
		for i := range cost {
			if m>>i&1 == 1 {
				c += cost[i]
				v += knap.v[i]
			}
		}
		if v >= target {
			best = min(best, c)
		}
	}
	for _, r := range restartPolicies {
		s := cp.NewStore()
		take := make([]cp.VarID, len(cost))
		for i := range take {
			take[i] = s.NewVar(0, 1)
		}
		total := s.NewVar(0, 1000)
		value := s.NewVar(target, 1000)
		postLinSum(s, cost, take, total)
		postLinSum(s, knap.v, take, value)
		res, err := search.Solve(s, search.Options{
			Vars: take, VarSelect: search.DomWDeg, ValSelect: search.ValMax, Restart: r,
			Objective: search.Minimize(total),
		}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !res.Complete() || res.Objective != best {
			t.Errorf("%v: objective %d (%v), want %d proven", r.Policy, res.Objective, res.Reason, best)
		}
	}
}

// An objective that is not a decision variable and that propagation does
// not fix is branched on last, best value first.
func TestObjectiveBranchedLast(t *testing.T) {
	for _, maximize := range []bool{false, true} {
		s := cp.NewStore()
		x, y, z := s.NewVar(1, 9), s.NewVar(1, 9), s.NewVar(1, 9)
		m := s.NewVar(0, 20)
		for _, p := range [][2]cp.VarID{{x, y}, {y, z}, {x, z}} {
			must(t, propagators.NotEqual(s, p[0], p[1], 0))
		}
		for _, v := range []cp.VarID{x, y, z} {
			must(t, propagators.LessEq(s, v, m, 0)) // v <= m
		}
		want, obj := 3, search.Minimize(m)
		if maximize {
			want, obj = 20, search.Maximize(m)
		}
		res, err := search.Solve(s, search.Options{Vars: []cp.VarID{x, y, z}, Objective: obj}, func(s *cp.Store) bool {
			if !s.Fixed(m) {
				t.Fatal("objective not fixed at a solution")
			}
			return true
		})
		if err != nil {
			t.Fatal(err)
		}
		if !res.Complete() || res.Objective != want || res.Solutions != 1 {
			t.Errorf("%v: objective %d after %d solutions (%v), want %d at the first", obj, res.Objective, res.Solutions, res.Reason, want)
		}
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

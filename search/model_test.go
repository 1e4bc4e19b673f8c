package search_test

import (
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// queens models n-queens: q[i] is the column of the queen of row i.
func queens(tb testing.TB, n int) (*cp.Store, []cp.VarID) {
	tb.Helper()
	s := cp.NewStore()
	q := make([]cp.VarID, n)
	for i := range q {
		q[i] = s.NewVar(0, n-1)
	}
	for i := range n {
		for j := i + 1; j < n; j++ {
			for _, c := range []int{0, j - i, i - j} {
				if err := propagators.NotEqual(s, q[i], q[j], c); err != nil {
					tb.Fatal(err)
				}
			}
		}
	}
	return s, q
}

// queensOK checks a queens solution without the engine.
func queensOK(cols []int) error {
	for i := range cols {
		for j := i + 1; j < len(cols); j++ {
			d := cols[j] - cols[i]
			if d == 0 || d == j-i || d == i-j {
				return fmt.Errorf("queens %d and %d attack each other in %v", i, j, cols)
			}
		}
	}
	return nil
}

func values(s *cp.Store, xs []cp.VarID) []int {
	v := make([]int, len(xs))
	for i, x := range xs {
		v[i] = s.Value(x)
	}
	return v
}

// linSum is a test-local bounds-consistent Σ a[i]·x[i] = z with positive
// coefficients (there is no linear propagator in the kernel's tests yet).
type linSum struct {
	a []int
	x []cp.VarID
	z cp.VarID
}

func postLinSum(s *cp.Store, a []int, x []cp.VarID, z cp.VarID) {
	p := s.Post(&linSum{a, x, z}, cp.Linear, "test-linsum")
	for _, y := range x {
		s.Subscribe(p, y, cp.OnBounds, 0)
	}
	s.Subscribe(p, z, cp.OnBounds, 0)
}

func floorDiv(a, b int) int {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

func ceilDiv(a, b int) int { return -floorDiv(-a, b) }

func (p *linSum) Propagate(s *cp.Store) cp.Status {
	for {
		lo, hi := 0, 0
		for i, x := range p.x {
			lo += p.a[i] * s.Min(x)
			hi += p.a[i] * s.Max(x)
		}
		if !s.SetMin(p.z, lo) || !s.SetMax(p.z, hi) {
			return cp.Fail
		}
		zlo, zhi := s.Min(p.z), s.Max(p.z)
		changed := false
		for i, x := range p.x {
			a := p.a[i]
			mn, mx := s.Min(x), s.Max(x)
			// a·x >= zlo - (hi - a·max x), a·x <= zhi - (lo - a·min x)
			if !s.SetMin(x, ceilDiv(zlo-(hi-a*mx), a)) || !s.SetMax(x, floorDiv(zhi-(lo-a*mn), a)) {
				return cp.Fail
			}
			changed = changed || s.Min(x) != mn || s.Max(x) != mx
		}
		if !changed {
			return cp.Fix
		}
	}
}

// knapsack is a 0/1 knapsack: take[i] in {0,1}, Σ w·take = weight <= capacity,
// Σ v·take = value, to maximise.
type knapsack struct {
	w, v     []int
	capacity int
}

var knap = knapsack{
	w:        []int{12, 7, 11, 8, 9, 6, 14, 5, 10, 13, 4, 9},
	v:        []int{24, 13, 23, 15, 16, 11, 29, 8, 19, 27, 6, 17},
	capacity: 45,
}

func (k knapsack) model() (s *cp.Store, take []cp.VarID, weight, value cp.VarID) {
	s = cp.NewStore()
	take = make([]cp.VarID, len(k.w))
	for i := range take {
		take[i] = s.NewVar(0, 1)
	}
	sumV := 0
	for _, v := range k.v {
		sumV += v
	}
	weight = s.NewVar(0, k.capacity)
	value = s.NewVar(0, sumV)
	postLinSum(s, k.w, take, weight)
	postLinSum(s, k.v, take, value)
	return s, take, weight, value
}

// best is the optimum by brute force.
func (k knapsack) best() int {
	best := 0
	for m := 0; m < 1<<len(k.w); m++ {
		w, v := 0, 0
		for i := range k.w {
			if m>>i&1 == 1 {
				w += k.w[i]
				v += k.v[i]
			}
		}
		if w <= k.capacity {
			best = max(best, v)
		}
	}
	return best
}

package cp_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
)

// lessThan is a tiny propagator for x < y: bounds reasoning in O(1).
type lessThan struct{ x, y cp.VarID }

func (p *lessThan) Propagate(s *cp.Store) cp.Status {
	if !s.SetMax(p.x, s.Max(p.y)-1) || !s.SetMin(p.y, s.Min(p.x)+1) {
		return cp.Fail
	}
	if s.Max(p.x) < s.Min(p.y) {
		return cp.Subsumed
	}
	return cp.Fix
}

// A store with two variables and a propagator for x < y: propagation prunes
// the bounds, a choice point narrows x, and PopTo undoes it.
func Example() {
	s := cp.NewStore()
	x, y := s.NewVar(1, 5), s.NewVarValues([]int{-2, 0, 3, 4})
	p := s.Post(&lessThan{x, y}, cp.Binary, "lessthan")
	s.Subscribe(p, x, cp.OnBounds, 0)
	s.Subscribe(p, y, cp.OnBounds, 1)

	s.Propagate()
	fmt.Println("root:", s.String(x), s.String(y))

	s.Push()
	s.SetMin(x, 3)
	s.Propagate()
	fmt.Println("x >= 3:", s.String(x), s.String(y), "fixed:", s.Fixed(y))

	s.PopTo(0)
	fmt.Println("back:", s.String(x), s.String(y))
	// Output:
	// root: {1,2,3} {3,4}
	// x >= 3: {3} {4} fixed: true
	// back: {1,2,3} {3,4}
}

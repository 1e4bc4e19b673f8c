package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Counting the fulfilled conditions: b1 ⇔ x + y ≤ 4, b2 ⇔ x = 3 and
// b3 ⇒ 2x - y ≥ 1 (half reification), with at least two of them true.
func ExampleReifLinear() {
	s := cp.NewStore()
	x, y := s.NewVar(0, 5), s.NewVar(0, 5)
	b1, b2, b3 := s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1)
	xy := []cp.VarID{x, y}
	for _, err := range []error{
		propagators.ReifLinear(s, []int{1, 1}, xy, propagators.LE, 4, b1, propagators.Equiv),
		propagators.ReifLinear(s, []int{1}, []cp.VarID{x}, propagators.EQ, 3, b2, propagators.Equiv),
		propagators.ReifLinear(s, []int{2, -1}, xy, propagators.GE, 1, b3, propagators.Implies),
		propagators.Linear(s, []int{1, 1, 1}, []cp.VarID{b1, b2, b3}, propagators.GE, 2),
	} {
		if err != nil {
			fmt.Println(err)
			return
		}
	}
	s.Propagate()
	s.Push()
	s.Assign(y, 5) // x + y ≤ 4 is now false: b2 and b3 must hold
	s.Propagate()
	fmt.Println("y = 5: x", s.String(x), "b1 b2 b3", s.String(b1), s.String(b2), s.String(b3))
	s.PopTo(0)
	s.Assign(x, 1) // x = 3 is false: b1 and b3 must hold
	s.Propagate()
	fmt.Println("x = 1: y", s.String(y), "b1 b2 b3", s.String(b1), s.String(b2), s.String(b3))
	// Output:
	// y = 5: x {3} b1 b2 b3 {0} {1} {1}
	// x = 1: y {0,1} b1 b2 b3 {1} {0} {1}
}

// b ⇔ x ∈ {2, 3, 5, 7}: fixing b prunes x, pruning x decides b.
func ExampleReifIn() {
	s := cp.NewStore()
	x, b := s.NewVar(0, 9), s.NewVar(0, 1)
	primes := []int{2, 3, 5, 7}
	if err := propagators.ReifIn(s, x, primes, b, propagators.Equiv); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	s.Push()
	s.Assign(b, 0)
	s.Propagate()
	fmt.Println("b = 0: x", s.String(x))
	s.PopTo(0)
	s.SetMin(x, 4)
	s.Remove(x, 6)
	s.Remove(x, 8)
	s.Remove(x, 9)
	s.Remove(x, 4)
	s.Propagate()
	fmt.Println("x in", s.String(x), ": b", s.String(b))
	// Output:
	// b = 0: x {0,1,4,6,8,9}
	// x in {5,7} : b {1}
}

package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// A weighted sum: 2x + 3y - z = 10 with x, y in 0..3 and z in 0..4 (bounds
// reasoning), then x + y ≠ 3 once x is fixed.
func ExampleLinear() {
	s := cp.NewStore()
	x, y, z := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 4)
	xs := []cp.VarID{x, y, z}
	if err := propagators.Linear(s, []int{2, 3, -1}, xs, propagators.EQ, 10); err != nil {
		fmt.Println(err)
		return
	}
	if err := propagators.Linear(s, []int{1, 1}, []cp.VarID{x, y}, propagators.NE, 3); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("root:", s.String(x), s.String(y), s.String(z))

	s.Push()
	s.Assign(x, 1)
	s.Propagate()
	fmt.Println("x = 1:", s.String(x), s.String(y), s.String(z))
	// Output:
	// root: {1,2,3} {2,3} {0,1,2,3,4}
	// x = 1: {1} {3} {1}
}

package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// AllDifferentExcept: MiniZinc's alldifferent_except_0. Cells holding 0 are
// empty and may repeat; the others are distinct. Two cells sharing {1, 2}
// take both values, so the third cannot hold either.
func ExampleAllDifferentExcept() {
	s := cp.NewStore()
	a, b, c := s.NewVar(1, 2), s.NewVar(1, 2), s.NewVar(0, 3)
	d := s.NewVar(0, 3)
	if err := propagators.AllDifferentExcept(s, []cp.VarID{a, b, c, d}, 0, propagators.Domain); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println(s.String(c), s.String(d))
	s.Assign(c, 0)
	s.Assign(d, 0) // 0 repeats
	fmt.Println(s.Propagate())
	// Output:
	// {0,3} {0,3}
	// true
}

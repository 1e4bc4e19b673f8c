package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// A corner of a 6×6 KenKen: a "2÷" cage and a "20×" cage of three cells.
func ExampleCage() {
	s := cp.NewStore()
	cell := func() cp.VarID { return s.NewVar(1, 6) }
	a, b := cell(), cell()
	c, d, e := cell(), cell(), cell()
	if err := propagators.Cage(s, propagators.CageDiv, 2, []cp.VarID{a, b}); err != nil {
		fmt.Println(err)
		return
	}
	if err := propagators.Cage(s, propagators.CageMul, 20, []cp.VarID{c, d, e}); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("2÷: ", s.String(a), s.String(b))
	fmt.Println("20×:", s.String(c), s.String(d), s.String(e))
	s.Assign(c, 5)
	s.Propagate()
	fmt.Println("c=5:", s.String(c), s.String(d), s.String(e))
	// Output:
	// 2÷:  {1,2,3,4,6} {1,2,3,4,6}
	// 20×: {1,2,4,5} {1,2,4,5} {1,2,4,5}
	// c=5: {5} {1,2,4} {1,2,4}
}

func ExampleTimes() {
	s := cp.NewStore()
	x, y, z := s.NewVar(-3, 3), s.NewVar(2, 5), s.NewVar(7, 11)
	if err := propagators.Times(s, x, y, z); err != nil { // x·y = z
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("x", s.String(x), "y", s.String(y), "z", s.String(z))
	// Output:
	// x {2,3} y {3,4,5} z {8,9,10}
}

func ExampleMax() {
	s := cp.NewStore()
	x, y, m := s.NewVar(0, 4), s.NewVar(2, 9), s.NewVarValues([]int{1, 3, 6})
	if err := propagators.Max(s, []cp.VarID{x, y}, m); err != nil { // m = max(x, y)
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("x", s.String(x), "y", s.String(y), "m", s.String(m))
	// Output:
	// x {0,1,2,3,4} y {2,3,6} m {3,6}
}

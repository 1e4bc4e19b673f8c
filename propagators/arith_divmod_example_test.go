package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// FlatZinc's int_div and int_mod round towards zero: -7 div 2 = -3 and
// -7 mod 2 = -1.
func ExampleTruncDiv() {
	s := cp.NewStore()
	x, y, q, r := s.NewVar(-7, -7), s.NewVar(2, 2), s.NewVar(-10, 10), s.NewVar(-10, 10)
	if err := propagators.TruncDiv(s, x, y, q); err != nil {
		fmt.Println(err)
		return
	}
	if err := propagators.Mod(s, x, y, r); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("q =", s.String(q), "r =", s.String(r))
	// Output:
	// q = {-3} r = {-1}
}

// The remainders of 10..13 by 4 are 2, 3, 0 and 1; which dividends leave 3?
func ExampleMod() {
	s := cp.NewStore()
	x, y, r := s.NewVar(10, 13), s.NewVar(4, 4), s.NewVar(3, 3)
	if err := propagators.Mod(s, x, y, r); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("x =", s.String(x))
	// Output:
	// x = {11}
}

// Which squares of -4..4 lie in 2..9?
func ExamplePow() {
	s := cp.NewStore()
	x, two, z := s.NewVar(-4, 4), s.NewVar(2, 2), s.NewVar(2, 9)
	if err := propagators.Pow(s, x, two, z); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("x =", s.String(x), "z =", s.String(z))
	// Output:
	// x = {-3,-2,2,3} z = {4,9}
}

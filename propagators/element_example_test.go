package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Element looks a value up in a table: cost = prices[item]. Narrowing the
// cost narrows the item, and the other way round.
func ExampleElement() {
	s := cp.NewStore()
	prices := []int{30, 10, 50, 10, 40}
	item, cost := s.NewVar(-5, 9), s.NewVar(0, 100)
	if err := propagators.Element(s, prices, item, cost); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("root:", s.String(item), s.String(cost))

	s.SetMax(cost, 35)
	s.Propagate()
	fmt.Println("cost <= 35:", s.String(item), s.String(cost))

	s.Remove(item, 0)
	s.Propagate()
	fmt.Println("item != 0:", s.String(item), s.String(cost))
	// Output:
	// root: {0,1,2,3,4} {10,30,40,50}
	// cost <= 35: {0,1,3} {10,30}
	// item != 0: {1,3} {10}
}

// ElementVar picks one of several variables: z = [a, b][i]. Once the index
// is fixed, z and the chosen variable share their domain.
func ExampleElementVar() {
	s := cp.NewStore()
	a, b := s.NewVar(0, 3), s.NewVar(5, 9)
	i, z := s.NewVar(0, 1), s.NewVar(2, 6)
	if err := propagators.ElementVar(s, []cp.VarID{a, b}, i, z); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("root:", s.String(i), s.String(z))

	s.Assign(i, 1)
	s.Propagate()
	fmt.Println("i = 1:", s.String(b), s.String(z))
	// Output:
	// root: {0,1} {2,3,5,6}
	// i = 1: {5,6} {5,6}
}

package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Increasing: the marks of a ruler strictly increase; every value left
// belongs to some increasing sequence.
func ExampleIncreasing() {
	s := cp.NewStore()
	marks := []cp.VarID{s.NewVar(0, 0), s.NewVar(0, 9), s.NewVarValues([]int{1, 2, 5, 7}), s.NewVar(0, 6)}
	if err := propagators.Increasing(s, marks, true); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	for _, m := range marks {
		fmt.Print(s.String(m), " ")
	}
	fmt.Println()
	// Output:
	// {0} {1,2,3,4} {2,5} {3,4,5,6}
}

// Decreasing: non-strict, from left to right; the last variable's minimum
// lifts the others, the first one's maximum caps them.
func ExampleDecreasing() {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 5), s.NewVar(3, 8), s.NewVar(4, 6)}
	if err := propagators.Decreasing(s, xs, false); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println(s.String(xs[0]), s.String(xs[1]), s.String(xs[2]))
	// Output:
	// {4,5} {4,5} {4,5}
}

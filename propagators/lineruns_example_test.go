package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// A nonogram line of 10 cells with the clue 4 2 and its third cell blank:
// the run of 4 must start at the fourth cell, and the run of 2 then takes
// the last two cells: the line is decided.
func ExampleLineRuns() {
	s := cp.NewStore()
	xs := make([]cp.VarID, 10)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	s.Assign(xs[2], 0)
	if err := propagators.LineRuns(s, xs, []int{4, 2}); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Propagate())
	for _, x := range xs {
		fmt.Print(s.Value(x))
	}
	fmt.Println()
	// Output:
	// true
	// 0001111011
}

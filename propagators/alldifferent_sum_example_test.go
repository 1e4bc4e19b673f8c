package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// AllDifferentSum: a Killer Sudoku cage of three cells summing to 7 can
// only be {1, 2, 4}; with one cell at most 2, the 4 goes elsewhere.
func ExampleAllDifferentSum() {
	s := cp.NewStore()
	cage := []cp.VarID{s.NewVar(1, 2), s.NewVar(1, 9), s.NewVar(1, 9)}
	if err := propagators.AllDifferentSum(s, cage, 7); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println(s.String(cage[0]), s.String(cage[1]), s.String(cage[2]))
	// Output:
	// {1,2} {1,2,4} {1,2,4}
}

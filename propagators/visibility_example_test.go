package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// A row of a 5×5 Skyscrapers seen from its left end: four buildings seen,
// the 5 at the far end. Before it, 1..4 must show three records, so the
// row cannot start with 3 or 4 (two records at most), nor put 4 second.
func ExampleVisibility() {
	s := cp.NewStore()
	row := make([]cp.VarID, 5)
	for i := range row {
		row[i] = s.NewVar(1, 5)
	}
	if err := propagators.Visibility(s, row, 4); err != nil {
		fmt.Println(err)
		return
	}
	if err := propagators.AllDifferent(s, row, propagators.Domain); err != nil {
		fmt.Println(err)
		return
	}
	s.Assign(row[4], 5)
	if !s.Propagate() {
		fmt.Println("no such row")
		return
	}
	for i, x := range row {
		if i > 0 {
			fmt.Print(" ")
		}
		fmt.Print(s.String(x))
	}
	fmt.Println()
	// Output:
	// {1,2} {1,2,3} {1,2,3,4} {1,2,3,4} {5}
}

package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// CountVar: some digit appears exactly three times among four cells. Only
// 1 and 2 can appear three times, so the digit is one of them, and a cell
// without either cannot be the odd one out twice.
func ExampleCountVar() {
	s := cp.NewStore()
	cells := []cp.VarID{s.NewVarValues([]int{1, 2}), s.NewVarValues([]int{1, 2}), s.NewVarValues([]int{1, 2, 3}), s.NewVarValues([]int{3, 4})}
	digit := s.NewVar(1, 4)
	if err := propagators.CountVar(s, cells, digit, s.NewConst(3)); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("digit:", s.String(digit), "cell 2:", s.String(cells[2]))
	// Output:
	// digit: {1,2} cell 2: {1,2}
}

package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Count: exactly two of four cells hold 1 (a Takuzu half-row). Once two
// cells are 1, the others cannot be.
func ExampleCount() {
	s := cp.NewStore()
	cells := make([]cp.VarID, 4)
	for i := range cells {
		cells[i] = s.NewVar(0, 1)
	}
	if err := propagators.Count(s, cells, 1, s.NewConst(2)); err != nil {
		fmt.Println(err)
		return
	}
	s.Assign(cells[0], 1)
	s.Assign(cells[2], 1)
	s.Propagate()
	fmt.Println(s.String(cells[0]), s.String(cells[1]), s.String(cells[2]), s.String(cells[3]))
	// Output:
	// {1} {0} {1} {0}
}

// Among: how many of three dice show an even number.
func ExampleAmong() {
	s := cp.NewStore()
	d1, d2, d3 := s.NewVarValues([]int{2, 4}), s.NewVar(1, 6), s.NewVarValues([]int{1, 5})
	n := s.NewVar(0, 3)
	if err := propagators.Among(s, []cp.VarID{d1, d2, d3}, []int{2, 4, 6}, n); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("n:", s.String(n))

	s.Assign(n, 2)
	s.Propagate()
	fmt.Println("n = 2:", s.String(d2))
	// Output:
	// n: {1,2}
	// n = 2: {2,4,6}
}

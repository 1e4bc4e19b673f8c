package tessera_test

import (
	"fmt"

	"github.com/tessera-cp/tessera"
)

// Closed knight's tours of a 6×6 board, counted: succ[c] is the square
// the knight jumps to from square c, and Circuit makes the jumps one
// cycle through the 36 squares. Each tour is counted in both directions.
func Example_knightsTour() {
	m := tessera.NewModel()
	_, next := tessera.Graph(6, 6, nil, tessera.KnightMoves)
	succ := m.IntVarsValues(next, "succ")
	m.Circuit(succ)
	res, err := m.Count(tessera.Branch(succ, tessera.DomWDeg, tessera.ValMin))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Solutions, "directed tours, complete:", res.Complete())
	// Output:
	// 19724 directed tours, complete: true
}

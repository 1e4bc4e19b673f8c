package tessera_test

import (
	"fmt"

	"github.com/tessera-cp/tessera"
)

// Twelve queens, counted: q[i] is the column of the queen in row i; the
// columns, the diagonals q[i]+i and the anti-diagonals q[i]-i are pairwise
// distinct. AllDifferentOffset reads q[i]+offset[i] inside AllDifferent's
// propagator: no auxiliary variable.
func Example_queens() {
	const n = 12
	m := tessera.NewModel()
	q := m.IntVars(n, 0, n-1, "q")
	m.AllDifferent(q)
	m.AllDifferentOffset(q, tessera.Iota(n, 1))
	m.AllDifferentOffset(q, tessera.Iota(n, -1))
	res, err := m.Count()
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Solutions, "solutions, complete:", res.Complete())
	// Output:
	// 14200 solutions, complete: true
}

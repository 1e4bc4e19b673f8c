package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/search"
)

// AllDifferentOffset: n-queens with no auxiliary variable. q[i] is the
// column of the queen in row i; q[i]+i and q[i]-i are its diagonals.
func ExampleAllDifferentOffset() {
	const n = 8
	s := cp.NewStore()
	q := make([]cp.VarID, n)
	up, down := make([]int, n), make([]int, n)
	for i := range q {
		q[i] = s.NewVar(0, n-1)
		up[i], down[i] = i, -i
	}
	for _, err := range []error{
		propagators.AllDifferent(s, q, propagators.Domain),
		propagators.AllDifferentOffset(s, q, up, propagators.Domain),
		propagators.AllDifferentOffset(s, q, down, propagators.Domain),
	} {
		if err != nil {
			fmt.Println(err)
			return
		}
	}
	res, err := search.Count(s, search.Options{Vars: q, VarSelect: search.FirstFail}, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(res.Solutions, "solutions")
	// Output:
	// 92 solutions
}

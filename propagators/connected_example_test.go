package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// A path of five nodes, 0-1-2-3-4, with nodes 0 and 3 chosen: the nodes
// between them must be chosen too, and node 4 stays open.
func ExampleConnected() {
	s := cp.NewStore()
	xs := make([]cp.VarID, 5)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	s.Assign(xs[0], 1)
	s.Assign(xs[3], 1)
	if err := propagators.Connected(s, xs, [][2]int{{0, 1}, {1, 2}, {2, 3}, {3, 4}}); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Propagate())
	for _, x := range xs {
		fmt.Print(s.String(x), " ")
	}
	fmt.Println()
	// Output:
	// true
	// {1} {1} {1} {1} {0,1}
}

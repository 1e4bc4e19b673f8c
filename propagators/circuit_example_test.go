package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// A tour of five nodes over a sparse graph: node i may be followed by the
// nodes listed in edges[i].
func ExampleCircuit() {
	s := cp.NewStore()
	edges := [][]int{{1, 2}, {2, 3}, {3, 4}, {4, 0}, {0, 1}}
	succ := make([]cp.VarID, len(edges))
	for i, e := range edges {
		succ[i] = s.NewVarValues(e)
	}
	if err := propagators.Circuit(s, succ); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("propagate:", s.Propagate())
	for i, x := range succ {
		fmt.Printf("succ[%d] ∈ %s\n", i, s.String(x))
	}

	// Choosing 0→2 leaves a single tour.
	s.Push()
	s.Assign(succ[0], 2)
	fmt.Println("propagate after 0→2:", s.Propagate())
	fmt.Print("tour: 0")
	for u := s.Value(succ[0]); u != 0; u = s.Value(succ[u]) {
		fmt.Print(" → ", u)
	}
	fmt.Println(" → 0")
	// Output:
	// propagate: true
	// succ[0] ∈ {1,2}
	// succ[1] ∈ {2,3}
	// succ[2] ∈ {3,4}
	// succ[3] ∈ {0,4}
	// succ[4] ∈ {0,1}
	// propagate after 0→2: true
	// tour: 0 → 2 → 4 → 1 → 3 → 0
}

// A subcircuit over four nodes: node i may be followed by the nodes in
// edges[i], and succ[i] = i leaves node i out. Node 0 must be in; no other
// node can be followed by node 3, so node 3 stays out.
func ExampleSubcircuit() {
	s := cp.NewStore()
	edges := [][]int{{1, 2}, {0, 1, 2}, {0, 1, 2}, {0, 3}}
	succ := make([]cp.VarID, len(edges))
	for i, e := range edges {
		succ[i] = s.NewVarValues(e)
	}
	if err := propagators.Subcircuit(s, succ); err != nil {
		fmt.Println(err)
		return
	}
	show := func(what string) {
		fmt.Println(what, s.Propagate())
		for i, x := range succ {
			fmt.Printf("  succ[%d] ∈ %s\n", i, s.String(x))
		}
	}
	show("propagate:")
	s.Push()
	s.Assign(succ[0], 1)
	s.Assign(succ[1], 0)
	show("after closing 0 → 1 → 0:")
	// Output:
	// propagate: true
	//   succ[0] ∈ {1,2}
	//   succ[1] ∈ {0,1,2}
	//   succ[2] ∈ {0,1,2}
	//   succ[3] ∈ {3}
	// after closing 0 → 1 → 0: true
	//   succ[0] ∈ {1}
	//   succ[1] ∈ {0}
	//   succ[2] ∈ {2}
	//   succ[3] ∈ {3}
}

package propagators_test

import (
	"fmt"
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// A Hamiltonian path over five nodes: node i may be followed by the nodes
// in edges[i] or end the path (the value 5). Only node 4 can end it, and
// only node 0 can start it.
func ExamplePath() {
	s := cp.NewStore()
	edges := [][]int{{1, 2}, {2, 3}, {1, 3}, {1, 4}, {}}
	n := len(edges)
	succ := make([]cp.VarID, n)
	for i, e := range edges {
		succ[i] = s.NewVarValues(append(slices.Clone(e), n))
	}
	start, end := s.NewVar(0, n-1), s.NewVar(0, n-1)
	if err := propagators.Path(s, succ, start, end); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("propagate:", s.Propagate())
	fmt.Println("start:", s.String(start), "end:", s.String(end))
	for i, x := range succ {
		fmt.Printf("succ[%d] ∈ %s\n", i, s.String(x))
	}
	// Output:
	// propagate: true
	// start: {0} end: {4}
	// succ[0] ∈ {1,2}
	// succ[1] ∈ {2,3}
	// succ[2] ∈ {1,3}
	// succ[3] ∈ {4}
	// succ[4] ∈ {5}
}

// A 3×3 Numbrix: the numbers 1..9 go into the cells so that consecutive
// numbers are orthogonal neighbours. The clues 1 (top left), 3 (bottom
// left) and 9 (bottom right) leave one answer, found by propagation alone.
// Positions count from 0, so the clue k fixes order k-1.
func ExamplePathOrder() {
	const rows, cols = 3, 3
	clues := map[int]int{0: 1, 6: 3, 8: 9} // cell → number
	n := rows * cols
	s := cp.NewStore()
	succ, order := make([]cp.VarID, n), make([]cp.VarID, n)
	for i := range succ {
		r, c := i/cols, i%cols
		next := []int{n} // n: the last cell
		for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if y, x := r+d[0], c+d[1]; y >= 0 && x >= 0 && y < rows && x < cols {
				next = append(next, y*cols+x)
			}
		}
		succ[i] = s.NewVarValues(next)
		order[i] = s.NewVar(0, n-1)
		if k, ok := clues[i]; ok {
			s.Assign(order[i], k-1)
		}
	}
	start, end := s.NewVar(0, n-1), s.NewVar(0, n-1)
	if err := propagators.PathOrder(s, succ, order, start, end); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("propagate:", s.Propagate())
	for r := 0; r < rows; r++ {
		for c := 0; c < cols; c++ {
			fmt.Printf(" %s", s.String(order[r*cols+c]))
		}
		fmt.Println()
	}
	// Output:
	// propagate: true
	//  {0} {5} {6}
	//  {1} {4} {7}
	//  {2} {3} {8}
}

// A tour of five nodes with node 3 known to come second and node 2 last:
// the positions and successors follow.
func ExampleCircuitOrder() {
	s := cp.NewStore()
	edges := [][]int{{1, 3}, {2, 4}, {0, 4}, {1, 2}, {0, 2}}
	succ, order := make([]cp.VarID, len(edges)), make([]cp.VarID, len(edges))
	for i, e := range edges {
		succ[i] = s.NewVarValues(e)
		order[i] = s.NewVar(0, len(edges)-1)
	}
	s.Assign(order[3], 1)
	s.Assign(order[2], 4)
	if err := propagators.CircuitOrder(s, succ, order); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("propagate:", s.Propagate())
	fmt.Print("tour: 0")
	for u := s.Value(succ[0]); u != 0; u = s.Value(succ[u]) {
		fmt.Printf(" → %d (position %s)", u, s.String(order[u]))
	}
	fmt.Println(" → 0")
	// Output:
	// propagate: true
	// tour: 0 → 3 (position {1}) → 1 (position {2}) → 4 (position {3}) → 2 (position {4}) → 0
}

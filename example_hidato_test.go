package tessera_test

import (
	"fmt"

	"github.com/tessera-cp/tessera"
)

// The sample Hidato of Wikipedia's article: -1 is no cell, 0 an empty
// cell, k the clue k.
// source: Rosetta Code, "Solve a Hidato puzzle" (task statement),
// https://rosettacode.org/wiki/Solve_a_Hidato_puzzle
var hidato = [][]int{
	{0, 33, 35, 0, 0, -1, -1, -1},
	{0, 0, 24, 22, 0, -1, -1, -1},
	{0, 0, 0, 21, 0, 0, -1, -1},
	{0, 26, 0, 13, 40, 11, -1, -1},
	{27, 0, 0, 0, 9, 0, 1, -1},
	{-1, -1, 0, 0, 18, 0, 0, -1},
	{-1, -1, -1, -1, 0, 7, 0, 0},
	{-1, -1, -1, -1, -1, -1, 5, 0},
}

// Hidato: number the cells 1..n so that consecutive numbers are a king's
// move apart. The cells are the nodes of a Hamiltonian path (PathOrder:
// succ[k] is the node after node k, n after the last; order[k] is node
// k's position), and a clue fixes a position. No dummy node.
func Example_hidato() {
	m := tessera.NewModel()
	cells, next := tessera.Graph(8, 8, func(r, c int) bool { return hidato[r][c] >= 0 }, tessera.KingMoves)
	n := len(cells)
	for k := range next {
		next[k] = append(next[k], n) // n: no successor, the end of the path
	}
	succ, order := m.IntVarsValues(next, "succ"), m.IntVars(n, 0, n-1, "order")
	m.PathOrder(succ, order, m.IntVar(0, n-1, "start"), m.IntVar(0, n-1, "end"))
	for k, rc := range cells {
		if clue := hidato[rc[0]][rc[1]]; clue > 0 {
			m.Add(order[k].Eq(clue - 1))
		}
	}
	res, err := m.Count()
	if err != nil {
		fmt.Println(err)
		return
	}
	grid := make([][]int, 8)
	for r := range grid {
		grid[r] = make([]int, 8)
	}
	for k, rc := range cells {
		grid[rc[0]][rc[1]] = res.Value(order[k]) + 1
	}
	for _, row := range grid {
		fmt.Printf("%2d\n", row)
	}
	fmt.Println("solutions:", res.Solutions)
	// Output:
	// [32 33 35 36 37  0  0  0]
	// [31 34 24 22 38  0  0  0]
	// [30 25 23 21 12 39  0  0]
	// [29 26 20 13 40 11  0  0]
	// [27 28 14 19  9 10  1  0]
	// [ 0  0 15 16 18  8  2  0]
	// [ 0  0  0  0 17  7  6  3]
	// [ 0  0  0  0  0  0  5  4]
	// solutions: 1
}

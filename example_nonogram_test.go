package tessera_test

import (
	"fmt"

	"github.com/tessera-cp/tessera"
)

// A heart, as a nonogram: the lengths of the runs of filled cells in each
// row and each column.
var (
	heartRows = [][]int{{2, 2}, {4, 4}, {9}, {9}, {7}, {5}, {3}, {1}}
	heartCols = [][]int{{3}, {5}, {6}, {6}, {6}, {6}, {6}, {5}, {3}}
)

// A nonogram: every row and every column of 0/1 cells spells its clue's
// runs (Runs posts Regular over the minimal automaton dfa.Runs builds).
func Example_nonogram() {
	m := tessera.NewModel()
	g := m.IntGrid(len(heartRows), len(heartCols), 0, 1, "cell")
	for r, clue := range heartRows {
		m.Runs(g.Row(r), clue)
	}
	for c, clue := range heartCols {
		m.Runs(g.Col(c), clue)
	}
	res, err := m.Count()
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, row := range res.Solution().Grid(g) {
		for _, v := range row {
			fmt.Print([]string{".", "#"}[v])
		}
		fmt.Println()
	}
	fmt.Println("solutions:", res.Solutions)
	// Output:
	// .##...##.
	// ####.####
	// #########
	// #########
	// .#######.
	// ..#####..
	// ...###...
	// ....#....
	// solutions: 1
}

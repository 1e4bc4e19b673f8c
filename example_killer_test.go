package tessera_test

import (
	"fmt"
	"slices"

	"github.com/tessera-cp/tessera"
)

// The example Killer Sudoku of Wikipedia's article: killerCage[r][c] is
// the cage of cell (r, c), killerSum[k] the sum of cage k.
// source: Wikipedia, "Killer sudoku" (File:Killersudoku_color.svg),
// https://en.wikipedia.org/wiki/Killer_sudoku
var (
	killerSum  = []int{3, 15, 22, 4, 16, 15, 25, 17, 9, 8, 20, 6, 14, 17, 17, 13, 20, 12, 27, 6, 20, 6, 10, 14, 8, 16, 15, 13, 17}
	killerCage = [][]int{
		{0, 0, 1, 1, 1, 2, 3, 4, 5},
		{6, 6, 7, 7, 2, 2, 3, 4, 5},
		{6, 6, 8, 8, 2, 9, 10, 10, 5},
		{11, 12, 12, 8, 13, 9, 10, 14, 5},
		{11, 15, 15, 16, 13, 9, 14, 14, 17},
		{18, 15, 19, 16, 13, 20, 21, 21, 17},
		{18, 19, 19, 16, 22, 20, 20, 23, 23},
		{18, 24, 25, 22, 22, 26, 26, 23, 23},
		{18, 24, 25, 22, 27, 27, 27, 28, 28},
	}
)

// Killer Sudoku: a Sudoku without givens whose cages hold distinct digits
// of a given sum (AllDifferentSum: domain consistent while the cage's
// combinations are few).
func Example_killerSudoku() {
	m := tessera.NewModel()
	g := m.IntGrid(9, 9, 1, 9, "cell")
	for _, unit := range slices.Concat(g.Rows(), g.Cols(), g.Boxes(3, 3)) {
		m.AllDifferent(unit)
	}
	for k, cage := range g.Regions(killerCage) {
		m.AllDifferentSum(cage, killerSum[k])
	}
	res, err := m.Count()
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, row := range res.Solution().Grid(g) {
		fmt.Println(row)
	}
	fmt.Println("solutions:", res.Solutions)
	// Output:
	// [2 1 5 6 4 7 3 9 8]
	// [3 6 8 9 5 2 1 7 4]
	// [7 9 4 3 8 1 6 5 2]
	// [5 8 6 2 7 4 9 3 1]
	// [1 4 2 5 9 3 8 6 7]
	// [9 7 3 8 1 6 4 2 5]
	// [8 2 1 7 3 9 5 4 6]
	// [6 5 9 4 2 8 7 1 3]
	// [4 3 7 1 6 5 2 8 9]
	// solutions: 1
}

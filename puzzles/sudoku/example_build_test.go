package sudoku_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
	"github.com/tessera-cp/tessera/search"
)

// Parse a 4×4 Sudoku, build its model, search for a solution, verify it and
// print it.
func ExampleBuild() {
	p, err := sudoku.Parse("mini.txt", []byte("sudoku\n1...\n..3.\n.4..\n...2\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := sudoku.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := sudoku.SearchOptions(m)
	opt.MaxSolutions = 1
	var sol *sudoku.Solution
	if _, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	}); err != nil {
		fmt.Println(err)
		return
	}
	if err := sudoku.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(sudoku.FormatSolution(p, sol))
	// Output:
	// 1324
	// 4231
	// 2413
	// 3142
}

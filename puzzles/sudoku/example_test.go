package sudoku_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/sudoku"
)

func Example() {
	p, err := sudoku.Parse("mini.txt", []byte(`# a 4x4 sudoku
sudoku
1...
..3.
.4..
...2
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := sudoku.ParseSolution(p, "answer.txt", []byte("1324\n4231\n2413\n3142\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", sudoku.Verify(p, s))
	fmt.Print(sudoku.FormatSolution(p, s))

	s.Grid[0][1], s.Grid[0][2] = s.Grid[0][2], s.Grid[0][1]
	fmt.Println("after a swap:", sudoku.Verify(p, s))
	// Output:
	// verify: <nil>
	// 1324
	// 4231
	// 2413
	// 3142
	// after a swap: column 2 has two 2s
}

package sudoku_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/sudoku"
)

// Draw shows a solution for a terminal, with the genre"s structure.
func ExampleDraw() {
	p, err := sudoku.Parse("tiny.txt", []byte("sudoku\n1...\n..1.\n.1..\n...1\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := sudoku.ParseSolution(p, "tiny.sol", []byte("1234\n3412\n2143\n4321\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", sudoku.Verify(p, s))
	fmt.Print(sudoku.Draw(p, s))
	// Output:
	// verify: <nil>
	// ┌─────┬─────┐
	// │ 1 2 │ 3 4 │
	// │ 3 4 │ 1 2 │
	// ├─────┼─────┤
	// │ 2 1 │ 4 3 │
	// │ 4 3 │ 2 1 │
	// └─────┴─────┘
}

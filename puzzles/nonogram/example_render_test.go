package nonogram_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/nonogram"
)

// Draw shows a solution for a terminal, with the clues beside their lines.
func ExampleDraw() {
	p, err := nonogram.Parse("tiny.txt", []byte("nonogram\nrows\n1 1\n3\ncolumns\n2\n1\n2\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := nonogram.ParseSolution(p, "tiny.sol", []byte("#.#\n###\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", nonogram.Verify(p, s))
	fmt.Print(nonogram.Draw(p, s))
	// Output:
	// verify: <nil>
	//       2 1 2
	//     ┌───────┐
	// 1 1 │ ■ · ■ │
	//   3 │ ■ ■ ■ │
	//     └───────┘
}

package hitori_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/hitori"
)

// Draw shows a solution for a terminal: the kept numbers and the shaded
// cells.
func ExampleDraw() {
	p, err := hitori.Parse("tiny.txt", []byte("hitori\n3314\n4322\n1342\n3432\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := hitori.ParseSolution(p, "tiny.sol", []byte(".#..\n...#\n.#..\n#..#\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", hitori.Verify(p, s))
	fmt.Print(hitori.Draw(p, s))
	// Output:
	// verify: <nil>
	// ┌─────────┐
	// │ 3 ■ 1 4 │
	// │ 4 3 2 ■ │
	// │ 1 ■ 4 2 │
	// │ ■ 4 3 ■ │
	// └─────────┘
}

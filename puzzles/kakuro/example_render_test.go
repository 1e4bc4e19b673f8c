package kakuro_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/kakuro"
)

// Draw shows a solution for a terminal: the clue cells as in the file,
// the black cells shaded, the digits in the white cells.
func ExampleDraw() {
	p, err := kakuro.Parse("tiny.txt", []byte("kakuro\n#  4\\ 3\\\n\\3 .  .\n\\4 .  .\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := kakuro.ParseSolution(p, "tiny.sol", []byte("###\n#12\n#31\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", kakuro.Verify(p, s))
	fmt.Print(kakuro.Draw(p, s))
	// Output:
	// verify: <nil>
	// ┌─────┬─────┬─────┐
	// │ ░░░ │ 4\  │ 3\  │
	// ├─────┼─────┼─────┤
	// │ \3  │  1  │  2  │
	// ├─────┼─────┼─────┤
	// │ \4  │  3  │  1  │
	// └─────┴─────┴─────┘
}

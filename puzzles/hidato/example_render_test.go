package hidato_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/hidato"
)

// Draw shows a solution for a terminal; holes are '#'.
func ExampleDraw() {
	p, err := hidato.Parse("tiny.txt", []byte("hidato\n# 4 #\n. 7 .\n1 . .\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := hidato.ParseSolution(p, "tiny.sol", []byte("# 4 #\n3 7 5\n1 2 6\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", hidato.Verify(p, s))
	fmt.Print(hidato.Draw(p, s))
	// Output:
	// verify: <nil>
	// ┌───┬───┬───┐
	// │ # │ 4 │ # │
	// ├───┼───┼───┤
	// │ 3 │ 7 │ 5 │
	// ├───┼───┼───┤
	// │ 1 │ 2 │ 6 │
	// └───┴───┴───┘
}

package tetravex_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

// Draw shows a solution for a terminal, with the genre"s structure.
func ExampleDraw() {
	p, err := tetravex.Parse("tiny.txt", []byte("tetravex\nsize 2\n4 2 7 4\n7 2 5 5\n1 5 9 6\n8 4 1 1\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := tetravex.ParseSolution(p, "tiny.sol", []byte("1 2\n4 3\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", tetravex.Verify(p, s))
	fmt.Print(tetravex.Draw(p, s))
	// Output:
	// verify: <nil>
	// ┌───────┬───────┐
	// │   2   │   2   │
	// │ 4   7 │ 7   5 │
	// │   4   │   5   │
	// ├───────┼───────┤
	// │   4   │   5   │
	// │ 8   1 │ 1   9 │
	// │   1   │   6   │
	// └───────┴───────┘
}

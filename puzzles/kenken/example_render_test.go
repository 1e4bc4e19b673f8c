package kenken_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/kenken"
)

// Draw shows a solution for a terminal, with the genre"s structure.
func ExampleDraw() {
	p, err := kenken.Parse("tiny.txt", []byte("kenken\nAAB\nACB\nDDE\nA 18*\nB 2/\nC 1\nD 1-\nE 3\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := kenken.ParseSolution(p, "tiny.sol", []byte("231\n312\n123\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", kenken.Verify(p, s))
	fmt.Print(kenken.Draw(p, s))
	// Output:
	// verify: <nil>
	// ┌───────────┬─────┐
	// │ 18×       │ 2÷  │
	// │  2     3  │  1  │
	// │     ┌─────┤     │
	// │     │ 1   │     │
	// │  3  │  1  │  2  │
	// ├─────┴─────┼─────┤
	// │ 1−        │ 3   │
	// │  1     2  │  3  │
	// └───────────┴─────┘
}

package rogo_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/rogo"
)

// Draw shows a solution for a terminal, with the genre"s structure.
func ExampleDraw() {
	p, err := rogo.Parse("tiny.txt", []byte("rogo\nsteps 8\n1 . 2\n. # .\n3 . .\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := rogo.ParseSolution(p, "tiny.sol", []byte("score 6\n@1 @2 @3\n@8 # @4\n@7 @6 @5\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", rogo.Verify(p, s))
	fmt.Print(rogo.Draw(p, s))
	// Output:
	// verify: <nil>
	// score 6
	//  1─────2
	//  │     │
	//  │  █  │
	//  │     │
	//  3─────┘
}

package takuzu_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/takuzu"
)

// Draw shows a solution for a terminal, with the genre"s structure.
func ExampleDraw() {
	p, err := takuzu.Parse("tiny.txt", []byte("takuzu\n0...\n....\n..1.\n....\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := takuzu.ParseSolution(p, "tiny.sol", []byte("0110\n1001\n0011\n1100\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", takuzu.Verify(p, s))
	fmt.Print(takuzu.Draw(p, s))
	// Output:
	// verify: <nil>
	// ┌─────────┐
	// │ 0 1 1 0 │
	// │ 1 0 0 1 │
	// │ 0 0 1 1 │
	// │ 1 1 0 0 │
	// └─────────┘
}

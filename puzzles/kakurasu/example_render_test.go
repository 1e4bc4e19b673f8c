package kakurasu_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/kakurasu"
)

// Draw shows a solution for a terminal, with the genre"s structure.
func ExampleDraw() {
	p, err := kakurasu.Parse("tiny.txt", []byte("kakurasu\nrows 1 2\ncols 1 2\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := kakurasu.ParseSolution(p, "tiny.sol", []byte("#.\n.#\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", kakurasu.Verify(p, s))
	fmt.Print(kakurasu.Draw(p, s))
	// Output:
	// verify: <nil>
	//     1 2
	//   ┌─────┐
	// 1 │ ■ · │ 1
	// 2 │ · ■ │ 2
	//   └─────┘
	//     1 2
}

package skyscrapers_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

// Draw shows a solution for a terminal, with its clues around it.
func ExampleDraw() {
	p, err := skyscrapers.Parse("tiny.txt", []byte("skyscrapers\n.1223.\n1....4\n3....2\n2....2\n3....1\n.3221.\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := skyscrapers.ParseSolution(p, "tiny.sol", []byte("4321\n1243\n3412\n2134\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", skyscrapers.Verify(p, s))
	fmt.Print(skyscrapers.Draw(p, s))
	// Output:
	// verify: <nil>
	//     1 2 2 3
	//   ┌─────────┐
	// 1 │ 4 3 2 1 │ 4
	// 3 │ 1 2 4 3 │ 2
	// 2 │ 3 4 1 2 │ 2
	// 3 │ 2 1 3 4 │ 1
	//   └─────────┘
	//     3 2 2 1
}

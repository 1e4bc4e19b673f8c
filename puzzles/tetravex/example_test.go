package tetravex_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

func Example() {
	p, err := tetravex.Parse("example.txt", []byte(`tetravex
size 2
5 4 1 0
1 3 5 0
2 0 1 4
1 0 2 3
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	// Piece 4 top left, piece 3 top right, pieces 2 and 1 below.
	s := &tetravex.Solution{Grid: [][]int{{3, 2}, {1, 0}}}
	fmt.Println("verify:", tetravex.Verify(p, s))
	fmt.Print(tetravex.FormatSolution(p, s))
	// Swapping the bottom row breaks two edges; Verify names the first.
	s.Grid[1][0], s.Grid[1][1] = s.Grid[1][1], s.Grid[1][0]
	fmt.Println("verify:", tetravex.Verify(p, s))
	// Output:
	// verify: <nil>
	// 4 3
	// 2 1
	// verify: piece 4 at row 1, column 1 has bottom edge 3 but the top edge of the piece below is 4 (piece 1 at row 2, column 1)
}

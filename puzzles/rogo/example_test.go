package rogo_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/rogo"
)

func Example() {
	p, err := rogo.Parse("example.txt", []byte(`rogo
steps 12
best 7
. . 2 . .
. # . 1 .
3 . . . .
. . 1 # 2
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	// A loop around the blocked cell at row 2, column 2 and down the left
	// side, given from an arbitrary start.
	loop := []rogo.Cell{
		{Row: 2, Col: 2}, {Row: 3, Col: 2}, {Row: 3, Col: 1}, {Row: 3, Col: 0},
		{Row: 2, Col: 0}, {Row: 1, Col: 0}, {Row: 0, Col: 0}, {Row: 0, Col: 1},
		{Row: 0, Col: 2}, {Row: 0, Col: 3}, {Row: 1, Col: 3}, {Row: 2, Col: 3},
	}
	s := &rogo.Solution{Loop: loop, Score: rogo.Score(p, loop)}
	fmt.Println("verify:", rogo.Verify(p, s))
	fmt.Print(rogo.FormatSolution(p, s))
	// Output:
	// verify: <nil>
	// score 7
	// @1 @2 @3 @4 .
	// @12 # . @5 .
	// @11 . @7 @6 .
	// @10 @9 @8 # 2
}

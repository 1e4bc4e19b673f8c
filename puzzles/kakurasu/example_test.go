package kakurasu_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/kakurasu"
)

func Example() {
	p, err := kakurasu.Parse("mini.txt", []byte(`# a 4x4 Kakurasu
kakurasu
rows 1 5 5 1
cols 7 3 3 2
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("side", p.N, "row clues", p.RowClues, "column clues", p.ColClues)
	s, err := kakurasu.ParseSolution(p, "answer.txt", []byte("#...\n#..#\n.##.\n#...\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", kakurasu.Verify(p, s))
	fmt.Print(kakurasu.FormatSolution(p, s))

	s.Shaded[2][1] = false
	fmt.Println("after a flip:", kakurasu.Verify(p, s))
	// Output:
	// side 4 row clues [1 5 5 1] column clues [7 3 3 2]
	// verify: <nil>
	// #...
	// #..#
	// .##.
	// #...
	// after a flip: row 3: shaded columns sum to 3, clue is 5
}

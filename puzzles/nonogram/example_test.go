package nonogram_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/nonogram"
)

func Example() {
	p, err := nonogram.Parse("heart.txt", []byte(`# a 5x5 nonogram
nonogram
rows
1 1
5
5
3
1
columns
2
4
4
4
2
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%dx%d, row 1 clue %s, column 2 clue %s\n", p.Rows, p.Cols, nonogram.FormatClue(p.RowClues[0]), nonogram.FormatClue(p.ColClues[1]))
	s, err := nonogram.ParseSolution(p, "answer.txt", []byte(".#.#.\n#####\n#####\n.###.\n..#..\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", nonogram.Verify(p, s))
	s.Filled[0][1] = false
	fmt.Println("one cell blanked:", nonogram.Verify(p, s))
	// Output:
	// 5x5, row 1 clue 1 1, column 2 clue 4
	// verify: <nil>
	// one cell blanked: row 1 shows 1, its clue is 1 1
}

package kakuro_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/kakuro"
)

func Example() {
	p, err := kakuro.Parse("tiny.txt", []byte(`# a 3x3 Kakuro
kakuro
#  4\ 3\
\3 .  .
\4 .  .
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, run := range p.Runs() {
		fmt.Printf("%s over %d cells\n", run, len(run.Cells))
	}
	s, err := kakuro.ParseSolution(p, "answer.txt", []byte("###\n#12\n#31\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", kakuro.Verify(p, s))
	fmt.Print(kakuro.FormatSolution(p, s))

	s.Grid[2][1], s.Grid[2][2] = s.Grid[2][2], s.Grid[2][1]
	fmt.Println("row 3 swapped:", kakuro.Verify(p, s))
	// Output:
	// down 4 at r1c2 over 2 cells
	// down 3 at r1c3 over 2 cells
	// across 3 at r2c1 over 2 cells
	// across 4 at r3c1 over 2 cells
	// verify: <nil>
	// ###
	// #12
	// #31
	// row 3 swapped: the down run 4 at row 1, column 2 holds 1 twice
}

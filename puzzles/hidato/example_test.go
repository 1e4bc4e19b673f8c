package hidato_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/hidato"
)

func Example() {
	p, err := hidato.Parse("mini.txt", []byte(`# a 3x3 Hidato
hidato
6 . 9
. 2 8
1 . .
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%dx%d, %d cells\n", p.Rows, p.Cols, p.NumCells())
	s, err := hidato.ParseSolution(p, "answer.txt", []byte("6 7 9\n5 2 8\n1 4 3\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", hidato.Verify(p, s))
	fmt.Print(hidato.FormatSolution(p, s))

	s.Grid[2][1], s.Grid[2][2] = s.Grid[2][2], s.Grid[2][1]
	fmt.Println("3 and 4 swapped:", hidato.Verify(p, s))
	// Output:
	// 3x3, 9 cells
	// verify: <nil>
	// 6 7 9
	// 5 2 8
	// 1 4 3
	// 3 and 4 swapped: 4 at r3c3 and 5 at r2c1 are not neighbours (1 row and 2 columns apart, not a king's move)
}

package futoshiki_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/futoshiki"
)

func Example() {
	p, err := futoshiki.Parse("mini.txt", []byte(`# a 4x4 Futoshiki
futoshiki
. . . .
^ - - -
. 3 . .
. . . .
- - ^ v
. . .<.
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, q := range p.Inequalities() {
		fmt.Println(q)
	}
	s, err := futoshiki.ParseSolution(p, "answer.txt", []byte("1432\n2341\n3214\n4123\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", futoshiki.Verify(p, s))

	s.Grid[0], s.Grid[1] = s.Grid[1], s.Grid[0]
	fmt.Println("rows 1 and 2 swapped:", futoshiki.Verify(p, s))
	// Output:
	// r1c1 < r2c1
	// r3c3 < r4c3
	// r4c4 < r3c4
	// r4c3 < r4c4
	// verify: <nil>
	// rows 1 and 2 swapped: row 2, column 2 holds 4, but the puzzle gives 3
}

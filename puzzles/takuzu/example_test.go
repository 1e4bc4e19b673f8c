package takuzu_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/takuzu"
)

func Example() {
	p, err := takuzu.Parse("mini.txt", []byte(`# a 4x4 Binairo
takuzu unique
1..0
.0..
....
....
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := takuzu.ParseSolution(p, "answer.txt", []byte("1010\n0011\n1100\n0101\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", takuzu.Verify(p, s))
	fmt.Print(takuzu.FormatSolution(p, s))

	s.Grid[2][2] = 1
	fmt.Println("after a flip:", takuzu.Verify(p, s))
	// Output:
	// verify: <nil>
	// 1010
	// 0011
	// 1100
	// 0101
	// after a flip: row 3 has three ones in a row (columns 1-3)
}

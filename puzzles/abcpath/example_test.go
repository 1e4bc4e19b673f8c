package abcpath_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/abcpath"
)

func Example() {
	p, err := abcpath.Parse("example.txt", []byte(`abcpath
BHFNOCX
J.....Q
M.....P
U..A..W
G.....T
D.....E
YIKVRSL
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := abcpath.ParseSolution(p, "solution.txt", []byte(`JKNOQ
ILMRP
HWAUS
GXVBT
YFEDC
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", abcpath.Verify(p, s))
	s.Grid[0][0], s.Grid[0][4] = s.Grid[0][4], s.Grid[0][0]
	fmt.Println("after a swap:", abcpath.Verify(p, s))
	// Output:
	// verify: <nil>
	// after a swap: 'I' at row 2, column 1 and 'J' at row 1, column 5 are not a king's move apart
}

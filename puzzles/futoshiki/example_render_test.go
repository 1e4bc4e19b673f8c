package futoshiki_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/futoshiki"
)

// Draw shows a solution for a terminal, with the signs between the values.
func ExampleDraw() {
	p, err := futoshiki.Parse("mini.txt", []byte("futoshiki\n. . . .\n^ - - -\n. 3 . .\n. . . .\n- - ^ v\n. . .<.\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := futoshiki.ParseSolution(p, "mini.sol", []byte("1432\n2341\n3214\n4123\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", futoshiki.Verify(p, s))
	fmt.Print(futoshiki.Draw(p, s))
	// Output:
	// verify: <nil>
	// 1   4   3   2
	// ^
	// 2   3   4   1
	//
	// 3   2   1   4
	//         ^   v
	// 4   1   2 < 3
}

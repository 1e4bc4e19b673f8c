package killer_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/killer"
)

// Draw shows a solution for a terminal: heavy box walls, light cage walls,
// each cage's sum above its first cell.
func ExampleDraw() {
	p, err := killer.Parse("mini.txt", []byte("killer\nAABC\nDBBC\nDEEC\nDFFF\nA 3\nB 8\nC 9\nD 9\nE 5\nF 6\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := killer.ParseSolution(p, "mini.sol", []byte("1234\n3412\n2143\n4321\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", killer.Verify(p, s))
	fmt.Print(killer.Draw(p, s))
	// Output:
	// verify: <nil>
	// ┏━━━━━━━━━━━┳━━━━━┯━━━━━┓
	// ┃ 3         ┃ 8   │ 9   ┃
	// ┃  1     2  ┃  3  │  4  ┃
	// ┠─────┬─────┨     │     ┃
	// ┃ 9   │     ┃     │     ┃
	// ┃  3  │  4  ┃  1  │  2  ┃
	// ┣━━━━━┿━━━━━╋━━━━━┿━━━━━┫
	// ┃     │ 5   ┃     │     ┃
	// ┃  2  │  1  ┃  4  │  3  ┃
	// ┃     ├─────╂─────┴─────┨
	// ┃     │ 6   ┃           ┃
	// ┃  4  │  3  ┃  2     1  ┃
	// ┗━━━━━┷━━━━━┻━━━━━━━━━━━┛
}

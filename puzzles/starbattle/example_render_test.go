package starbattle_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/starbattle"
)

// Draw shows a solution for a terminal, the regions walled heavy.
func ExampleDraw() {
	p, err := starbattle.Parse("small.txt", []byte("starbattle\nstars 1\nAABBB\nABBCC\nDDDCC\nDEEEC\nDEEEE\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	s, err := starbattle.ParseSolution(p, "small.sol", []byte("...*.\n*....\n..*..\n....*\n.*...\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", starbattle.Verify(p, s))
	fmt.Print(starbattle.Draw(p, s))
	// Output:
	// verify: <nil>
	// ┏━━━┯━━━┳━━━┯━━━┯━━━┓
	// ┃ · │ · ┃ · │ ★ │ · ┃
	// ┠───╆━━━╃───╆━━━┿━━━┫
	// ┃ ★ ┃ · │ · ┃ · │ · ┃
	// ┣━━━╇━━━┿━━━╉───┼───┨
	// ┃ · │ · │ ★ ┃ · │ · ┃
	// ┠───╆━━━┿━━━╇━━━╅───┨
	// ┃ · ┃ · │ · │ · ┃ ★ ┃
	// ┠───╂───┼───┼───╄━━━┫
	// ┃ · ┃ ★ │ · │ · │ · ┃
	// ┗━━━┻━━━┷━━━┷━━━┷━━━┛
	// 1★ per row, column and region
}

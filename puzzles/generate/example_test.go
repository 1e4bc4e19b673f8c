package generate_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/generate"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

func Example() {
	// A 3×3 Tetravex with edge numbers 0..9. The same seed always gives
	// the same puzzle; it has at least one solution, perhaps several.
	p, err := generate.Tetravex(42, 3, 10)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Name)
	fmt.Print(tetravex.Format(p))
	// Output:
	// generated:tetravex-n3-c10-s42
	// tetravex
	// size 3
	// 5 8 6 7
	// 6 5 0 8
	// 8 7 7 3
	// 4 7 8 0
	// 7 5 1 4
	// 6 6 1 5
	// 0 1 1 7
	// 1 8 8 6
	// 6 7 6 7
}

package hitori_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/hitori"
)

func Example() {
	p, err := hitori.Parse("small.txt", []byte(`# a 4x4 Hitori
hitori
3314
4322
1342
3432
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%dx%d, row 1: %v\n", p.Rows, p.Cols, p.Grid[0])
	s, err := hitori.ParseSolution(p, "answer.txt", []byte(".#..\n...#\n.#..\n#..#\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", hitori.Verify(p, s))
	s.Shaded[0][1] = false
	fmt.Println("one cell unshaded:", hitori.Verify(p, s))
	// Output:
	// 4x4, row 1: [3 3 1 4]
	// verify: <nil>
	// one cell unshaded: row 1 has two unshaded 3s (columns 1 and 2)
}

package skyscrapers_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

func Example() {
	p, err := skyscrapers.Parse("mini.txt", []byte(`# a 4x4 Skyscrapers, every clue given
skyscrapers
.1223.
1....4
3....2
2....2
3....1
.3221.
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("top clues:", p.Top, "left clues:", p.Left)
	s, err := skyscrapers.ParseSolution(p, "answer.txt", []byte("4321\n1243\n3412\n2134\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", skyscrapers.Verify(p, s))
	fmt.Print(skyscrapers.FormatSolution(p, s))

	s.Grid[0], s.Grid[1] = s.Grid[1], s.Grid[0]
	fmt.Println("rows 1 and 2 swapped:", skyscrapers.Verify(p, s))
	// Output:
	// top clues: [1 2 2 3] left clues: [1 3 2 3]
	// verify: <nil>
	// 4321
	// 1243
	// 3412
	// 2134
	// rows 1 and 2 swapped: the top clue of column 1 is 1, but 2 buildings are seen ([1] [4] 3 2)
}

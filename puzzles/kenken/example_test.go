package kenken_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/kenken"
)

func Example() {
	p, err := kenken.Parse("mini.txt", []byte(`# a 3x3 KenKen
kenken
AAB
ACB
DDE
A 18*
B 2/
C 1
D 1-
E 3
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range p.Cages {
		fmt.Printf("cage %s: %d%s over %d cells\n", c.Name, c.Target, c.Op, len(c.Cells))
	}
	s, err := kenken.ParseSolution(p, "answer.txt", []byte("231\n312\n123\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", kenken.Verify(p, s))
	fmt.Print(kenken.FormatSolution(p, s))

	s.Grid[0], s.Grid[1] = s.Grid[1], s.Grid[0]
	fmt.Println("rows 1 and 2 swapped:", kenken.Verify(p, s))
	// Output:
	// cage A: 18* over 3 cells
	// cage B: 2/ over 2 cells
	// cage C: 1 over 1 cells
	// cage D: 1- over 2 cells
	// cage E: 3 over 1 cells
	// verify: <nil>
	// 231
	// 312
	// 123
	// rows 1 and 2 swapped: cage A is 6, not 18 (3*1*2)
}

package killer_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/killer"
)

func Example() {
	p, err := killer.Parse("mini.txt", []byte(`# a 4x4 Killer Sudoku (2x2 boxes)
killer
AABC
DBBC
DEEC
DFFF
A 3
B 8
C 9
D 9
E 5
F 6
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, c := range p.Cages {
		fmt.Printf("cage %s: %d over %d cells\n", c.Name, c.Sum, len(c.Cells))
	}
	s, err := killer.ParseSolution(p, "answer.txt", []byte("1234\n3412\n2143\n4321\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("verify:", killer.Verify(p, s))

	s.Grid[0][0], s.Grid[0][1] = s.Grid[0][1], s.Grid[0][0]
	fmt.Println("r1c1 and r1c2 swapped:", killer.Verify(p, s))
	// Output:
	// cage A: 3 over 2 cells
	// cage B: 8 over 3 cells
	// cage C: 9 over 3 cells
	// cage D: 9 over 3 cells
	// cage E: 5 over 2 cells
	// cage F: 6 over 3 cells
	// verify: <nil>
	// r1c1 and r1c2 swapped: column 1 has two 2s
}

package killer_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/killer"
	"github.com/tessera-cp/tessera/search"
)

// Parse a 4×4 Killer Sudoku, build its model, search for a solution, verify
// it and print it.
func ExampleBuild() {
	p, err := killer.Parse("mini.txt", []byte(`killer
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
	m, err := killer.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := killer.SearchOptions(m)
	opt.MaxSolutions = 1
	var sol *killer.Solution
	if _, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	}); err != nil {
		fmt.Println(err)
		return
	}
	if err := killer.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(killer.FormatSolution(p, sol))
	// Output:
	// 1234
	// 3412
	// 2143
	// 4321
}

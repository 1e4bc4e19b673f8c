package kenken_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/search"
)

// Parse a 3×3 KenKen, build its model, search for a solution, verify it and
// print it.
func ExampleBuild() {
	p, err := kenken.Parse("mini.txt", []byte(`kenken
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
	m, err := kenken.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := kenken.SearchOptions(m)
	opt.MaxSolutions = 1
	var sol *kenken.Solution
	if _, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	}); err != nil {
		fmt.Println(err)
		return
	}
	if err := kenken.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(kenken.FormatSolution(p, sol))
	// Output:
	// 231
	// 312
	// 123
}

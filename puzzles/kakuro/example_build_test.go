package kakuro_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/kakuro"
	"github.com/tessera-cp/tessera/search"
)

// Parse a 3×3 Kakuro, build its model, search for a solution, verify it
// and print it.
func ExampleBuild() {
	p, err := kakuro.Parse("tiny.txt", []byte(`kakuro
#  4\ 3\
\3 .  .
\4 .  .
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := kakuro.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := kakuro.SearchOptions(m)
	opt.MaxSolutions = 1
	var sol *kakuro.Solution
	if _, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	}); err != nil {
		fmt.Println(err)
		return
	}
	if err := kakuro.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(kakuro.FormatSolution(p, sol))
	// Output:
	// ###
	// #12
	// #31
}

package kakurasu_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/kakurasu"
	"github.com/tessera-cp/tessera/search"
)

// Parse a 4×4 Kakurasu, build its model, search for a solution, verify it
// and print it.
func ExampleBuild() {
	p, err := kakurasu.Parse("mini.txt", []byte("kakurasu\nrows 1 5 5 1\ncols 7 3 3 2\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := kakurasu.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := kakurasu.SearchOptions(m)
	opt.MaxSolutions = 1
	var sol *kakurasu.Solution
	if _, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	}); err != nil {
		fmt.Println(err)
		return
	}
	if err := kakurasu.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(kakurasu.FormatSolution(p, sol))
	// Output:
	// #...
	// #..#
	// .##.
	// #...
}

package futoshiki_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/search"
)

// Parse a 4×4 Futoshiki, build its model, search for a solution, verify
// it and print it.
func ExampleBuild() {
	p, err := futoshiki.Parse("mini.txt", []byte(`futoshiki
. . . .
^ - - -
. 3 . .
. . . .
- - ^ v
. . .<.
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := futoshiki.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := futoshiki.SearchOptions(m)
	opt.MaxSolutions = 1
	var sol *futoshiki.Solution
	if _, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	}); err != nil {
		fmt.Println(err)
		return
	}
	if err := futoshiki.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(futoshiki.FormatSolution(p, sol))
	// Output:
	// 1432
	// 2341
	// 3214
	// 4123
}

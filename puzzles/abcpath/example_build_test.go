package abcpath_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/abcpath"
	"github.com/tessera-cp/tessera/search"
)

// Parse an ABC Path, build its model, search for a solution, verify it and
// print it.
func ExampleBuild() {
	p, err := abcpath.Parse("example.txt", []byte(`abcpath
BHFNOCX
J.....Q
M.....P
U..A..W
G.....T
D.....E
YIKVRSL
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := abcpath.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := abcpath.SearchOptions(m)
	opt.MaxSolutions = 1
	var sol *abcpath.Solution
	if _, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	}); err != nil {
		fmt.Println(err)
		return
	}
	if err := abcpath.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(abcpath.FormatSolution(p, sol))
	// Output:
	// JKNOQ
	// ILMRP
	// HWAUS
	// GXVBT
	// YFEDC
}

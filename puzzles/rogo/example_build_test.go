package rogo_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/search"
)

// Build the model of a small puzzle and find its best loop by branch and
// bound; the search's completion proves the loop optimal.
func ExampleBuild() {
	p, err := rogo.Parse("example.txt", []byte(`rogo
steps 12
best 7
. . 2 . .
. # . 1 .
3 . . . .
. . 1 # 2
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := rogo.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	var best *rogo.Solution
	res, err := search.Solve(m.Store, rogo.SearchOptions(m), func(*cp.Store) bool {
		best = m.Decode(m.Store)
		return true
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("optimal:", res.Complete(), "verify:", rogo.Verify(p, best))
	fmt.Print(rogo.FormatSolution(p, best))
	// Output:
	// optimal: true verify: <nil>
	// score 7
	// @1 @2 @3 @4 .
	// @12 # @6 @5 .
	// @11 @10 @7 . .
	// . @9 @8 # 2
}

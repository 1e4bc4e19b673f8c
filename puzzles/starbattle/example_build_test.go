package starbattle_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
	"github.com/tessera-cp/tessera/search"
)

// Parse a 5×5 Star Battle, build its model, count its solutions (to two),
// verify the one found and print it.
func ExampleBuild() {
	p, err := starbattle.Parse("small.txt", []byte("starbattle\nstars 1\nAABBB\nABBCC\nDDDCC\nDEEEC\nDEEEE\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := starbattle.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := starbattle.SearchOptions(m)
	opt.MaxSolutions = 2
	var sol *starbattle.Solution
	res, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := starbattle.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("solutions:", res.Solutions, "proven:", res.Complete())
	fmt.Print(starbattle.FormatSolution(p, sol))
	// Output:
	// solutions: 1 proven: true
	// ...*.
	// *....
	// ..*..
	// ....*
	// .*...
}

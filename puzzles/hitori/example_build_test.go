package hitori_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/hitori"
	"github.com/tessera-cp/tessera/search"
)

// Parse a 4×4 Hitori, build its model, count its solutions (to two),
// verify the one found and print it.
func ExampleBuild() {
	p, err := hitori.Parse("small.txt", []byte("hitori\n3314\n4322\n1342\n3432\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := hitori.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := hitori.SearchOptions(m)
	opt.MaxSolutions = 2
	var sol *hitori.Solution
	res, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := hitori.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("solutions:", res.Solutions, "proven:", res.Complete())
	fmt.Print(hitori.FormatSolution(p, sol))
	// Output:
	// solutions: 1 proven: true
	// .#..
	// ...#
	// .#..
	// #..#
}

package skyscrapers_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
	"github.com/tessera-cp/tessera/search"
)

// Parse a 4×4 Skyscrapers with four clues, build its model, count its
// solutions to two, verify the one found and print it.
func ExampleBuild() {
	p, err := skyscrapers.Parse("mini.txt", []byte(`skyscrapers
......
......
4.....
.....3
......
..13..
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := skyscrapers.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := skyscrapers.SearchOptions(m)
	opt.MaxSolutions = 2
	var sol *skyscrapers.Solution
	res, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("solutions:", res.Solutions, "proven:", res.Complete(), "verify:", skyscrapers.Verify(p, sol))
	fmt.Print(skyscrapers.FormatSolution(p, sol))
	// Output:
	// solutions: 1 proven: true verify: <nil>
	// 2143
	// 1234
	// 4312
	// 3421
}

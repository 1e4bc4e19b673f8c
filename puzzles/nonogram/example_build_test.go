package nonogram_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/nonogram"
	"github.com/tessera-cp/tessera/search"
)

// Parse a 5×5 nonogram, build its model, count its solutions (to two),
// verify the one found and print it.
func ExampleBuild() {
	p, err := nonogram.Parse("heart.txt", []byte("nonogram\nrows\n1 1\n5\n5\n3\n1\ncolumns\n2\n4\n4\n4\n2\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := nonogram.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := nonogram.SearchOptions(m)
	opt.MaxSolutions = 2
	var sol *nonogram.Solution
	res, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	if err := nonogram.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("solutions:", res.Solutions, "proven:", res.Complete())
	fmt.Print(nonogram.FormatSolution(p, sol))
	// Output:
	// solutions: 1 proven: true
	// .#.#.
	// #####
	// #####
	// .###.
	// ..#..
}

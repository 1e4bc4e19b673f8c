package hidato_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/hidato"
	"github.com/tessera-cp/tessera/search"
)

// Parse a small Hidato with holes, build its model, count its solutions to
// two, verify the one found and print it.
func ExampleBuild() {
	p, err := hidato.Parse("mini.txt", []byte("hidato\n# 4 #\n. 7 .\n1 . .\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := hidato.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	opt := hidato.SearchOptions(m)
	opt.MaxSolutions = 2
	var sol *hidato.Solution
	res, err := search.Solve(m.Store, opt, func(s *cp.Store) bool {
		sol = m.Decode(s)
		return true
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("solutions:", res.Solutions, "proven:", res.Complete(), "verify:", hidato.Verify(p, sol))
	fmt.Print(hidato.FormatSolution(p, sol))
	// Output:
	// solutions: 1 proven: true verify: <nil>
	// # 4 #
	// 3 7 5
	// 1 2 6
}

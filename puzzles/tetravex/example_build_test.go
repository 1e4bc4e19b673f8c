package tetravex_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
	"github.com/tessera-cp/tessera/search"
)

func ExampleBuild() {
	p, err := tetravex.Parse("hakank_game1_3x3.txt", []byte(`tetravex
size 3
6 5 9 8
8 9 6 9
1 8 1 9
8 8 9 5
9 8 2 9
2 4 7 5
3 4 5 0
5 9 1 0
4 5 8 4
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := tetravex.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	var sol *tetravex.Solution
	res, err := search.Solve(m.Store, tetravex.SearchOptions(m), func(s *cp.Store) bool {
		sol = m.Decode(s)
		return false // the first solution is enough
	})
	if err != nil || sol == nil {
		fmt.Println("no solution:", err, res.Reason)
		return
	}
	if err := tetravex.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(tetravex.FormatSolution(p, sol))
	// Output:
	// 4 5 6
	// 9 2 1
	// 7 8 3
}

package takuzu_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
	"github.com/tessera-cp/tessera/search"
)

func ExampleBuild() {
	p, err := takuzu.Parse("easy6.txt", []byte(`takuzu unique
1..0..
..00.1
.00..1
......
00.1..
.1..00
`))
	if err != nil {
		fmt.Println(err)
		return
	}
	m, err := takuzu.Build(p)
	if err != nil {
		fmt.Println(err)
		return
	}
	var sol *takuzu.Solution
	res, err := search.Solve(m.Store, takuzu.SearchOptions(m), func(s *cp.Store) bool {
		sol = m.Decode(s)
		return false // the first solution is enough
	})
	if err != nil || sol == nil {
		fmt.Println("no solution:", err, res.Reason)
		return
	}
	if err := takuzu.Verify(p, sol); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Print(takuzu.FormatSolution(p, sol))
	// Output:
	// 101010
	// 010011
	// 100101
	// 011010
	// 001101
	// 110100
}

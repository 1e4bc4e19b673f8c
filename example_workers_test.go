package tessera_test

import (
	"fmt"

	"github.com/tessera-cp/tessera"
)

// Twelve queens counted, then solved, sequentially (0 workers) and on one
// and four goroutines: the same answers. (Branching first fail, smallest
// value first, depends on the domains only, so the parallel search's first
// solution is the sequential one's.)
func ExampleWorkers() {
	const n = 12
	m := tessera.NewModel()
	q := m.IntVars(n, 0, n-1, "q")
	m.AllDifferent(q)
	m.AllDifferentOffset(q, tessera.Iota(n, 1))
	m.AllDifferentOffset(q, tessera.Iota(n, -1))
	for _, w := range []int{0, 1, 4} {
		res, err := m.Count(tessera.Workers(w))
		if err != nil {
			fmt.Println(err)
			return
		}
		first, err := m.Solve(tessera.Workers(w))
		if err != nil {
			fmt.Println(err)
			return
		}
		fmt.Println(w, "workers:", res.Solutions, "solutions; first", first.Values(q))
	}
	// Output:
	// 0 workers: 14200 solutions; first [0 2 4 10 7 9 11 3 1 6 8 5]
	// 1 workers: 14200 solutions; first [0 2 4 10 7 9 11 3 1 6 8 5]
	// 4 workers: 14200 solutions; first [0 2 4 10 7 9 11 3 1 6 8 5]
}

package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Element2D: a distance table between three towns; a trip of at most 4
// leaves only the pairs that close, and from town 2 only one of them.
func ExampleElement2D() {
	dist := [][]int{
		{0, 7, 3},
		{7, 0, 5},
		{3, 5, 0},
	}
	s := cp.NewStore()
	from, to, d := s.NewVar(0, 2), s.NewVar(0, 2), s.NewVar(1, 4)
	if err := propagators.Element2D(s, dist, from, to, d); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("from", s.String(from), "to", s.String(to), "distance", s.String(d))
	s.Assign(from, 2)
	s.Propagate()
	fmt.Println("from 2: to", s.String(to))
	// Output:
	// from {0,2} to {0,2} distance {3}
	// from 2: to {0}
}

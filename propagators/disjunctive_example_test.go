package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Three jobs on one machine: a and b (3 hours each) must both be done by
// hour 6, so c (2 hours) can fit neither before nor between them. Edge
// finding moves c after them.
func ExampleDisjunctive() {
	s := cp.NewStore()
	a, b, c := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 18)
	if err := propagators.Disjunctive(s, []cp.VarID{a, b, c}, []int{3, 3, 2}); err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("propagate:", s.Propagate())
	fmt.Println("a starts in", s.String(a))
	fmt.Println("b starts in", s.String(b))
	fmt.Println("c starts in", s.String(c))
	// Output:
	// propagate: true
	// a starts in {0,1,2,3}
	// b starts in {0,1,2,3}
	// c starts in {6,7,8,9,10,11,12,13,14,15,16,17,18}
}

package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Two cranes (capacity 2). A lift needing both cranes runs over hours 2..4,
// so another lift needing both for 2 hours cannot start before hour 5; it
// then surely runs at hour 6, which leaves a one-crane lift of 2 hours only
// the start 0.
func ExampleCumulative() {
	s := cp.NewStore()
	big, small, other := s.NewVar(2, 2), s.NewVar(0, 6), s.NewVar(1, 6)
	starts := []cp.VarID{big, small, other}
	err := propagators.Cumulative(s, starts, []int{3, 2, 2}, []int{2, 1, 2}, 2)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("propagate:", s.Propagate())
	fmt.Println("the one-crane lift starts in", s.String(small))
	fmt.Println("the two-crane lift starts in", s.String(other))
	// Output:
	// propagate: true
	// the one-crane lift starts in {0}
	// the two-crane lift starts in {5,6}
}

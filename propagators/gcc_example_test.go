package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// GlobalCardinality: five shifts staffed from three people (closed: nobody
// else); person 1 works exactly twice, person 2 at most once and person 3
// at most twice, so the counts are forced at once. Once person 3 has two
// shifts and the last shift is not person 1's, the rest follows.
func ExampleGlobalCardinality() {
	s := cp.NewStore()
	shifts := make([]cp.VarID, 5)
	for i := range shifts {
		shifts[i] = s.NewVar(1, 4)
	}
	ones, twos, threes := s.NewConst(2), s.NewVar(0, 1), s.NewVar(0, 2)
	err := propagators.GlobalCardinality(s, shifts, []int{1, 2, 3}, []cp.VarID{ones, twos, threes}, true)
	if err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("shift 0:", s.String(shifts[0]), "twos:", s.String(twos), "threes:", s.String(threes))

	s.Assign(shifts[0], 3)
	s.Assign(shifts[1], 3)
	s.Remove(shifts[4], 1)
	s.Propagate()
	for _, x := range shifts {
		fmt.Print(s.String(x), " ")
	}
	fmt.Println()
	// Output:
	// shift 0: {1,2,3} twos: {1} threes: {2}
	// {3} {3} {1} {1} {2}
}

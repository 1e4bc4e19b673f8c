package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Inverse: next and prev of a tour over positions 1..3, as MiniZinc's
// inverse (offset 1). Fixing next[1] = 3 fixes prev[3] = 1 and rules 3 out
// of the other nexts.
func ExampleInverse() {
	s := cp.NewStore()
	next, prev := make([]cp.VarID, 3), make([]cp.VarID, 3)
	for i := range 3 {
		next[i], prev[i] = s.NewVar(1, 3), s.NewVar(1, 3)
	}
	if err := propagators.Inverse(s, next, prev, 1); err != nil {
		fmt.Println(err)
		return
	}
	s.Assign(next[0], 3)
	s.Propagate()
	fmt.Println("prev[3] =", s.String(prev[2]), "next[2] =", s.String(next[1]), "next[3] =", s.String(next[2]))
	// Output:
	// prev[3] = {1} next[2] = {1,2} next[3] = {1,2}
}

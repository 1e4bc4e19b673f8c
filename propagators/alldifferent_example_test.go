package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// x and y share the two values 1 and 2 (a Hall set), so z, which also
// allows 1 and 2, must take 3. Forward checking sees nothing, since no
// variable is fixed; Régin's matching-based algorithm at Domain strength
// finds it at once.
func ExampleAllDifferent() {
	for _, level := range []propagators.Level{propagators.Value, propagators.Domain} {
		s := cp.NewStore()
		x, y, z := s.NewVar(1, 2), s.NewVar(1, 2), s.NewVar(1, 3)
		if err := propagators.AllDifferent(s, []cp.VarID{x, y, z}, level); err != nil {
			fmt.Println(err)
			return
		}
		s.Propagate()
		fmt.Printf("%-6v x=%s y=%s z=%s\n", level, s.String(x), s.String(y), s.String(z))
	}
	// Output:
	// value  x={1,2} y={1,2} z={1,2,3}
	// domain x={1,2} y={1,2} z={3}
}

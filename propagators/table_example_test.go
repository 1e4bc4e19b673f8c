package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

func ExampleTable() {
	s := cp.NewStore()
	x, y, z := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	// The allowed combinations of (x, y, z).
	tuples := [][]int{{0, 1, 2}, {1, 2, 3}, {2, 0, 1}, {3, 3, 0}, {3, 1, 1}}
	if err := propagators.Table(s, []cp.VarID{x, y, z}, tuples); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("x", s.String(x), "y", s.String(y), "z", s.String(z))
	s.Remove(z, 1) // (2, 0, 1) and (3, 1, 1) go
	s.Propagate()
	fmt.Println("x", s.String(x), "y", s.String(y), "z", s.String(z))
	// Output:
	// x {0,1,2,3} y {0,1,2,3} z {0,1,2,3}
	// x {0,1,3} y {1,2,3} z {0,2,3}
}

func ExampleNegativeTable() {
	s := cp.NewStore()
	x, y := s.NewVar(0, 2), s.NewVar(0, 2)
	// Forbid every pair with x = 0 but (0, 2), and the pair (1, 1).
	if err := propagators.NegativeTable(s, []cp.VarID{x, y}, [][]int{{0, 0}, {0, 1}, {1, 1}}); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("x", s.String(x), "y", s.String(y))
	s.Remove(y, 2) // x = 0 has lost its last partner
	s.Propagate()
	fmt.Println("x", s.String(x), "y", s.String(y))
	// Output:
	// x {0,1,2} y {0,1,2}
	// x {1,2} y {0,1}
}

func ExampleTablePrepared() {
	// One table, prepared once, posted over two triples of two stores:
	// each post makes only its own propagator state.
	prep, err := propagators.PrepareTable(3, [][]int{{1, 2, 3}, {2, 3, 1}, {3, 1, 2}})
	if err != nil {
		fmt.Println(err)
		return
	}
	for _, fixed := range []int{1, 3} {
		s := cp.NewStore()
		xs := []cp.VarID{s.NewVar(1, 3), s.NewVar(1, 3), s.NewVar(1, 3)}
		if err := propagators.TablePrepared(s, xs, prep); err != nil {
			fmt.Println(err)
			return
		}
		s.Assign(xs[0], fixed)
		s.Propagate()
		fmt.Println("x", s.String(xs[0]), "y", s.String(xs[1]), "z", s.String(xs[2]))
	}
	// Output:
	// x {1} y {2} z {3}
	// x {3} y {1} z {2}
}

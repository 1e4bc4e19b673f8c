package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// Binary words without three equal symbols in a row: state 0 is the start,
// state 1+2b+k means that the word ends with k+1 copies of the symbol b.
func ExampleRegular() {
	next := func(q, sym int) int {
		switch {
		case q == 0 || (q-1)/2 != sym:
			return 1 + 2*sym
		case (q-1)%2 == 0:
			return q + 1
		}
		return -1 // a third equal symbol
	}
	d, err := dfa.FromFunc(5, 0, []int{0, 1, 2, 3, 4}, 0, 1, next)
	if err != nil {
		fmt.Println(err)
		return
	}
	s := cp.NewStore()
	xs := make([]cp.VarID, 6)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	if err := propagators.Regular(s, xs, d); err != nil {
		fmt.Println(err)
		return
	}
	s.Assign(xs[0], 1)
	s.Assign(xs[1], 1)
	s.Assign(xs[4], 0)
	s.Assign(xs[5], 0)
	fmt.Println(s.Propagate())
	for _, x := range xs {
		fmt.Print(s.String(x), " ")
	}
	fmt.Println()
	// Output:
	// true
	// {1} {1} {0} {1} {0} {0}
}

// A loop of four cells on a 3×3 grid (cells 0..8 row by row): consecutive
// cells are orthogonally adjacent, the last and the first too. The DFA's
// state is the previous cell (state 0 is the start, state 1+c the cell c).
func ExampleCyclicRegular() {
	const w, h = 3, 3
	next := func(q, c int) int {
		if q == 0 {
			return 1 + c
		}
		p := q - 1
		dx, dy := p%w-c%w, p/w-c/w
		if dx*dx+dy*dy == 1 {
			return 1 + c
		}
		return -1
	}
	all := make([]int, w*h)
	for c := range all {
		all[c] = 1 + c
	}
	d, err := dfa.FromFunc(1+w*h, 0, all, 0, w*h-1, next)
	if err != nil {
		fmt.Println(err)
		return
	}
	s := cp.NewStore()
	xs := make([]cp.VarID, 4)
	for i := range xs {
		xs[i] = s.NewVar(0, w*h-1)
	}
	if err := propagators.CyclicRegular(s, xs, d); err != nil {
		fmt.Println(err)
		return
	}
	s.Assign(xs[0], 4) // the centre
	s.Assign(xs[2], 0) // the top-left corner
	fmt.Println(s.Propagate())
	for _, x := range xs {
		fmt.Print(s.String(x), " ")
	}
	fmt.Println()
	// Output:
	// true
	// {4} {1,3} {0} {1,3}
}

// A nonogram line of 8 cells with the clue 4 2 (dfa.Runs): with one cell of
// slack, Regular fills the cells that every placement fills.
func ExampleRegular_nonogramLine() {
	d, err := dfa.Runs([]int{4, 2})
	if err != nil {
		fmt.Println(err)
		return
	}
	s := cp.NewStore()
	line := make([]cp.VarID, 8)
	for i := range line {
		line[i] = s.NewVar(0, 1)
	}
	if err := propagators.Regular(s, line, d); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	for _, x := range line {
		fmt.Print(s.String(x), " ")
	}
	fmt.Println()
	// Output:
	// {0,1} {1} {1} {1} {0,1} {0,1} {1} {0,1}
}

package propagators_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// Three distinct picks among five items worth 9, 7, 4, 4 and 1: the total
// lies between 1+4+4 and 9+7+4, and asking for at least 19 leaves only
// the picks that can still reach it.
func ExampleDistinctSum() {
	s := cp.NewStore()
	worth := []int{9, 7, 4, 4, 1}
	picks := []cp.VarID{s.NewVar(0, 4), s.NewVar(0, 4), s.NewVar(0, 4)}
	total := s.NewVar(0, 100)
	if err := propagators.DistinctSum(s, picks, worth, total); err != nil {
		fmt.Println(err)
		return
	}
	if err := propagators.AllDifferent(s, picks, propagators.Domain); err != nil {
		fmt.Println(err)
		return
	}
	s.Propagate()
	fmt.Println("total:", s.String(total))
	s.SetMin(total, 19)
	s.Propagate()
	fmt.Println("pick 1:", s.String(picks[0]))
	// Output:
	// total: {9,10,11,12,13,14,15,16,17,18,19,20}
	// pick 1: {0,1,2,3}
}

// A walk of six cells on a 3×3 grid (cells 0..8 row by row) from the
// corner 0, never twice on a cell, collecting the points of the cells it
// visits. The bound says at most 12 points; asking for at least 11 leaves
// the two walks 0 1 4 5 8 7 and 0 1 4 7 8 5, both worth 12.
func ExampleDistinctSumRegular() {
	const w = 3
	next := func(q, c int) int { // state 0: start; 1+c: standing on c
		if q == 0 {
			return 1 + c
		}
		p := q - 1
		if dx, dy := c%w-p%w, c/w-p/w; dx*dx+dy*dy == 1 {
			return 1 + c
		}
		return -1
	}
	cells := []int{1, 2, 3, 4, 5, 6, 7, 8, 9}
	d, err := dfa.FromFunc(10, 0, cells, 0, 8, next)
	if err != nil {
		fmt.Println(err)
		return
	}
	points := []int{
		0, 3, 0,
		0, 5, 0,
		2, 0, 4,
	}
	s := cp.NewStore()
	walk := make([]cp.VarID, 6)
	for i := range walk {
		walk[i] = s.NewVar(0, 8)
	}
	total := s.NewVar(0, 100)
	s.Assign(walk[0], 0)
	for _, err := range []error{
		propagators.Regular(s, walk, d),
		propagators.AllDifferent(s, walk, propagators.Domain),
		propagators.DistinctSumRegular(s, walk, d, points, total),
	} {
		if err != nil {
			fmt.Println(err)
			return
		}
	}
	s.Propagate()
	fmt.Println("total:", s.String(total))
	s.SetMin(total, 11)
	s.Propagate()
	for i, x := range walk {
		fmt.Printf("cell %d: %s\n", i+1, s.String(x))
	}
	// Output:
	// total: {3,4,5,6,7,8,9,10,11,12}
	// cell 1: {0}
	// cell 2: {1}
	// cell 3: {4}
	// cell 4: {5,7}
	// cell 5: {8}
	// cell 6: {5,7}
}

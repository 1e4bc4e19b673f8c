package dfa_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/propagators/dfa"
)

// The binary words without three equal symbols in a row. State 0 is the
// start; state 1+2b+k-1 means that the word ends with k (1 or 2) copies of
// the symbol b.
func ExampleFromFunc() {
	next := func(q, sym int) int {
		if q > 0 && (q-1)/2 == sym { // same symbol again
			if (q-1)%2 == 1 {
				return -1 // would be the third in a row
			}
			return q + 1
		}
		return 1 + 2*sym
	}
	d, err := dfa.FromFunc(5, 0, []int{0, 1, 2, 3, 4}, 0, 1, next)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("states:", d.NumStates())
	for _, w := range [][]int{{}, {0, 0, 1, 1, 0}, {1, 0, 0, 0}, {1, 1, 2}} {
		fmt.Println(w, d.Accepts(w))
	}
	// Output:
	// states: 5
	// [] true
	// [0 0 1 1 0] true
	// [1 0 0 0] false
	// [1 1 2] false
}

// Combining "no three equal in a row" with "exactly two ones" by
// intersection.
func ExampleProduct() {
	noThree, _ := dfa.New(5, 0, []int{0, 1, 2, 3, 4}, []dfa.Transition{
		{From: 0, Symbol: 0, To: 1}, {From: 0, Symbol: 1, To: 3},
		{From: 1, Symbol: 0, To: 2}, {From: 1, Symbol: 1, To: 3},
		{From: 2, Symbol: 1, To: 3},
		{From: 3, Symbol: 0, To: 1}, {From: 3, Symbol: 1, To: 4},
		{From: 4, Symbol: 0, To: 1},
	})
	// State i counts the ones read so far; a third one has no transition.
	twoOnes, _ := dfa.New(3, 0, []int{2}, []dfa.Transition{
		{From: 0, Symbol: 0, To: 0}, {From: 0, Symbol: 1, To: 1},
		{From: 1, Symbol: 0, To: 1}, {From: 1, Symbol: 1, To: 2},
		{From: 2, Symbol: 0, To: 2},
	})
	both := dfa.Product(noThree, twoOnes)
	fmt.Println("states:", both.NumStates())
	for _, w := range [][]int{{0, 1, 1, 0, 0}, {1, 0, 0, 0, 1}, {0, 1, 0, 1, 1}, {1, 1}} {
		fmt.Println(w, both.Accepts(w))
	}
	// Output:
	// states: 9
	// [0 1 1 0 0] true
	// [1 0 0 0 1] false
	// [0 1 0 1 1] false
	// [1 1] true
}

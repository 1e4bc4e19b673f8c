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

// Words over {0,1,2} that start with 1 or 2, hold exactly two 0s, and
// end with a multi-digit symbol <10> (any number of times, at least once).
func ExampleFromRegex() {
	d, err := dfa.FromRegex("[12] ([12]* 0){2} [12]* <10>+")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("states:", d.NumStates())
	for _, w := range [][]int{{1, 0, 0, 10}, {2, 1, 0, 2, 0, 10, 10}, {0, 0, 10}, {1, 0, 10}} {
		fmt.Println(w, d.Accepts(w))
	}
	_, err = dfa.FromRegex("1{2")
	fmt.Println(err)
	// Output:
	// states: 5
	// [1 0 0 10] true
	// [2 1 0 2 0 10 10] true
	// [0 0 10] false
	// [1 0 10] false
	// dfa: regex "1{2": position 4: expected ',' or '}' in the repetition opened at position 2, found the end of the expression: malformed regular expression
}

// A nonogram line with the clue 3 1: three filled cells, at least one
// empty one, one filled cell.
func ExampleRuns() {
	d, err := dfa.Runs([]int{3, 1})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println("states:", d.NumStates())
	for _, line := range [][]int{{1, 1, 1, 0, 1}, {0, 1, 1, 1, 0, 0, 1, 0}, {1, 1, 1, 1}, {1, 1, 0, 1, 0, 1}} {
		fmt.Println(line, d.Accepts(line))
	}
	// Output:
	// states: 6
	// [1 1 1 0 1] true
	// [0 1 1 1 0 0 1 0] true
	// [1 1 1 1] false
	// [1 1 0 1 0 1] false
}

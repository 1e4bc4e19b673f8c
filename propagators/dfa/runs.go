package dfa

import (
	"errors"
	"fmt"
)

// ErrClue is wrapped by the errors of [Runs].
var ErrClue = errors.New("invalid nonogram clue")

// Runs returns the minimal DFA over {0, 1} of a nonogram line with the
// given clue: runs of 1s of the clue's lengths, in order, separated by at
// least one 0, with any number of 0s before and after. The empty clue, or
// [0], accepts the words of 0s only (the empty word included). Every
// length must be at least 1 otherwise ([ErrClue]).
//
// The automaton has Σ clue + len(clue) states (one per 1 of the clue, one
// per run for the 0s before it; the 0s after the last run loop on the
// state that ends it), which is minimal; it is built directly, in O(that)
// time, and returned in the canonical form of [DFA.Minimize].
func Runs(clue []int) (*DFA, error) {
	if len(clue) == 1 && clue[0] == 0 {
		clue = nil
	}
	n := len(clue)
	for i, c := range clue {
		if c < 1 {
			return nil, fmt.Errorf("dfa: Runs: %w: length %d (run %d of %v) is not positive", ErrClue, c, i+1, clue)
		}
		if c >= MaxStates || n >= MaxStates-c {
			return nil, fmt.Errorf("dfa: Runs: %w: more than %d states", ErrStateCount, MaxStates)
		}
		n += c
	}
	if n == 0 {
		n = 1 // the empty clue: one accepting state looping on 0
	}
	// States in order: before run 1 (loops on 0), its 1s, before run 2
	// (loops on 0), its 1s, …; the last 1 of the last run loops on 0 and
	// accepts.
	ts := make([]Transition, 0, n+len(clue))
	q := 0
	for i, c := range clue {
		ts = append(ts, Transition{q, 0, q}, Transition{q, 1, q + 1}) // 0s before run i, its first 1
		for j := 1; j < c; j++ {
			ts = append(ts, Transition{q + j, 1, q + j + 1})
		}
		q += c
		if i < len(clue)-1 {
			ts = append(ts, Transition{q, 0, q + 1}) // the separating 0
			q++
		}
	}
	ts = append(ts, Transition{q, 0, q}) // the 0s after the last run
	d, err := New(n, 0, []int{q}, ts)
	if err != nil {
		return nil, err // unreachable: the construction is valid
	}
	return d.Minimize(), nil
}

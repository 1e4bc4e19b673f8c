package dfa

import (
	"errors"
	"fmt"
	"math"
	"slices"
)

// Limits enforced by [New] and [FromFunc].
const (
	// MaxStates is the largest number of states a DFA may have.
	MaxStates = 1 << 22
	// MaxSymbolRange is the largest width MaxSymbol-MinSymbol+1 of the
	// symbol range.
	MaxSymbolRange = 1 << 20
)

// Sentinel errors wrapped by the errors of [New] and [FromFunc]; test them
// with errors.Is.
var (
	// ErrStateCount: the number of states is below 1 or above MaxStates.
	ErrStateCount = errors.New("number of states out of range")
	// ErrStateRange: a state (the start, an accepting state, an end of a
	// transition or a result of a transition function) is not in
	// [0, numStates).
	ErrStateRange = errors.New("state out of range")
	// ErrDuplicateAccepting: a state is listed twice as accepting.
	ErrDuplicateAccepting = errors.New("accepting state repeated")
	// ErrNondeterministic: two transitions leave the same state on the same
	// symbol for different states.
	ErrNondeterministic = errors.New("nondeterministic transitions")
	// ErrSymbolRange: the symbol range is empty where one is required, or
	// wider than MaxSymbolRange.
	ErrSymbolRange = errors.New("symbol range out of bounds")
)

// Transition is one arc of a DFA: reading Symbol in state From leads to
// state To.
type Transition struct {
	From   int
	Symbol int
	To     int
}

// edge is a transition as stored in a state's row: the symbol relative to
// the DFA's minSym and the target state.
type edge struct {
	sym int32
	to  int32
}

// DFA is an immutable deterministic finite automaton with a partial
// transition function. The zero value is not usable; build one with [New],
// [FromFunc] or [Product].
type DFA struct {
	numStates int
	start     int
	accepting []bool
	minSym    int // 0 when there are no transitions
	width     int // maxSym - minSym + 1; 0 when there are no transitions
	// The transitions leaving state q are edges[off[q]:off[q+1]], sorted
	// by symbol, one per symbol.
	off   []int32
	edges []edge
	// minimal records that the DFA is the output of Minimize, so that
	// minimising it again is free.
	minimal bool
}

// New validates and builds a DFA with states 0..numStates-1. Each
// transition's From and To must be states, accepting states must be states
// and must not be repeated, and no two transitions may leave the same state
// on the same symbol for different states. Identical transitions listed more
// than once are accepted and kept once. The transitions may come in any
// order; the slices are not retained. numStates must be in [1, MaxStates]
// and the symbols must span at most MaxSymbolRange values.
//
// The result is not minimised; see [DFA.Minimize].
func New(numStates, start int, accepting []int, transitions []Transition) (*DFA, error) {
	if numStates < 1 || numStates > MaxStates {
		return nil, fmt.Errorf("dfa: %w: %d states, want 1..%d", ErrStateCount, numStates, MaxStates)
	}
	if start < 0 || start >= numStates {
		return nil, fmt.Errorf("dfa: %w: start state %d, want 0..%d", ErrStateRange, start, numStates-1)
	}
	acc, err := acceptingSet(numStates, accepting)
	if err != nil {
		return nil, err
	}
	if len(transitions) > math.MaxInt32 {
		return nil, fmt.Errorf("dfa: %d transitions, more than %d", len(transitions), math.MaxInt32)
	}

	// Validate the states and find the symbol range.
	minSym, maxSym := 0, -1
	for i, t := range transitions {
		if t.From < 0 || t.From >= numStates || t.To < 0 || t.To >= numStates {
			return nil, fmt.Errorf("dfa: %w: transition %d %+v, states are 0..%d",
				ErrStateRange, i, t, numStates-1)
		}
		if i == 0 {
			minSym, maxSym = t.Symbol, t.Symbol
		} else {
			minSym, maxSym = min(minSym, t.Symbol), max(maxSym, t.Symbol)
		}
	}
	width := 0
	if len(transitions) > 0 {
		// Unsigned subtraction gives the exact span even when the symbols
		// are near the ends of int.
		if uint(maxSym)-uint(minSym) >= MaxSymbolRange {
			return nil, fmt.Errorf("dfa: %w: symbols %d..%d span more than %d values",
				ErrSymbolRange, minSym, maxSym, MaxSymbolRange)
		}
		width = maxSym - minSym + 1
	}

	// Bucket the transitions by source state: count into off[From], take
	// inclusive prefix sums (off[q] = end of row q), then fill backwards so
	// that off[q] ends at the start of row q.
	off := make([]int32, numStates+1)
	for _, t := range transitions {
		off[t.From]++
	}
	for q := 1; q < numStates; q++ {
		off[q] += off[q-1]
	}
	off[numStates] = int32(len(transitions))
	edges := make([]edge, len(transitions))
	for i := len(transitions) - 1; i >= 0; i-- {
		t := transitions[i]
		off[t.From]--
		edges[off[t.From]] = edge{sym: int32(t.Symbol - minSym), to: int32(t.To)}
	}

	// Sort each row by symbol, drop repeated identical transitions and
	// reject conflicting ones, compacting in place.
	w := int32(0)
	for q := range numStates {
		lo, hi := off[q], off[q+1]
		off[q] = w
		row := edges[lo:hi]
		if !slices.IsSortedFunc(row, cmpEdge) {
			slices.SortFunc(row, cmpEdge)
		}
		for i, e := range row {
			if i > 0 && e.sym == edges[w-1].sym {
				if e.to != edges[w-1].to {
					return nil, fmt.Errorf("dfa: %w: state %d on symbol %d goes to both %d and %d",
						ErrNondeterministic, q, minSym+int(e.sym), edges[w-1].to, e.to)
				}
				continue
			}
			edges[w] = e
			w++
		}
	}
	off[numStates] = w
	if int(w) < len(edges) {
		edges = slices.Clip(edges[:w])
	}
	return &DFA{
		numStates: numStates,
		start:     start,
		accepting: acc,
		minSym:    minSym,
		width:     width,
		off:       off,
		edges:     edges,
	}, nil
}

func cmpEdge(a, b edge) int { return int(a.sym) - int(b.sym) }

// acceptingSet validates a list of accepting states and returns it as a
// membership slice.
func acceptingSet(numStates int, accepting []int) ([]bool, error) {
	acc := make([]bool, numStates)
	for i, q := range accepting {
		if q < 0 || q >= numStates {
			return nil, fmt.Errorf("dfa: %w: accepting[%d] = %d, states are 0..%d",
				ErrStateRange, i, q, numStates-1)
		}
		if acc[q] {
			return nil, fmt.Errorf("dfa: %w: accepting[%d] = %d is listed before",
				ErrDuplicateAccepting, i, q)
		}
		acc[q] = true
	}
	return acc, nil
}

// NumStates returns the number of states; the states are 0..NumStates()-1.
func (d *DFA) NumStates() int { return d.numStates }

// Start returns the start state.
func (d *DFA) Start() int { return d.start }

// Accepting reports whether q is an accepting state (false if q is not a
// state).
func (d *DFA) Accepting(q int) bool {
	return q >= 0 && q < d.numStates && d.accepting[q]
}

// MinSymbol returns the smallest symbol of a transition, 0 if there are no
// transitions.
func (d *DFA) MinSymbol() int { return d.minSym }

// MaxSymbol returns the largest symbol of a transition, -1 if there are no
// transitions.
func (d *DFA) MaxSymbol() int { return d.minSym + d.width - 1 }

// NumTransitions returns the number of transitions.
func (d *DFA) NumTransitions() int { return len(d.edges) }

// Next returns the state reached from q on symbol, or -1 if there is no
// such transition (also when symbol is outside the symbol range or q is not
// a state).
func (d *DFA) Next(q, symbol int) int {
	if q < 0 || q >= d.numStates {
		return -1
	}
	rel := uint(symbol) - uint(d.minSym) // wraps to a huge value below minSym
	if rel >= uint(d.width) {
		return -1
	}
	s := int32(rel)
	lo, hi := int(d.off[q]), int(d.off[q+1])
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		switch e := d.edges[m]; {
		case e.sym < s:
			lo = m + 1
		case e.sym > s:
			hi = m
		default:
			return int(e.to)
		}
	}
	return -1
}

// Transitions returns a new slice holding every transition, sorted by From
// then Symbol.
func (d *DFA) Transitions() []Transition {
	ts := make([]Transition, 0, len(d.edges))
	for q := range d.numStates {
		for _, e := range d.edges[d.off[q]:d.off[q+1]] {
			ts = append(ts, Transition{From: q, Symbol: d.minSym + int(e.sym), To: int(e.to)})
		}
	}
	return ts
}

// Accepts reports whether the DFA accepts word.
func (d *DFA) Accepts(word []int) bool {
	q := d.start
	for _, s := range word {
		if q = d.Next(q, s); q < 0 {
			return false
		}
	}
	return d.accepting[q]
}

// Equal reports whether d and o are the same automaton: same states, start,
// accepting states and transitions (state numbers included). Minimised
// automata are Equal exactly when they accept the same language.
func (d *DFA) Equal(o *DFA) bool {
	if d == o {
		return true
	}
	if d == nil || o == nil {
		return false
	}
	return d.numStates == o.numStates && d.start == o.start &&
		d.minSym == o.minSym && d.width == o.width &&
		slices.Equal(d.accepting, o.accepting) &&
		slices.Equal(d.off, o.off) && slices.Equal(d.edges, o.edges)
}

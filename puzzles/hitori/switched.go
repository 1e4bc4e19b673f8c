package hitori

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
)

// Switched is the model of every n×n Hitori at once: Build's rules with a
// clause for every two cells of a line, whatever their numbers. A puzzle
// of that size is Build's model once the clauses of its unequal pairs are
// taken out (cp.Store.Deactivate, above a choice point): the same
// propagators in the same order, so that a generator judges its
// candidates on one model instead of building one each.
type Switched struct {
	Model *model.Model[Solution]
	// Pairs lists every two cells of a line (indices in reading order,
	// A before B in the line) with the propagators of their clause, in
	// Build's order.
	Pairs []SwitchedPair
}

// SwitchedPair is one clause of a Switched model.
type SwitchedPair struct {
	A, B  int
	Props []cp.PropID
}

// BuildSwitched builds the Switched model of the n×n Hitori on s, a new
// store (3 ≤ n ≤ MaxSide).
func BuildSwitched(n int, s *cp.Store) (*Switched, error) {
	if n < 1 || n > MaxSide {
		return nil, fmt.Errorf("hitori: switched model of side %d, expected 1..%d", n, MaxSide)
	}
	sw := &Switched{}
	m, err := buildCore(s, n, n, nil, func(a, b int, props []cp.PropID) {
		sw.Pairs = append(sw.Pairs, SwitchedPair{A: a, B: b, Props: props})
	})
	if err != nil {
		return nil, err
	}
	sw.Model = m
	return sw, nil
}

// Off calls f with each propagator that p's model (p n×n) does not have:
// the clauses of the pairs whose numbers differ.
func (sw *Switched) Off(p *Puzzle, f func(cp.PropID)) {
	for _, pr := range sw.Pairs {
		if p.Grid[pr.A/p.Cols][pr.A%p.Cols] != p.Grid[pr.B/p.Cols][pr.B%p.Cols] {
			for _, id := range pr.Props {
				f(id)
			}
		}
	}
}

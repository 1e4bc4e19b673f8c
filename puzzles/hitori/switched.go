package hitori

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
)

// Switched is the model of every rows×cols Hitori at once: Build's rules
// with a clause for every two cells of a line, whatever their numbers. A
// puzzle of that size is Build's model once the clauses of its unequal
// pairs are taken out (cp.Store.Deactivate, above a choice point): the
// same propagators in the same order, so that a generator judges its
// candidates, and a count counts their solutions, on one model instead of
// building one each.
type Switched struct {
	Model *model.Model[Solution]
	// Rows and Cols are the size of the puzzles it serves.
	Rows, Cols int
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

// SwitchedMax is the largest side of a Switched model: its clauses grow as
// the cube of the side (a 16×16 one has 3,840).
const SwitchedMax = 16

// BuildSwitched builds the Switched model of the n×n Hitori on s, a new
// store (1 ≤ n ≤ SwitchedMax).
func BuildSwitched(n int, s *cp.Store) (*Switched, error) { return buildSwitched(n, n, s) }

func buildSwitched(rows, cols int, s *cp.Store) (*Switched, error) {
	if rows < 1 || rows > SwitchedMax || cols < 1 || cols > SwitchedMax {
		return nil, fmt.Errorf("hitori: switched model of %dx%d, expected 1..%d rows and columns", rows, cols, SwitchedMax)
	}
	sw := &Switched{Rows: rows, Cols: cols}
	m, err := buildCore(s, rows, cols, nil, func(a, b int, props []cp.PropID) {
		sw.Pairs = append(sw.Pairs, SwitchedPair{A: a, B: b, Props: props})
	})
	if err != nil {
		return nil, err
	}
	sw.Model = m
	return sw, nil
}

// Off calls f with each propagator that p's model (p of the model's size)
// does not have: the clauses of the pairs whose numbers differ.
func (sw *Switched) Off(p *Puzzle, f func(cp.PropID)) {
	for _, pr := range sw.Pairs {
		if p.Grid[pr.A/p.Cols][pr.A%p.Cols] != p.Grid[pr.B/p.Cols][pr.B%p.Cols] {
			for _, id := range pr.Props {
				f(id)
			}
		}
	}
}

// SwitchedShape names p's size for a Switched model of it ("6x6": the
// puzzles of one size share one), or "" when p is not valid or larger
// than SwitchedMax.
func SwitchedShape(p *Puzzle) string {
	if p.Rows > SwitchedMax || p.Cols > SwitchedMax || p.Validate() != nil {
		return ""
	}
	return strconv.Itoa(p.Rows) + "x" + strconv.Itoa(p.Cols)
}

// BuildSwitchedOn builds on s, a new store, the Switched model of p's
// size, and returns it with its Off (for the puzzles of that size): the
// registry's Switch for Hitori, with which a puzzles.ModelCache counts
// the solutions of many puzzles of a size on one model. p must have a
// SwitchedShape.
func BuildSwitchedOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], func(*Puzzle, func(cp.PropID)), error) {
	if SwitchedShape(p) == "" {
		return nil, nil, fmt.Errorf("hitori: no switched model for %s (%dx%d, at most %d a side, and valid)", p.Name, p.Rows, p.Cols, SwitchedMax)
	}
	sw, err := buildSwitched(p.Rows, p.Cols, s)
	if err != nil {
		return nil, nil, err
	}
	return sw.Model, sw.Off, nil
}

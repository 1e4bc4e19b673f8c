package craft

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
)

// unwrap returns the kind's own puzzle value (*sudoku.Puzzle, …).
func unwrap[P any](p puzzles.Puzzle) (*P, bool) {
	u, ok := p.(interface{ Unwrap() any })
	if !ok {
		return nil, false
	}
	kp, ok := u.Unwrap().(*P)
	return kp, ok
}

// constant returns a variable fixed to v (one per value per model).
func (t *Tuner) constant(v int) cp.VarID {
	if t.consts == nil {
		t.consts = map[int]cp.VarID{}
	}
	x, ok := t.consts[v]
	if !ok {
		x = t.Store().NewConst(v)
		t.consts[v] = x
	}
	return x
}

// Unit posts the weak companions of an AllDifferent over cells that must
// hold each of values exactly once (a Sudoku unit, a Latin square's line):
// forward checking (AllDifferent at Value) on rung fc, and one Count per
// value on rung singles ("the line needs a 7 and only one cell can take
// it"). The full-strength AllDifferent is the kind's own.
func (t *Tuner) Unit(fc, singles Rung, label string, cells []cp.VarID, values []int) {
	t.Post(fc, label, func() error { return propagators.AllDifferent(t.Store(), cells, propagators.Value) })
	one := t.constant(1)
	for _, v := range values {
		t.Post(singles, label, func() error { return propagators.Count(t.Store(), cells, v, one) })
	}
}

// Overlap posts, for two units a and b that must each hold values exactly
// once and share some cells, the constraint that a's cells outside b hold
// the same values as b's cells outside a (the values of the shared cells
// are missing from both): a value that has no place in a outside the
// shared cells has none in b outside them either (Sudoku's pointing and
// claiming). One 0/1 count per value, shared by two Counts, on rung r.
func (t *Tuner) Overlap(r Rung, label string, aOnly, bOnly []cp.VarID, values []int) {
	for _, v := range values {
		n := t.Store().NewVar(0, 1)
		t.Post(r, label, func() error { return propagators.Count(t.Store(), aOnly, v, n) })
		t.Post(r, label, func() error { return propagators.Count(t.Store(), bOnly, v, n) })
	}
}

// reparse turns a kind's puzzle text into a puzzles.Puzzle.
func reparse(name, text string) (puzzles.Puzzle, error) {
	ps, err := puzzles.Parse(name, []byte(text))
	if err != nil {
		return nil, err
	}
	return ps[0], nil
}

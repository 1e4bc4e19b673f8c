package puzzles

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// Place is where a decision variable of a kind's model lies on the
// picture: a cell, or (OnEdge) an edge between two dots.
type Place struct {
	Cell   render.Cell
	Edge   render.Edge
	OnEdge bool
	// Name is how hints call it; "" names a cell "r2c5" and an edge by
	// render.Edge.Name ("the top of r1c1").
	Name string
}

// Words says a kind's model in its puzzle's words (Kind.Words): package
// craft's hints name the cells and edges of the decision variables and the
// labels of the constraints (tessera.Label in Build), never a model
// variable; Explain reads a position of play (render.State) through it.
//
// A cell variable's values are written in its cell as state codes (Code,
// Value). An edge variable is 0/1: 1 is a line (State.Edges), 0 no line
// (State.Crosses).
type Words[P any] struct {
	// Var is the place of Build's decision variable Vars[i]; ok false for
	// a variable that is no place (it is then never named). Required.
	Var func(p *P, i int) (place Place, ok bool)
	// Lit, when set, says "Vars[i] op v" in the puzzle's words ("r2c5 ≠
	// 7", "the top of r1c1 has a line"); "" leaves the literal out. nil:
	// a cell's literal is its name, the operator (=, ≠, ≥, ≤) and the
	// value; an edge's "NAME has a line" (= 1, ≠ 0) or "NAME has no line".
	Lit func(p *P, i int, op cp.Op, v int) string
	// Code is the state code Vars[i] = v writes in its cell (ok false:
	// none); Value reads a code back. nil: the value is the code (a code
	// is ≥ 1, 0 is an empty cell).
	Code  func(p *P, i, v int) (code int, ok bool)
	Value func(p *P, i, code int) (v int, ok bool)
	// Note, when set, is a sentence a hint may end with (how the words
	// read).
	Note func(p *P) string
}

// KindWords is a kind's Words bound to one puzzle, for packages that work
// on every kind (craft): the same functions without the puzzle argument.
// Lit, Code, Value are nil when the kind's are.
type KindWords struct {
	Var   func(i int) (Place, bool)
	Lit   func(i int, op cp.Op, v int) string
	Code  func(i, v int) (int, bool)
	Value func(i, code int) (int, bool)
	Note  string
}

// WordsOf returns the Words of p's kind bound to p, or nil when the kind
// has none.
func WordsOf(p Puzzle) *KindWords {
	k, ok := kindOf(p)
	if !ok {
		return nil
	}
	return k.words(p)
}

func (k *kind[P, S]) words(p Puzzle) *KindWords {
	w := k.Words
	u, ok := p.(puzzle[P, S])
	if w == nil || w.Var == nil || !ok {
		return nil
	}
	pp := u.p
	out := &KindWords{Var: func(i int) (Place, bool) { return w.Var(pp, i) }}
	if w.Lit != nil {
		out.Lit = func(i int, op cp.Op, v int) string { return w.Lit(pp, i, op, v) }
	}
	if w.Code != nil {
		out.Code = func(i, v int) (int, bool) { return w.Code(pp, i, v) }
	}
	if w.Value != nil {
		out.Value = func(i, code int) (int, bool) { return w.Value(pp, i, code) }
	}
	if w.Note != nil {
		out.Note = w.Note(pp)
	}
	return out
}

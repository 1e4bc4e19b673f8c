package puzzles

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
)

// Switch is a kind's model of every puzzle of a shape at once, for a kind
// whose puzzles of one shape differ by which constraints apply (Kind.
// Switched).
type Switch[P, S any] struct {
	// Shape names p's shape: the puzzles of one shape share one model. ""
	// for a p the Switch does not serve (not valid, too large): Build's
	// own model solves it.
	Shape func(p *P) string
	// Build posts on s, a new store, the model of every puzzle of p's
	// shape: every constraint any of them may have, each where the kind's
	// Build posts it. off calls f with each propagator of that model that
	// q, a puzzle of the shape, does not have: with those taken out
	// (cp.Store.Deactivate), what is left is q's Build model, the same
	// propagators in the same order, so that its search is the same.
	Build func(p *P, s *cp.Store) (m *model.Model[S], off func(q *P, f func(cp.PropID)), err error)
}

// switcher is a puzzle whose kind has a Switch.
type switcher interface {
	switchedShape() string
	buildSwitched() (*Model, func(q Puzzle, f func(cp.PropID)) bool, error)
	rewrap(Solution) Solution
}

func (p puzzle[P, S]) switchedShape() string {
	if p.k.Switched == nil {
		return ""
	}
	return p.k.Switched.Shape(p.p)
}

// buildSwitched builds the model of p's shape; off takes out of it what
// q does not have, and reports false for a q of another kind.
func (p puzzle[P, S]) buildSwitched() (*Model, func(Puzzle, func(cp.PropID)) bool, error) {
	m, off, err := p.k.Switched.Build(p.p, cp.NewStore())
	if err != nil {
		return nil, nil, err
	}
	out, err := p.adapt(m)
	if err != nil {
		return nil, nil, err
	}
	return out, func(q Puzzle, f func(cp.PropID)) bool {
		kq, ok := q.(puzzle[P, S])
		if !ok || kq.k != p.k {
			return false
		}
		off(kq.p, f)
		return true
	}, nil
}

// switchedModel is the model of one shape of a kind with a Switch, at
// its root, never propagated there (every constraint of the shape would
// apply at once); nil m: solve each puzzle of the shape with Solve.
type switchedModel struct {
	m   *Model
	off func(Puzzle, func(cp.PropID)) bool
}

// solveSwitched solves p on the model of its shape, kept in c: above a
// choice point, the propagators p's own model does not have are taken
// out and every other one is scheduled, as in a model fresh from its
// build; the search runs there and the store is popped back to its root.
// The answer, search and statistics included, is that of p's own model.
// ok false: p is not for a switched model (no Switch, no shape, options
// that need a model of its own), and Solve answers.
func (c *ModelCache) solveSwitched(p Puzzle, opt Options) (res *Result, ok bool, err error) {
	sp, ok := p.(switcher)
	if !ok || !poolable(opt) {
		return nil, false, nil
	}
	shape := sp.switchedShape()
	if shape == "" {
		return nil, false, nil
	}
	key := p.Kind() + "\x00switched\x00" + shape
	sh := c.switched[key]
	if sh == nil {
		sh = &switchedModel{}
		if m, off, err := sp.buildSwitched(); err == nil && m.Objective == model.NoObjective {
			// The posts left every propagator queued: emptied, so that
			// each puzzle schedules only its own.
			m.Store.Push()
			m.Store.PopTo(0)
			sh.m, sh.off = m, off
		}
		c.switched[key] = sh
	}
	if sh.m == nil {
		return nil, false, nil
	}
	st := sh.m.Store
	lvl := st.Push()
	if !sh.off(p, st.Deactivate) {
		st.PopTo(lvl - 1)
		return nil, false, nil
	}
	for i := range st.NumProps() {
		st.Schedule(cp.PropID(i)) // the active ones: p's own model's
	}
	res, learn, err := runOnShape(p, sh.m, st, sp.rewrap, opt)
	if st.Level() >= lvl {
		st.PopTo(lvl - 1)
	}
	if st.Level() != 0 {
		sh.m = nil // not back at its root: never again
	}
	if learn {
		// Learning needs the model at level 0 (the search refused it).
		return nil, false, nil
	}
	return res, true, err
}

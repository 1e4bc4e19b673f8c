package puzzles

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// ModelCache solves many puzzles, reusing between the puzzles of one shape
// what does not depend on their givens: for a kind with a Template (Sudoku,
// Takuzu, Hidato, Futoshiki, Skyscrapers) it builds the model of the shape
// once, propagates it, and solves each puzzle on a working copy of it
// (cp.Store.Clone) with the puzzle's givens assigned one level above the
// root, instead of building a model per puzzle. After the search the copy
// is popped back to its root, where its domains are the model's again, and
// serves the next puzzle: no store is cloned per puzzle. (A search that
// learns needs the givens at level 0: it gets a fresh copy per puzzle, as
// does the first puzzle of a shape, whose options tell.) Other kinds, and a
// model that cannot be cloned, are solved by Solve. A kind with a Switch
// (Hitori), whose puzzles of one shape differ by their constraints, has
// each puzzle solved on the model of its whole shape with the
// constraints it lacks taken out (model_switched.go).
//
// The answers are Solve's: the same status, count and (the search being
// the same on a model with the same propagated domains) the same
// solution, every one checked by the puzzle's Verify. The statistics
// count the propagation of the givens at the root. They do not depend on
// the puzzles solved before: what the propagators keep between runs
// without the trail (AllDifferent's matching) is a hint that changes
// nothing they prune (under learning it could change the order of the
// facts, but a search that learns has its fresh copy).
//
// A ModelCache is for one goroutine; it keeps one model per shape met.
type ModelCache struct {
	shapes   map[string]*shapeModel
	switched map[string]*switchedModel // the shapes of kinds with a Switch
}

// shapeModel is the model of one shape, or nil where it cannot be reused.
type shapeModel struct {
	m     *Model    // nil: solve each puzzle of the shape with Solve
	plain bool      // the last search of the shape did not learn
	work  *cp.Store // with plain: a copy of m.Store at its root, or nil
}

// NewModelCache returns an empty cache.
func NewModelCache() *ModelCache {
	return &ModelCache{shapes: map[string]*shapeModel{}, switched: map[string]*switchedModel{}}
}

// templater is a puzzle whose kind has a Template.
type templater interface {
	template() (tmpl Puzzle, givens []model.Given, ok bool)
	rewrap(Solution) Solution
}

func (p puzzle[P, S]) template() (Puzzle, []model.Given, bool) {
	if p.k.Template == nil {
		return nil, nil, false
	}
	t, givens := p.k.Template(p.p)
	if t == nil {
		return nil, nil, false
	}
	return puzzle[P, S]{p.k, t}, givens, true
}

// rewrap makes a solution decoded from the template's model a solution of
// p (its Format writes p's spelling).
func (p puzzle[P, S]) rewrap(s Solution) Solution {
	ks, err := p.unwrapSolution(s)
	if err != nil {
		return s
	}
	return p.wrap(ks)
}

// Solve answers as Solve(p, opt) does.
func (c *ModelCache) Solve(p Puzzle, opt Options) (*Result, error) {
	if res, ok, err := c.solveSwitched(p, opt); ok {
		return res, err
	}
	tp, ok := p.(templater)
	if !ok {
		return Solve(p, opt)
	}
	tmpl, givens, ok := tp.template()
	if !ok {
		return Solve(p, opt)
	}
	key := tmpl.Kind() + "\x00" + tmpl.Format()
	sh := c.shapes[key]
	if sh == nil {
		m, err := BuildLimited(tmpl, opt.Build)
		if err != nil {
			// A limit may stop this build and not the next: nothing is
			// kept; Solve reports the limit (or the error) for p.
			return Solve(p, opt)
		}
		sh = &shapeModel{}
		// Propagated once here, so that the copy's root is a fixpoint
		// with nothing queued: the state that popping back restores.
		if m.Objective == model.NoObjective && m.Store.Propagate() {
			sh.m = m
		}
		c.shapes[key] = sh
	}
	if sh.m == nil {
		return Solve(p, opt)
	}
	for _, g := range givens {
		if g.Var < 0 || g.Var >= len(sh.m.Vars) {
			sh.m = nil // the kind's Template does not fit its model
			return Solve(p, opt)
		}
	}
	if sh.plain {
		if st := sh.work; st != nil {
			sh.work = nil // taken; given back when it may serve again
			res, learned, err := c.solveOn(p, tp, sh, st, givens, opt, true)
			if !learned {
				if err == nil && st.Level() == 1 {
					st.PopTo(0)
					sh.work = st
				}
				return res, err
			}
			// The options turned learning on, which needs the givens at
			// level 0 (the search refused them): solve on a fresh copy.
		}
	}
	st, err := sh.m.Store.Clone()
	if err != nil {
		sh.m = nil // a propagator without Cloner: never for this shape
		return Solve(p, opt)
	}
	res, learned, err := c.solveOn(p, tp, sh, st, givens, opt, false)
	sh.plain = !learned
	if sh.plain && sh.work == nil {
		// The next puzzle of the shape reuses a copy: this one's givens
		// are at its root, so another.
		sh.work, _ = sh.m.Store.Clone()
	}
	return res, err
}

// solveOn solves p on st, a copy of the shape's model at its root, with
// p's givens assigned at level 0, or one level above it when above is set,
// and reports whether the search learned (its options as tuned).
func (c *ModelCache) solveOn(p Puzzle, tp templater, sh *shapeModel, st *cp.Store, givens []model.Given, opt Options, above bool) (*Result, bool, error) {
	if above {
		st.Push()
	}
	for _, g := range givens {
		// A given outside its domain fails the store; the search then
		// answers unsatisfiable, as it does on p's own model.
		st.Assign(sh.m.Vars[g.Var], g.Value)
	}
	return runOnShape(p, sh.m, st, tp.rewrap, opt)
}

// runOnShape searches p on st, the working store of a shape's kept model
// tm, decoding as p's own model does; learn says whether the search asked
// for learning, which needs a model at level 0.
func runOnShape(p Puzzle, tm *Model, st *cp.Store, rewrap func(Solution) Solution, opt Options) (res *Result, learn bool, err error) {
	m := &Model{Store: st, Vars: tm.Vars, Objective: tm.Objective, Search: tm.Search,
		Decode: func(s *cp.Store) Solution { return rewrap(tm.Decode(s)) }}
	tune := opt.Tune
	opt.Tune = func(so *search.Options) {
		if tune != nil {
			tune(so)
		}
		learn = so.Learn
	}
	res = &Result{}
	err = runPhase(p, m, opt, opt.Solutions, res)
	return res, learn, err
}

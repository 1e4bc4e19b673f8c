package puzzles

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
)

// ModelCache solves many puzzles, reusing between the puzzles of one shape
// what does not depend on their givens: for a kind with a Template (Sudoku)
// it builds the model of the shape once and solves each puzzle on a clone
// of it (cp.Store.Clone) with the puzzle's givens assigned, instead of
// building a model per puzzle. Other kinds, and a model that cannot be
// cloned, are solved by Solve.
//
// The answers are Solve's: the same status, count and (the search being
// the same on a model with the same propagated domains) the same
// solution, every one checked by the puzzle's Verify. The statistics
// count the propagation of the givens at the root.
//
// A ModelCache is for one goroutine; it keeps one model per shape met.
type ModelCache struct {
	shapes map[string]*shapeModel
}

// shapeModel is the model of one shape, or nil where it cannot be reused.
type shapeModel struct {
	m *Model // nil: solve each puzzle of the shape with Solve
}

// NewModelCache returns an empty cache.
func NewModelCache() *ModelCache { return &ModelCache{shapes: map[string]*shapeModel{}} }

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
		if m.Objective == model.NoObjective {
			sh.m = m
		}
		c.shapes[key] = sh
	}
	if sh.m == nil {
		return Solve(p, opt)
	}
	st, err := sh.m.Store.Clone()
	if err != nil {
		sh.m = nil // a propagator without Cloner: never for this shape
		return Solve(p, opt)
	}
	for _, g := range givens {
		if g.Var < 0 || g.Var >= len(sh.m.Vars) {
			sh.m = nil // the kind's Template does not fit its model
			return Solve(p, opt)
		}
		// A given outside its domain fails the store; the search then
		// answers unsatisfiable, as it does on p's own model.
		st.Assign(sh.m.Vars[g.Var], g.Value)
	}
	tm := sh.m
	m := &Model{Store: st, Vars: tm.Vars, Objective: tm.Objective, Search: tm.Search,
		Decode: func(s *cp.Store) Solution { return tp.rewrap(tm.Decode(s)) }}
	res := &Result{}
	err = runPhase(p, m, opt, opt.Solutions, res)
	return res, err
}

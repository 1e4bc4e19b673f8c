package craft

import (
	"context"
	"errors"
	"fmt"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// ErrNoSolution is returned for a puzzle (or a position) with no solution.
var ErrNoSolution = errors.New("no solution")

// ErrNotUnique is returned when grading or explaining a puzzle that has
// more than one solution: a grade measures the reasoning that leads to
// the solution, and there is none to lead to.
var ErrNotUnique = errors.New("more than one solution")

// Model is a puzzle's ladder model: the kind's own constraint model (its
// Build) with every propagator on a rung, by its family (FamilyRung),
// plus what the kind's tuning adds: weaker companions of its constraints
// on the lower rungs (forward checking and counting versions of an
// AllDifferent, the sum of a line), redundant constraints on the higher
// ones, and families moved to another rung. Every propagator keeps the
// label of the constraint it came from ("row 3", "cage C (12+)").
type Model struct {
	Puzzle puzzles.Puzzle
	Store  *cp.Store
	// Vars are the kind model's decision variables (puzzles.Model.Vars).
	Vars []cp.VarID
	// Objective is the optimised variable, fixed to its optimum, or
	// model.NoObjective.
	Objective cp.VarID
	base      *puzzles.Model
	kind      *kindCraft // nil for a kind without tuning
	// top is the highest rung a propagator sits on.
	top Rung
	// searchRung, when set, is the rung limit of solutions' search
	// instead of every rung: a model whose switched-off propagators sit
	// above top (Futoshiki's sign model) searches without them.
	searchRung cp.Rung
	// first is solutions' search for one solution, set up at its first
	// use (its set-up costs about a third of such a search, and a
	// generator runs one per removal trial); the pool drops it with the
	// run's context.
	first *search.Search
	v     *view
	// best is the optimum the objective is fixed to.
	best int
	// givensClash: the store failed as the givens were set (a kind built
	// blank), not while the rules were posted.
	givensClash bool
	// ctx stops the model's walks and searches (nil: nothing does).
	ctx context.Context
	// refuter, when set, finds a walk's lookahead refutation without the
	// store's probes: the first value of the open cells, fewest values
	// first, whose assumption fails under propagation up to rung inner,
	// from the store's state (found: whether one fails); ok is false
	// where it cannot tell (the store's probes answer). A drawn KenKen's
	// masks (generate_kenken_walk.go).
	refuter func(inner Rung) (ref search.Refuted, found, ok bool)
}

// canceled is the error of a model whose context is done, or nil.
func (m *Model) canceled() error {
	if m.ctx == nil {
		return nil
	}
	return m.ctx.Err()
}

// Build builds the ladder model of p. An optimisation puzzle (ROGO) has
// its objective fixed to the optimum, found by the engine when the file
// does not state it, so that the ladder reasons towards the best loop.
//
// A kind whose clues are cell values (Sudoku, Takuzu) is built blank and
// its clues are then assigned: post functions may prune at post (Regular
// does), and a deduction made while posting would escape the ladder.
func Build(p puzzles.Puzzle) (*Model, error) { return build(nil, p, false, nil, Search) }

// build is Build; explain turns the store's fact trail on before the
// clues are set (so that reasons can cite them); best, when not nil, is
// the optimum of an optimisation puzzle, known already; the tuning posts
// no companion above ceiling (a walk that never climbs there needs none);
// ctx (nil: none) stops its walks and searches.
func build(ctx context.Context, p puzzles.Puzzle, explain bool, best *int, ceiling Rung) (*Model, error) {
	k := kinds[p.Kind()]
	src := p
	var clues []Clue
	if k != nil && k.blank != nil {
		var err error
		if src, clues, err = k.blank(p); err != nil {
			return nil, fmt.Errorf("craft: %s: %w", p.Name(), err)
		}
	}
	base, err := src.Build()
	if err != nil {
		return nil, err
	}
	base.Search.Context = ctx
	m := &Model{Puzzle: p, Store: base.Store, Vars: base.Vars, Objective: base.Objective, base: base, kind: k, ctx: ctx}
	s := m.Store
	for i := range s.NumProps() {
		pid := cp.PropID(i)
		s.SetRung(pid, FamilyRung(s.Kind(pid)).cp())
	}
	if m.kind != nil && m.kind.tune != nil {
		t := &Tuner{m: m, ceiling: ceiling}
		m.kind.tune(src, t)
		if t.err != nil {
			return nil, fmt.Errorf("craft: %s: tuning the ladder: %w", p.Name(), t.err)
		}
	}
	if explain {
		s.SetExplain(true)
	}
	failed := s.Failed()
	for _, c := range clues {
		s.Assign(m.Vars[c.Var], c.Value) // a clash fails the store; the walk reports it
	}
	m.givensClash = !failed && s.Failed()
	for i := range s.NumProps() {
		m.top = max(m.top, Rung(s.Rung(cp.PropID(i))))
	}
	if m.Objective != model.NoObjective {
		if best == nil {
			b, err := optimum(ctx, p)
			if err != nil {
				return nil, err
			}
			best = &b
		}
		m.best = *best
		if !s.Assign(m.Objective, *best) {
			return nil, fmt.Errorf("%s: the optimum %d does not fit the model: %w", p.Name(), *best, ErrNoSolution)
		}
	}
	return m, nil
}

// optimum is the proven best objective value of an optimisation puzzle
// (a file's stated solution need not be optimal).
func optimum(ctx context.Context, p puzzles.Puzzle) (int, error) {
	res, err := puzzles.Solve(p, puzzles.Options{Tune: func(o *search.Options) { o.Context = ctx }})
	if err != nil {
		return 0, err
	}
	if res.Status != puzzles.Optimal {
		return 0, fmt.Errorf("%s: the optimum could not be proven (%v): %w", p.Name(), res.Reason, ErrNoSolution)
	}
	return res.Objective, nil
}

// Top is the highest rung a propagator of the model sits on.
func (m *Model) Top() Rung { return m.top }

// Decode reads the solution from a store whose Vars are all fixed.
func (m *Model) Decode() puzzles.Solution { return m.base.Decode(m.Store) }

// solved reports whether every decision variable is fixed.
func (m *Model) solved() bool {
	for _, x := range m.Vars {
		if !m.Store.Fixed(x) {
			return false
		}
	}
	return true
}

// Clue is a given of a puzzle whose clues are cell values: the model
// variable Vars[Var] is Value.
type Clue struct {
	Var, Value int
}

// Tuner is what a kind's tuning uses to shape its ladder: post companion
// and redundant constraints on chosen rungs, and move families.
type Tuner struct {
	m       *Model
	err     error
	consts  map[int]cp.VarID
	ceiling Rung // companions above it are not posted
}

// Store is the model's store; Vars its decision variables.
func (t *Tuner) Store() *cp.Store { return t.m.Store }
func (t *Tuner) Vars() []cp.VarID { return t.m.Vars }
func (t *Tuner) Failed() bool     { return t.err != nil }
func (t *Tuner) Fail(err error)   { t.setErr(err) }
func (t *Tuner) setErr(err error) {
	if t.err == nil && err != nil {
		t.err = err
	}
}

// Post runs post (a post function of package propagators on Store) as the
// constraint named label, and puts every propagator it creates on rung r;
// it posts nothing when r lies above the model's ceiling (a model built
// for a walk that never climbs there).
func (t *Tuner) Post(r Rung, label string, post func() error) {
	if t.err != nil || (r > t.ceiling && t.ceiling != 0) {
		return
	}
	s := t.m.Store
	first := s.NumProps()
	t.setErr(tessera.Label(s, label, post))
	for p := first; p < s.NumProps(); p++ {
		s.SetRung(cp.PropID(p), r.cp())
	}
}

// Move puts every propagator of the given family on rung r, and returns
// how many it moved.
func (t *Tuner) Move(family string, r Rung) int {
	s := t.m.Store
	n := 0
	for i := range s.NumProps() {
		if p := cp.PropID(i); s.Kind(p) == family {
			s.SetRung(p, r.cp())
			n++
		}
	}
	return n
}

// MoveLabel puts every propagator of the constraint named label on rung
// r, and returns how many it moved.
func (t *Tuner) MoveLabel(label string, r Rung) int {
	s := t.m.Store
	n := 0
	for i := range s.NumProps() {
		if p := cp.PropID(i); s.Label(p) == label {
			s.SetRung(p, r.cp())
			n++
		}
	}
	return n
}

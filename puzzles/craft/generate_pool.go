package craft

import (
	"context"
	"fmt"
	"sync"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

// Generate builds the same ladder models again and again: the blank
// grid's model its clue trials run on (blankTrials), and the model a
// candidate is graded on. Building one costs as much as generating an easy
// puzzle, so a model is kept after its run for the next run of the same
// shape ('tessera generate --count N', a server, a benchmark), its store
// back at the level it was built at. A kept model answers every question
// as a new one would: the trials' answers are fixpoints and searches for
// a solution, and a grade is walked on a choice point holding the clues,
// as Grade's own model holds them at its root (TestPooledGradeAgrees).
type modelPool struct {
	mu   sync.Mutex
	free map[string][]*Model
	n    int // models kept
}

// poolCap bounds the models kept (each at most a few MB: a 16x16 Sudoku's
// ladder); past it the pool starts again empty.
const poolCap = 32

var models = modelPool{free: map[string][]*Model{}}

// take is a kept model for key, its walks and searches stopped by ctx, or
// nil.
func (p *modelPool) take(key string, ctx context.Context) *Model {
	p.mu.Lock()
	defer p.mu.Unlock()
	ms := p.free[key]
	if len(ms) == 0 {
		return nil
	}
	m := ms[len(ms)-1]
	p.free[key] = ms[:len(ms)-1]
	p.n--
	m.ctx, m.base.Search.Context, m.first = ctx, ctx, nil
	return m
}

// put keeps m, whose store is at level (its root), for key.
func (p *modelPool) put(key string, m *Model, level int) {
	s := m.Store
	if s.Level() != level || s.Failed() {
		return // left elsewhere than its root (a bug): not kept
	}
	s.SetRungLimit(cp.MaxRung)
	m.ctx, m.base.Search.Context, m.first = nil, nil, nil
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.n >= poolCap {
		clear(p.free)
		p.n = 0
	}
	p.free[key] = append(p.free[key], m)
	p.n++
}

// pooled is a model a run took (or built) and gives back when it ends.
type pooled struct {
	key   string
	m     *Model
	level int
}

// release gives the run's models back to the pool.
func (r *genRun) release() {
	for _, p := range r.pooled {
		models.put(p.key, p.m, p.level)
	}
	r.pooled = nil
}

// grade grades a candidate as Grade does, without the kind's probe walk
// (probeKept adds it to the puzzle kept). For a kind built blank (its
// clues assigned on the blank grid's model: Sudoku, Takuzu) the model is
// the run's, or a kept one, with the clues on a choice point.
func (r *genRun) grade(p puzzles.Puzzle) (Difficulty, error) {
	d, _, err := r.gradeFirst(p)
	return d, err
}

// gradeFirst is grade, with the index of the decision variable whose
// value the walk's first lookahead step refuted (-1: none, or a kind not
// built blank).
func (r *genRun) gradeFirst(p puzzles.Puzzle) (Difficulty, int, error) {
	return r.gradeWith(p, Options{Context: r.opt.Context, ladderOnly: true})
}

// probeKept completes d, the grade of p, the puzzle Generate keeps, with
// the kind's probe walk where Grade takes one (Sudoku at the Lookahead
// rung; its candidates were graded without it): on the model p was graded
// on, p's clues set and nothing queued, as Grade's walk leaves it, it
// gets Grade's Probes and Score. The band stays the one d names (it
// reads the ladder's score).
func (r *genRun) probeKept(p puzzles.Puzzle, d *Difficulty) error {
	k := kinds[p.Kind()]
	if k == nil || k.probe == nil || d.Hardest != Lookahead || d.Probes != (Probes{}) {
		return nil
	}
	m, clues, err := r.gradeModel(p)
	if err != nil {
		return err
	}
	own := func() error { // as gradeWith graded p without a kept model: Grade's
		full, err := Grade(p, Options{Context: r.opt.Context})
		d.Probes, d.Score = full.Probes, full.Score
		return err
	}
	if m == nil {
		return own()
	}
	s := m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	for _, c := range clues {
		if !s.Assign(m.Vars[c.Var], c.Value) {
			return own()
		}
	}
	s.Push()
	s.PopTo(lvl) // the queue emptied, as the walk's choice point leaves it
	blank := m.Puzzle
	m.Puzzle = p
	defer func() { m.Puzzle = blank }()
	if err := m.probe(d); err != nil {
		return fmt.Errorf("%s: %w", p.Name(), err)
	}
	return nil
}

// gradeModel is the ladder model a candidate of a kind built blank is
// graded on, the run's or a kept one (its store at the blank grid's
// state), and p's clues on it; nil for a kind not built blank.
func (r *genRun) gradeModel(p puzzles.Puzzle) (*Model, []Clue, error) {
	k := kinds[p.Kind()]
	if k == nil || k.blank == nil {
		return nil, nil, nil
	}
	src, clues, err := k.blank(p)
	if err != nil {
		return nil, nil, nil
	}
	key := fmt.Sprintf("grade:%s:%d:%s", p.Kind(), r.hi, src.Format())
	m, ok := r.cache[key].(*Model)
	if !ok {
		if m = models.take(key, r.opt.Context); m == nil {
			if m, err = build(r.opt.Context, src, false, nil, r.hi); err != nil {
				return nil, nil, err
			}
		}
		r.cache[key] = m
		r.pooled = append(r.pooled, pooled{key, m, m.Store.Level()})
	}
	return m, clues, nil
}

// gradeWith is gradeFirst under opt.
func (r *genRun) gradeWith(p puzzles.Puzzle, opt Options) (Difficulty, int, error) {
	m, clues, err := r.gradeModel(p)
	if err != nil {
		return Difficulty{}, -1, err
	}
	if m == nil {
		d, err := Grade(p, opt)
		return d, -1, err
	}
	s := m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	for _, c := range clues {
		if !s.Assign(m.Vars[c.Var], c.Value) {
			d, err := Grade(p, opt) // the givens clash: Grade says so
			return d, -1, err
		}
	}
	blank := m.Puzzle
	m.Puzzle = p
	defer func() { m.Puzzle = blank }()
	first := -1
	d, err := m.grade(opt, func(_, _ Rung, ref search.Refuted) {
		for i, x := range m.Vars {
			if x == ref.X && first < 0 {
				first = i
			}
		}
	})
	return d, first, err
}

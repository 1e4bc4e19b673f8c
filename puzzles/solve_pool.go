package puzzles

import (
	"errors"
	"sync"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
)

// Solve keeps, for the shapes of the kinds with a Template (Sudoku, Takuzu,
// Hidato, Futoshiki, Skyscrapers: a shape is the puzzle without its
// givens), the shape's model propagated at its root and a few working
// copies of it, as a ModelCache does for one collection, but shared by
// every caller of Solve: a puzzle is solved on an idle copy (or a new clone
// of the shape's model) with its givens assigned one level above the root,
// and the copy, popped back to its root, serves the next puzzle of the
// shape. A single puzzle then costs its search and the givens' propagation,
// not a model's build (docs/SUDOKU_SPEED.md).
//
// The answer does not depend on what was solved before, in which order or
// by how many goroutines at once: a copy at its root holds exactly the
// shape's propagated domains, and what the propagators keep outside the
// trail (AllDifferent's matching) is a hint that changes nothing they
// prune (TestSolvePoolIgnoresHistory).
//
// Memory is bounded: at most poolShapes shapes (the least recently used
// is dropped), poolIdle idle copies each, and no model of more than
// poolVars variables (a 16x16 grid). A 9x9 Sudoku's model and one copy
// hold 140 KiB, a 10x10 Hidato's some 200 KiB (the variable cap keeps
// Hidatos to 127 cells), a 16x16 Takuzu's under the unique rule 2.8 MiB
// (its distinct-rows pairs), so the pool holds at most about 35 MiB. Larger
// grids build each puzzle's model: their search outweighs the build.
const (
	poolShapes = 8
	poolIdle   = 2
	poolVars   = 256
)

// shapeEntry is one shape Solve met. Its model's store is the shape's
// first working copy (a puzzle of a shape seen once costs one build, no
// clone); the other copies are cloned from an idle one, at its root, when
// a caller found none idle.
type shapeEntry struct {
	m      *Model      // propagated at its root; nil: each puzzle builds its own model
	idle   []*cp.Store // copies at their root (m.Store among them), ready for a puzzle
	copies int         // the copies idle or in use
	missed bool        // a caller found no idle copy: clone one when one comes back
	used   uint64      // the pool's clock at its last use
}

// solvePool is the shapes kept, behind one lock (held for map look-ups
// and clones, never during a search).
type solvePool struct {
	mu     sync.Mutex
	clock  uint64
	shapes map[string]*shapeEntry
}

var pool = &solvePool{shapes: map[string]*shapeEntry{}}

// solvePooled solves p on a copy of its shape's model, when p's kind has a
// Template and opt allows it; ok false: Solve builds p's own model.
func solvePooled(p Puzzle, opt Options) (res *Result, ok bool, err error) {
	if !poolable(opt) {
		return nil, false, nil
	}
	tp, ok := p.(templater)
	if !ok {
		return nil, false, nil
	}
	tmpl, givens, ok := tp.template()
	if !ok {
		return nil, false, nil
	}
	key := tmpl.Kind() + "\x00" + tmpl.Format()
	m, st, known := pool.take(key)
	if !known {
		sm, keep := buildShape(tmpl, opt.Build)
		if !keep {
			return nil, false, nil
		}
		m, st = pool.add(key, sm)
	}
	if m == nil || st == nil {
		return nil, false, nil
	}
	for _, g := range givens {
		if g.Var < 0 || g.Var >= len(m.Vars) {
			pool.giveBack(key, m, st) // untouched
			return nil, false, nil    // the kind's Template does not fit its model
		}
	}
	res, reuse, err := solveOnShape(p, tp, m, st, givens, opt)
	if reuse {
		pool.giveBack(key, m, st)
	} else {
		pool.lose(key, m)
	}
	return res, true, err
}

// poolable reports whether a solve under opt may use a kept model: not
// OwnModel, the sequential search (Workers 0), and build limits that the
// kept model, built under the default cap, meets at once (none already
// reached, a cap not below the default).
func poolable(opt Options) bool {
	b := opt.Build
	switch {
	case opt.Workers != 0 || opt.OwnModel:
		return false
	case b.MaxBytes > 0 && b.MaxBytes < DefaultMaxModelBytes:
		return false
	case b.Context != nil && b.Context.Err() != nil:
		return false
	case !b.Deadline.IsZero() && !time.Now().Before(b.Deadline):
		return false
	}
	return true
}

// buildShape builds and propagates the model of tmpl, a puzzle without
// givens; keep false: a limit stopped the build (try again next time).
// A model that cannot be kept (an objective, too large, failed at its
// root, an error) is nil with keep true: the shape is then solved by
// building each puzzle's model. (One that cannot be cloned is kept: its
// own store is its one copy.)
func buildShape(tmpl Puzzle, lim BuildLimits) (m *Model, keep bool) {
	m, err := BuildLimited(tmpl, BuildLimits{Context: lim.Context, Deadline: lim.Deadline})
	if err != nil {
		return nil, !errors.Is(err, cp.ErrBuildStopped)
	}
	// Propagated here, so that a copy's root is a fixpoint with nothing
	// queued: the state that popping back restores.
	if m.Objective != model.NoObjective || m.Store.NumVars() > poolVars || !m.Store.Propagate() {
		return nil, true
	}
	return m, true
}

// take returns the model of the shape key and a working copy of it (an
// idle one, or a new clone); known false: the shape is not kept.
func (sp *solvePool) take(key string) (m *Model, st *cp.Store, known bool) {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	e := sp.shapes[key]
	if e == nil {
		return nil, nil, false
	}
	m, st = sp.useLocked(e)
	return m, st, true
}

// add keeps m (nil: not kept) as the model of the shape key, unless
// another caller did first, dropping the least recently used shape past
// poolShapes; it returns the shape's model and a working copy of it.
func (sp *solvePool) add(key string, m *Model) (*Model, *cp.Store) {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	e := sp.shapes[key]
	if e == nil {
		if len(sp.shapes) >= poolShapes {
			// The clock is unique per use, so the oldest is one shape
			// whatever the map's order.
			var oldest string
			var at uint64
			for k, o := range sp.shapes {
				if oldest == "" || o.used < at {
					oldest, at = k, o.used
				}
			}
			delete(sp.shapes, oldest)
		}
		e = &shapeEntry{m: m}
		if m != nil {
			e.idle, e.copies = []*cp.Store{m.Store}, 1
		}
		sp.shapes[key] = e
	}
	return sp.useLocked(e)
}

// useLocked stamps e's use and returns its model with a working copy at
// its root: an idle one (the model's own store first met), or nil when
// every copy is in use (the caller then builds its puzzle's own model, and
// a copy is cloned for the next caller when one comes back).
func (sp *solvePool) useLocked(e *shapeEntry) (*Model, *cp.Store) {
	sp.clock++
	e.used = sp.clock
	if e.m == nil {
		return nil, nil
	}
	if n := len(e.idle); n > 0 {
		st := e.idle[n-1]
		e.idle[n-1] = nil
		e.idle = e.idle[:n-1]
		return e.m, st
	}
	e.missed = true
	return e.m, nil
}

// giveBack returns st, a copy of m.Store at its root, to the idle copies
// of the shape key, if the shape still keeps m and has room; when a
// caller found none idle, a clone of st joins them (cloned here, at the
// root, where every copy equals the shape's propagated model).
func (sp *solvePool) giveBack(key string, m *Model, st *cp.Store) {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	e := sp.shapes[key]
	if e == nil || e.m != m {
		return
	}
	if len(e.idle) >= poolIdle {
		e.copies--
		return
	}
	e.idle = append(e.idle, st)
	if e.missed && len(e.idle) < poolIdle {
		if c, err := st.Clone(); err == nil {
			e.idle = append(e.idle, c)
			e.copies++
		}
	}
	e.missed = false
}

// lose records that a copy of the shape key's model did not come back (a
// search left it above its root: learning, an error); a shape left with no
// copy is dropped, to be built again when next met.
func (sp *solvePool) lose(key string, m *Model) {
	sp.mu.Lock()
	defer sp.mu.Unlock()
	e := sp.shapes[key]
	if e == nil || e.m != m {
		return
	}
	if e.copies--; e.copies <= 0 {
		delete(sp.shapes, key)
	}
}

// solveOnShape solves p on st, a copy of tm.Store at its root, with p's
// givens assigned one level above the root, and reports whether st is
// back at its root, fit for the next puzzle. A search that learns or runs
// in parallel (as Tune set it) needs its givens at level 0: it gets them
// there, and st is not reused.
func solveOnShape(p Puzzle, tp templater, tm *Model, st *cp.Store, givens []model.Given, opt Options) (res *Result, reuse bool, err error) {
	m := &Model{Store: st, Vars: tm.Vars, Names: tm.Names, Objective: tm.Objective, Search: tm.Search,
		Decode: func(s *cp.Store) Solution { return tp.rewrap(tm.Decode(s)) }}
	so := phaseOptions(m, opt, opt.Solutions)
	plain := !so.Learn && so.Workers == 0
	if plain {
		st.Push()
	}
	for _, g := range givens {
		// A given outside its domain fails the store; the search then
		// answers unsatisfiable, as it does on p's own model.
		st.Assign(tm.Vars[g.Var], g.Value)
	}
	res = &Result{}
	err = runSearch(p, m, opt, so, res)
	if !plain || err != nil || st.Level() < 1 {
		return res, false, err
	}
	st.PopTo(0)
	return res, true, nil
}

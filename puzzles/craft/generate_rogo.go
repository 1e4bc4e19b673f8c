package craft

import (
	"context"
	"errors"
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/search"
)

// ROGO: whole boards drawn, each stating its best score, until the ladder
// solves one within the band. Every ROGO the ladder solves is at the deep
// lookahead rung (kind_rogo.go), where the judge's closure and then its
// walk each take one refutation at a time over the loop's steps: about
// 30 s of CPU each for a 14×14 board with 40 steps, against 0.2 s for the
// kind's search to count its optimal loops at the stated best. So the candidate is judged
// here, with the same answers as judge, in the cheapest order:
//
//   - several optimal loops: dropped after the count (the ladder solves
//     no puzzle with two solutions, so the judge's closure fails too);
//   - easy, medium, hard (and any grade): the walk alone (the closure
//     only said earlier what the walk's end says), cut as soon as its
//     score has passed the band's split (its Open only grows, so the
//     grade is above the band: tallied "above BAND");
//   - fiendish: singleton consistency over every rung to its fixpoint
//     (rogoDeepCloses: the closure's fixpoint, without restarting its
//     passes at each refutation); a board it solves is below the band
//     (tallied "below fiendish"), one it does not is walked to its search.
//
// rogoShortcuts off judges every candidate by judge instead (the
// agreement tests compare the two).
var rogoShortcuts = true

func init() {
	generators["rogo"] = &generator{
		maxAttempts: 40,
		defaults: func(o *GenOptions) error {
			if o.Size != 0 || o.Colours != 0 || o.Stars != 0 || o.UniqueRule {
				return badf("rogo takes rows, cols and steps")
			}
			if o.Rows == 0 {
				o.Rows = 8
			}
			if o.Cols == 0 {
				o.Cols = o.Rows
			}
			if o.Steps == 0 {
				o.Steps = 12
			}
			return nil
		},
		// A candidate states its target, the best score the solver
		// proved (rogo.GenerateContext), so that its hints can reason
		// from it; the ladder keeps it if that best is reached by one
		// loop only.
		candidate: rogoCandidate,
	}
}

func rogoCandidate(r *genRun, _ int) (puzzles.Puzzle, *Difficulty, error) {
	ctx := r.opt.Context
	if ctx == nil {
		ctx = context.Background()
	}
	rp, err := rogo.GenerateContext(ctx, r.seed(), r.opt.Rows, r.opt.Cols, r.opt.Steps)
	if err != nil {
		return nil, nil, err
	}
	if !rogoShortcuts {
		return r.drawn(rogo.Format(rp))
	}
	p, err := reparse(r.name(), rogo.Format(rp))
	if err != nil {
		return nil, nil, err
	}
	if ok, err := rogoOneBestLoop(ctx, rp); err != nil || !ok {
		return nil, nil, errOr(err, errRetry)
	}
	if r.lo >= DeepLookahead {
		return r.rogoBeyondDeep(ctx, p)
	}
	return r.rogoWalk(ctx, p)
}

// rogoOneBestLoop reports whether one loop only reaches the best score rp
// states (proven optimal by rogo.GenerateContext): the count of
// puzzles.Solve with two solutions asked for, without its first search
// proving the optimum again (half the CPU of a 14×14 candidate's count).
func rogoOneBestLoop(ctx context.Context, rp *rogo.Puzzle) (bool, error) {
	m, err := rogo.Build(rp)
	if err != nil {
		return false, err
	}
	if !m.Store.Assign(m.Objective, rp.Best) {
		return false, fmt.Errorf("craft: rogo generator: the stated best %d is out of the score's range (a bug)", rp.Best)
	}
	o := rogo.SearchOptions(m)
	o.Objective = search.Objective{}
	o.MaxSolutions, o.Context = 2, ctx
	res, err := search.Solve(m.Store, o, nil)
	if err != nil {
		return false, err
	}
	if err := ctx.Err(); err != nil {
		return false, err
	}
	return res.Solutions == 1 && res.Complete(), nil
}

// rogoWalk is judge's answer for a ROGO with one optimal loop and a band
// that starts below the deep lookahead rung: the walk on a fresh model,
// stopped once its score passes the band's split at the top (errTallied:
// "above BAND").
func (r *genRun) rogoWalk(ctx context.Context, p puzzles.Puzzle) (puzzles.Puzzle, *Difficulty, error) {
	below, cut := r.split.cut(r.band)
	wctx, stop := context.WithCancel(ctx)
	defer stop()
	m, err := build(wctx, p, false, nil, r.hi)
	if err != nil {
		return nil, nil, err
	}
	w := newWalk(m, r.hi)
	above := false
	if cut {
		w.onStep = func(rung Rung, _ cp.PropID) {
			// A deep step fixes the walk's Hardest at that rung (or the walk
			// gets stuck above it); the score there reads Open and Beyond,
			// which only grow.
			if rung != DeepLookahead || above {
				return
			}
			d := Difficulty{Hardest: DeepLookahead, Open: w.open, Beyond: w.beyond}
			d.Score = m.scoreOf(d)
			if d.splitScore() >= below {
				above = true
				stop()
			}
		}
	}
	s := m.Store
	lvl := s.Push()
	out, err := w.run()
	s.PopTo(lvl - 1)
	switch {
	case above && ctx.Err() == nil:
		r.tried["above "+r.band]++
		return nil, nil, errTallied
	case ctx.Err() != nil:
		return nil, nil, ctx.Err()
	case errors.Is(err, ErrNotUnique), errors.Is(err, ErrNoSolution):
		return nil, nil, errRetry
	case err != nil:
		return nil, nil, err
	case out != solved:
		return nil, nil, errRetry
	}
	d := w.difficulty()
	return p, &d, nil
}

// rogoBeyondDeep is judge's answer for a ROGO with one optimal loop and a
// band above the deep lookahead rung (fiendish): none when the deep lookahead solves it
// (errTallied: "below BAND"), else the walk to its search on a fresh
// model.
func (r *genRun) rogoBeyondDeep(ctx context.Context, p puzzles.Puzzle) (puzzles.Puzzle, *Difficulty, error) {
	m, err := build(ctx, p, false, nil, DeepLookahead)
	if err != nil {
		return nil, nil, err
	}
	s := m.Store
	lvl := s.Push()
	deep, err := m.rogoDeepCloses()
	s.PopTo(lvl - 1)
	switch {
	case err != nil:
		return nil, nil, err
	case deep:
		r.tried["below "+r.band]++
		return nil, nil, errTallied
	}
	ok, d, err := solvesWithin(ctx, p, r.hi)
	switch {
	case err != nil:
		return nil, nil, err
	case !ok:
		return nil, nil, errRetry
	}
	return p, &d, nil
}

// rogoDeepCloses is closes(DeepLookahead) for a ROGO: whether singleton
// consistency over every rung, to its fixpoint, solves the position. The
// fixpoint is the one closes reaches (a value a probe over forward
// checking refutes, a probe over every rung refutes too, and each
// refutation only removes values), but one pass goes on after a
// refutation where closes starts again from the first step's cells with
// a pass over forward checking, which never refutes a ROGO value
// (kind_rogo.go). It works from the store's current state, on a choice
// point the caller pops.
func (m *Model) rogoDeepCloses() (bool, error) {
	s := m.Store
	s.SetRungLimit(m.top.cp())
	if !s.Propagate() {
		return false, nil
	}
	res, err := search.Singleton(s, search.SingletonOptions{Vars: m.Vars, Context: m.ctx})
	switch {
	case err != nil:
		return false, err
	case res.Failed:
		return false, nil
	}
	return m.solved(), nil
}

package craft

import (
	"context"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/search"
)

// Futoshiki's graded generator, after Tatham's Unequal: a random Latin
// square with every given and some of the signs (at random), its givens
// removed while the ladder still solves the puzzle within the band's
// ceiling (on one model of those signs, blankTrials), then its signs the
// same way (on one model of those givens and signs, switchedTrials: a sign is
// a constraint, not a value, taken out by its rung). Drawing whole unique
// puzzles until one fell in the band took ~27 draws a puzzle for the
// trivial band.

// futoshikiGraded is the candidate of a run with a band; a run without one
// keeps the kind's own unique generator (generate_planted.go).
func futoshikiGraded(r *genRun) (puzzles.Puzzle, *Difficulty, error) {
	n := r.opt.Size
	sq := draw.LatinSquare(r.rng, n)
	p := &futoshiki.Puzzle{N: n, Givens: make([][]int, n), Right: make([][]futoshiki.Rel, n), Below: make([][]futoshiki.Rel, n-1)}
	for i := range n {
		p.Givens[i], p.Right[i] = make([]int, n), make([]futoshiki.Rel, n-1)
		if i < n-1 {
			p.Below[i] = make([]futoshiki.Rel, n)
		}
	}
	// The signs, each the place of its Rel and the one that agrees with
	// the square.
	type sign struct {
		at  *futoshiki.Rel
		rel futoshiki.Rel
	}
	var signs []sign
	rel := func(a, b int) futoshiki.Rel {
		if a < b {
			return futoshiki.Less
		}
		return futoshiki.Greater
	}
	for i := range n {
		for j := range n {
			if j+1 < n {
				signs = append(signs, sign{&p.Right[i][j], rel(sq[i][j], sq[i][j+1])})
			}
			if i+1 < n {
				signs = append(signs, sign{&p.Below[i][j], rel(sq[i][j], sq[i+1][j])})
			}
		}
	}
	var on []int
	for k, in := range r.rng.Sample(len(signs), len(signs)*futoshikiSigns(r.hi)/4) {
		if in {
			*signs[k].at = signs[k].rel
			on = append(on, k)
		}
	}

	// The givens, then the signs, on one model of the blank grid with
	// these signs (below Search: there, and should a sign's propagator
	// not be found, a model for the givens and a fresh one per sign
	// trial).
	st, err := r.newSignTrials(p)
	if err != nil {
		return nil, nil, err
	}
	clues := make([]int, n*n)
	for i := range clues {
		clues[i] = sq[i/n][i%n] + 1
	}
	if st != nil {
		clues, err = st.remove(r, clues)
	} else {
		clues, err = r.removeGivensFresh(p, clues)
	}
	if err != nil {
		return nil, nil, err
	}
	for i, v := range clues {
		p.Givens[i/n][i%n] = max(v, 0)
	}
	if st != nil {
		if err := st.start(r, clues); err != nil {
			return nil, nil, err
		}
	}
	keep := make([]bool, len(on))
	for i := range keep {
		keep[i] = true
	}
	for _, i := range r.rng.Perm(len(on)) {
		if err := r.canceled(); err != nil {
			return nil, nil, err
		}
		s := signs[on[i]]
		if r.hi >= Lookahead && r.otherSolution(p, s.at, s.rel) {
			continue // the sign is needed for uniqueness
		}
		*s.at = futoshiki.None
		keep[i] = false
		var ok bool
		if st != nil {
			ok, err = st.closes(keep, r.hi)
		} else {
			var q puzzles.Puzzle
			if q, err = reparse(r.name(), futoshiki.Format(p)); err == nil {
				ok, err = r.closesFresh(q)
			}
		}
		if err != nil {
			return nil, nil, err
		}
		if !ok {
			*s.at = s.rel
			keep[i] = true
		}
	}
	switch {
	case st != nil && st.m.belowAgrees(r):
		// Solved below the band: thrown away without a model of its own.
		if easier, err := st.closes(keep, r.lo); err != nil || easier {
			return nil, nil, errOr(err, errRetry)
		}
	case st == nil || r.hi == Combined:
		// Tricky: most candidates come out Easy (10 of 11), which judge
		// throws away by the band's fixpoints for less than the walk.
		return r.drawn(futoshiki.Format(p))
	}
	// Graded by the walk up to the ceiling on the trials' model (judge
	// would build two for the band's fixpoints, solvesWithin one).
	q, err := reparse(r.name(), futoshiki.Format(p))
	if err != nil {
		return nil, nil, err
	}
	ok, d, err := st.walk(q, keep, clues, r.hi)
	if err != nil || !ok {
		return nil, nil, errOr(err, errRetry)
	}
	return q, &d, nil
}

// otherSolution reports whether p has a solution with the sign at reversed
// (rel is the one that agrees with the square): then removing it leaves p
// with two solutions. One search on the kind's own model, far cheaper than
// the ladder's probes at the lookahead ceilings (closesFresh) that would
// find no way either (below them closes is one propagation, cheaper than
// this search); a search that stops (cancelled) says no, and closesFresh
// decides.
func (r *genRun) otherSolution(p *futoshiki.Puzzle, at *futoshiki.Rel, rel futoshiki.Rel) bool {
	ctx := r.opt.Context
	if ctx == nil {
		ctx = context.Background()
	}
	*at = futoshiki.Less + futoshiki.Greater - rel
	defer func() { *at = rel }()
	m, err := futoshiki.Build(p)
	if err != nil {
		return false
	}
	o := futoshiki.SearchOptions(m)
	o.MaxSolutions = 1
	o.Context = ctx
	res, err := search.Solve(m.Store, o, func(*cp.Store) bool { return true })
	return err == nil && res.Solutions > 0
}

// futoshikiSigns is the quarters of the signs a candidate starts with
// for a band of ceiling hi. Measured on 5×5, 20 seeds (attempts per
// puzzle, CPU): a quarter suits trivial, easy and extreme (1.1, 1.1 and
// 3.7 attempts; half: 1.75, 1.05, 2.45, at two to three times the
// CPU per attempt);
// tricky needs half (10.9 attempts; a quarter: 13 of 20 made in 60
// attempts), most candidates coming out easy.
func futoshikiSigns(hi Rung) int {
	if hi == Combined {
		return 2
	}
	return 1
}

// newSignTrials builds the model of p (its signs, no given) for the
// sign trials (switchedTrials: the givens taken out with every sign on,
// then the signs; a sign is a constraint, not a value, taken out by its
// rung), not yet propagated, or nil where a trial takes a fresh model (at
// Search; or a sign whose propagator is not found by its name). The
// switchable propagators are the first signs' (keep's index: their order
// in p.Inequalities). The root of the sign trials is propagated with
// every sign off, up to the ceiling (the givens are there: a higher rung
// would make the trials stronger than the ladder); the givens are taken
// out on a root propagated as newBlankTrials propagates a blank model's.
func (r *genRun) newSignTrials(p *futoshiki.Puzzle) (*switchedTrials, error) {
	if r.hi >= Search {
		return nil, nil
	}
	t, err := r.newSwitchedTrials(futoshiki.Format(p), "futoshiki", "givens", "signs")
	if err != nil {
		return nil, err
	}
	t.removeLimit = cp.MaxRung
	ineqs := p.Inequalities()
	props := make([]cp.PropID, len(ineqs))
	index := make(map[string]int, len(ineqs))
	for i, q := range ineqs {
		index[q.String()] = i
		props[i] = -1
	}
	s := t.m.Store
	for i := range s.NumProps() {
		pid := cp.PropID(i)
		if k, ok := index[s.Label(pid)]; ok && s.Kind(pid) == "lesseq" && props[k] < 0 {
			props[k] = pid
		}
	}
	for k, pid := range props {
		if pid < 0 {
			return nil, nil
		}
		t.add(pid, []int{k})
	}
	return t, nil
}

// removeGivensFresh is the sign trials' remove on a model of its own
// (blankTrials).
func (r *genRun) removeGivensFresh(p *futoshiki.Puzzle, clues []int) ([]int, error) {
	blank, err := reparse("blank", futoshiki.Format(p))
	if err != nil {
		return nil, err
	}
	t, err := newBlankTrials(r.opt.Context, blank, r.hi)
	if err != nil {
		return nil, err
	}
	return r.removeClues(t, clues)
}

// closesFresh reports whether the ladder solves p within the run's
// ceiling (at Search: whether p is unique), on a fresh model, by the
// ladder's fixpoint (closes) without the walk.
func (r *genRun) closesFresh(p puzzles.Puzzle) (bool, error) {
	m, err := build(r.opt.Context, p, false, nil, r.hi)
	if err != nil {
		return false, err
	}
	s := m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	return m.closes(r.hi)
}

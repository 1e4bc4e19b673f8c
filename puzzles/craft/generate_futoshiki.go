package craft

import (
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// Futoshiki's graded generator, after Tatham's Unequal: a random Latin
// square with every given and half the signs (at random), its givens
// removed while the ladder still solves the puzzle within the band's
// ceiling (on one model of those signs, blankTrials), then its signs the
// same way (each trial a fresh model: a sign is a constraint, not a
// value). Drawing whole unique puzzles until one fell in the band took
// ~27 draws a puzzle for the trivial band.

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
	for k, in := range r.rng.Sample(len(signs), len(signs)/2) {
		if in {
			*signs[k].at = signs[k].rel
			on = append(on, k)
		}
	}

	// The givens, on one model of the blank grid with these signs.
	blank, err := reparse("blank", futoshiki.Format(p))
	if err != nil {
		return nil, nil, err
	}
	t, err := newBlankTrials(r.opt.Context, blank, r.hi)
	if err != nil {
		return nil, nil, err
	}
	clues := make([]int, n*n)
	for i := range clues {
		clues[i] = sq[i/n][i%n] + 1
	}
	if clues, err = r.removeClues(t, clues); err != nil {
		return nil, nil, err
	}
	for i, v := range clues {
		p.Givens[i/n][i%n] = max(v, 0)
	}

	// The signs, each trial a fresh model.
	for _, i := range r.rng.Perm(len(on)) {
		if err := r.canceled(); err != nil {
			return nil, nil, err
		}
		s := signs[on[i]]
		*s.at = futoshiki.None
		q, err := reparse(r.name(), futoshiki.Format(p))
		if err != nil {
			return nil, nil, err
		}
		ok, err := r.closesFresh(q)
		if err != nil {
			return nil, nil, err
		}
		if !ok {
			*s.at = s.rel
		}
	}
	return r.drawn(futoshiki.Format(p))
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

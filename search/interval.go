package search

import "github.com/tessera-cp/tessera/cp"

// Branching on an interval variable (cp.Store.IsInterval) never removes a
// value strictly inside its bounds, which the store cannot represent: the
// right branch of x = v is x ≠ v, a bound only when v is min or max. ValMin
// and ValMax branch on a bound already; ValSplit splits the bounds; ValMedian
// and ValRandom become splits at the median value and at a uniformly drawn
// one.

// splitInterval is the decision x ≤ m, then x > m, on an unfixed interval
// variable: m is the median value for ValMedian and ValMiddle (the middle
// of the bounds, both), a uniformly drawn value below the maximum for
// ValRandom.
func (b *brancher) splitInterval(s *cp.Store, x cp.VarID, valSel ValSelect) decision {
	lo, hi := s.Min(x), s.Max(x)
	m := lo + (hi-lo)/2
	if valSel == ValRandom {
		m = lo + b.rng.IntN(hi-lo)
	}
	return decision{x, m, opLe}
}

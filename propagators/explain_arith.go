package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of the arithmetic propagators (cp.Explainer). The decomposed +
// cage (Σ xs = c, bounds) is a linear sum with unit coefficients: a bound
// follows from the other terms' bounds, lifted (see explain_linear.go).
// Times, Div, AbsDiff, Max, Min and the product cage use the coarse reason.

func (p *arithSum) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	ones := s.ScratchInts(15, len(p.xs))
	for i := range ones {
		ones[i] = 1
	}
	n := len(buf)
	if l.Op == cp.OpFalse {
		if r, ok := linearSide(s, ones, p.xs, 1, -1, p.c+1, at, buf); ok {
			return r
		}
		if r, ok := linearSide(s, ones, p.xs, -1, -1, -p.c+1, at, buf[:n]); ok {
			return r
		}
	} else if j := indexOf(p.xs, l.X); j >= 0 {
		for _, sgn := range [2]int{1, -1} {
			if r, ok := linearExplainBound(s, ones, p.xs, p.c, sgn, j, l, at, buf[:n]); ok {
				return r
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
}

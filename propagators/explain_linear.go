package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of Linear (cp.Explainer).
//
// Bounds (LE, and EQ in both directions): a bound of x_j written from
// Σ aᵢxᵢ ≤ c follows from the lower ends of the other terms (xᵢ ≥ bᵢ for
// aᵢ > 0, xᵢ ≤ bᵢ for aᵢ < 0); from Σ aᵢxᵢ ≥ c, from their upper ends. The
// bounds are those before the fact, then lifted: the slack between what
// they imply and what the bound needs loosens them term by term, down to
// the given domain (where the literal disappears). A failure is the side
// whose bounds exceed c, explained the same way.
//
// NE: the last free variable loses the one value the fixed others leave
// forbidden: the reason is their values.

// linearSide appends the reason of Σ_{i≠j} aᵢxᵢ ≥ need, where each term's
// lower end is taken before at (j = -1: every term). a are the
// coefficients read with sign sgn (-1 for the ≥ side). It reports false
// when the bounds then do not reach need.
func linearSide(s *cp.Store, a []int, x []cp.VarID, sgn, j, need, at int, buf []cp.Lit) ([]cp.Lit, bool) {
	sum := 0
	for i, v := range x {
		if i == j {
			continue
		}
		if ai := sgn * a[i]; ai > 0 {
			sum += ai * s.MinAt(v, at)
		} else {
			sum += ai * s.MaxAt(v, at)
		}
	}
	slack := sum - need
	if slack < 0 {
		return buf, false
	}
	for i, v := range x {
		if i == j {
			continue
		}
		ai := sgn * a[i]
		if ai > 0 {
			b := s.MinAt(v, at)
			lift := min(slack/ai, b-s.MinAt(v, -1))
			slack -= lift * ai
			buf = append(buf, cp.LitGe(v, b-lift))
		} else {
			b := s.MaxAt(v, at)
			lift := min(slack/(-ai), s.MaxAt(v, -1)-b)
			slack -= lift * (-ai)
			buf = append(buf, cp.LitLe(v, b+lift))
		}
	}
	return buf, true
}

// linearExplainBound explains l, a bound of x[j], by the ≤ side (sgn = 1:
// Σ aᵢxᵢ ≤ c) or the ≥ side (sgn = -1: Σ aᵢxᵢ ≥ c).
func linearExplainBound(s *cp.Store, a []int, x []cp.VarID, c, sgn, j int, l cp.Lit, at int, buf []cp.Lit) ([]cp.Lit, bool) {
	// In sgn coordinates the side reads Σ a'ᵢxᵢ ≤ c' and bounds a'_j·x_j
	// from above: x_j ≤ m when a'_j > 0, x_j ≥ m when a'_j < 0. It implies
	// l iff Σ_{i≠j} a'ᵢbᵢ > c' - a'_j·t, t the first value l excludes.
	aj, cc := sgn*a[j], sgn*c
	var t int
	switch {
	case aj > 0 && l.Op == cp.OpLe:
		t = l.V + 1
	case aj < 0 && l.Op == cp.OpGe:
		t = l.V - 1
	default:
		return buf, false
	}
	return linearSide(s, a, x, sgn, j, cc-aj*t+1, at, buf)
}

func (p *linearBounds) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n := len(buf)
	if l.Op == cp.OpFalse {
		if r, ok := linearSide(s, p.a, p.x, 1, -1, p.c+1, at, buf); ok {
			return r
		}
		if p.eq {
			if r, ok := linearSide(s, p.a, p.x, -1, -1, -p.c+1, at, buf[:n]); ok {
				return r
			}
		}
		return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
	}
	if j := indexOf(p.x, l.X); j >= 0 {
		if r, ok := linearExplainBound(s, p.a, p.x, p.c, 1, j, l, at, buf); ok {
			return r
		}
		if p.eq {
			if r, ok := linearExplainBound(s, p.a, p.x, p.c, -1, j, l, at, buf[:n]); ok {
				return r
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
}

func (p *linearNE) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	for _, v := range p.x {
		if v == l.X {
			continue
		}
		lo := s.MinAt(v, at)
		if lo != s.MaxAt(v, at) {
			return s.CoarseReason(s.ExplainedProp(), at, buf)
		}
		buf = append(buf, cp.LitEq(v, lo))
	}
	return buf
}

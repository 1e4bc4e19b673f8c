package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of the reified constraints (cp.Explainer). b is decided because
// the domains entail C (or ¬C): the reason is the literals that entail it
// (x ≤ v, the bounds that settle a comparison or a sum, the values of a
// set). Once b is fixed, a pruning of C's (or ¬C's) variables is b's value
// plus the reason C's own propagator would give.

// bAt appends b's value before at (b is fixed then, or the reason falls
// back).
func (l reifLit) bAt(s *cp.Store, at int, buf []cp.Lit) ([]cp.Lit, bool) {
	v := s.MinAt(l.b, at)
	if v != s.MaxAt(l.b, at) {
		return buf, false
	}
	return append(buf, cp.LitEq(l.b, v)), true
}

// decidedAt reports whether l is the write that decides b (b unfixed
// before at), and then whether it asserts C.
func (l reifLit) decidedAt(s *cp.Store, lit cp.Lit, at int) (decided, holds bool) {
	if lit.X != l.b || lit.Op != cp.OpEq || s.MinAt(l.b, at) == s.MaxAt(l.b, at) {
		return false, false
	}
	return true, lit.V == l.bt
}

func (p *reifEqVal) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if d, holds := p.lit.decidedAt(s, l, at); d {
		if holds {
			return append(buf, cp.LitEq(p.x, p.v))
		}
		return append(buf, cp.LitNe(p.x, p.v))
	}
	if l.X == p.x {
		if r, ok := p.lit.bAt(s, at, buf); ok {
			return r
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

func (p *reifLeVal) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if d, holds := p.lit.decidedAt(s, l, at); d {
		if holds {
			return append(buf, cp.LitLe(p.x, p.v))
		}
		return append(buf, cp.LitGe(p.x, p.v+1))
	}
	if l.X == p.x {
		if r, ok := p.lit.bAt(s, at, buf); ok {
			return r
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

func (p *reifEqual) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	x, y, c := p.x, p.y, p.c
	if d, holds := p.lit.decidedAt(s, l, at); d {
		switch {
		case holds: // both fixed, x = y + c
			return append(buf, cp.LitEq(x, s.MinAt(x, at)), cp.LitEq(y, s.MinAt(y, at)))
		case s.MaxAt(x, at) < s.MinAt(y, at)+c:
			return append(buf, cp.LitLe(x, s.MaxAt(x, at)), cp.LitGe(y, s.MaxAt(x, at)-c+1))
		case s.MinAt(x, at) > s.MaxAt(y, at)+c:
			return append(buf, cp.LitGe(x, s.MinAt(x, at)), cp.LitLe(y, s.MinAt(x, at)-c-1))
		}
		// No common value: the two domains.
		return s.AppendDomainAt(y, at, s.AppendDomainAt(x, at, buf))
	}
	if l.X == x || l.X == y {
		if r, ok := p.lit.bAt(s, at, buf); ok {
			if r[len(r)-1].V == p.lit.bt {
				e := equal{x, y, c}
				return e.Explain(s, l, at, r)
			}
			ne := notEqual{x, y, c}
			return ne.Explain(s, l, at, r)
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

func (p *reifLessEq) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	x, y, c := p.x, p.y, p.c
	if d, holds := p.lit.decidedAt(s, l, at); d {
		if holds { // max x ≤ min y + c
			return append(buf, cp.LitLe(x, s.MaxAt(x, at)), cp.LitGe(y, s.MaxAt(x, at)-c))
		}
		return append(buf, cp.LitGe(x, s.MinAt(x, at)), cp.LitLe(y, s.MinAt(x, at)-c-1))
	}
	if l.X == x || l.X == y {
		if r, ok := p.lit.bAt(s, at, buf); ok {
			le := lessEq{x, y, c}
			if r[len(r)-1].V != p.lit.bt {
				le = lessEq{y, x, -c - 1}
			}
			return le.Explain(s, l, at, r)
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

func (p *reifIn) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	inSet := func(v int) bool {
		b := v - s.Base(p.x)
		return b >= 0 && b < 64*len(p.mask) && p.mask[b>>6]&(1<<(b&63)) != 0
	}
	if d, holds := p.lit.decidedAt(s, l, at); d {
		if holds {
			return s.AppendWithinAt(p.x, at, inSet, buf)
		}
		return s.AppendWithinAt(p.x, at, func(v int) bool { return !inSet(v) }, buf)
	}
	if l.X == p.x {
		if r, ok := p.lit.bAt(s, at, buf); ok {
			return r
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

func (p *reifLinear) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n := len(buf)
	if d, holds := p.lit.decidedAt(s, l, at); d {
		var ok bool
		switch {
		case holds && p.eq: // Σ min ≥ c and Σ max ≤ c
			buf, ok = linearSide(s, p.a, p.x, 1, -1, p.c, at, buf)
			if ok {
				buf, ok = linearSide(s, p.a, p.x, -1, -1, -p.c, at, buf)
			}
		case holds: // Σ max ≤ c
			buf, ok = linearSide(s, p.a, p.x, -1, -1, -p.c, at, buf)
		default: // Σ min > c, or (=) Σ max < c
			buf, ok = linearSide(s, p.a, p.x, 1, -1, p.c+1, at, buf)
			if !ok && p.eq {
				buf, ok = linearSide(s, p.a, p.x, -1, -1, -p.c+1, at, buf[:n])
			}
		}
		if ok {
			return buf
		}
		return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
	}
	if r, ok := p.lit.bAt(s, at, buf); ok {
		var ex cp.Explainer
		isT := r[len(r)-1].V == p.lit.bt
		switch {
		case isT && p.lit.fwd:
			ex = p.pos
		case !isT && p.lit.bwd && p.eq:
			ex = p.ne
		case !isT && p.lit.bwd:
			ex = p.neg
		}
		if ex != nil {
			return ex.Explain(s, l, at, r)
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
}

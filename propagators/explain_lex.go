package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of AllDistinctRows (cp.Explainer): y[w] ≠ v because every other
// position is fixed and equal on both rows and x[w] = v; a failure because
// all positions are. LexLess and LexLessEq use the coarse reason.

// closedAt reports whether position i is fixed and equal before at (or
// holds one variable twice).
func (p *lexDiffer) closedAt(s *cp.Store, i, at int) bool {
	x, y := p.x[i], p.y[i]
	if x == y {
		return true
	}
	v := s.MinAt(x, at)
	return v == s.MaxAt(x, at) && s.EntailedAt(cp.LitEq(y, v), at)
}

// appendClosed appends the values of the closed positions but w.
func (p *lexDiffer) appendClosed(s *cp.Store, at, w int, buf []cp.Lit) []cp.Lit {
	for i := range p.x {
		if i == w || p.x[i] == p.y[i] {
			continue
		}
		v := s.MinAt(p.x[i], at)
		buf = append(buf, cp.LitEq(p.x[i], v), cp.LitEq(p.y[i], v))
	}
	return buf
}

func (p *lexDiffer) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if l.Op == cp.OpFalse {
		for i := range p.x {
			if !p.closedAt(s, i, at) {
				return s.CoarseReason(s.ExplainedProp(), at, buf)
			}
		}
		return p.appendClosed(s, at, -1, buf)
	}
	if l.Op == cp.OpNe {
		for w := range p.x {
			other := p.y[w]
			if p.y[w] == l.X {
				other = p.x[w]
			} else if p.x[w] != l.X {
				continue
			}
			if other == l.X || !s.EntailedAt(cp.LitEq(other, l.V), at) {
				continue
			}
			open := false
			for i := range p.x {
				open = open || i != w && !p.closedAt(s, i, at)
			}
			if !open {
				return append(p.appendClosed(s, at, w, buf), cp.LitEq(other, l.V))
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Reasons of Increasing and Decreasing: xs[i] ≥ m because xs[i-1] ≥
// m - gap; xs[i] ≤ m because xs[i+1] ≤ m + gap.
func (p *increasing) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	for i, x := range p.xs {
		if x != l.X {
			continue
		}
		switch {
		case l.Op == cp.OpGe && i > 0:
			if c := cp.LitGe(p.xs[i-1], l.V-p.gap); s.EntailedAt(c, at) {
				return append(buf, c)
			}
		case l.Op == cp.OpLe && i+1 < len(p.xs):
			if c := cp.LitLe(p.xs[i+1], l.V+p.gap); s.EntailedAt(c, at) {
				return append(buf, c)
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

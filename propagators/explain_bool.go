package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of the boolean constraints (cp.Explainer), clause-style: a
// literal is forced because the others are false (or true).

// Explain: the unit literal because every other literal is false; a
// failure because all are.
func (p *clause) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	for i, x := range p.x {
		if x == l.X {
			continue
		}
		if !s.EntailedAt(cp.LitNe(x, p.t[i]), at) {
			return s.CoarseReason(s.ExplainedProp(), at, buf)
		}
		buf = append(buf, cp.LitNe(x, p.t[i]))
	}
	return buf
}

// Explain for (b = bt) ⇔ ∧(x[i] = t[i]): b false because one literal is
// false, b true because all are true, a literal true because b is, the last
// literal false because b is false and the others true.
func (p *boolAnd) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if l.Op != cp.OpEq {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	if l.X == p.b {
		if l.V != p.bt {
			for i, x := range p.x {
				if s.EntailedAt(cp.LitNe(x, p.t[i]), at) {
					return append(buf, cp.LitNe(x, p.t[i]))
				}
			}
			return s.CoarseReason(s.ExplainedProp(), at, buf)
		}
		for i, x := range p.x {
			buf = append(buf, cp.LitEq(x, p.t[i]))
		}
		return buf
	}
	j := indexOf(p.x, l.X)
	if j < 0 {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	if l.V == p.t[j] {
		return append(buf, cp.LitEq(p.b, p.bt))
	}
	buf = append(buf, cp.LitNe(p.b, p.bt))
	for i, x := range p.x {
		if i != j {
			buf = append(buf, cp.LitEq(x, p.t[i]))
		}
	}
	return buf
}

// Explain: the last variable's value from the others' (and a failure from
// all of them).
func (p *boolXor) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	for _, x := range p.x {
		if x == l.X {
			continue
		}
		v := s.MinAt(x, at)
		if v != s.MaxAt(x, at) {
			return s.CoarseReason(s.ExplainedProp(), at, buf)
		}
		buf = append(buf, cp.LitEq(x, v))
	}
	return buf
}

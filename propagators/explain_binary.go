package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of the binary relations (cp.Explainer): each pruning follows
// from one literal on the other variable.

// Explain: y ≠ v because x = v + c (and x ≠ v because y = v - c).
func (p *notEqual) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	switch {
	case l.Op == cp.OpFalse:
		return append(buf, cp.LitEq(p.x, s.MinAt(p.x, at)), cp.LitEq(p.y, s.MinAt(p.y, at)))
	case l.X == p.y:
		return append(buf, cp.LitEq(p.x, l.V+p.c))
	default:
		return append(buf, cp.LitEq(p.y, l.V-p.c))
	}
}

// Explain: a literal on x is the same literal on y shifted by c (x ≥ m
// because y ≥ m - c, x ≠ v because y ≠ v - c), and the other way round.
func (p *equal) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	switch {
	case l.Op == cp.OpFalse:
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	case l.X == p.x:
		return append(buf, cp.Lit{X: p.y, Op: l.Op, V: l.V - p.c})
	default:
		return append(buf, cp.Lit{X: p.x, Op: l.Op, V: l.V + p.c})
	}
}

// Explain: x ≤ m because y ≤ m - c; y ≥ m because x ≥ m + c.
func (p *lessEq) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	switch {
	case l.Op == cp.OpLe && l.X == p.x:
		return append(buf, cp.LitLe(p.y, l.V-p.c))
	case l.Op == cp.OpGe && l.X == p.y:
		return append(buf, cp.LitGe(p.x, l.V+p.c))
	}
	// x ≥ a and y ≤ b with a > b + c.
	return append(buf, cp.LitGe(p.x, s.MinAt(p.x, at)), cp.LitLe(p.y, s.MaxAt(p.y, at)))
}

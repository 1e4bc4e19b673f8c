package propagators

import (
	"github.com/tessera-cp/tessera/cp"
)

// Reasons of the domain-consistent AllDifferent (cp.Explainer).
//
// y ≠ v: when another variable was fixed to v before the fact, that one
// literal is the reason (most prunings deep in a search are these, and a
// matching would find the same singleton Hall set at the cost of
// O(n·E)). Else the Hall set of the other variables that cannot be
// matched once y takes v (hallFinder). A failure: two variables fixed to
// one value, else an over-full Hall set. Scopes and spans of at most 64
// take the one-word form of the same reasons (alldifferent_reason_word.go).

func (p *alldiffDomain) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if p.dom != nil {
		if r, ok := p.explainWord(s, l, at, buf); ok {
			return r
		}
	}
	off := s.ScratchInts(12, p.n)
	for i, x := range p.xs {
		off[i] = p.shift[i] + p.vmin - s.Base(x)
	}
	if r, ok := alldiffFixedReason(s, p.xs, off, l, at, buf); ok {
		return r
	}
	var h hallFinder
	h.init(s, p.xs, off, at, nil)
	if h.explain(l) {
		return h.appendReason(buf)
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// alldiffFixedReason explains l by variables fixed before at, xs[i]
// reading as the value xs[i]+off[i]: y ≠ v by another variable fixed to
// v, a failure by two variables fixed to one value. It reports false when
// none is.
func alldiffFixedReason(s *cp.Store, xs []cp.VarID, off []int, l cp.Lit, at int, buf []cp.Lit) ([]cp.Lit, bool) {
	fixedAt := func(i int) (int, bool) { // xs[i]'s value before at, when fixed
		lo := s.MinAt(xs[i], at)
		return lo + off[i], lo == s.MaxAt(xs[i], at)
	}
	switch j := indexOf(xs, l.X); {
	case l.Op == cp.OpNe && j >= 0:
		v := l.V + off[j]
		for i, x := range xs {
			if w, ok := fixedAt(i); ok && i != j && w == v && x != l.X {
				return append(buf, cp.LitEq(x, v-off[i])), true
			}
		}
	case l.Op == cp.OpFalse:
		for i := range xs {
			v, ok := fixedAt(i)
			if !ok {
				continue
			}
			for k := i + 1; k < len(xs); k++ {
				if w, ok := fixedAt(k); ok && w == v && xs[k] != xs[i] {
					return append(buf, cp.LitEq(xs[i], v-off[i]), cp.LitEq(xs[k], v-off[k])), true
				}
			}
		}
	}
	return buf, false
}

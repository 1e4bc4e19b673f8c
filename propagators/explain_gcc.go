package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Reasons of GlobalCardinality (cp.Explainer): x ≠ v because a Hall set of
// the other xs, counted against the upper bounds of the counts of its
// values, leaves no room once x takes v: the reason is each Hall variable
// within its values and those counts' upper bounds (a failure: the same
// without x). Prunings that come from the counts' lower bounds, and the
// counts' own bounds past what the xs show alone, use the coarse reason.
// A count's bounds from the xs: count ≥ m because m of them are fixed to
// its value, count ≤ m because all but m lost it.

func (p *gcc) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n := len(p.xs)
	node := func(v int) int { // the index of v in values, or -1
		if j, ok := slices.BinarySearch(p.sorted, v); ok {
			return int(p.node[j])
		}
		return -1
	}
	if l.Op == cp.OpFalse || l.Op == cp.OpNe && indexOf(p.xs, l.X) >= 0 {
		var h hallFinder
		h.init(s, p.xs, nil, at, func(v int) int {
			if k := node(v); k >= 0 {
				return min(s.MaxAt(p.counts[k], at), n)
			}
			return n // the other values: never in a Hall set
		})
		if h.explain(l) {
			buf = h.appendReason(buf)
			for v := range h.nv {
				if h.inN[v] == 0 {
					continue
				}
				if k := node(h.vlo + v); k >= 0 {
					buf = append(buf, cp.LitLe(p.counts[k], min(s.MaxAt(p.counts[k], at), n)))
				}
			}
			return buf
		}
	}
	if k := indexOf(p.counts, l.X); k >= 0 && (l.Op == cp.OpGe || l.Op == cp.OpLe) {
		v, need, lit := p.values[k], l.V, cp.LitEq
		if l.Op == cp.OpLe {
			need, lit = n-l.V, cp.LitNe
		}
		n0 := len(buf)
		for _, x := range p.xs {
			if need > 0 && s.EntailedAt(lit(x, v), at) {
				buf = append(buf, lit(x, v))
				need--
			}
		}
		if need <= 0 {
			return buf
		}
		buf = buf[:n0]
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

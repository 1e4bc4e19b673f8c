package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// Reasons of the domain-consistent AllDifferent (cp.Explainer).
//
// y ≠ v: when another variable was fixed to v before the fact, that one
// literal is the reason (most prunings deep in a search are these, and a
// matching would find the same singleton Hall set at the cost of
// O(n·E)). Else the Hall set of the other variables that cannot be
// matched once y takes v (hallFinder). A failure: two variables fixed to
// one value, else an over-full Hall set.

func (p *alldiffDomain) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	off := s.ScratchInts(12, p.n)
	for i, x := range p.xs {
		off[i] = p.shift[i] + p.vmin - s.Base(x)
	}
	if r, ok := alldiffFixedReason(s, p.xs, off, l, at, buf); ok {
		return r
	}
	j := -1
	if l.Op == cp.OpNe {
		j = indexOf(p.xs, l.X)
	}
	if j >= 0 && p.n <= 64 && p.nv <= 64 {
		u := uint(l.V + off[j] - p.vmin) // < 64: l.V was in xs[j]'s domain
		for k, m := range p.halls {
			// A Hall set whose values lacked v when it was found seldom
			// has it now: not worth the scan.
			if m == 0 || m&(1<<j) != 0 || p.hallVals[k]&(1<<u) == 0 {
				continue
			}
			if vals, ok := p.hallHolds(s, m, off, l.V+off[j], at); ok {
				return p.appendHall(s, m, vals, off, at, buf)
			}
		}
	}
	var h hallFinder
	h.init(s, p.xs, off, at, nil)
	if h.explain(l) {
		if j >= 0 && p.n <= 64 && p.nv <= 64 {
			var m, vals uint64
			for i := range p.xs {
				if h.inH[i] != 0 {
					m |= 1 << i
				}
			}
			for v := range h.nv {
				if h.inN[v] != 0 {
					if u := h.vlo + v - p.vmin; u >= 0 && u < 64 {
						vals |= 1 << u
					}
				}
			}
			p.halls[p.hallNext], p.hallVals[p.hallNext] = m, vals
			p.hallNext = (p.hallNext + 1) % len(p.halls)
		}
		return h.appendReason(buf)
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// hallHolds reports whether the variables of m (bits of indices in xs)
// form a Hall set before position at whose values include v: their
// values (xs[i] reads as xs[i]+off[i]), which it returns as bits of
// value indices, are no more than they are. A Hall set found for one
// reason explains others (the propagator removes every value of a Hall
// set from the other variables at once), and its test costs a scan of
// its domains instead of a matching.
func (p *alldiffDomain) hallHolds(s *cp.Store, m uint64, off []int, v, at int) (uint64, bool) {
	var vals uint64
	for b := m; b != 0; b &= b - 1 {
		i := bits.TrailingZeros64(b)
		x := p.xs[i]
		for w, ok := s.MinAt(x, at), true; ok; w, ok = s.NextAt(x, w, at) {
			vals |= 1 << (w + off[i] - p.vmin)
		}
	}
	u := v - p.vmin
	return vals, u >= 0 && u < 64 && vals&(1<<u) != 0 && bits.OnesCount64(vals) <= bits.OnesCount64(m)
}

// appendHall appends the reason of Hall set m with values vals (bits of
// value indices): each of its variables lies within vals before at.
func (p *alldiffDomain) appendHall(s *cp.Store, m, vals uint64, off []int, at int, buf []cp.Lit) []cp.Lit {
	for b := m; b != 0; b &= b - 1 {
		i := bits.TrailingZeros64(b)
		o := off[i] - p.vmin
		buf = s.AppendWithinAt(p.xs[i], at, func(w int) bool {
			u := w + o
			return u >= 0 && u < 64 && vals&(1<<u) != 0
		}, buf)
	}
	return buf
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

package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Reasons of AllDifferent (cp.Explainer), at every level:
//
//   - Value: y ≠ v because another variable is fixed to v.
//   - Bounds: y ≥ m because a Hall interval [a, m-1] (or wider) holds as
//     many variables as values, and y ≥ a: the reason is y ≥ a and each
//     Hall variable within [a, b].
//   - Domain (and AllDifferentExcept): y ≠ v because a Hall set H of the
//     other variables cannot be matched once y takes v: the reason says
//     each variable of H lies in N(H), the union of their domains, by the
//     values removed from it (hallFinder).
//
// A failure is explained by an over-full Hall interval or Hall set, or by
// two variables fixed to one value. Anything else falls back on the coarse
// reason.

// indexOf is the position of x in xs, or -1.
func indexOf(xs []cp.VarID, x cp.VarID) int { return slices.Index(xs, x) }

// appendInRangeAt appends literals, true before position at, that put y
// within lo..hi (its domain then lies within): y = v when it was fixed,
// else y ≥ lo and y ≤ hi.
func appendInRangeAt(s *cp.Store, y cp.VarID, at, lo, hi int, buf []cp.Lit) []cp.Lit {
	if v := s.MinAt(y, at); v == s.MaxAt(y, at) {
		return append(buf, cp.LitEq(y, v))
	}
	return append(buf, cp.LitGe(y, lo), cp.LitLe(y, hi))
}

// shifted is xs[i]'s offset in off (nil: 0).
func shifted(off []int, i int) int {
	if off == nil {
		return 0
	}
	return off[i]
}

func (p *alldiffValue) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	fixedTo := func(i, v int) bool { // xs[i] + off[i] = v before at
		return s.EntailedAt(cp.LitEq(p.xs[i], v-shifted(p.off, i)), at)
	}
	if l.Op == cp.OpFalse {
		for i, x := range p.xs {
			if s.MinAt(x, at) != s.MaxAt(x, at) {
				continue
			}
			v := s.MinAt(x, at) + shifted(p.off, i)
			if p.skip && v == p.except {
				continue
			}
			for j := i + 1; j < len(p.xs); j++ {
				if fixedTo(j, v) {
					return append(buf, cp.LitEq(x, v-shifted(p.off, i)), cp.LitEq(p.xs[j], v-shifted(p.off, j)))
				}
			}
		}
	} else if j := indexOf(p.xs, l.X); l.Op == cp.OpNe && j >= 0 {
		v := l.V + shifted(p.off, j)
		for i := range p.xs {
			if i != j && fixedTo(i, v) {
				return append(buf, cp.LitEq(p.xs[i], v-shifted(p.off, i)))
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

func (p *alldiffBounds) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	j := indexOf(p.xs, l.X)
	switch {
	case l.Op == cp.OpFalse:
		if a, b, ok := alldiffHallInterval(s, p.xs, p.off, at, -1, cp.MaxValue, cp.MinValue, 1); ok {
			return alldiffAppendHall(s, p.xs, p.off, at, -1, a, b, buf)
		}
	case j >= 0 && l.Op == cp.OpGe:
		o := shifted(p.off, j)
		m := l.V + o
		if a, b, ok := alldiffHallInterval(s, p.xs, p.off, at, j, s.MinAt(l.X, at)+o, m-1, 0); ok {
			buf = append(buf, cp.LitGe(l.X, a-o))
			return alldiffAppendHall(s, p.xs, p.off, at, j, a, b, buf)
		}
	case j >= 0 && l.Op == cp.OpLe:
		o := shifted(p.off, j)
		m := l.V + o
		if a, b, ok := alldiffHallInterval(s, p.xs, p.off, at, j, m+1, s.MaxAt(l.X, at)+o, 0); ok {
			buf = append(buf, cp.LitLe(l.X, b-o))
			return alldiffAppendHall(s, p.xs, p.off, at, j, a, b, buf)
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// alldiffHallInterval finds, before position at, the interval [a, b] of
// shifted values with a <= amax and b >= bmin holding at least
// b-a+1+extra of the variables other than skip (their whole intervals),
// with the fewest such variables.
func alldiffHallInterval(s *cp.Store, xs []cp.VarID, off []int, at, skip, amax, bmin, extra int) (a, b int, ok bool) {
	n := len(xs)
	lo, hi, his := s.ScratchInts(9, n), s.ScratchInts(10, n), s.ScratchInts(11, n)
	for i, x := range xs {
		lo[i], hi[i] = s.MinAt(x, at)+shifted(off, i), s.MaxAt(x, at)+shifted(off, i)
	}
	best := n + 1
	for c := range xs {
		ca := lo[c]
		if c == skip || ca > amax {
			continue
		}
		his = his[:0]
		for i := range xs {
			if i != skip && lo[i] >= ca {
				his = append(his, hi[i])
			}
		}
		slices.Sort(his)
		for k, cb := range his {
			if k+1 < len(his) && his[k+1] == cb {
				continue // count every interval ending at cb
			}
			if cb >= bmin && k+1 >= cb-ca+1+extra && k+1 < best {
				a, b, best, ok = ca, cb, k+1, true
			}
		}
	}
	return a, b, ok
}

// alldiffAppendHall appends, for each variable other than skip whose
// interval lies within [a, b] before at, the literals that keep it there.
func alldiffAppendHall(s *cp.Store, xs []cp.VarID, off []int, at, skip, a, b int, buf []cp.Lit) []cp.Lit {
	for i, x := range xs {
		o := shifted(off, i)
		if i != skip && s.MinAt(x, at)+o >= a && s.MaxAt(x, at)+o <= b {
			buf = appendInRangeAt(s, x, at, a-o, b-o, buf)
		}
	}
	return buf
}

func (p *alldiffDomain) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	off := s.ScratchInts(12, p.n)
	for i, x := range p.xs {
		off[i] = p.shift[i] + p.vmin - s.Base(x)
	}
	var h hallFinder
	h.init(s, p.xs, off, at, nil)
	if h.explain(l) {
		return h.appendReason(buf)
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// explain finds the Hall set behind l (a removal y ≠ v, or FalseLit for a
// failure) and reports whether it found one.
func (h *hallFinder) explain(l cp.Lit) bool {
	if l.Op == cp.OpFalse {
		return h.deficient(-1, -1)
	}
	j := indexOf(h.xs, l.X)
	if j < 0 || l.Op != cp.OpNe {
		return false
	}
	k := h.valueIndex(l.V + h.offAt(j))
	return k >= 0 && h.cap[k] > 0 && h.deficient(j, k)
}

func (p *alldiffExcept) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	var h hallFinder
	h.init(s, p.xs, nil, at, func(v int) int {
		if k := v - p.vmin; k >= 0 && k < len(p.f.hi) {
			return int(p.f.hi[k])
		}
		return 1
	})
	if h.explain(l) {
		return h.appendReason(buf)
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

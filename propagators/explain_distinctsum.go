package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of DistinctSum (cp.Explainer). The bound total ≤ F + (the k
// largest weights of U) holds whatever the unfixed variables take, as long
// as the fixed ones keep their values and no unfixed one can reach a value
// heavier than the k-th largest of U outside U: the reason is the fixed
// values and, per unfixed variable, the literals that exclude those heavy
// values (its domain said the shorter way). The lower bound is the mirror
// image; a value v of x is removed by the same bound over the others with
// x = v; a failure is two equal fixed values, or fewer values in U than
// unfixed variables. DistinctSumRegular uses the coarse reason (its bound
// is a Lagrangian walk through the whole layered graph).

// distinctsumOthers is the bound over every variable but skip, before at.
type distinctsumOthers struct {
	fixed, sumK, tau, k int
	isFixed, inU        []int // per value: a fixed value, a value of U
	ok                  bool  // no two fixed values equal, |U| ≥ k
}

func (c *distinctsumCore) othersAt(s *cp.Store, at, skip int, top bool) distinctsumOthers {
	o := distinctsumOthers{isFixed: s.ScratchInts(9, len(c.w)), inU: s.ScratchInts(10, len(c.w)), ok: true}
	for i, x := range c.xs {
		if i == skip {
			continue
		}
		if v := s.MinAt(x, at); v == s.MaxAt(x, at) {
			if v < 0 || v >= len(c.w) || o.isFixed[v] != 0 {
				o.ok = false
				return o
			}
			o.isFixed[v] = 1
			o.fixed += c.w[v]
		} else {
			o.k++
		}
	}
	nu := 0
	for i, x := range c.xs {
		if i == skip || s.MinAt(x, at) == s.MaxAt(x, at) {
			continue
		}
		for v, more := s.MinAt(x, at), true; more; v, more = s.NextAt(x, v, at) {
			if v >= 0 && v < len(c.w) && o.isFixed[v] == 0 && o.inU[v] == 0 {
				o.inU[v] = 1
				nu++
			}
		}
	}
	if nu < o.k {
		o.ok = false
		return o
	}
	taken := 0
	for j := range c.desc {
		if taken == o.k {
			break
		}
		v := c.desc[j]
		if !top {
			v = c.desc[len(c.desc)-1-j]
		}
		if o.inU[v] != 0 {
			o.sumK += c.w[v]
			o.tau = c.w[v]
			taken++
		}
	}
	return o
}

// appendOthers appends the reason of o's bound: the fixed values, and the
// unfixed variables kept away from the values that would pass it.
func (c *distinctsumCore) appendOthers(s *cp.Store, at, skip int, top bool, o distinctsumOthers, buf []cp.Lit) []cp.Lit {
	for i, x := range c.xs {
		if i == skip {
			continue
		}
		if v := s.MinAt(x, at); v == s.MaxAt(x, at) {
			buf = append(buf, cp.LitEq(x, v))
			continue
		}
		buf = s.AppendWithinAt(x, at, func(v int) bool {
			if v < 0 || v >= len(c.w) {
				return false
			}
			w := c.w[v]
			return o.inU[v] != 0 || o.isFixed[v] != 0 || top && w <= o.tau || !top && w >= o.tau
		}, buf)
	}
	return buf
}

func (p *distinctsumProp) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	c := p.c
	switch {
	case l.X == c.total && (l.Op == cp.OpGe || l.Op == cp.OpLe):
		top := l.Op == cp.OpLe
		o := c.othersAt(s, at, -1, top)
		if o.ok && (top && o.fixed+o.sumK <= l.V || !top && o.fixed+o.sumK >= l.V) {
			return c.appendOthers(s, at, -1, top, o, buf)
		}
	case l.Op == cp.OpNe && indexOf(c.xs, l.X) >= 0 && l.V >= 0 && l.V < len(c.w):
		j := indexOf(c.xs, l.X)
		for i, y := range c.xs {
			if i != j && s.EntailedAt(cp.LitEq(y, l.V), at) {
				return append(buf, cp.LitEq(y, l.V))
			}
		}
		w := c.w[l.V]
		if o := c.othersAt(s, at, j, true); o.ok && o.fixed+w+o.sumK < s.MinAt(c.total, at) {
			buf = append(buf, cp.LitGe(c.total, o.fixed+w+o.sumK+1))
			return c.appendOthers(s, at, j, true, o, buf)
		}
		if o := c.othersAt(s, at, j, false); o.ok && o.fixed+w+o.sumK > s.MaxAt(c.total, at) {
			buf = append(buf, cp.LitLe(c.total, o.fixed+w+o.sumK-1))
			return c.appendOthers(s, at, j, false, o, buf)
		}
	case l.Op == cp.OpFalse:
		if r, ok := c.conflictAt(s, at, -1, buf); ok {
			return r
		}
	}
	// The variables (but the pruned one) may already clash: a conflict
	// implies anything.
	if j := indexOf(c.xs, l.X); l.Op != cp.OpFalse {
		if r, ok := c.conflictAt(s, at, j, buf); ok {
			return r
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// conflictAt appends, when the variables but skip clash before at (two
// fixed to one value, or fewer values left than unfixed variables), the
// literals of the clash.
func (c *distinctsumCore) conflictAt(s *cp.Store, at, skip int, buf []cp.Lit) ([]cp.Lit, bool) {
	for i, x := range c.xs {
		v := s.MinAt(x, at)
		if i == skip || v != s.MaxAt(x, at) {
			continue
		}
		for k, y := range c.xs[i+1:] {
			if i+1+k != skip && s.EntailedAt(cp.LitEq(y, v), at) {
				return append(buf, cp.LitEq(x, v), cp.LitEq(y, v)), true
			}
		}
	}
	o := c.othersAt(s, at, skip, true)
	if o.ok {
		return buf, false
	}
	// Fewer values left than unfixed variables: each within U or the
	// fixed values.
	for i, x := range c.xs {
		if i == skip {
			continue
		}
		if v := s.MinAt(x, at); v == s.MaxAt(x, at) {
			buf = append(buf, cp.LitEq(x, v))
			continue
		}
		buf = s.AppendWithinAt(x, at, func(v int) bool {
			return v >= 0 && v < len(c.w) && (o.inU[v] != 0 || o.isFixed[v] != 0)
		}, buf)
	}
	return buf, true
}

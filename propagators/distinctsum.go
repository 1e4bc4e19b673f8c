package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// distinctsumMaxAbs bounds n·max|weights[v]| for DistinctSum and
// DistinctSumRegular, so that every sum they form (scaled by
// distinctsumScale in DistinctSumRegular) fits in an int64 with room to
// spare.
const distinctsumMaxAbs = 1 << 40

// DistinctSum posts total = Σ weights[xs[i]] where the xs take pairwise
// distinct values: the points collected by distinct picks, as in a tour
// that scores each place it visits. The values of every xs[i] are
// restricted at post to 0..len(weights)-1. The constraint includes the
// distinctness (a fixed assignment with a repeated value is rejected), but
// its propagator uses it only to bound the sum: post AllDifferent(xs) as
// well for the pruning of the xs it gives.
//
// It returns an error wrapping ErrArgs for no variables, no weights, a
// variable that does not belong to s or appears twice (total included), or
// len(xs)·max|weights| above 2^40. One variable posts Element(weights, x,
// total).
//
// Consistency: sound; bounds on total, pruning of the xs by the bound. Let
// k be the number of unfixed xs, F the sum of the weights of the fixed
// ones and U the values of the unfixed domains other than the fixed values.
// Then F + (the k smallest weights of U) ≤ total ≤ F + (the k largest
// weights of U), and the store fails when U has fewer than k values or two
// fixed xs are equal. A value v of an unfixed xs[i] is removed when even
// F + weights[v] + (the k-1 largest weights of U) < min(total), and
// symmetrically for max(total). A call costs O(|weights| + Σ|dom xs[i]|)
// (the values are sorted by weight once, at post); it subscribes OnDomain
// to the xs and OnBounds to total, and allocates nothing. total may be an
// interval variable (cp.Store.IsInterval); the xs need bitsets.
func DistinctSum(s *cp.Store, xs []cp.VarID, weights []int, total cp.VarID) error {
	if err := distinctsumCheck(s, "DistinctSum", xs, weights, total); err != nil {
		return err
	}
	if len(xs) == 1 {
		return Element(s, weights, xs[0], total)
	}
	c := distinctsumNewCore(s, xs, weights, total)
	if c == nil {
		return nil
	}
	p := &distinctsumProp{c}
	id := s.Post(p, cp.Linear, "distinctsum")
	for _, x := range c.xs {
		s.Subscribe(id, x, cp.OnDomain, 0)
	}
	s.Subscribe(id, total, cp.OnBounds, 0)
	return nil
}

// distinctsumCheck validates the arguments shared by DistinctSum and
// DistinctSumRegular.
func distinctsumCheck(s *cp.Store, name string, xs []cp.VarID, weights []int, total cp.VarID) error {
	if len(xs) == 0 {
		return argErr(name, "no variables")
	}
	if len(weights) == 0 {
		return argErr(name, "no weights")
	}
	if err := checkVarsAny(s, name, false, append(slices.Clone(xs), total)...); err != nil {
		return err
	}
	if err := checkVars(s, name, false, xs...); err != nil {
		return err // total may be an interval variable (only its bounds are used), the xs not
	}
	maxAbs := 0
	for i, w := range weights {
		if w > distinctsumMaxAbs || w < -distinctsumMaxAbs {
			return argErr(name, "weights[%d] = %d exceeds 2^40 in magnitude", i, w)
		}
		maxAbs = max(maxAbs, w, -w)
	}
	if maxAbs > 0 && len(xs) > distinctsumMaxAbs/maxAbs {
		return argErr(name, "%d variables with weights up to %d: sums may exceed 2^40", len(xs), maxAbs)
	}
	return nil
}

// distinctsumNewCore restricts the xs to the weights' indices and builds
// the bound computer; nil when the store failed.
func distinctsumNewCore(s *cp.Store, xs []cp.VarID, weights []int, total cp.VarID) *distinctsumCore {
	for _, x := range xs {
		if !s.SetMin(x, 0) || !s.SetMax(x, len(weights)-1) {
			return nil
		}
	}
	c := &distinctsumCore{
		xs:      slices.Clone(xs),
		total:   total,
		w:       slices.Clone(weights),
		desc:    make([]int32, len(weights)),
		mark:    make([]uint32, len(weights)),
		inU:     make([]uint32, len(weights)),
		unfixed: make([]int32, len(xs)),
	}
	for v := range c.desc {
		c.desc[v] = int32(v)
	}
	slices.SortStableFunc(c.desc, func(a, b int32) int {
		switch wa, wb := c.w[a], c.w[b]; {
		case wa > wb:
			return -1
		case wa < wb:
			return 1
		}
		return 0
	})
	return c
}

// distinctsumCore computes the distinct-values bounds shared by both
// propagators of the family. Scratch is sized at post.
type distinctsumCore struct {
	xs    []cp.VarID
	total cp.VarID
	w     []int   // weight of value v
	desc  []int32 // the values by decreasing weight (ties: smaller value first)

	mark    []uint32 // mark[v] == stamp: v is the value of a fixed xs[i]
	inU     []uint32 // inU[v] == stamp: v is in U (see DistinctSum)
	stamp   uint32
	unfixed []int32 // the positions of the unfixed xs: unfixed[:nUnfixed]

	// Results of scan.
	nUnfixed             int
	fixed                int // F
	hiK, hiK1, loK, loK1 int // the k (k-1) largest / smallest weights of U
}

// scan reads the domains and computes F, U and the four partial sums. It
// reports false when two fixed xs are equal or U has fewer than k values.
func (c *distinctsumCore) scan(s *cp.Store) bool {
	c.stamp++
	if c.stamp == 0 {
		clear(c.mark)
		clear(c.inU)
		c.stamp = 1
	}
	st := c.stamp
	k, fixed := 0, 0
	for i, x := range c.xs {
		if !s.Fixed(x) {
			c.unfixed[k] = int32(i)
			k++
			continue
		}
		v := s.Value(x)
		if c.mark[v] == st {
			return false
		}
		c.mark[v] = st
		fixed += c.w[v]
	}
	c.nUnfixed, c.fixed = k, fixed
	c.hiK, c.hiK1, c.loK, c.loK1 = 0, 0, 0, 0
	if k == 0 {
		return true
	}
	nu := 0
	for _, i := range c.unfixed[:k] {
		x := c.xs[i]
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			if c.mark[v] != st && c.inU[v] != st {
				c.inU[v] = st
				nu++
			}
		}
	}
	if nu < k {
		return false
	}
	taken := 0
	for _, v := range c.desc {
		if c.inU[v] != st {
			continue
		}
		if taken == k-1 {
			c.hiK1 = c.hiK
		}
		c.hiK += c.w[v]
		if taken++; taken == k {
			break
		}
	}
	taken = 0
	for j := len(c.desc) - 1; j >= 0; j-- {
		v := c.desc[j]
		if c.inU[v] != st {
			continue
		}
		if taken == k-1 {
			c.loK1 = c.loK
		}
		c.loK += c.w[v]
		if taken++; taken == k {
			break
		}
	}
	return true
}

// bounds narrows total to [F + loK, F + hiK] and removes the values of the
// unfixed xs that the bound excludes. It reports whether an x changed,
// and false on failure.
func (c *distinctsumCore) bounds(s *cp.Store, lo, hi int) (changed, ok bool) {
	if !s.SetMin(c.total, lo) || !s.SetMax(c.total, hi) {
		return false, false
	}
	k := c.nUnfixed
	if k == 0 {
		return false, true
	}
	// weights[v] < minW or > maxW cannot reach the bounds of total.
	minW := s.Min(c.total) - c.fixed - c.hiK1
	maxW := s.Max(c.total) - c.fixed - c.loK1
	for _, i := range c.unfixed[:k] {
		x := c.xs[i]
		for v, more := s.Min(x), true; more; v, more = s.Next(x, v) {
			if w := c.w[v]; w < minW || w > maxW {
				if !s.Remove(x, v) {
					return false, false
				}
				changed = true
			}
		}
	}
	return changed, true
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

// clone copies the scratch; xs, the weights and their order are shared
// (read only).
func (c *distinctsumCore) clone() *distinctsumCore {
	d := *c
	d.mark, d.inU = cloneSlice(c.mark), cloneSlice(c.inU)
	d.unfixed = cloneSlice(c.unfixed)
	return &d
}

// distinctsumProp is the propagator of DistinctSum.
type distinctsumProp struct{ c *distinctsumCore }

// Propagate bounds total and prunes the xs as described at DistinctSum;
// O(|weights| + Σ|dom xs[i]|).
func (p *distinctsumProp) Propagate(s *cp.Store) cp.Status {
	c := p.c
	if !c.scan(s) {
		return cp.Fail
	}
	changed, ok := c.bounds(s, c.fixed+c.loK, c.fixed+c.hiK)
	switch {
	case !ok:
		return cp.Fail
	case c.nUnfixed == 0:
		return cp.Subsumed
	case changed:
		return cp.NoFix
	}
	return cp.Fix
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

// Clone implements cp.Cloner.
func (p *distinctsumProp) Clone(*cp.Store) cp.Propagator {
	return &distinctsumProp{c: p.c.clone()}
}

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

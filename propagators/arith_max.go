package propagators

import (
	"github.com/tessera-cp/tessera/cp"
)

// Max posts z = max(xs).
//
// xs may repeat variables. If z is one of xs the constraint is posted as
// x ≤ z for the others; z = max(x) is posted as z = x.
//
// Domain consistent: z keeps the values at least max_i min(x_i) that some
// x_i can take; every x_i loses the values above max(z); and when a single
// x_h can take max(z), x_h keeps below the largest value of z another
// variable can take only the values of z that are at least the others'
// largest minimum. A call costs O(n + Σ words(x_i)) plus, when a single
// variable can take max(z), O(n) per value of z scanned down to the next
// one another variable can take.
//
// With an interval variable (cp.Store.IsInterval) among xs and z it is
// bounds(Z) consistent instead: z within [max_i min x_i, max_i max x_i],
// every x_i at most max z, and x_h at least min z when x_h alone can reach
// it; O(n) per round, to the fixpoint.
func Max(s *cp.Store, xs []cp.VarID, z cp.VarID) error {
	return arithMaxPost(s, "Max", xs, z, false)
}

// Min posts z = min(xs): the mirror image of Max, with the same
// consistency and cost.
func Min(s *cp.Store, xs []cp.VarID, z cp.VarID) error {
	return arithMaxPost(s, "Min", xs, z, true)
}

func arithMaxPost(s *cp.Store, name string, xs []cp.VarID, z cp.VarID, neg bool) error {
	if len(xs) == 0 {
		return argErr(name, "no variables")
	}
	if err := checkVarsAny(s, name, true, xs...); err != nil {
		return err
	}
	if err := checkVarsAny(s, name, true, z); err != nil {
		return err
	}
	var vs []cp.VarID
	self := false
	for i, x := range xs {
		if x == z {
			self = true
		}
		dup := false
		for _, y := range xs[:i] {
			dup = dup || y == x
		}
		if !dup && x != z {
			vs = append(vs, x)
		}
	}
	switch {
	case self:
		for _, x := range vs { // z = max(z, …) ⇔ x ≤ z for the others
			var err error
			if neg {
				err = LessEq(s, z, x, 0)
			} else {
				err = LessEq(s, x, z, 0)
			}
			if err != nil {
				return err
			}
		}
		return nil
	case len(vs) == 1:
		return Equal(s, z, vs[0], 0)
	}
	p := &arithMax{xs: vs, z: z, neg: neg, union: make([]uint64, len(s.Words(z)))}
	for _, x := range append(vs, z) {
		p.boundsOnly = p.boundsOnly || s.IsInterval(x)
	}
	kind := "max"
	if neg {
		kind = "min"
	}
	id := s.Post(p, cp.Linear, kind)
	for i, x := range vs {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	s.Subscribe(id, z, cp.OnDomain, -1)
	return nil
}

// arithMax is z = max(xs), or z = min(xs) when neg: the code reasons on
// values negated for Min, through the accessors below ("top" is the max of
// a domain for Max, its min for Min). Domain consistent, O(n + Σ words)
// per call plus the scan for the sole holder of z's top (see Max).
type arithMax struct {
	xs    []cp.VarID
	z     cp.VarID
	neg   bool
	union []uint64 // scratch: the union of the xs' domains, in z's word coordinates
	// boundsOnly: an interval variable is in the scope; see bounds.
	boundsOnly bool
}

func (p *arithMax) top(s *cp.Store, x cp.VarID) int {
	if p.neg {
		return -s.Min(x)
	}
	return s.Max(x)
}

func (p *arithMax) bottom(s *cp.Store, x cp.VarID) int {
	if p.neg {
		return -s.Max(x)
	}
	return s.Min(x)
}

func (p *arithMax) has(s *cp.Store, x cp.VarID, v int) bool {
	if p.neg {
		return s.Contains(x, -v)
	}
	return s.Contains(x, v)
}

// atMost removes from x the values above v.
func (p *arithMax) atMost(s *cp.Store, x cp.VarID, v int) bool {
	if p.neg {
		return s.SetMin(x, -v)
	}
	return s.SetMax(x, v)
}

// atLeast removes from x the values below v.
func (p *arithMax) atLeast(s *cp.Store, x cp.VarID, v int) bool {
	if p.neg {
		return s.SetMax(x, -v)
	}
	return s.SetMin(x, v)
}

// below is x's largest value smaller than v.
func (p *arithMax) below(s *cp.Store, x cp.VarID, v int) (int, bool) {
	if p.neg {
		w, ok := s.Next(x, -v)
		return -w, ok
	}
	return s.Prev(x, v)
}

func (p *arithMax) remove(s *cp.Store, x cp.VarID, v int) bool {
	if p.neg {
		return s.Remove(x, -v)
	}
	return s.Remove(x, v)
}

func (p *arithMax) Propagate(s *cp.Store) cp.Status {
	if p.boundsOnly {
		return p.bounds(s)
	}
	z := p.z
	low, high := p.bottom(s, p.xs[0]), p.top(s, p.xs[0])
	for _, x := range p.xs[1:] {
		low, high = max(low, p.bottom(s, x)), max(high, p.top(s, x))
	}
	// z: at least every x's bottom, and a value some x can take.
	if !p.atLeast(s, z, low) || !p.atMost(s, z, high) {
		return cp.Fail
	}
	zb := s.Base(z)
	zlo, zhi := (s.Min(z)-zb)>>6, (s.Max(z)-zb)>>6
	for w := zlo; w <= zhi; w++ {
		p.union[w] = 0
	}
	for _, x := range p.xs {
		arithOrShifted(p.union, zlo, zhi, s.Words(x), (s.Min(x)-s.Base(x))>>6, (s.Max(x)-s.Base(x))>>6, s.Base(x)-zb)
	}
	if !s.IntersectWords(z, p.union) {
		return cp.Fail
	}
	// Every x at most z's top; count the variables that can take it.
	zt := p.top(s, z)
	h, holders := -1, 0
	for i, x := range p.xs {
		if !p.atMost(s, x, zt) {
			return cp.Fail
		}
		if p.has(s, x, zt) {
			h, holders = i, holders+1
		}
	}
	if holders == 1 {
		// x_h alone can reach z's top. Below v2, the largest value of z
		// another variable can take, x_h is free; from v2 up it must equal
		// z, so its values must be in z and at least the others' bottoms.
		xh := p.xs[h]
		lowH := 0
		first := true
		for i, x := range p.xs {
			if i != h && (first || p.bottom(s, x) > lowH) {
				lowH, first = p.bottom(s, x), false
			}
		}
		v2, found := p.below(s, z, zt)
		for ; found; v2, found = p.below(s, z, v2) {
			other := false
			for i, x := range p.xs {
				if i != h && p.has(s, x, v2) {
					other = true
					break
				}
			}
			if other {
				break
			}
		}
		for w, ok := p.top(s, xh), true; ok && (!found || w >= v2); w, ok = p.below(s, xh, w) {
			if (!p.has(s, z, w) || w < lowH) && !p.remove(s, xh, w) {
				return cp.Fail
			}
		}
	}
	if s.Fixed(z) {
		for _, x := range p.xs {
			if s.Fixed(x) && p.has(s, x, zt) {
				return cp.Subsumed
			}
		}
	}
	return cp.Fix
}

// arithOrShifted ORs into dst (words dlo..dhi) the bits of src words
// slo..shi moved up by shift bits (bit i of src is bit i+shift of dst).
func arithOrShifted(dst []uint64, dlo, dhi int, src []uint64, slo, shi, shift int) {
	for i := slo; i <= shi; i++ {
		w := src[i]
		if w == 0 {
			continue
		}
		pos := i*64 + shift
		d, r := pos>>6, uint(pos&63)
		if d >= dlo && d <= dhi {
			dst[d] |= w << r
		}
		if r != 0 && d+1 >= dlo && d+1 <= dhi {
			dst[d+1] |= w >> (64 - r)
		}
	}
}

// bounds is the propagator when an interval variable is in the scope:
// bounds(Z) consistent, O(n) per round, to the fixpoint. z lies within
// [max bottom(x), max top(x)]; every x is at most top(z); and when a single
// x can reach bottom(z), it is at least bottom(z).
func (p *arithMax) bounds(s *cp.Store) cp.Status {
	z := p.z
	var pLow, pHigh, pzb, pzt int
	for round := 0; ; round++ {
		if round > arithBoundsRounds {
			return cp.NoFix // see arithBoundsRounds; it moved its own bounds
		}
		low, high := p.bottom(s, p.xs[0]), p.top(s, p.xs[0])
		for _, x := range p.xs[1:] {
			low, high = max(low, p.bottom(s, x)), max(high, p.top(s, x))
		}
		if !p.atLeast(s, z, low) || !p.atMost(s, z, high) {
			return cp.Fail
		}
		zb, zt := p.bottom(s, z), p.top(s, z)
		if round > 0 && low == pLow && high == pHigh && zb == pzb && zt == pzt {
			break // the last round changed nothing
		}
		pLow, pHigh, pzb, pzt = low, high, zb, zt
		h, holders := -1, 0
		for i, x := range p.xs {
			if !p.atMost(s, x, zt) {
				return cp.Fail
			}
			if p.top(s, x) >= zb {
				h, holders = i, holders+1
			}
		}
		if holders == 1 && !p.atLeast(s, p.xs[h], zb) {
			return cp.Fail
		}
	}
	if !s.Fixed(z) {
		return cp.Fix
	}
	for _, x := range p.xs {
		if !s.Fixed(x) {
			return cp.Fix
		}
	}
	return cp.Subsumed
}

// Clone implements cp.Cloner.
func (p *arithMax) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.union = cloneSlice(p.union)
	return &c
}

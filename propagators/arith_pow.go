package propagators

import (
	"github.com/tessera-cp/tessera/cp"
)

// Pow posts z = x^y (FlatZinc's int_pow). For y < 0 it is 1 div x^−y,
// rounded towards zero as FlatZinc defines it: 1 for x = 1, ±1 for x = −1,
// 0 for |x| ≥ 2, undefined (no solution) for x = 0; 0^0 = 1.
//
// Domain consistent while |dom x|·|dom y| ≤ 4096, by enumerating the pairs
// of values (a power that leaves the int range has no support). Otherwise
// z is narrowed to the hull of x^y over the box of x's and y's intervals,
// computed from the few points where the extremes lie (the bounds and 0 of
// x, the two smallest and two largest exponents, the negative exponents'
// values); and with y fixed to k ≥ 2, |x| is bounded by the k-th root of
// max|z|; O(log) per round. x and y may be the same variable; z must
// differ from both. With an interval variable among them only the
// interval rules run.
func Pow(s *cp.Store, x, y, z cp.VarID) error {
	return arithFuncPost(s, "Pow", opPow, x, y, z, arithDomainLimit)
}

// arithPow is a^b as Pow defines it; ok is false where it is undefined or
// leaves the int range.
func arithPow(a, b int) (int, bool) {
	switch {
	case b < 0 && a == 0:
		return 0, false
	case a == 1 || b == 0:
		return 1, true
	case a == -1:
		return 1 - 2*(b&1), true
	case b < 0 || a == 0:
		return 0, true
	}
	r := 1
	for range b { // |a| ≥ 2: at most 63 rounds before the range is left
		var ok bool
		if r, ok = arithMul(r, a); !ok {
			return 0, false
		}
	}
	return r, true
}

// powHull is the hull of a^b over a ∈ [al, ah], b ∈ [bl, bh] (where
// defined); ok is false when no pair is defined. A power that overflows at
// a bound of a widens the hull to the end of the int range on its side:
// the values of a between 0 and that bound give every size of power below.
func powHull(al, ah, bl, bh int) (lo, hi int, ok bool) {
	lo, hi = maxValueInt, minValueInt
	add := func(a, b int) {
		if a < al || a > ah || b < bl || b > bh {
			return
		}
		v, def := arithPow(a, b)
		switch {
		case def:
			lo, hi = min(lo, v), max(hi, v)
		case b >= 0 && a != 0: // overflow at a: the a nearer 0 reach towards the int range's end
			if a > 0 || b%2 == 0 {
				hi = maxValueInt
			} else {
				lo = minValueInt
			}
		}
	}
	// Non-negative exponents: for a fixed b the extremes lie at a's bounds
	// and at 0 (even b); for a fixed a, |a^b| grows with b and its sign
	// follows b's parity, so the extremes lie at the two smallest and the
	// two largest exponents.
	b0 := max(bl, 0)
	for _, b := range [4]int{b0, b0 + 1, bh - 1, bh} {
		if b < b0 {
			continue
		}
		add(al, b)
		add(ah, b)
		add(0, b)
		add(1, b)
		add(-1, b)
	}
	// Negative exponents give 1 (a = 1), ±1 (a = −1) or 0 (|a| ≥ 2).
	if bl < 0 {
		nh := min(bh, -1)
		add(1, nh)
		add(-1, nh)
		add(-1, nh-1)
		if al <= -2 || ah >= 2 {
			lo, hi = min(lo, 0), max(hi, 0)
		}
	}
	return lo, hi, lo <= hi
}

func (p *arithFunc) powBounds(s *cp.Store) bool {
	lo, hi, ok := powHull(s.Min(p.x), s.Max(p.x), s.Min(p.y), s.Max(p.y))
	if !ok || !s.SetMin(p.z, lo) || !s.SetMax(p.z, hi) {
		return false
	}
	if !s.Fixed(p.y) || s.Value(p.y) < 2 {
		return true
	}
	// |x|^k = |z|: |x| ≤ the k-th root of max|z|.
	k := s.Value(p.y)
	m := max(-s.Min(p.z), s.Max(p.z))
	r := arithRoot(m, k)
	return s.SetMin(p.x, -r) && s.SetMax(p.x, r)
}

// arithRoot is ⌊n^(1/k)⌋ for n ≥ 0, k ≥ 2.
func arithRoot(n, k int) int {
	lo, hi := 0, 1
	for {
		v, ok := arithPow(hi, k)
		if !ok || v > n {
			break
		}
		lo, hi = hi, 2*hi
	}
	for lo+1 < hi { // invariant: lo^k ≤ n < hi^k (or overflows)
		mid := lo + (hi-lo)/2
		if v, ok := arithPow(mid, k); ok && v <= n {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

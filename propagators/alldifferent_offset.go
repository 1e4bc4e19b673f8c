package propagators

import "github.com/tessera-cp/tessera/cp"

// alldiffMaxOffset bounds the offsets of AllDifferentOffset and the bounds
// of the variables they shift, so that every shifted value fits an int with
// room to spare.
const alldiffMaxOffset = 1 << 40

// AllDifferentOffset posts xs[i]+offsets[i] ≠ xs[j]+offsets[j] for all
// i < j: the shifted values are pairwise distinct. N-queens' diagonals are
// the use case: with q[i] the column of the queen in row i, the offsets i
// and -i give the two diagonals, and no auxiliary variable is needed.
//
// The offsets are views inside AllDifferent's three propagators, not a
// propagator of their own: each reads xs[i] through offsets[i] (a bound
// min+off, a fixed value v+off, and at Domain level the value index of bit
// 0 of the variable's domain words, which Régin's matching already keeps
// per variable), so the levels, consistencies and costs are exactly those
// of AllDifferent on the shifted values, with one addition per read.
//
// xs must be variables of s, none repeated, and offsets as long as xs, each
// offset and every variable's bounds within ±2^40. All-zero offsets post
// AllDifferent.
func AllDifferentOffset(s *cp.Store, xs []cp.VarID, offsets []int, level Level) error {
	const name = "AllDifferentOffset"
	if len(offsets) != len(xs) {
		return argErr(name, "%d offsets for %d variables", len(offsets), len(xs))
	}
	if err := checkVars(s, name, false, xs...); err != nil {
		return err
	}
	zero := true
	for i, o := range offsets {
		if o > alldiffMaxOffset || o < -alldiffMaxOffset {
			return argErr(name, "offsets[%d] = %d exceeds 2^40 in magnitude", i, o)
		}
		if b, m := s.Base(xs[i]), s.Max(xs[i]); b < -alldiffMaxOffset || m > alldiffMaxOffset {
			return argErr(name, "variable %d (argument %d) ranges over %d..%d, beyond ±2^40", xs[i], i, b, m)
		}
		zero = zero && o == 0
	}
	if zero {
		return alldiffPost(s, name, xs, nil, level)
	}
	return alldiffPost(s, name, xs, offsets, level)
}

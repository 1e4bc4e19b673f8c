package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// AllDifferentSum posts that the xs take pairwise distinct values summing to
// total: a Killer Sudoku or Kakuro cage.
//
// Like Cage, it enumerates the allowed tuples over the current domains (the
// same depth-first enumeration, skipping repeated values) and posts them as
// a Table, which is domain consistent. Killer Sudoku's and Kakuro's cages of
// up to 8 cells over 1..9 always fit (at most 8! = 40,320 tuples); a 9-cell
// one (9! tuples) sums to 45 whatever its values, so AllDifferent alone is
// domain consistent there. When the tuples exceed 100,000 (or the
// enumeration 2,000,000 nodes) it posts AllDifferent at Domain level (Bounds
// when the values span cp.MaxDomainWidth or more) and a bounds(Z)
// consistent sum instead: each is then consistent on its own — every value
// left has a support in the distinctness alone, every bound one in the sum
// alone within the intervals — but not both together (a value may need a
// repeated value to reach the total).
//
// The xs must be distinct variables of s, at least one, with values and
// total small enough that no sum overflows (magnitudes below 2^61 in all).
// One variable is assigned total.
func AllDifferentSum(s *cp.Store, xs []cp.VarID, total int) error {
	return alldiffSumPost(s, xs, total, arithCageMaxTuples)
}

func alldiffSumPost(s *cp.Store, xs []cp.VarID, total, maxTuples int) error {
	const name = "AllDifferentSum"
	if len(xs) == 0 {
		return argErr(name, "no variables")
	}
	if err := checkVars(s, name, false, xs...); err != nil {
		return err
	}
	const limit = 1 << 61
	sum := max(total, arithSatSub(0, total))
	for _, x := range xs {
		m := max(arithSatSub(0, s.Min(x)), s.Max(x))
		if m > limit || sum > limit-m {
			return argErr(name, "values too large for a sum (total %d)", total)
		}
		sum += m
	}
	if len(xs) == 1 {
		s.Assign(xs[0], total) // a failure marks the store failed
		return nil
	}
	e := arithCageEnum{s: s, op: CageAdd, target: total, cells: xs, maxTuples: maxTuples, distinct: true}
	if tuples, ok := e.run(); ok {
		return tablePost(s, name, "alldifferent-sum", xs, tuples)
	}
	level := Domain
	lo, hi := s.Min(xs[0]), s.Max(xs[0])
	for _, x := range xs {
		lo, hi = min(lo, s.Base(x)), max(hi, s.Max(x))
	}
	if hi-lo >= cp.MaxDomainWidth {
		level = Bounds
	}
	if err := alldiffPost(s, name, slices.Clone(xs), nil, level); err != nil {
		return err
	}
	return arithSumPost(s, xs, total)
}

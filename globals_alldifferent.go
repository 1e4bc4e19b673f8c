package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// AllDifferent posts xs pairwise distinct, domain consistent (Régin's
// matching; see propagators.AllDifferent).
func (m *Model) AllDifferent(xs []IntVar) Posted {
	return m.AllDifferentLevel(xs, propagators.Domain)
}

// AllDifferentLevel posts xs pairwise distinct at the given level
// (propagators.Value, Bounds or Domain).
func (m *Model) AllDifferentLevel(xs []IntVar, level propagators.Level) Posted {
	return m.global("AllDifferent", xs, func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		return propagators.AllDifferent(s, ids, level)
	})
}

// DistinctSum posts total = Σ weights[xs[i]] over pairwise distinct xs (see
// propagators.DistinctSum).
func (m *Model) DistinctSum(xs []IntVar, weights []int, total IntVar) Posted {
	return m.global("DistinctSum", append([]IntVar{total}, xs...), func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		if err := m.check(total); err != nil {
			return err
		}
		return propagators.DistinctSum(s, ids, weights, total.id)
	})
}

// AllDifferentOffset posts xs[i]+offsets[i] pairwise distinct, domain
// consistent, with no auxiliary variable: the offsets are views inside
// AllDifferent's propagators (see propagators.AllDifferentOffset). The
// queens' diagonals are AllDifferentOffset(q, Iota(n, 1)) and
// AllDifferentOffset(q, Iota(n, -1)).
func (m *Model) AllDifferentOffset(xs []IntVar, offsets []int) Posted {
	return m.global("AllDifferentOffset", xs, func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		return propagators.AllDifferentOffset(s, ids, offsets, propagators.Domain)
	})
}

// AllDifferentExcept posts xs pairwise distinct except for the value
// except, which any number of them may take (alldifferent_except_0 with
// except 0); domain consistent.
func (m *Model) AllDifferentExcept(xs []IntVar, except int) Posted {
	return m.global("AllDifferentExcept", xs, func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		return propagators.AllDifferentExcept(s, ids, except, propagators.Domain)
	})
}

// AllDifferentSum posts xs pairwise distinct with Σ xs = total: a Killer
// Sudoku or Kakuro cage (domain consistent while the cage's tuples are
// few; see propagators.AllDifferentSum).
func (m *Model) AllDifferentSum(xs []IntVar, total int) Posted {
	return m.global("AllDifferentSum", xs, func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		return propagators.AllDifferentSum(s, ids, total)
	})
}

package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// CountEq posts n = |{i : xs[i] = value}| (MiniZinc's count_eq; Model.Count
// counts solutions).
func (m *Model) CountEq(xs []IntVar, value int, n IntVar) Posted {
	return m.global("CountEq", append([]IntVar{n}, xs...), func(s *cp.Store) error {
		ids, err := m.ids(xs, false)
		if err != nil {
			return err
		}
		if err := m.check(n); err != nil {
			return err
		}
		return propagators.Count(s, ids, value, n.id)
	})
}

// Among posts n = |{i : xs[i] ∈ values}|.
func (m *Model) Among(xs []IntVar, values []int, n IntVar) Posted {
	return m.global("Among", append([]IntVar{n}, xs...), func(s *cp.Store) error {
		ids, err := m.ids(xs, false)
		if err != nil {
			return err
		}
		if err := m.check(n); err != nil {
			return err
		}
		return propagators.Among(s, ids, values, n.id)
	})
}

// GlobalCardinality posts counts[k] = |{i : xs[i] = values[k]}|; closed
// also restricts the xs to values.
func (m *Model) GlobalCardinality(xs []IntVar, values []int, counts []IntVar, closed bool) Posted {
	return m.global("GlobalCardinality", append(append([]IntVar(nil), xs...), counts...), func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		cs, err := m.ids(counts, false)
		if err != nil {
			return err
		}
		return propagators.GlobalCardinality(s, ids, values, cs, closed)
	})
}

// NValue posts n = the number of distinct values of xs.
func (m *Model) NValue(xs []IntVar, n IntVar) Posted {
	return m.global("NValue", append([]IntVar{n}, xs...), func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		if err := m.check(n); err != nil {
			return err
		}
		return propagators.NValue(s, ids, n.id)
	})
}

// CountEqVar posts n = |{i : xs[i] = value}| for a variable value.
func (m *Model) CountEqVar(xs []IntVar, value, n IntVar) Posted {
	return m.global("CountEqVar", append([]IntVar{value, n}, xs...), func(s *cp.Store) error {
		ids, err := m.ids(xs, false)
		if err != nil {
			return err
		}
		if err := m.checkVars(value, n); err != nil {
			return err
		}
		return propagators.CountVar(s, ids, value.id, n.id)
	})
}

// Visibility posts that line (nearest first) is a permutation of 1..n, n
// = len(line), with exactly seen records (values greater than every value
// before them): a Skyscrapers clue, the buildings seen from one end of a
// row. Domain consistent on a relaxation of permutations stronger than
// Regular over the count automaton; see propagators.Visibility.
func (m *Model) Visibility(line []IntVar, seen int) Posted {
	return m.global("Visibility", line, func(s *cp.Store) error {
		ids, err := m.ids(line, true)
		if err != nil {
			return err
		}
		return propagators.Visibility(s, ids, seen)
	})
}

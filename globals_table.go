package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Table posts that xs takes the values of one of the tuples.
func (m *Model) Table(xs []IntVar, tuples [][]int) Posted {
	return m.global("Table", xs, func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		return propagators.Table(s, ids, tuples)
	})
}

// NegativeTable posts that xs takes the values of none of the tuples.
func (m *Model) NegativeTable(xs []IntVar, tuples [][]int) Posted {
	return m.global("NegativeTable", xs, func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		return propagators.NegativeTable(s, ids, tuples)
	})
}

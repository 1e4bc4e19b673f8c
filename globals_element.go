package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Element posts value = array[index] (index from 0).
func (m *Model) Element(array []int, index, value IntVar) Posted {
	return m.global("Element", []IntVar{index, value}, func(s *cp.Store) error {
		if err := m.checkVars(index, value); err != nil {
			return err
		}
		return propagators.Element(s, array, index.id, value.id)
	})
}

// ElementVar posts value = array[index] over an array of variables.
func (m *Model) ElementVar(array []IntVar, index, value IntVar) Posted {
	return m.global("ElementVar", append([]IntVar{index, value}, array...), func(s *cp.Store) error {
		ids, err := m.ids(array, true)
		if err != nil {
			return err
		}
		if err := m.checkVars(index, value); err != nil {
			return err
		}
		return propagators.ElementVar(s, ids, index.id, value.id)
	})
}

// Inverse posts f[i] = j+offset ⇔ g[j] = i+offset: f and g are inverse
// permutations of offset..offset+n-1.
func (m *Model) Inverse(f, g []IntVar, offset int) Posted {
	return m.global("Inverse", append(append([]IntVar(nil), f...), g...), func(s *cp.Store) error {
		a, err := m.ids(f, true)
		if err != nil {
			return err
		}
		b, err := m.ids(g, true)
		if err != nil {
			return err
		}
		return propagators.Inverse(s, a, b, offset)
	})
}

// Element2D posts value = matrix[row][col] (from 0).
func (m *Model) Element2D(matrix [][]int, row, col, value IntVar) Posted {
	return m.global("Element2D", []IntVar{row, col, value}, func(s *cp.Store) error {
		if err := m.checkVars(row, col, value); err != nil {
			return err
		}
		return propagators.Element2D(s, matrix, row.id, col.id, value.id)
	})
}

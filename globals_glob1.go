package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

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

// Increasing posts xs[0] ≤ xs[1] ≤ … (< when strict); Decreasing ≥ (>).
func (m *Model) Increasing(xs []IntVar, strict bool) Posted {
	return m.monotone("Increasing", xs, strict)
}

// Decreasing posts xs[0] ≥ xs[1] ≥ … (> when strict).
func (m *Model) Decreasing(xs []IntVar, strict bool) Posted {
	return m.monotone("Decreasing", xs, strict)
}

func (m *Model) monotone(what string, xs []IntVar, strict bool) Posted {
	return m.global(what, xs, func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		if what == "Increasing" {
			return propagators.Increasing(s, ids, strict)
		}
		return propagators.Decreasing(s, ids, strict)
	})
}

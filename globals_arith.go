package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Max posts z = max(xs); Min z = min(xs).
func (m *Model) Max(xs []IntVar, z IntVar) Posted { return m.maxMin("Max", xs, z) }

// Min posts z = min(xs).
func (m *Model) Min(xs []IntVar, z IntVar) Posted { return m.maxMin("Min", xs, z) }

func (m *Model) maxMin(what string, xs []IntVar, z IntVar) Posted {
	return m.global(what, append([]IntVar{z}, xs...), func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		if err := m.check(z); err != nil {
			return err
		}
		if what == "Max" {
			return propagators.Max(s, ids, z.id)
		}
		return propagators.Min(s, ids, z.id)
	})
}

// Times posts z = x·y.
func (m *Model) Times(x, y, z IntVar) Posted {
	return m.ternary("Times", x, y, z, propagators.Times)
}

// Div posts x / y = z with no remainder: x = y·z and y ≠ 0.
func (m *Model) Div(x, y, z IntVar) Posted {
	return m.ternary("Div", x, y, z, propagators.Div)
}

// AbsDiff posts z = |x - y|.
func (m *Model) AbsDiff(x, y, z IntVar) Posted {
	return m.ternary("AbsDiff", x, y, z, propagators.AbsDiff)
}

func (m *Model) ternary(what string, x, y, z IntVar, fn func(*cp.Store, cp.VarID, cp.VarID, cp.VarID) error) Posted {
	return m.global(what, []IntVar{x, y, z}, func(s *cp.Store) error {
		if err := m.checkVars(x, y, z); err != nil {
			return err
		}
		return fn(s, x.id, y.id, z.id)
	})
}

// Cage posts a KenKen cage: the cells combine to target with op (see
// propagators.Cage).
func (m *Model) Cage(op propagators.CageOp, target int, cells []IntVar) Posted {
	return m.global("Cage", cells, func(s *cp.Store) error {
		ids, err := m.ids(cells, true)
		if err != nil {
			return err
		}
		return propagators.Cage(s, op, target, ids)
	})
}

package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// LexLess posts xs <lex ys; LexLessEq xs ≤lex ys.
func (m *Model) LexLess(xs, ys []IntVar) Posted { return m.lex("LexLess", xs, ys, true) }

// LexLessEq posts xs ≤lex ys.
func (m *Model) LexLessEq(xs, ys []IntVar) Posted { return m.lex("LexLessEq", xs, ys, false) }

func (m *Model) lex(what string, xs, ys []IntVar, strict bool) Posted {
	return m.global(what, append(append([]IntVar(nil), xs...), ys...), func(s *cp.Store) error {
		a, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		b, err := m.ids(ys, true)
		if err != nil {
			return err
		}
		if strict {
			return propagators.LexLess(s, a, b)
		}
		return propagators.LexLessEq(s, a, b)
	})
}

// AllDistinctRows posts that no two rows are equal.
func (m *Model) AllDistinctRows(rows [][]IntVar) Posted {
	var all []IntVar
	for _, r := range rows {
		all = append(all, r...)
	}
	return m.global("AllDistinctRows", all, func(s *cp.Store) error {
		ids := make([][]cp.VarID, len(rows))
		for i, r := range rows {
			var err error
			if ids[i], err = m.ids(r, true); err != nil {
				return argError("row %d: %v", i, err)
			}
		}
		return propagators.AllDistinctRows(s, ids)
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

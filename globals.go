package tessera

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// The global constraints: each checks that its variables belong to the
// model, posts the propagator of package propagators named alike (see its
// documentation for the consistency it reaches and its cost) and returns
// the Posted to name it. An empty scope is an error where the constraint
// would be void (AllDifferent of nothing is more likely a slicing mistake
// than a model).

// ids returns the store variables of xs after checking them.
func (m *Model) ids(xs []IntVar, nonEmpty bool) ([]cp.VarID, error) {
	if err := m.checkAll(xs, nonEmpty); err != nil {
		return nil, err
	}
	return IDs(xs), nil
}

// checkVars checks single variables.
func (m *Model) checkVars(xs ...IntVar) error {
	for _, x := range xs {
		if err := m.check(x); err != nil {
			return err
		}
	}
	return nil
}

// global posts a constraint over xs, described by what and its variables.
func (m *Model) global(what string, xs []IntVar, fn func(s *cp.Store) error) Posted {
	return m.post(what, varsDesc(xs), fn)
}

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

// Regular posts that the word xs is accepted by d (dfa.FromRegex and
// dfa.Runs build d from text).
func (m *Model) Regular(xs []IntVar, d *dfa.DFA) Posted {
	return m.global("Regular", xs, func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		return propagators.Regular(s, ids, d)
	})
}

// Runs posts that the 0/1 variables xs hold runs of 1s of the lengths
// clue, in order, separated by 0s: a nonogram line (Regular over
// dfa.Runs(clue)). A bad clue records the error.
func (m *Model) Runs(xs []IntVar, clue []int) Posted {
	return m.global("Runs", xs, func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		d, err := dfa.Runs(clue)
		if err != nil {
			return fmt.Errorf("%w: %w", err, ErrArgs)
		}
		return propagators.Regular(s, ids, d)
	})
}

// RegularExpr posts that the word xs matches the regular expression expr
// (Regular over dfa.FromRegex(expr); see there for the syntax:
// "0* 1{3} 0+ 1 0*"). A malformed expression records the error, naming
// its position.
func (m *Model) RegularExpr(xs []IntVar, expr string) Posted {
	return m.global("RegularExpr", xs, func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		d, err := dfa.FromRegex(expr)
		if err != nil {
			return fmt.Errorf("%w: %w", err, ErrArgs)
		}
		return propagators.Regular(s, ids, d)
	})
}

// CyclicRegular posts that some rotation of xs is accepted by d.
func (m *Model) CyclicRegular(xs []IntVar, d *dfa.DFA) Posted {
	return m.global("CyclicRegular", xs, func(s *cp.Store) error {
		ids, err := m.ids(xs, true)
		if err != nil {
			return err
		}
		return propagators.CyclicRegular(s, ids, d)
	})
}

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

// Circuit posts that succ (succ[i] is the node after node i, nodes
// numbered from 0) forms one cycle through every node.
func (m *Model) Circuit(succ []IntVar) Posted {
	return m.global("Circuit", succ, func(s *cp.Store) error {
		ids, err := m.ids(succ, true)
		if err != nil {
			return err
		}
		return propagators.Circuit(s, ids)
	})
}

// Subcircuit posts that the nodes with succ[i] ≠ i form one cycle (or
// none); SubcircuitNonEmpty, when nonEmpty, forbids the empty one.
func (m *Model) Subcircuit(succ []IntVar, nonEmpty bool) Posted {
	return m.global("Subcircuit", succ, func(s *cp.Store) error {
		ids, err := m.ids(succ, true)
		if err != nil {
			return err
		}
		if nonEmpty {
			return propagators.SubcircuitNonEmpty(s, ids)
		}
		return propagators.Subcircuit(s, ids)
	})
}

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

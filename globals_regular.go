package tessera

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

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

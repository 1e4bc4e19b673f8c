package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

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

package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// Connected posts that the true Booleans of xs form a connected part of
// the undirected graph on the nodes 0..len(xs)-1 with the given edges
// (pairs of indices of xs): a Hitori's unshaded cells, a Nurikabe's wall.
// No true node, or one, counts as connected. It posts
// propagators.Connected (domain consistent: split components fail,
// articulation points between true nodes become true, nodes cut off from
// them false).
func (m *Model) Connected(xs []BoolVar, edges [][2]int) Posted {
	ints := Ints(xs)
	return m.global("Connected", ints, func(s *cp.Store) error {
		ids, err := m.ids(ints, false)
		if err != nil {
			return err
		}
		return propagators.Connected(s, ids, edges)
	})
}

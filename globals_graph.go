package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

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

// Path posts that succ forms one Hamiltonian path from node start to node
// end: succ[i] is the node after i, the value len(succ) stands for "none"
// (succ[end] = len(succ)); no dummy node (Hidato, Numbrix).
func (m *Model) Path(succ []IntVar, start, end IntVar) Posted {
	return m.global("Path", succ, func(s *cp.Store) error {
		ids, err := m.ids(succ, true)
		if err != nil {
			return err
		}
		if err := m.checkVars(start, end); err != nil {
			return err
		}
		return propagators.Path(s, ids, start.id, end.id)
	})
}

// PathOrder posts Path(succ, start, end) and order[i] = the position of
// node i on the path, from 0 at start: a Hidato clue k at node i is
// order[i] = k-1.
func (m *Model) PathOrder(succ, order []IntVar, start, end IntVar) Posted {
	return m.global("PathOrder", succ, func(s *cp.Store) error {
		ids, err := m.ids(succ, true)
		if err != nil {
			return err
		}
		ord, err := m.ids(order, true)
		if err != nil {
			return err
		}
		if err := m.checkVars(start, end); err != nil {
			return err
		}
		return propagators.PathOrder(s, ids, ord, start.id, end.id)
	})
}

// CircuitOrder posts Circuit(succ) and order[i] = the position of node i
// on the circuit, counted from 0 at node 0.
func (m *Model) CircuitOrder(succ, order []IntVar) Posted {
	return m.global("CircuitOrder", succ, func(s *cp.Store) error {
		ids, err := m.ids(succ, true)
		if err != nil {
			return err
		}
		ord, err := m.ids(order, true)
		if err != nil {
			return err
		}
		return propagators.CircuitOrder(s, ids, ord)
	})
}

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

package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

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

// Disjunctive posts that the tasks (start, duration) do not overlap: one
// machine (overload checking, detectable precedences, not-first/not-last,
// edge finding; see propagators.Disjunctive).
func (m *Model) Disjunctive(starts []IntVar, durations []int) Posted {
	return m.global("Disjunctive", starts, func(s *cp.Store) error {
		ids, err := m.ids(starts, true)
		if err != nil {
			return err
		}
		return propagators.Disjunctive(s, ids, durations)
	})
}

// DisjunctiveVar is Disjunctive with variable durations.
func (m *Model) DisjunctiveVar(starts, durations []IntVar) Posted {
	return m.global("DisjunctiveVar", append(append([]IntVar(nil), starts...), durations...), func(s *cp.Store) error {
		ids, err := m.ids(starts, true)
		if err != nil {
			return err
		}
		ds, err := m.ids(durations, true)
		if err != nil {
			return err
		}
		return propagators.DisjunctiveVar(s, ids, ds)
	})
}

// Cumulative posts that at every time the demands of the running tasks
// (start, duration, demand) sum to at most capacity (time-tabling and
// energetic overload; see propagators.Cumulative).
func (m *Model) Cumulative(starts []IntVar, durations, demands []int, capacity int) Posted {
	return m.global("Cumulative", starts, func(s *cp.Store) error {
		ids, err := m.ids(starts, true)
		if err != nil {
			return err
		}
		return propagators.Cumulative(s, ids, durations, demands, capacity)
	})
}

// CumulativeVar is Cumulative with variable durations, demands and
// capacity.
func (m *Model) CumulativeVar(starts, durations, demands []IntVar, capacity IntVar) Posted {
	scope := append(append(append([]IntVar(nil), starts...), durations...), demands...)
	return m.global("CumulativeVar", append(scope, capacity), func(s *cp.Store) error {
		ids, err := m.ids(starts, true)
		if err != nil {
			return err
		}
		ds, err := m.ids(durations, true)
		if err != nil {
			return err
		}
		rs, err := m.ids(demands, true)
		if err != nil {
			return err
		}
		if err := m.check(capacity); err != nil {
			return err
		}
		return propagators.CumulativeVar(s, ids, ds, rs, capacity.id)
	})
}

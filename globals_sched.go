package tessera

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

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

package tessera

import "testing"

// TestGlobalsSched checks the scheduling constraints against an enumeration
// (bruteCheck): no instant uses more than the capacity.
func TestGlobalsSched(t *testing.T) {
	sched := func(name string, post func(m *Model, starts []IntVar), cap int, dur, dem []int) {
		m := NewModel()
		starts := m.IntVars(3, 0, 4, "s")
		bruteCheck(t, name, m, starts, func() { post(m, starts) }, func(v []int) bool {
			for tm := 0; tm < 10; tm++ {
				use := 0
				for i, s := range v {
					if s <= tm && tm < s+dur[i] {
						use += dem[i]
					}
				}
				if use > cap {
					return false
				}
			}
			return true
		})
	}
	dur, dem := []int{2, 3, 1}, []int{1, 2, 2}
	sched("Disjunctive", func(m *Model, s []IntVar) { m.Disjunctive(s, dur) }, 1, dur, []int{1, 1, 1})
	sched("DisjunctiveVar", func(m *Model, s []IntVar) {
		m.DisjunctiveVar(s, []IntVar{m.Const(2), m.Const(3), m.Const(1)})
	}, 1, dur, []int{1, 1, 1})
	sched("Cumulative", func(m *Model, s []IntVar) { m.Cumulative(s, dur, dem, 3) }, 3, dur, dem)
	sched("CumulativeVar", func(m *Model, s []IntVar) {
		m.CumulativeVar(s, []IntVar{m.Const(2), m.Const(3), m.Const(1)}, []IntVar{m.Const(1), m.Const(2), m.Const(2)}, m.Const(3))
	}, 3, dur, dem)
}

package tessera

import "testing"

// TestGlobalsOrder checks Increasing and Decreasing against an enumeration (bruteCheck).
func TestGlobalsOrder(t *testing.T) {
	for _, strict := range []bool{false, true} {
		m := NewModel()
		xs := m.IntVars(3, 0, 3, "x")
		bruteCheck(t, "Increasing", m, xs, func() { m.Increasing(xs, strict) }, func(v []int) bool {
			return v[0] <= v[1] && v[1] <= v[2] && (!strict || v[0] < v[1] && v[1] < v[2])
		})
		m = NewModel()
		xs = m.IntVars(3, 0, 3, "x")
		bruteCheck(t, "Decreasing", m, xs, func() { m.Decreasing(xs, strict) }, func(v []int) bool {
			return v[0] >= v[1] && v[1] >= v[2] && (!strict || v[0] > v[1] && v[1] > v[2])
		})
	}
}

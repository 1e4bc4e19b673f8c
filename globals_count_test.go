package tessera

import "testing"

// TestGlobalsCount checks the counting constraints against an enumeration (bruteCheck).
func TestGlobalsCount(t *testing.T) {
	{
		m := NewModel()
		xs, cs := m.IntVars(3, 0, 2, "x"), m.IntVars(2, 0, 3, "c")
		all := append(append([]IntVar(nil), xs...), cs...)
		bruteCheck(t, "GlobalCardinality", m, all, func() { m.GlobalCardinality(xs, []int{1, 2}, cs, false) }, func(v []int) bool {
			n1, n2 := 0, 0
			for _, x := range v[:3] {
				n1 += b2i(x == 1)
				n2 += b2i(x == 2)
			}
			return v[3] == n1 && v[4] == n2
		})
	}
	{
		m := NewModel()
		xs, n := m.IntVars(3, 0, 2, "x"), m.IntVar(0, 3, "n")
		bruteCheck(t, "NValue", m, append(append([]IntVar(nil), xs...), n), func() { m.NValue(xs, n) }, func(v []int) bool {
			seen := map[int]bool{}
			for _, x := range v[:3] {
				seen[x] = true
			}
			return v[3] == len(seen)
		})
	}
	{
		m := NewModel()
		xs, val, n := m.IntVars(3, 0, 2, "x"), m.IntVar(0, 2, "value"), m.IntVar(0, 3, "n")
		bruteCheck(t, "CountEqVar", m, append(append([]IntVar(nil), xs...), val, n), func() { m.CountEqVar(xs, val, n) }, func(v []int) bool {
			c := 0
			for _, x := range v[:3] {
				c += b2i(x == v[3])
			}
			return v[4] == c
		})
	}
}

// TestGlobalsVisibility checks Visibility against an enumeration.
func TestGlobalsVisibility(t *testing.T) {
	for seen := 1; seen <= 4; seen++ {
		m := NewModel()
		xs := m.IntVars(4, 0, 5, "x")
		bruteCheck(t, "Visibility", m, xs, func() { m.Visibility(xs, seen) }, func(v []int) bool {
			used := make([]bool, 5)
			records, top := 0, 0
			for _, x := range v {
				if x < 1 || x > 4 || used[x] {
					return false
				}
				used[x] = true
				if x > top {
					records, top = records+1, x
				}
			}
			return records == seen
		})
	}
	m := NewModel()
	xs := m.IntVars(3, 1, 3, "x")
	m.Visibility(xs, 4)
	if m.Err() == nil {
		t.Error("Visibility of 4 in a line of 3: no error")
	}
}

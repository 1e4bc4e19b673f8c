package tessera

import "testing"

// TestGlobalsAllDifferent checks the AllDifferent variants against an enumeration (bruteCheck).
func TestGlobalsAllDifferent(t *testing.T) {
	{
		m := NewModel()
		xs := m.IntVars(3, 0, 3, "x")
		bruteCheck(t, "AllDifferentOffset", m, xs, func() { m.AllDifferentOffset(xs, []int{0, 1, 2}) }, func(v []int) bool { return allDistinct([]int{v[0], v[1] + 1, v[2] + 2}) })
	}
	{
		m := NewModel()
		xs := m.IntVars(3, 0, 2, "x")
		bruteCheck(t, "AllDifferentExcept", m, xs, func() { m.AllDifferentExcept(xs, 0) }, func(v []int) bool {
			var nz []int
			for _, x := range v {
				if x != 0 {
					nz = append(nz, x)
				}
			}
			return allDistinct(nz)
		})
	}
	{
		m := NewModel()
		xs := m.IntVars(3, 1, 5, "x")
		bruteCheck(t, "AllDifferentSum", m, xs, func() { m.AllDifferentSum(xs, 9) }, func(v []int) bool { return allDistinct(v) && v[0]+v[1]+v[2] == 9 })
	}
}

// allDistinct reports whether the values of v are pairwise distinct.
func allDistinct(v []int) bool {
	for i := range v {
		for j := i + 1; j < len(v); j++ {
			if v[i] == v[j] {
				return false
			}
		}
	}
	return true
}

package tessera

import "testing"

// TestGlobalsElement checks Inverse and Element2D against an enumeration (bruteCheck).
func TestGlobalsElement(t *testing.T) {
	{
		m := NewModel()
		f, g := m.IntVars(3, 1, 3, "f"), m.IntVars(3, 1, 3, "g")
		all := append(append([]IntVar(nil), f...), g...)
		bruteCheck(t, "Inverse", m, all, func() { m.Inverse(f, g, 1) }, func(v []int) bool {
			for i := range 3 {
				for j := range 3 {
					if (v[i] == j+1) != (v[3+j] == i+1) {
						return false
					}
				}
			}
			return true
		})
	}
	{
		m := NewModel()
		matrix := [][]int{{1, 2, 3}, {4, 5, 6}}
		r, c, v := m.IntVar(0, 1, "r"), m.IntVar(0, 2, "c"), m.IntVar(1, 6, "v")
		bruteCheck(t, "Element2D", m, []IntVar{r, c, v}, func() { m.Element2D(matrix, r, c, v) }, func(a []int) bool { return matrix[a[0]][a[1]] == a[2] })
	}
}

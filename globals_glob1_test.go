package tessera

import "testing"

func TestGlobalsGlob1(t *testing.T) {
	distinct := func(v []int) bool {
		for i := range v {
			for j := i + 1; j < len(v); j++ {
				if v[i] == v[j] {
					return false
				}
			}
		}
		return true
	}
	{
		m := NewModel()
		xs := m.IntVars(3, 0, 3, "x")
		bruteCheck(t, "AllDifferentOffset", m, xs, func() { m.AllDifferentOffset(xs, []int{0, 1, 2}) }, func(v []int) bool { return distinct([]int{v[0], v[1] + 1, v[2] + 2}) })
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
			return distinct(nz)
		})
	}
	{
		m := NewModel()
		xs := m.IntVars(3, 1, 5, "x")
		bruteCheck(t, "AllDifferentSum", m, xs, func() { m.AllDifferentSum(xs, 9) }, func(v []int) bool { return distinct(v) && v[0]+v[1]+v[2] == 9 })
	}
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

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

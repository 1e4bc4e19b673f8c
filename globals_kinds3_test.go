package tessera

import "testing"

func TestGlobalsKinds3(t *testing.T) {
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

package tessera

import "testing"

// TestConnectedWrapper compares Connected on a 2×3 grid (and on negated
// literals) with an enumeration: the true cells are orthogonally connected.
func TestConnectedWrapper(t *testing.T) {
	edges := [][2]int{{0, 1}, {1, 2}, {3, 4}, {4, 5}, {0, 3}, {1, 4}, {2, 5}}
	connected := func(v []int, on int) bool {
		seen, first := make([]bool, len(v)), -1
		for i, x := range v {
			if x == on {
				first = i
				break
			}
		}
		if first < 0 {
			return true
		}
		seen[first] = true
		for changed := true; changed; {
			changed = false
			for _, e := range edges {
				if v[e[0]] == on && v[e[1]] == on && seen[e[0]] != seen[e[1]] {
					seen[e[0]], seen[e[1]] = true, true
					changed = true
				}
			}
		}
		for i, x := range v {
			if x == on && !seen[i] {
				return false
			}
		}
		return true
	}
	{
		m := NewModel()
		xs := m.BoolVars(6, "x")
		bruteCheck(t, "Connected", m, Ints(xs), func() { m.Connected(xs, edges) }, func(v []int) bool { return connected(v, 1) })
	}
	{ // On negations: the false cells are connected.
		m := NewModel()
		xs := m.BoolVars(6, "x")
		nots := make([]BoolVar, len(xs))
		for i, x := range xs {
			nots[i] = x.Not()
		}
		vars := Ints(xs)
		bruteCheck(t, "Connected of negations", m, vars, func() { m.Connected(nots, edges) }, func(v []int) bool { return connected(v, 0) })
	}
	m := NewModel()
	xs := m.BoolVars(2, "x")
	m.Connected(xs, [][2]int{{0, 5}})
	if m.Err() == nil {
		t.Error("an edge to a node outside xs: no error")
	}
}

// TestGlobalsPath checks Path and CircuitOrder against an enumeration (bruteCheck).
func TestGlobalsPath(t *testing.T) {
	{ // Path over 4 nodes: succ[end] = 4.
		m := NewModel()
		succ := m.IntVars(4, 0, 4, "succ")
		start, end := m.IntVar(0, 3, "start"), m.IntVar(0, 3, "end")
		vars := append(append([]IntVar(nil), succ...), start, end)
		bruteCheck(t, "Path", m, vars, func() { m.Path(succ, start, end) }, func(v []int) bool {
			seen, k := 0, v[4]
			for range 4 {
				if k >= 4 || seen&(1<<k) != 0 {
					return false
				}
				seen |= 1 << k
				if v[k] == 4 {
					return k == v[5] && seen == 15
				}
				k = v[k]
			}
			return false
		})
	}
	{ // CircuitOrder over 4 nodes.
		m := NewModel()
		succ, order := m.IntVars(4, 0, 3, "succ"), m.IntVars(4, 0, 3, "order")
		bruteCheck(t, "CircuitOrder", m, append(append([]IntVar(nil), succ...), order...), func() { m.CircuitOrder(succ, order) }, func(v []int) bool {
			k := 0
			for pos := range 4 {
				if v[4+k] != pos || (pos < 3 && v[k] == 0) {
					return false
				}
				k = v[k]
			}
			return k == 0
		})
	}
}

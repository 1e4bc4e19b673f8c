package tessera

import (
	"testing"
)

// bruteCheck posts the constraint (post) and compares the solutions of m
// over vars (every variable of the model, so each solution is one
// assignment of them) with an enumeration of their domains before the
// post, filtered by ok: the same number, and each solution accepted. It checks that each global's wrapper passes its
// arguments in the right order; the propagators themselves have their
// oracle rows.
func bruteCheck(t *testing.T, name string, m *Model, vars []IntVar, post func(), ok func(v []int) bool) {
	t.Helper()
	lo, hi := make([]int, len(vars)), make([]int, len(vars))
	for i, x := range vars {
		lo[i], hi[i] = x.Min(), x.Max()
	}
	post()
	if err := m.Err(); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	want := 0
	v := make([]int, len(vars))
	var rec func(i int)
	rec = func(i int) {
		if i == len(vars) {
			if ok(v) {
				want++
			}
			return
		}
		for v[i] = lo[i]; v[i] <= hi[i]; v[i]++ {
			rec(i + 1)
		}
	}
	rec(0)
	got := 0
	for sol, err := range m.All() {
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if s := sol.Values(vars); !ok(s) {
			t.Fatalf("%s: %v is no solution", name, s)
		}
		got++
	}
	if got != want || want == 0 {
		t.Errorf("%s: %d solutions, want %d (and some)", name, got, want)
	}
}

func TestGlobalsGlob2(t *testing.T) {
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

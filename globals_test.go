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

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

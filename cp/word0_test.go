package cp

import "testing"

// Word0 reads the same word as Words(x)[0], for variables one and several
// words wide, before and after writes.
func TestWord0(t *testing.T) {
	s := NewStore()
	xs := []VarID{s.NewVar(3, 9), s.NewVarValues([]int{-5, 0, 40, 100}), s.NewVar(0, 200)}
	check := func(when string) {
		t.Helper()
		for _, x := range xs {
			if got, want := s.Word0(x), s.Words(x)[0]; got != want {
				t.Errorf("%s: variable %d: Word0 %#x, Words(x)[0] %#x", when, x, got, want)
			}
		}
	}
	check("created")
	s.Remove(xs[0], 4)
	s.SetMin(xs[1], -1)
	s.SetMax(xs[2], 63)
	s.Remove(xs[2], 0)
	check("written")
}

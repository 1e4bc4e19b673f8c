package cp

import "testing"

// After ReserveRevInts(n), n reversible ints cost no further allocation.
func TestReserveRevInts(t *testing.T) {
	s := NewStore()
	s.NewRevInt(7)
	const n = 1000
	s.ReserveRevInts(n)
	first := RevInt(-1)
	// AllocsPerRun calls f twice (a warm-up, then the measured run).
	allocs := testing.AllocsPerRun(1, func() {
		for i := range n / 2 {
			r := s.NewRevInt(i)
			if first < 0 {
				first = r
			}
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations for %d reserved reversible ints", allocs, n)
	}
	if s.Int(0) != 7 || s.Int(first+n-1) != n/2-1 {
		t.Error("the reserved ints do not hold their values")
	}
}

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

// After ReserveModel, creating the reserved variables and posting the
// reserved propagators grows none of the store's arrays.
func TestReserveModel(t *testing.T) {
	s := NewStore()
	s.NewVar(0, 3)
	const vars, props = 300, 60
	// AllocsPerRun calls f runs+1 times (a warm-up, then the measured
	// runs) and reports the mean rounded down: over 10 runs a stray
	// allocation of the runtime's (1 in ~40 single runs saw one) reads
	// as 0, while the growth of an array, at least once a run, does not.
	const runs = 10
	s.ReserveModel((runs+1)*vars, (runs+1)*vars, (runs+1)*props)
	allocs := testing.AllocsPerRun(runs, func() {
		for range vars {
			s.NewVar(1, 9)
		}
		for range props {
			s.Post(nopProp{}, Linear, "nop")
		}
	})
	if allocs != 0 {
		t.Errorf("%v allocations for %d reserved variables and %d propagators", allocs, vars, props)
	}
	if s.NumVars() != 1+(runs+1)*vars || s.NumProps() != (runs+1)*props || s.Max(VarID((runs+1)*vars)) != 9 {
		t.Error("the store does not hold what was created")
	}
	if !s.Propagate() {
		t.Error("the reserved store fails")
	}
}

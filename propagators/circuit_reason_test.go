package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// Short reasons of the circuit propagator: a subtour pruning says the
// fixed chain it closes, a forced edge the edges its cut lost, each in the
// fewest literals (the reason oracle checks soundness on every row).
func TestCircuitShortReasons(t *testing.T) {
	t.Run("chain", func(t *testing.T) {
		// 0→1→2 fixed on 5 nodes: 2 → 0 would close a 3-node subtour.
		s := cp.NewStore()
		s.SetExplain(true)
		xs := domVars(s, [][]int{{0, 1, 2, 3, 4}, {0, 1, 2, 3, 4}, {0, 1, 2, 3, 4}, {0, 1, 2, 3, 4}, {0, 1, 2, 3, 4}})
		if err := Circuit(s, xs); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.Assign(xs[0], 1)
		s.Assign(xs[1], 2)
		want := []cp.Lit{cp.LitEq(xs[0], 1), cp.LitEq(xs[1], 2)}
		if kind, r := reasonOf(t, s, cp.LitNe(xs[2], 0)); kind != "circuit" || !sameLits(r, want) {
			t.Errorf("x2 ≠ 0 by %s because %v, want circuit because %v", kind, r, want)
		}
	})
	t.Run("cut", func(t *testing.T) {
		// Clusters {0, 1, 2} and {3, 4, 5}; once 4 → 1 is gone, 5 → 0 is
		// the only edge out of the second: the reason is that one loss, said
		// as x4 ≥ 3 (its given domain is 1, 3, 5).
		s := cp.NewStore()
		s.SetExplain(true)
		xs := domVars(s, [][]int{{1, 2, 3}, {0, 2, 4}, {0, 1, 5}, {4, 5}, {1, 3, 5}, {0, 3, 4}})
		if err := circuitPost(s, "test", xs, false, false, false); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.Remove(xs[4], 1)
		want := []cp.Lit{cp.LitGe(xs[4], 3)}
		if _, r := reasonOf(t, s, cp.LitEq(xs[5], 0)); !sameLits(r, want) {
			t.Errorf("x5 = 0 because %v, want %v", r, want)
		}
	})
	t.Run("subcircuit-component", func(t *testing.T) {
		// Node 0 is mandatory; 3 and 4 only point at each other, and
		// 2 → 3 is gone: 3 and 4 cannot join 0's cycle. The reason: 3
		// and 4 stay among themselves (given), 2 lost 3, 0 is mandatory.
		s := cp.NewStore()
		s.SetExplain(true)
		xs := domVars(s, [][]int{{1, 2}, {0, 1, 2}, {0, 2, 3}, {3, 4}, {3, 4}})
		if err := circuitPost(s, "test", xs, true, false, false); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.Remove(xs[2], 3)
		if _, r := reasonOf(t, s, cp.LitEq(xs[3], 3)); len(r) > 2 {
			t.Errorf("x3 = 3 because %v, want at most 2 literals", r)
		}
	})
}

// domVars makes one variable per domain.
func domVars(s *cp.Store, doms [][]int) []cp.VarID {
	xs := make([]cp.VarID, len(doms))
	for i, d := range doms {
		xs[i] = s.NewVarValues(d)
	}
	return xs
}

// The circuit propagator's explanations allocate nothing once the
// store's scratch has grown.
func TestCircuitReasonsNoAllocs(t *testing.T) {
	s := cp.NewStore()
	s.SetExplain(true)
	const n = 9
	full := make([][]int, n)
	for i := range full {
		for v := 0; v < n; v++ {
			full[i] = append(full[i], v)
		}
	}
	xs := domVars(s, full)
	ys := domVars(s, full)
	if err := Circuit(s, xs); err != nil {
		t.Fatal(err)
	}
	if err := Subcircuit(s, ys); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("root propagation failed")
	}
	var buf []cp.Lit
	explain := func() {
		l := s.Push()
		s.Assign(xs[0], 1)
		s.Assign(xs[1], 2)
		s.Remove(xs[2], 3)
		s.Assign(ys[0], 4)
		s.Assign(ys[4], 5)
		s.Remove(ys[5], 6)
		s.Propagate()
		for i := 0; i < s.NumFacts(); i++ {
			buf = s.Reason(i, buf[:0])
		}
		s.PopTo(l - 1)
	}
	explain()
	precise, coarse := s.ExplainCounts()
	if precise < 10 || coarse > 0 {
		t.Fatalf("%d precise reasons, %d coarse: the case explains too little", precise, coarse)
	}
	if a := testing.AllocsPerRun(50, explain); a != 0 {
		t.Errorf("asking for reasons allocates %.1f times per run", a)
	}
}

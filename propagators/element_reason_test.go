package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// Element's direct reasons: index ≠ i by the one lost value array[i],
// value ≠ v by the positions holding v gone; no allocation once the
// scratch has grown.
func TestElementDirectReasons(t *testing.T) {
	s := cp.NewStore()
	s.SetExplain(true)
	array := []int{3, 5, 3, 7, 9, 5}
	idx, val := s.NewVar(0, 5), s.NewVar(0, 9)
	ival := s.NewIntervalVar(0, 9)
	idx2 := s.NewVar(0, 5)
	if err := Element(s, array, idx, val); err != nil {
		t.Fatal(err)
	}
	if err := Element(s, array, idx2, ival); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("root propagation failed")
	}
	s.Push()
	s.Remove(val, 5)
	if _, r := reasonOf(t, s, cp.LitNe(idx, 1)); !sameLits(r, []cp.Lit{cp.LitNe(val, 5)}) {
		t.Errorf("index ≠ 1 because %v, want value ≠ 5", r)
	}
	s.Push()
	s.Remove(idx, 0)
	s.Remove(idx, 2)
	if _, r := reasonOf(t, s, cp.LitNe(val, 3)); len(r) != 2 || r[0].X != idx || r[1].X != idx {
		t.Errorf("value ≠ 3 because %v, want index ≠ 0 and index ≠ 2", r)
	}
	s.Push()
	s.SetMin(ival, 6)
	if _, r := reasonOf(t, s, cp.LitNe(idx2, 5)); !sameLits(r, []cp.Lit{cp.LitGe(ival, 6)}) {
		t.Errorf("index2 ≠ 5 because %v, want value ≥ 6", r)
	}
	var buf []cp.Lit
	explain := func() {
		for i := 0; i < s.NumFacts(); i++ {
			buf = s.Reason(i, buf[:0])
		}
	}
	explain()
	if _, coarse := s.ExplainCounts(); coarse > 0 {
		t.Fatalf("%d coarse reasons", coarse)
	}
	if a := testing.AllocsPerRun(50, explain); a != 0 {
		t.Errorf("asking for reasons allocates %.1f times per run", a)
	}
}

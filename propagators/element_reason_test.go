package propagators

import (
	"fmt"
	"math/rand/v2"
	"slices"
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

// x[x[i]]-style aliasing: value = [x0, x1][x0] with x0 = 0 and x1 lacking
// 0. Fixing x0 fixes the index (a copy tied to x0) and array[0] in one
// step, so the array and the value meet disjoint; the failure's reason is
// the index and x0 fixed, not one x0 ≠ w per value w of x1, which made it
// longer than the coarse reason.
func TestElementVarAliasedDisjointFailure(t *testing.T) {
	s := cp.NewStore()
	s.SetExplain(true)
	x0, x1 := s.NewVarValues([]int{-1, 0, 1, 2}), s.NewVarValues([]int{-1, 1, 2, 3})
	if err := ElementVar(s, []cp.VarID{x0, x1}, x0, x1); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("root propagation failed")
	}
	s.Push()
	if !s.SetMax(x0, 0) {
		t.Fatal("x0 ≤ 0 failed by itself")
	}
	if s.Propagate() {
		t.Fatal("x0 = 0, x1 without 0: value = array[0] should fail")
	}
	reason := s.FailureReason(nil)
	coarse := s.CoarseReason(s.FailedProp(), s.NumFacts(), nil)
	if len(reason) > len(coarse)+1 {
		t.Fatalf("failure reason %v longer than the coarse %v", reason, coarse)
	}
	if len(reason) != 2 || !slices.Contains(reason, cp.LitEq(x0, 0)) {
		t.Errorf("failure reason %v, want x0 = 0 and the index copy = 0", reason)
	}
}

// The ElementVar oracle rows' reasons over more random cases than
// TestOracleReasons draws (the aliased row's fault above showed only once
// its seed moved): sound, and never longer than the coarse reason.
func TestElementVarReasonsManySeeds(t *testing.T) {
	for _, row := range oracleRows {
		if !slices.Contains([]string{"element-var", "element-var-shared", "element-var-aliased"}, row.name) {
			continue
		}
		t.Run(row.name, func(t *testing.T) {
			st := &reasonStats{}
			for seed := uint64(1); seed <= 8 && !t.Failed(); seed++ {
				r := rand.New(rand.NewPCG(seed, 0xe1e))
				for k := 0; k < 300 && !t.Failed(); k++ {
					runReasonCase(t, row, row.gen(r), r, st, fmt.Sprintf("seed %d, case %d", seed, k))
				}
			}
			if st.failuresPrecis == 0 {
				t.Errorf("no failure explained by the propagator in %d cases", st.cases)
			}
		})
	}
}

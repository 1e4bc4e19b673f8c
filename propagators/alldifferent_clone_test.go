package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestAlldiffDomainCloneAllocations: a collection clones the model of its
// shape per puzzle (27 of these for a Sudoku), so the clone of a
// domain-level AllDifferent carves its arrays out of a block per element
// type: the propagator, its words, its int32s and its search frames.
func TestAlldiffDomainCloneAllocations(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 9)
	for i := range xs {
		xs[i] = s.NewVar(1, 9)
	}
	if err := AllDifferent(s, xs, Domain); err != nil {
		t.Fatal(err)
	}
	if !s.Assign(xs[0], 3) || !s.Propagate() {
		t.Fatal("the root fails")
	}
	p := s.Propagator(0).(cp.Cloner)
	if got := testing.AllocsPerRun(20, func() { p.Clone(s) }); got > 4 {
		t.Errorf("Clone allocates %.0f times, want at most 4", got)
	}
}

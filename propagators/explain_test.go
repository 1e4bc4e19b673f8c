package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// With the fact trail on, propagation still allocates nothing once the
// trail has grown, and neither does asking for reasons into a reused
// buffer.
func TestExplainNoAllocs(t *testing.T) {
	s := cp.NewStore()
	s.SetExplain(true)
	xs := make([]cp.VarID, 6)
	for i := range xs {
		xs[i] = s.NewVar(1, 6)
	}
	for _, err := range []error{
		AllDifferent(s, xs[:4], Domain),
		AllDifferent(s, xs[2:], Bounds),
		AllDifferent(s, []cp.VarID{xs[0], xs[5]}, Value),
		LessEq(s, xs[0], xs[1], 0),
		Equal(s, xs[4], xs[5], -1),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Remove(xs[0], 1)
		s.SetMax(xs[1], 4)
		s.Assign(xs[2], 3)
	})
	var buf []cp.Lit
	explain := func() {
		l := s.Push()
		s.Remove(xs[0], 1)
		s.SetMax(xs[1], 4)
		s.Assign(xs[2], 3)
		s.Propagate()
		for i := 0; i < s.NumFacts(); i++ {
			buf = s.Reason(i, buf[:0])
		}
		buf = s.FailureReason(buf[:0])
		s.PopTo(l - 1)
	}
	explain()
	if s.NumFacts() == 0 {
		t.Fatal("no fact recorded")
	}
	if a := testing.AllocsPerRun(50, explain); a != 0 {
		t.Errorf("asking for reasons allocates %.1f times per run", a)
	}
}

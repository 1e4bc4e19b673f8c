package propagators

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestLinearForwardWaitsForOneVariable(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1)}
	// x0 + x1 + x2 + x3 = 2: bounds would fix the rest once two are 1.
	if err := LinearForward(s, []int{1, 1, 1, 1}, xs, EQ, 2); err != nil {
		t.Fatal(err)
	}
	s.Assign(xs[0], 1)
	s.Assign(xs[1], 1)
	if !s.Propagate() || s.Fixed(xs[2]) || s.Fixed(xs[3]) {
		t.Fatal("forward checking acted with two variables open")
	}
	s.Assign(xs[2], 0)
	if !s.Propagate() || !s.Fixed(xs[3]) || s.Value(xs[3]) != 0 {
		t.Fatalf("the last open cell is %s, want 0", s.String(xs[3]))
	}
	if err := LinearForward(s, []int{1}, xs[:2], EQ, 1); !errors.Is(err, ErrArgs) {
		t.Fatalf("a coefficient short: %v", err)
	}
}

func TestLinearForwardNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 6)
	for i := range xs {
		xs[i] = s.NewVar(0, 9)
	}
	for _, err := range []error{
		LinearForward(s, []int{1, 2, 3, 1, 1, 1}, xs, EQ, 20),
		LinearForward(s, []int{1, 1, 1}, xs[:3], LE, 10),
		LinearForward(s, []int{1, -1}, xs[4:], NE, 0),
	} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 1)
		s.Assign(xs[1], 2)
		s.Propagate()
		s.Assign(xs[3], 3)
		s.Assign(xs[4], 4)
		s.Propagate()
	})
}

package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// x^y = 8 with x unbounded (±2^31, so that x^y overflows at x's bounds)
// and y in 2..10 has the solution x = 2, y = 3: the hull of x^y must not
// leave out the powers of the x between 0 and the bounds.
func TestPowWideBase(t *testing.T) {
	s := cp.NewStore()
	x, y, z := s.NewIntervalVar(-1<<31, 1<<31), s.NewVar(2, 10), s.NewVar(8, 8)
	if err := Pow(s, x, y, z); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("x^y = 8 failed at the root over x ∈ ±2^31, y ∈ 2..10")
	}
	if !s.Assign(y, 3) || !s.Propagate() || !s.Assign(x, 2) || !s.Propagate() {
		t.Fatal("x = 2, y = 3 is refused")
	}
}

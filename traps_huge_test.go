package tessera_test

import (
	"testing"

	"github.com/tessera-cp/tessera"
)

// Huge bounds panicked in cp.NewVar; through the layer a domain wider
// than a bitset is an interval variable (here an objective of weights
// near 2^40), and only bounds past the store's values are an error (see
// TestTrapBadArguments).
func TestTrapHugeBounds(t *testing.T) {
	m := tessera.NewModel()
	x, y := m.IntVar(0, 9, "x"), m.IntVar(0, 9, "y")
	m.Add(x.Plus(y).Ge(5))
	cost := m.IntVar(0, 1<<45, "cost")
	m.Add(cost.Eq(x.Times(100_000_000_000).Plus(y)))
	res, err := m.Optimize(tessera.Maximize(cost))
	if err != nil || res.Objective() != 900_000_000_009 || res.Value(cost) != 900_000_000_009 {
		t.Fatalf("maximize: %v %v", res.Status, err)
	}
	res, err = m.Optimize(tessera.Minimize(x.Times(100_000_000_000).Minus(y)))
	if err != nil || res.Objective() != -9 {
		t.Fatalf("minimize an expression over an interval: %v %v", res.Status, err)
	}
}

package search

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// The set finds every literal added since the last reset, and only those,
// across the table's growth, and keeps each member's low flag with it.
func TestLitSet(t *testing.T) {
	var m litSet
	for round := 0; round < 3; round++ {
		m.reset()
		var in []cp.Lit
		for x := cp.VarID(0); x < 40; x++ {
			for v := -3; v < 20; v++ {
				l := cp.Lit{X: x, Op: cp.Op((int(x) + v + round) & 3), V: v * (round + 1)}
				k, fresh := m.add(l)
				if !fresh {
					t.Fatalf("round %d: %v reported present before it was added", round, l)
				}
				m.low[k] = (int(x)+v)%3 == 0
				in = append(in, l)
			}
		}
		for _, l := range in {
			k, fresh := m.add(l)
			if fresh {
				t.Fatalf("round %d: %v lost (set of %d, table of %d)", round, l, m.n, len(m.at))
			}
			if want := (int(l.X)+l.V/(round+1))%3 == 0; m.low[k] != want {
				t.Fatalf("round %d: %v low %v, want %v", round, l, m.low[k], want)
			}
		}
		if m.n != len(in) {
			t.Fatalf("round %d: %d members, want %d", round, m.n, len(in))
		}
	}
	// A member of an earlier round is gone after reset.
	m.reset()
	if _, fresh := m.add(cp.Lit{X: 0, Op: cp.OpEq, V: -3}); !fresh {
		t.Fatal("a literal of the last round survived reset")
	}
}

// A warmed-up set allocates nothing.
func TestLitSetAllocs(t *testing.T) {
	var m litSet
	fill := func() {
		m.reset()
		for v := 0; v < 1000; v++ {
			m.add(cp.LitNe(cp.VarID(v%7), v))
		}
	}
	fill()
	if a := testing.AllocsPerRun(20, fill); a != 0 {
		t.Errorf("%v allocations per fill of a warmed-up set", a)
	}
}

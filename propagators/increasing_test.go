package propagators

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestIncreasingArgs(t *testing.T) {
	s := cp.NewStore()
	x := s.NewVar(0, 3)
	for name, err := range map[string]error{
		"foreign (increasing)": Increasing(s, []cp.VarID{x, 4}, false),
		"foreign (decreasing)": Decreasing(s, []cp.VarID{-2, x}, true),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
}

// A repeated variable: x ≤ y ≤ x forces x = y, x < y < x fails.
func TestIncreasingRepeats(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(0, 5), s.NewVar(2, 9)
	if err := Increasing(s, []cp.VarID{x, y, x}, false); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() || s.String(x) != "{2,3,4,5}" || s.String(y) != "{2,3,4,5}" {
		t.Fatalf("x ≤ y ≤ x: x = %s, y = %s", s.String(x), s.String(y))
	}
	s.Assign(y, 4)
	if !s.Propagate() || s.String(x) != "{4}" {
		t.Fatalf("y = 4: x = %s", s.String(x))
	}
	s2 := cp.NewStore()
	a, b := s2.NewVar(0, 5), s2.NewVar(0, 5)
	if err := Decreasing(s2, []cp.VarID{a, b, a}, true); err != nil {
		t.Fatal(err)
	}
	if s2.Propagate() {
		t.Fatalf("a > b > a propagated: a = %s, b = %s", s2.String(a), s2.String(b))
	}
}

func TestIncreasingNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 30)
	for i := range xs {
		xs[i] = s.NewVar(0, 60)
	}
	if err := Increasing(s, xs, true); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.SetMin(xs[3], 10)
		s.Propagate()
		s.SetMax(xs[20], 40)
		s.Propagate()
	})
}

// At the ends of the value range a strict chain fails rather than wrapping around.
func TestIncreasingExtremes(t *testing.T) {
	s := cp.NewStore()
	a, b := s.NewVar(cp.MaxValue-1, cp.MaxValue), s.NewConst(cp.MaxValue)
	if err := Increasing(s, []cp.VarID{b, a}, true); err != nil {
		t.Fatal(err)
	}
	if s.Propagate() {
		t.Errorf("MaxValue < x propagated: x = %s", s.String(a))
	}
	s2 := cp.NewStore()
	c, d := s2.NewConst(cp.MinValue), s2.NewVar(cp.MinValue, cp.MinValue+3)
	if err := Decreasing(s2, []cp.VarID{c, d}, true); err != nil {
		t.Fatal(err)
	}
	if s2.Propagate() {
		t.Errorf("MinValue > x propagated: x = %s", s2.String(d))
	}
}

func increasingCase(doms [][]int, decreasing, strict bool) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			if decreasing {
				return Decreasing(s, xs, strict)
			}
			return Increasing(s, xs, strict)
		},
		check: func(v []int) bool {
			for i := 1; i < len(v); i++ {
				a, b := v[i-1], v[i]
				if decreasing {
					a, b = b, a
				}
				if a > b || strict && a == b {
					return false
				}
			}
			return true
		},
	}
}

func init() {
	for _, row := range []struct {
		name               string
		decreasing, strict bool
	}{
		{"increasing", false, false},
		{"increasing-strict", false, true},
		{"decreasing", true, false},
		{"decreasing-strict", true, true},
	} {
		addOracleRow(oracleRow{
			name: row.name, strength: domainC,
			gen: func(r *rand.Rand) oracleCase {
				n := 1 + r.IntN(5)
				doms := make([][]int, n)
				for i := range doms {
					lo := r.IntN(5) - 2
					if row.decreasing {
						lo = -lo
					}
					lo += i * (r.IntN(3) - 1) // drift with the order, or against it
					doms[i] = randDom(r, lo, lo+4)
				}
				return increasingCase(doms, row.decreasing, row.strict)
			},
			tiny: func() oracleCase {
				return increasingCase([][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}, {0, 2, 3}}, row.decreasing, row.strict)
			},
		})
	}
}

package propagators

import (
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestGlobalCardinalityArgs(t *testing.T) {
	s := cp.NewStore()
	x, y, c := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	for name, err := range map[string]error{
		"length mismatch": GlobalCardinality(s, []cp.VarID{x, y}, []int{1, 2}, []cp.VarID{c}, false),
		"repeated x":      GlobalCardinality(s, []cp.VarID{x, x}, []int{1}, []cp.VarID{c}, false),
		"repeated value":  GlobalCardinality(s, []cp.VarID{x, y}, []int{1, 1}, []cp.VarID{c, c}, false),
		"count among xs":  GlobalCardinality(s, []cp.VarID{x, y}, []int{1}, []cp.VarID{y}, true),
		"foreign x":       GlobalCardinality(s, []cp.VarID{x, 9}, []int{1}, []cp.VarID{c}, false),
		"foreign count":   GlobalCardinality(s, []cp.VarID{x, y}, []int{1}, []cp.VarID{-1}, false),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
	// No xs: every count is 0.
	if err := GlobalCardinality(s, nil, []int{1, 2}, []cp.VarID{c, y}, true); err != nil || !s.Propagate() || s.String(c) != "{0}" || s.String(y) != "{0}" {
		t.Errorf("no xs: err %v, counts %s %s", err, s.String(c), s.String(y))
	}
}

// Values far apart and domains over several words, with unlisted values in
// between: the 'other values' node and its masks, against brute force on
// the claim (the xs domain consistent w.r.t. the counts' intervals).
func TestGlobalCardinalityWide(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for k := 0; k < 300; k++ {
		values := []int{-70, 3, 140}
		pool := append(slices.Clone(values), -3, 65, 200)
		n := 2 + r.IntN(3)
		doms := make([][]int, n)
		for i := range doms {
			for len(doms[i]) == 0 {
				for _, v := range pool {
					if r.IntN(2) == 0 {
						doms[i] = append(doms[i], v)
					}
				}
			}
		}
		for range values {
			lo := r.IntN(n)
			doms = append(doms, []int{lo, lo + 1})
		}
		closed := r.IntN(2) == 0
		c := refCase{gccCase(doms, values, closed), gccRef(values, closed)}
		runOracleCase(t, oracleRow{name: "gcc-wide", strength: sound}, c.oracleCase, r, &oracleStats{}, "wide case")
		runRefClaimIncremental(t, "gcc-wide", c, r, "wide case")
		if t.Failed() {
			return
		}
	}
}

func TestGlobalCardinalityNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 12)
	for i := range xs {
		xs[i] = s.NewVar(0, 150)
	}
	values := []int{1, 2, 3, 100}
	counts := make([]cp.VarID, len(values))
	for k := range counts {
		counts[k] = s.NewVar(1, 4)
	}
	if err := GlobalCardinality(s, xs, values, counts, false); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 3)
		s.Propagate()
		s.SetMax(counts[1], 1)
		s.Propagate()
		s.SetMax(xs[3], 4)
		s.Propagate()
	})
}

// Extreme values are listed without overflowing the masks.
func TestGlobalCardinalityExtremeValues(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(-5, 5), s.NewVar(-5, 5)
	c1, c2 := s.NewVar(0, 2), s.NewVar(0, 2)
	if err := GlobalCardinality(s, []cp.VarID{x, y}, []int{math.MaxInt, math.MinInt}, []cp.VarID{c1, c2}, false); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() || s.String(c1) != "{0}" || s.String(c2) != "{0}" {
		t.Errorf("counts %s %s, want {0} {0}", s.String(c1), s.String(c2))
	}
	s2 := cp.NewStore()
	z := s2.NewVar(-5, 5)
	if err := GlobalCardinality(s2, []cp.VarID{z}, []int{math.MaxInt}, []cp.VarID{s2.NewVar(0, 1)}, true); err != nil || s2.Propagate() {
		t.Errorf("closed over an unreachable value: err %v, want a failed store", err)
	}
}

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

// gccCase: variables (x0, …, xk-1, c0, …, cm-1), ck counting values[k].
func gccCase(doms [][]int, values []int, closed bool) oracleCase {
	m := len(values)
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, vs []cp.VarID) error {
			k := len(vs) - m
			return GlobalCardinality(s, vs[:k], values, vs[k:], closed)
		},
		check: func(vals []int) bool {
			k := len(vals) - m
			occ, ok := gccOccurrences(vals[:k], values, closed)
			return ok && slices.Equal(occ, vals[k:])
		},
	}
}

// gccOccurrences counts each value among xs; ok is false when closed and an
// x takes another value.
func gccOccurrences(xs, values []int, closed bool) ([]int, bool) {
	occ := make([]int, len(values))
	for _, x := range xs {
		j := slices.Index(values, x)
		if j < 0 && closed {
			return nil, false
		}
		if j >= 0 {
			occ[j]++
		}
	}
	return occ, true
}

// gccRef is GlobalCardinality's claim: the xs domain consistent with
// respect to the counts' intervals (by brute force over the xs), and the
// counts within the bounds of the rules stated at GlobalCardinality, to
// the fixpoint.
func gccRef(values []int, closed bool) func(doms [][]int) [][]int {
	return func(doms [][]int) [][]int {
		doms = copyDoms(doms)
		m := len(values)
		n := len(doms) - m
		xs, cs := doms[:n], doms[n:]
		for {
			supported := make([]map[int]bool, n)
			for i := range supported {
				supported[i] = map[int]bool{}
			}
			forEachAssignment(xs, func(vals []int) {
				occ, ok := gccOccurrences(vals, values, closed)
				for k := range occ {
					ok = ok && occ[k] >= slices.Min(cs[k]) && occ[k] <= slices.Max(cs[k])
				}
				if ok {
					for i, v := range vals {
						supported[i][v] = true
					}
				}
			})
			changed := false
			for i := range xs {
				changed = narrowDom(&xs[i], func(v int) bool { return supported[i][v] }) || changed
			}
			if hasEmptyDom(xs) {
				return nil
			}
			// The counts' rules, on the pruned xs.
			fixed, possible := make([]int, m), make([]int, m)
			oMin, oMax := 0, 0
			for _, d := range xs {
				listed := 0
				for k, v := range values {
					if slices.Contains(d, v) {
						possible[k]++
						listed++
						if len(d) == 1 {
							fixed[k]++
						}
					}
				}
				if listed < len(d) {
					oMax++
					if listed == 0 {
						oMin++
					}
				}
			}
			lo, hi := make([]int, m), make([]int, m)
			sumLo, sumHi := 0, 0
			for k := range cs {
				lo[k], hi[k] = max(slices.Min(cs[k]), fixed[k]), min(slices.Max(cs[k]), possible[k])
				sumLo, sumHi = sumLo+lo[k], sumHi+hi[k]
			}
			for k := range cs {
				l := max(lo[k], n-oMax-(sumHi-hi[k]))
				h := min(hi[k], n-oMin-(sumLo-lo[k]))
				changed = narrowDom(&cs[k], func(v int) bool { return v >= l && v <= h }) || changed
			}
			if hasEmptyDom(cs) {
				return nil
			}
			if !changed {
				return doms
			}
		}
	}
}

// gccRand draws 1-4 xs over 0..3, 1-4 distinct values from -1..4 (so some
// values are in no domain and some domain values are not listed) and
// counts over small windows, closed or not.
func gccRand(r *rand.Rand) ([][]int, []int, bool) {
	n := 1 + r.IntN(4)
	var values []int
	for len(values) == 0 {
		for v := -1; v <= 4; v++ {
			if r.IntN(3) == 0 {
				values = append(values, v)
			}
		}
	}
	r.Shuffle(len(values), func(i, j int) { values[i], values[j] = values[j], values[i] })
	values = values[:min(len(values), 4)]
	doms := make([][]int, 0, n+len(values))
	for range n {
		doms = append(doms, randDom(r, 0, 3))
	}
	for range values {
		lo := r.IntN(n + 1)
		doms = append(doms, randDom(r, lo-1, lo+2))
	}
	return doms, values, r.IntN(3) == 0
}

func gccTiny() ([][]int, []int, bool) {
	return [][]int{{0, 1, 2}, {0, 1}, {1, 2}, {0, 1, 2}, {0, 1, 2, 3}}, []int{1, 2}, false
}

func init() {
	addOracleRow(oracleRow{
		name: "gcc", strength: sound,
		gen: func(r *rand.Rand) oracleCase {
			doms, values, closed := gccRand(r)
			return gccCase(doms, values, closed)
		},
		tiny: func() oracleCase {
			doms, values, closed := gccTiny()
			return gccCase(doms, values, closed)
		},
	})
	addRefClaimRow(refClaimRow{
		name: "gcc",
		gen: func(r *rand.Rand) refCase {
			doms, values, closed := gccRand(r)
			return refCase{gccCase(doms, values, closed), gccRef(values, closed)}
		},
		tiny: func() refCase {
			doms, values, closed := gccTiny()
			return refCase{gccCase(doms, values, closed), gccRef(values, closed)}
		},
	})
}

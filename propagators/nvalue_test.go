package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestNValueArgs(t *testing.T) {
	s := cp.NewStore()
	x, y, n := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	wide := s.NewVar(cp.MaxDomainWidth, cp.MaxDomainWidth+3)
	for name, err := range map[string]error{
		"repeated variable": NValue(s, []cp.VarID{x, x}, n),
		"n among xs":        NValue(s, []cp.VarID{x, n}, n),
		"foreign variable":  NValue(s, []cp.VarID{x, 5}, n),
		"foreign n":         NValue(s, []cp.VarID{x, y}, 50),
		"span too wide":     NValue(s, []cp.VarID{x, wide}, n),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
	if err := NValue(s, nil, n); err != nil || s.String(n) != "{0}" {
		t.Errorf("no xs: err %v, n = %s", err, s.String(n))
	}
}

func TestNValueNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 16)
	for i := range xs {
		xs[i] = s.NewVar(i/2, i/2+6)
	}
	n := s.NewVar(0, 16)
	if err := NValue(s, xs, n); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 3)
		s.Assign(xs[15], 9)
		s.Propagate()
		s.SetMax(n, 5)
		s.Propagate()
		s.SetMin(xs[4], 5)
		s.Propagate()
	})
}

// nvalueCase: variables (x0, …, xk-1, n).
func nvalueCase(doms [][]int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			k := len(xs) - 1
			return NValue(s, xs[:k], xs[k])
		},
		check: func(v []int) bool {
			k := len(v) - 1
			return v[k] == nvalueDistinct(v[:k])
		},
	}
}

func nvalueDistinct(vals []int) int {
	d := slices.Clone(vals)
	slices.Sort(d)
	return len(slices.Compact(d))
}

// nvalueRef is NValue's claim, to the fixpoint: L by brute force over the
// intervals, U by brute force over the domains, then the two rules on the
// values of the fixed xs.
func nvalueRef(doms [][]int) [][]int {
	doms = copyDoms(doms)
	k := len(doms) - 1
	xs := doms[:k]
	for {
		ivs := make([][]int, k)
		for i, d := range xs {
			for v := slices.Min(d); v <= slices.Max(d); v++ {
				ivs[i] = append(ivs[i], v)
			}
		}
		lower, upper := k, 0
		forEachAssignment(ivs, func(vals []int) { lower = min(lower, nvalueDistinct(vals)) })
		forEachAssignment(xs, func(vals []int) { upper = max(upper, nvalueDistinct(vals)) })
		changed := narrowDom(&doms[k], func(v int) bool { return v >= lower && v <= upper })
		if len(doms[k]) == 0 {
			return nil
		}
		var fixedVals []int
		u := 0
		for _, d := range xs {
			if len(d) == 1 {
				fixedVals = append(fixedVals, d[0])
			} else {
				u++
			}
		}
		d := nvalueDistinct(fixedVals)
		keep, drop := slices.Max(doms[k]) == d, slices.Min(doms[k]) == d+u
		for i := range xs {
			if len(xs[i]) == 1 || !keep && !drop {
				continue
			}
			changed = narrowDom(&xs[i], func(v int) bool { return slices.Contains(fixedVals, v) == keep }) || changed
		}
		if hasEmptyDom(xs) {
			return nil
		}
		if !changed {
			return doms
		}
	}
}

func nvalueRand(r *rand.Rand) oracleCase {
	k := 1 + r.IntN(5)
	w := 2 + r.IntN(4)
	doms := make([][]int, k+1)
	for i := range k {
		doms[i] = randDom(r, 0, w-1)
		for len(doms[i]) > 3 {
			doms[i] = doms[i][1:]
		}
	}
	doms[k] = randDom(r, 0, k+1)
	for len(doms[k]) > 2 && r.IntN(2) == 0 {
		doms[k] = doms[k][1:]
	}
	return nvalueCase(doms)
}

func nvalueTiny() oracleCase {
	return nvalueCase([][]int{{0, 1, 2}, {0, 1}, {1, 3}, {0, 2, 3}, {1, 2, 3}})
}

func init() {
	addOracleRow(oracleRow{name: "nvalue", strength: sound, gen: nvalueRand, tiny: nvalueTiny})
	addRefClaimRow(refClaimRow{
		name: "nvalue",
		gen:  func(r *rand.Rand) refCase { return refCase{nvalueRand(r), nvalueRef} },
		tiny: func() refCase { return refCase{nvalueTiny(), nvalueRef} },
	})
}

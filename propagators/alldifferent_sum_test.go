package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestAllDifferentSumArgs(t *testing.T) {
	s := cp.NewStore()
	x, y := s.NewVar(1, 9), s.NewVar(1, 9)
	huge := s.NewVar(cp.MaxValue-1, cp.MaxValue)
	for name, err := range map[string]error{
		"no variables":      AllDifferentSum(s, nil, 3),
		"repeated variable": AllDifferentSum(s, []cp.VarID{x, x}, 3),
		"foreign variable":  AllDifferentSum(s, []cp.VarID{x, 11}, 3),
		"overflow":          AllDifferentSum(s, []cp.VarID{x, huge, y}, 3),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
}

// Killer Sudoku cages: up to 8 cells over 1..9 fit in a table; 9 cells
// summing to 45 (9! tuples) are decomposed.
func TestAllDifferentSumTableOrDecomposition(t *testing.T) {
	for _, c := range []struct {
		cells, total int
		kinds        []string
	}{
		{2, 17, []string{"alldifferent-sum"}},
		{7, 35, []string{"alldifferent-sum"}},
		{8, 40, []string{"alldifferent-sum"}},
		{9, 45, []string{"alldifferent-domain", "sum"}},
	} {
		s := cp.NewStore()
		xs := make([]cp.VarID, c.cells)
		for i := range xs {
			xs[i] = s.NewVar(1, 9)
		}
		if err := AllDifferentSum(s, xs, c.total); err != nil {
			t.Fatal(err)
		}
		var kinds []string
		for p := range s.NumProps() {
			kinds = append(kinds, s.Kind(cp.PropID(p)))
		}
		if len(kinds) != len(c.kinds) || kinds[0] != c.kinds[0] {
			t.Errorf("%d cells summing to %d: posted %v, want %v", c.cells, c.total, kinds, c.kinds)
		}
		if !s.Propagate() {
			t.Errorf("%d cells summing to %d: failed", c.cells, c.total)
		}
	}
	// 17 in two cells: {8, 9}.
	s := cp.NewStore()
	a, b := s.NewVar(1, 9), s.NewVar(1, 9)
	if err := AllDifferentSum(s, []cp.VarID{a, b}, 17); err != nil || !s.Propagate() || s.String(a) != "{8,9}" || s.String(b) != "{8,9}" {
		t.Errorf("17 in two: err %v, %s %s", err, s.String(a), s.String(b))
	}
}

func TestAllDifferentSumNoAllocs(t *testing.T) {
	for _, limit := range []int{arithCageMaxTuples, 0} {
		s := cp.NewStore()
		xs := make([]cp.VarID, 5)
		for i := range xs {
			xs[i] = s.NewVar(1, 9)
		}
		if err := alldiffSumPost(s, xs, 25, limit); err != nil {
			t.Fatal(err)
		}
		assertNoPropagateAllocs(t, s, func(s *cp.Store) {
			s.Assign(xs[0], 9)
			s.Propagate()
			s.SetMax(xs[1], 3)
			s.Propagate()
		})
	}
}

// alldiffSumCase posts AllDifferentSum with at most maxTuples tuples (0:
// always the decomposition).
func alldiffSumCase(doms [][]int, total, maxTuples int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error { return alldiffSumPost(s, xs, total, maxTuples) },
		check: func(v []int) bool {
			sum := 0
			for _, x := range v {
				sum += x
			}
			return sum == total && alldiffCheck(v)
		},
	}
}

// alldiffSumDecompRef is the decomposition's claim, to the fixpoint: each
// value has a support in the distinctness alone (brute force), each bound
// one in the sum alone within the intervals.
func alldiffSumDecompRef(total int) func(doms [][]int) [][]int {
	return func(doms [][]int) [][]int {
		doms = copyDoms(doms)
		for {
			supported := make([]map[int]bool, len(doms))
			for i := range supported {
				supported[i] = map[int]bool{}
			}
			forEachAssignment(doms, func(vals []int) {
				if alldiffCheck(vals) {
					for i, v := range vals {
						supported[i][v] = true
					}
				}
			})
			changed := false
			for i := range doms {
				changed = narrowDom(&doms[i], func(v int) bool { return supported[i][v] }) || changed
			}
			if hasEmptyDom(doms) {
				return nil
			}
			sumMin, sumMax := 0, 0
			for _, d := range doms {
				sumMin, sumMax = sumMin+slices.Min(d), sumMax+slices.Max(d)
			}
			for i := range doms {
				lo := total - (sumMax - slices.Max(doms[i]))
				hi := total - (sumMin - slices.Min(doms[i]))
				changed = narrowDom(&doms[i], func(v int) bool { return v >= lo && v <= hi }) || changed
			}
			if hasEmptyDom(doms) {
				return nil
			}
			if !changed {
				return doms
			}
		}
	}
}

// alldiffSumRand draws 1-4 cells over 1..6 and a total near the sum of a
// random distinct assignment.
func alldiffSumRand(r *rand.Rand) ([][]int, int) {
	n := 1 + r.IntN(4)
	doms := make([][]int, n)
	total := r.IntN(5) - 2
	perm := r.Perm(6)
	for i := range doms {
		doms[i] = randDom(r, 1, 6)
		for len(doms[i]) > 4 {
			doms[i] = doms[i][1:]
		}
		total += perm[i] + 1
	}
	return doms, total
}

func init() {
	addOracleRow(oracleRow{
		name: "alldifferent-sum", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			doms, total := alldiffSumRand(r)
			return alldiffSumCase(doms, total, arithCageMaxTuples)
		},
		tiny: func() oracleCase {
			return alldiffSumCase([][]int{{1, 2, 3}, {1, 2, 4}, {2, 3, 4}, {1, 3, 4}}, 10, arithCageMaxTuples)
		},
	})
	addOracleRow(oracleRow{
		name: "alldifferent-sum-decomposed", strength: sound,
		gen: func(r *rand.Rand) oracleCase {
			doms, total := alldiffSumRand(r)
			return alldiffSumCase(doms, total, 0)
		},
	})
	addRefClaimRow(refClaimRow{
		name: "alldifferent-sum-decomposed",
		gen: func(r *rand.Rand) refCase {
			doms, total := alldiffSumRand(r)
			return refCase{alldiffSumCase(doms, total, 0), alldiffSumDecompRef(total)}
		},
		tiny: func() refCase {
			return refCase{alldiffSumCase([][]int{{1, 2, 3}, {1, 2, 4}, {2, 3, 4}, {1, 3, 4}}, 10, 0), alldiffSumDecompRef(10)}
		},
	})
}

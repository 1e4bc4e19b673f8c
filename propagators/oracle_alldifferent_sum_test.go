package propagators

import (
	"math/rand/v2"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

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

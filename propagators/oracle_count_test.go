package propagators

import (
	"math/rand/v2"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// countCase: variables (x0, …, xk-1, n), n = |{i : xi ∈ values}|; single
// posts Count (values has one element), otherwise Among.
func countCase(doms [][]int, values []int, single bool) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			k := len(xs) - 1
			if single {
				return Count(s, xs[:k], values[0], xs[k])
			}
			return Among(s, xs[:k], values, xs[k])
		},
		check: func(v []int) bool {
			k, c := len(v)-1, 0
			for _, x := range v[:k] {
				if slices.Contains(values, x) {
					c++
				}
			}
			return v[k] == c
		},
	}
}

func countRand(r *rand.Rand, single bool) oracleCase {
	k := r.IntN(5)
	doms := make([][]int, k+1)
	for i := range k {
		doms[i] = randDom(r, 0, 3)
	}
	doms[k] = randDom(r, -1, 5)
	values := []int{r.IntN(5)}
	if !single {
		values = values[:0]
		for v := range 5 {
			if r.IntN(2) == 0 {
				values = append(values, v, v) // repeats are ignored
			}
		}
	}
	return countCase(doms, values, single)
}

func init() {
	addOracleRow(oracleRow{
		name: "count", strength: domainC,
		gen: func(r *rand.Rand) oracleCase { return countRand(r, true) },
		tiny: func() oracleCase {
			return countCase([][]int{{0, 1, 2}, {0, 1}, {1, 2}, {0, 1, 2, 3}}, []int{1}, true)
		},
	})
	addOracleRow(oracleRow{
		name: "among", strength: domainC,
		gen: func(r *rand.Rand) oracleCase { return countRand(r, false) },
		tiny: func() oracleCase {
			return countCase([][]int{{0, 1, 3}, {1, 2}, {0, 3}, {0, 1, 2, 3}}, []int{3, 1}, false)
		},
	})
}

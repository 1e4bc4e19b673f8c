package propagators

import (
	"math/rand/v2"

	"github.com/tessera-cp/tessera/cp"
)

// countVarCase: variables (x0, …, xk-1, value, n).
func countVarCase(doms [][]int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			k := len(xs) - 2
			return CountVar(s, xs[:k], xs[k], xs[k+1])
		},
		check: func(v []int) bool {
			k, c := len(v)-2, 0
			for _, x := range v[:k] {
				if x == v[k] {
					c++
				}
			}
			return v[k+1] == c
		},
	}
}

func init() {
	addOracleRow(oracleRow{
		name: "count-var", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			k := r.IntN(5)
			doms := make([][]int, k+2)
			for i := range k {
				doms[i] = randDom(r, 0, 3)
			}
			doms[k] = randDom(r, -1, 4)
			doms[k+1] = randDom(r, -1, k+1)
			return countVarCase(doms)
		},
		tiny: func() oracleCase {
			return countVarCase([][]int{{0, 1, 2}, {0, 1}, {1, 2}, {0, 1, 2}, {0, 1, 2, 3}})
		},
	})
}

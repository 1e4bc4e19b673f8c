package propagators

import (
	"math/rand/v2"

	"github.com/tessera-cp/tessera/cp"
)

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

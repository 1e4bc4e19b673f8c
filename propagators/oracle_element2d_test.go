package propagators

import (
	"math/rand/v2"

	"github.com/tessera-cp/tessera/cp"
)

// element2DCase: variables (row, col, value).
func element2DCase(doms [][]int, matrix [][]int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error { return Element2D(s, matrix, xs[0], xs[1], xs[2]) },
		check: func(v []int) bool {
			r, c := v[0], v[1]
			return r >= 0 && r < len(matrix) && c >= 0 && c < len(matrix[0]) && matrix[r][c] == v[2]
		},
	}
}

func init() {
	addOracleRow(oracleRow{
		name: "element2d", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			nr, nc := 1+r.IntN(4), 1+r.IntN(4)
			matrix := make([][]int, nr)
			for i := range matrix {
				matrix[i] = make([]int, nc)
				for j := range matrix[i] {
					matrix[i][j] = r.IntN(6) - 1
				}
			}
			return element2DCase([][]int{randDom(r, -1, nr), randDom(r, -1, nc), randDom(r, -1, 5)}, matrix)
		},
		tiny: func() oracleCase {
			return element2DCase([][]int{{0, 1, 2}, {0, 1, 2}, {0, 1, 2, 3, 4}},
				[][]int{{0, 1, 2}, {1, 1, 4}, {3, 0, 2}})
		},
	})
}

package propagators

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestElement2DArgs(t *testing.T) {
	s := cp.NewStore()
	r, c, v := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	for name, err := range map[string]error{
		"no rows":          Element2D(s, nil, r, c, v),
		"empty row":        Element2D(s, [][]int{{}}, r, c, v),
		"ragged":           Element2D(s, [][]int{{1, 2}, {3}}, r, c, v),
		"foreign variable": Element2D(s, [][]int{{1}}, r, c, 8),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
}

// Aliased variables (row = col, value = row, value = col, all three), which
// the oracle harness does not post, against brute force: the domains after
// propagation are exactly the supported values.
func TestElement2DAliases(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for k := 0; k < 500; k++ {
		nr, nc := 1+r.IntN(4), 1+r.IntN(4)
		matrix := make([][]int, nr)
		for i := range matrix {
			matrix[i] = make([]int, nc)
			for j := range matrix[i] {
				matrix[i][j] = r.IntN(5)
			}
		}
		doms := [][]int{randDom(r, -1, 4), randDom(r, -1, 4)}
		alias := r.IntN(4) // 0: row = col, 1: value = row, 2: value = col, 3: all
		s := cp.NewStore()
		a, b := s.NewVarValues(doms[0]), s.NewVarValues(doms[1])
		row, col, val := a, b, b
		switch alias {
		case 0:
			row, col, val = a, a, b
		case 1:
			row, col, val = a, b, a
		case 3:
			row, col, val = a, a, a
		}
		if err := Element2D(s, matrix, row, col, val); err != nil {
			t.Fatal(err)
		}
		ok := s.Propagate()
		want := [2]map[int]bool{{}, {}}
		for _, x := range doms[0] {
			for _, y := range doms[1] {
				vals := map[cp.VarID]int{a: x, b: y}
				ri, ci, vi := vals[row], vals[col], vals[val]
				if ri >= 0 && ri < nr && ci >= 0 && ci < nc && matrix[ri][ci] == vi {
					want[0][x], want[1][y] = true, true
				}
			}
		}
		if !ok {
			if len(want[0]) > 0 {
				t.Fatalf("case %d (alias %d): failed, but %v has supports", k, alias, want[0])
			}
			continue
		}
		for i, x := range []cp.VarID{a, b} {
			if i == 1 && alias == 3 {
				continue // b is not in the constraint
			}
			for v, more := s.Min(x), true; more; v, more = s.Next(x, v) {
				if !want[i][v] {
					t.Fatalf("case %d (alias %d, matrix %v, domains %v): variable %d keeps unsupported %d", k, alias, matrix, doms, i, v)
				}
			}
			if s.Size(x) != len(want[i]) {
				t.Fatalf("case %d (alias %d, matrix %v, domains %v): variable %d = %s, want %v", k, alias, matrix, doms, i, s.String(x), want[i])
			}
		}
	}
}

func TestElement2DNoAllocs(t *testing.T) {
	s := cp.NewStore()
	matrix := make([][]int, 30)
	for i := range matrix {
		matrix[i] = make([]int, 40)
		for j := range matrix[i] {
			matrix[i][j] = (i*7 + j*13) % 100
		}
	}
	r, c, v := s.NewVar(0, 29), s.NewVar(0, 39), s.NewVar(0, 99)
	if err := Element2D(s, matrix, r, c, v); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.SetMax(v, 50)
		s.Propagate()
		s.Assign(r, 4)
		s.Propagate()
	})
}

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

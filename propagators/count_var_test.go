package propagators

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestCountVarArgs(t *testing.T) {
	s := cp.NewStore()
	x, y, v, n := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	for name, err := range map[string]error{
		"repeated variable": CountVar(s, []cp.VarID{x, x}, v, n),
		"value among xs":    CountVar(s, []cp.VarID{x, v}, v, n),
		"n among xs":        CountVar(s, []cp.VarID{x, n}, v, n),
		"value is n":        CountVar(s, []cp.VarID{x, y}, n, n),
		"foreign variable":  CountVar(s, []cp.VarID{x, 12}, v, n),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
	// A fixed value posts Count.
	if err := CountVar(s, []cp.VarID{x, y}, s.NewConst(2), n); err != nil || s.Kind(0) != "count" {
		t.Errorf("fixed value: err %v, posted %q", err, s.Kind(0))
	}
}

func TestCountVarNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 12)
	for i := range xs {
		xs[i] = s.NewVar(0, 9)
	}
	v, n := s.NewVar(0, 9), s.NewVar(0, 12)
	if err := CountVar(s, xs, v, n); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.SetMax(n, 1)
		s.Propagate()
		s.Assign(xs[0], 4)
		s.Assign(xs[1], 4)
		s.Propagate()
		s.SetMin(n, 3)
		s.Propagate()
	})
}

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

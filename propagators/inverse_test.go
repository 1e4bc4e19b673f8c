package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestInverseArgs(t *testing.T) {
	s := cp.NewStore()
	a, b, c, d := s.NewVar(1, 2), s.NewVar(1, 2), s.NewVar(1, 2), s.NewVar(1, 2)
	for name, err := range map[string]error{
		"length mismatch":  Inverse(s, []cp.VarID{a, b}, []cp.VarID{c}, 1),
		"shared variable":  Inverse(s, []cp.VarID{a, b}, []cp.VarID{c, a}, 1),
		"foreign variable": Inverse(s, []cp.VarID{a, b}, []cp.VarID{c, 9}, 1),
		"huge offset":      Inverse(s, []cp.VarID{a, b}, []cp.VarID{c, d}, 1<<50),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
	if err := Inverse(s, nil, nil, 1); err != nil || s.NumProps() != 0 {
		t.Errorf("empty: err %v, %d propagators", err, s.NumProps())
	}
}

func TestInverseNoAllocs(t *testing.T) {
	s := cp.NewStore()
	n := 20
	f, g := make([]cp.VarID, n), make([]cp.VarID, n)
	for i := range n {
		f[i], g[i] = s.NewVar(1, n), s.NewVar(1, n)
	}
	if err := Inverse(s, f, g, 1); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(f[0], 3)
		s.Propagate()
		s.Remove(g[5], 7)
		s.SetMax(f[9], 4)
		s.Propagate()
	})
}

// inverseCase: variables (f0, …, fn-1, g0, …, gn-1).
func inverseCase(doms [][]int, offset int) oracleCase {
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			n := len(xs) / 2
			return Inverse(s, xs[:n], xs[n:], offset)
		},
		check: func(vals []int) bool {
			n := len(vals) / 2
			f, g := vals[:n], vals[n:]
			for i := range n {
				for j := range n {
					if (f[i] == j+offset) != (g[j] == i+offset) {
						return false
					}
				}
			}
			for _, v := range vals {
				if v < offset || v >= offset+n {
					return false
				}
			}
			return true
		},
	}
}

// inverseRand draws n = 1..4 and domains over offset-1..offset+n, narrower
// for n = 4 to keep the product small; two times in three a random
// permutation is planted in them, so that most cases have solutions.
func inverseRand(r *rand.Rand) oracleCase {
	n := 1 + r.IntN(4)
	offset := r.IntN(4) - 1
	doms := make([][]int, 2*n)
	for i := range doms {
		doms[i] = randDom(r, offset-1, offset+n)
		for n == 4 && len(doms[i]) > 3 {
			doms[i] = doms[i][r.IntN(2):]
		}
	}
	if r.IntN(3) != 0 {
		for i, j := range r.Perm(n) {
			if !slices.Contains(doms[i], j+offset) {
				doms[i] = append(doms[i][1:], j+offset)
			}
			if !slices.Contains(doms[n+j], i+offset) {
				doms[n+j] = append(doms[n+j][1:], i+offset)
			}
		}
	}
	return inverseCase(doms, offset)
}

func init() {
	addOracleRow(oracleRow{
		name: "inverse", strength: domainC,
		gen: inverseRand,
		tiny: func() oracleCase {
			return inverseCase([][]int{{1, 2, 3}, {1, 2}, {2, 3}, {1, 3}, {1, 2, 3}, {1, 2}}, 1)
		},
	})
}

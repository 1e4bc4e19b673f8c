package propagators

import (
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func init() {
	binaryRow := func(name string, st strength, post func(*cp.Store, cp.VarID, cp.VarID, int) error, holds func(x, y, c int) bool) oracleRow {
		mk := func(dx, dy []int, c int) oracleCase {
			return oracleCase{
				doms:  [][]int{dx, dy},
				post:  func(s *cp.Store, xs []cp.VarID) error { return post(s, xs[0], xs[1], c) },
				check: func(v []int) bool { return holds(v[0], v[1], c) },
			}
		}
		return oracleRow{
			name: name, strength: st,
			gen: func(r *rand.Rand) oracleCase {
				return mk(randDom(r, -3, 4), randDom(r, -2, 5), r.IntN(5)-2)
			},
			tiny: func() oracleCase { return mk([]int{0, 1, 2}, []int{-1, 0, 1, 2}, 1) },
		}
	}
	addOracleRow(binaryRow("noteq", domainC, NotEqual, func(x, y, c int) bool { return x != y+c }))
	addOracleRow(binaryRow("eq", domainC, Equal, func(x, y, c int) bool { return x == y+c }))
	addOracleRow(binaryRow("lesseq", domainC, LessEq, func(x, y, c int) bool { return x <= y+c }))
}

func TestBinaryNoAllocs(t *testing.T) {
	s := cp.NewStore()
	x, y, z := s.NewVar(0, 100), s.NewVar(0, 100), s.NewVar(-50, 200)
	for _, err := range []error{Equal(s, x, y, 0), LessEq(s, y, z, -3), NotEqual(s, x, z, 1)} {
		if err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Remove(x, 50)
		s.SetMax(z, 60)
		s.Assign(y, 20)
	})
}

func TestBinaryArgs(t *testing.T) {
	s := cp.NewStore()
	x := s.NewVar(0, 3)
	if err := NotEqual(s, x, cp.VarID(7), 0); err == nil {
		t.Error("NotEqual accepted a variable outside the store")
	}
	if err := NotEqual(s, x, x, 0); err != nil || s.Propagate() {
		t.Errorf("x ≠ x: err %v, want a store that fails", err)
	}
}

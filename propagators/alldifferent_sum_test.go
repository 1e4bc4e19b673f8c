package propagators

import (
	"errors"
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

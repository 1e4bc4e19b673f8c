package propagators

import (
	"errors"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestLexArgs(t *testing.T) {
	s := cp.NewStore()
	a, b, c := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	for name, err := range map[string]error{
		"lengths":            LexLess(s, []cp.VarID{a, b}, []cp.VarID{c}),
		"empty":              LexLessEq(s, nil, nil),
		"xs outside store":   LexLessEq(s, []cp.VarID{a, 5}, []cp.VarID{b, c}),
		"ys outside store":   LexLess(s, []cp.VarID{a, b}, []cp.VarID{c, -2}),
		"rows: lengths":      AllDistinctRows(s, [][]cp.VarID{{a, b}, {c}}),
		"rows: empty row":    AllDistinctRows(s, [][]cp.VarID{{}, {}}),
		"rows: outside":      AllDistinctRows(s, [][]cp.VarID{{a, b}, {c, 12}}),
		"rows: single empty": AllDistinctRows(s, [][]cp.VarID{{}}),
	} {
		if !errors.Is(err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", name, err)
		}
	}
	if s.NumProps() != 0 || !s.Propagate() {
		t.Error("rejected posts changed the store")
	}
	if err := AllDistinctRows(s, [][]cp.VarID{{a, b}}); err != nil || s.NumProps() != 0 {
		t.Errorf("one row: err %v, %d propagators", err, s.NumProps())
	}
}

func TestLexRewrites(t *testing.T) {
	s := cp.NewStore()
	a, b, c, d := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	if err := LexLess(s, []cp.VarID{a}, []cp.VarID{b}); err != nil {
		t.Fatal(err)
	}
	if err := AllDistinctRows(s, [][]cp.VarID{{c}, {d}, {a}}); err != nil {
		t.Fatal(err)
	}
	for p := range s.NumProps() {
		if k := s.Kind(cp.PropID(p)); k != "lesseq" && k != "noteq" {
			t.Errorf("propagator %d is %q", p, k)
		}
	}
	if !s.Propagate() || s.String(a) != "{0,1,2}" || s.String(b) != "{1,2,3}" {
		t.Errorf("a < b: %s %s", s.String(a), s.String(b))
	}
	// x ≤lex x holds, x <lex x fails.
	xs := []cp.VarID{a, c, d}
	if err := LexLessEq(s, xs, xs); err != nil || !s.Propagate() {
		t.Errorf("x ≤lex x: err %v, want no failure", err)
	}
	s.Push()
	s.Assign(a, 1)
	s.Assign(c, 2)
	s.Assign(d, 0)
	if !s.Propagate() {
		t.Error("x ≤lex x failed once fixed")
	}
	s.PopTo(0)
	if err := LexLess(s, xs, xs); err != nil || s.Propagate() {
		t.Errorf("x <lex x: err %v, want a failure at propagation", err)
	}
}

// A typical descent on long arrays: forced prefixes, pruning at alpha, and
// the rows constraint on a 6×6 0/1 grid.
func TestLexLong(t *testing.T) {
	s := cp.NewStore()
	xs, ys := make([]cp.VarID, 8), make([]cp.VarID, 8)
	for i := range xs {
		xs[i], ys[i] = s.NewVar(0, 5), s.NewVar(0, 5)
	}
	if err := LexLess(s, xs, ys); err != nil {
		t.Fatal(err)
	}
	s.Assign(xs[0], 3)
	s.SetMax(ys[0], 3)
	for i := 1; i < 7; i++ {
		s.Assign(xs[i], i%5)
		s.Assign(ys[i], i%5)
	}
	s.SetMin(xs[7], 2)
	s.SetMax(ys[7], 2)
	// x0 = 3 ≥ y0 forces y0 = 3; positions 1..6 are equal; x7 ≥ 2 ≥ y7
	// would need x7 = y7 = 2, but the arrays must differ: failure.
	if s.Propagate() {
		t.Errorf("accepted x <lex y with the suffix forced equal: %v %v", domains(s, xs), domains(s, ys))
	}
}

func TestLexNoAllocs(t *testing.T) {
	s := cp.NewStore()
	grid := make([][]cp.VarID, 6)
	for r := range grid {
		grid[r] = make([]cp.VarID, 6)
		for c := range grid[r] {
			grid[r][c] = s.NewVar(0, 1)
		}
	}
	if err := AllDistinctRows(s, grid); err != nil {
		t.Fatal(err)
	}
	for r := 0; r+1 < len(grid); r++ {
		if err := LexLessEq(s, grid[r], grid[r+1]); err != nil {
			t.Fatal(err)
		}
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		for c := range 5 {
			s.Assign(grid[0][c], c%2)
			s.Assign(grid[1][c], c%2)
			s.Propagate()
		}
		s.Assign(grid[2][0], 1)
		s.Propagate()
	})
}

func TestAllDistinctRowsSameRow(t *testing.T) {
	s := cp.NewStore()
	a, b := s.NewVar(0, 3), s.NewVar(0, 3)
	if err := AllDistinctRows(s, [][]cp.VarID{{a, b}, {a, b}}); err != nil || s.Propagate() {
		t.Errorf("a row distinct from itself: err %v, want a failure at propagation", err)
	}
}

package craft

import (
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
)

// explainerOf opens a bundled puzzle's explainer (the puzzle as given).
func explainerOf(t *testing.T, name string) *explainer {
	t.Helper()
	ps, err := puzzles.OpenBundled(name)
	if err != nil {
		t.Fatal(err)
	}
	e, err := newExplainer(ps[0], nil)
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestLitsWords: literals are grouped by cell, values sorted, runs of
// three or more written as ranges, cells that lose the same values said
// once, and a list past maxParts parts says how many it leaves out.
func TestLitsWords(t *testing.T) {
	e := explainerOf(t, "sudoku/monkeynova_nyt20181019hard")
	x := func(r, c int) cp.VarID { return e.m.Vars[r*9+c] }
	for _, c := range []struct {
		lits []cp.Lit
		want string
	}{
		{[]cp.Lit{cp.LitNe(x(0, 2), 7), cp.LitNe(x(0, 2), 5)}, "r1c3 ≠ 5, 7"},
		{[]cp.Lit{cp.LitNe(x(0, 2), 4), cp.LitNe(x(0, 2), 2), cp.LitNe(x(0, 2), 3), cp.LitNe(x(0, 2), 9)}, "r1c3 ≠ 2–4, 9"},
		{[]cp.Lit{cp.LitNe(x(1, 0), 6), cp.LitNe(x(1, 3), 6), cp.LitNe(x(1, 5), 6)}, "r2c1, r2c4 and r2c6 ≠ 6"},
		{[]cp.Lit{cp.LitEq(x(3, 3), 8), cp.LitNe(x(3, 4), 8), cp.LitNe(x(3, 4), 1)}, "r4c4 = 8; and r4c5 ≠ 1, 8"},
		{[]cp.Lit{cp.LitEq(x(3, 3), 8), cp.LitNe(x(3, 4), 8)}, "r4c4 = 8 and r4c5 ≠ 8"},
	} {
		if got := e.lits(c.lits); got != c.want {
			t.Errorf("lits(%v) = %q, want %q", c.lits, got, c.want)
		}
	}
	var many []cp.Lit
	for c := range 9 {
		for r := range 2 {
			many = append(many, cp.LitEq(x(r, c), 1+(r+c)%9))
		}
	}
	got := e.lits(many)
	if !strings.HasSuffix(got, " and 6 more") || strings.Count(got, " = ") != maxParts {
		t.Errorf("18 literals: %q, want %d said and \"6 more\"", got, maxParts)
	}
}

// TestHintWords: the first hints of bundled puzzles, said by their
// families: a hidden single, a value taken by a row, a cage's layouts,
// a Hall set, Tetravex's pieces, the cells of
// Kakuro, Futoshiki and Killer Sudoku.
func TestHintWords(t *testing.T) {
	for _, c := range []struct {
		puzzle string
		step   int // the hint (0 the first)
		want   []string
	}{
		{"sudoku/monkeynova_nyt20181019hard", 0, []string{
			"r7c6 = 6, and row 7 takes each value once: r7c7 and r7c9 ≠ 6",
			"box 9 (rows 7-9, columns 7-9) needs a 6 and only r9c8 can take it",
		}},
		{"kenken/seed_6x6_wikipedia", 0, []string{"D (6*): in every way left to fill it, r1c5 = 1"}},
		{"kenken/seed_6x6_wikipedia", 1, []string{
			"r1c5 = 1, and column 5 takes each value once: r5c5 ≠ 1",
			"row 5 needs a 5 and only r5c6 can take it",
		}},
		{"takuzu/binarypuzzle_hard_6x6_001", 0, []string{"no three equal in a row in row 4: since r4c2 = 1 and r4c3 = 1, r4c1 = 0"}},
		{"hidato/arkareem_ground_7x7", 0, []string{"hold {2, 4, 23, 26, 28–38} between them, so r7c7 ≠ 33, 34"}},
		{"tetravex/cpcdoy_example", 0, []string{"block at row 1, column 1: in every way left to fill it, r1c1 = piece 1"}},
		{"tetravex/cpcdoy_example", 1, []string{"r1c2 ∈ {piece 1, piece 2}"}},
		{"kakuro/gecode_k6", 0, []string{"down 6 at r1c2: r2c2 ≤ 5, r3c2 ≤ 5 and r2c2 ≠ 3", "r2c2 = 1: every other value is ruled out"}},
		{"futoshiki/atk_h1117", 0, []string{"r1c4 < r1c5: r1c4 ≠ 9", "r2c4 < r1c4: since r1c4 ≠ 9, r2c4 ≤ 7"}},
		{"killer/hs_zero_cages", 0, []string{"outies of column 1: since r9c2 ≤ 7, r1c2 ≥ 4", "(cage 14 at r1c1 adds up to 14)", "(the 45 rule on column 1)"}},
	} {
		ps, err := puzzles.OpenBundled(c.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		e, err := newExplainer(ps[0], nil)
		if err != nil {
			t.Fatal(err)
		}
		var h *Hint
		for range c.step + 1 {
			if h, err = e.next(); err != nil || h == nil {
				t.Fatalf("%s: hint %d: %v", c.puzzle, c.step, err)
			}
		}
		var texts []string
		for _, d := range h.Steps {
			texts = append(texts, d.Text)
		}
		all := strings.Join(texts, "\n")
		for _, w := range c.want {
			if !strings.Contains(all, w) {
				t.Errorf("%s hint %d lacks %q:\n%s", c.puzzle, c.step, w, all)
			}
		}
	}
}

package craft

import (
	"errors"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// TestExplainPosition: a hint from a position of play. The first hint's
// cell filled as the solution has it is not hinted again; filled
// otherwise, it is named as a mistake. State codes are the kind's (a
// digit, a Tetravex piece number).
func TestExplainPosition(t *testing.T) {
	for _, c := range []struct {
		puzzle       string
		n            int
		cell         render.Cell
		right, wrong int
	}{
		{"kenken/seed_6x6_wikipedia", 6, render.Cell{Row: 0, Col: 4}, 1, 2},
		{"tetravex/cpcdoy_example", 2, render.Cell{Row: 0, Col: 0}, 1, 2},
		{"tetravex/cpcdoy_tetravex_4_4", 4, render.Cell{Row: 2, Col: 0}, 13, 12},
	} {
		ps, err := puzzles.OpenBundled(c.puzzle)
		if err != nil {
			t.Fatal(err)
		}
		p := ps[0]
		first, err := Explain(p, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !first.HasCell || first.Cell != c.cell || first.Code != c.right {
			t.Fatalf("%s: the first hint is %v code %d (%s), want %v code %d", c.puzzle, first.Cell, first.Code, first.Placement, c.cell, c.right)
		}
		st := render.NewState(c.n, c.n)
		st.Values[c.cell.Row][c.cell.Col] = c.right
		next, err := Explain(p, st)
		if err != nil {
			t.Fatalf("%s: from a right position: %v", c.puzzle, err)
		}
		if next.Cell == c.cell {
			t.Errorf("%s: the filled cell %v is hinted again", c.puzzle, c.cell)
		}
		st.Values[c.cell.Row][c.cell.Col] = c.wrong
		_, err = Explain(p, st)
		var mistake *MistakeError
		if !errors.As(err, &mistake) || !slices.Contains(mistake.Cells, c.cell) {
			t.Errorf("%s: a wrong piece at %v: %v, want a mistake naming it", c.puzzle, c.cell, err)
		}
	}
}

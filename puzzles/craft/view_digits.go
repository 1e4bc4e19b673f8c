package craft

import (
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/kakuro"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// Futoshiki is an N×N grid of digits in reading order (Killer Sudoku's
// view is in kind_killer.go), Kakuro's variables its white cells in
// reading order; both get a view that names cells.
func init() {
	kinds["futoshiki"] = &kindCraft{tune: tuneFutoshiki, bands: futoshikiBands, split: futoshikiSplit, chainCheck: latinExtreme, view: func(m *Model) *view {
		p, ok := unwrap[futoshiki.Puzzle](m.Puzzle)
		if !ok || len(m.Vars) != p.N*p.N {
			return nil
		}
		return digitView(m, p.N)
	}}
	kinds["kakuro"] = &kindCraft{tune: tuneKakuro, view: kakuroView}
}

// kakuroView: the decision variables are the white cells in reading
// order, each valued by its digit (the state code).
func kakuroView(m *Model) *view {
	p, ok := unwrap[kakuro.Puzzle](m.Puzzle)
	if !ok {
		return nil
	}
	var cells []render.Cell
	for r := range p.Rows {
		for c := range p.Cols {
			if p.White[r][c] {
				cells = append(cells, render.Cell{Row: r, Col: c})
			}
		}
	}
	v, at := cellListView(p.Rows, p.Cols, cells, m.Vars)
	if v == nil {
		return nil
	}
	v.place = func(x cp.VarID, val int) (render.Cell, int, bool) {
		c, ok := v.cellOf(x)
		return c, val, ok && val >= 1 && val <= 9
	}
	v.read = func(c render.Cell, code int) (cp.VarID, int, bool) {
		i, ok := at[c]
		if !ok || code < 1 || code > 9 {
			return 0, 0, false
		}
		return m.Vars[i], code, true
	}
	v.lit = func(l cp.Lit) string {
		c, ok := v.cellOf(l.X)
		if !ok {
			return modelLit(l)
		}
		op := [...]string{" = ", " ≠ ", " ≥ ", " ≤ "}[l.Op&3]
		return c.String() + op + strconv.Itoa(l.V)
	}
	return v
}

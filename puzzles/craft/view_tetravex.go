package craft

import (
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

func init() {
	kinds["tetravex"] = &kindCraft{view: tetravexView}
}

// tetravexView: Tetravex's variables are the board's cells (in the
// model's order, tetravex.ModelLayout), each valued by a piece's rank; a
// cell's state code is its piece number, 1-based in input order, as
// tetravex.SolutionState writes it. A literal reads "r2c2 = piece 5"; a
// bound on the ranks names the pieces it leaves or rules out.
func tetravexView(m *Model) *view {
	tp, ok := unwrap[tetravex.Puzzle](m.Puzzle)
	if !ok {
		return nil
	}
	n := tp.N
	cells, pieces := tetravex.ModelLayout(tp)
	if len(cells) != len(m.Vars) {
		return nil
	}
	index := make(map[cp.VarID]int, len(m.Vars))
	at := make([]int, n*n) // the variable of each cell
	for i, x := range m.Vars {
		index[x] = i
		at[cells[i]] = i
	}
	rank := make([]int, len(pieces)) // the value of each piece
	for v, pc := range pieces {
		rank[pc] = v
	}
	v := &view{rows: n, cols: n}
	v.note = "Pieces are numbered 1 to " + strconv.Itoa(len(pieces)) + " in the order the puzzle file lists them, as on the tray."
	v.cellOf = func(x cp.VarID) (render.Cell, bool) {
		i, ok := index[x]
		if !ok {
			return render.Cell{}, false
		}
		return render.Cell{Row: cells[i] / n, Col: cells[i] % n}, true
	}
	v.place = func(x cp.VarID, val int) (render.Cell, int, bool) {
		c, ok := v.cellOf(x)
		if !ok || val < 0 || val >= len(pieces) {
			return c, 0, false
		}
		return c, pieces[val] + 1, true
	}
	v.read = func(c render.Cell, code int) (cp.VarID, int, bool) {
		if code < 1 || code > len(pieces) || c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
			return 0, 0, false
		}
		return m.Vars[at[c.Row*n+c.Col]], rank[code-1], true
	}
	piece := func(val int) string {
		if val < 0 || val >= len(pieces) {
			return "#" + strconv.Itoa(val)
		}
		return "piece " + strconv.Itoa(pieces[val]+1)
	}
	v.lit = func(l cp.Lit) string {
		c, ok := v.cellOf(l.X)
		if !ok {
			return modelLit(l)
		}
		switch l.Op {
		case cp.OpEq:
			return c.String() + " = " + piece(l.V)
		case cp.OpNe:
			return c.String() + " ≠ " + piece(l.V)
		}
		// A bound on the ranks: the pieces it leaves (≤) or rules out (≥).
		var names []string
		for val := range pieces {
			if (l.Op == cp.OpLe && val <= l.V) || (l.Op == cp.OpGe && val < l.V) {
				names = append(names, piece(val))
			}
		}
		if l.Op == cp.OpLe {
			return c.String() + " ∈ {" + strings.Join(names, ", ") + "}"
		}
		return c.String() + " ≠ " + strings.Join(names, ", ")
	}
	return v
}

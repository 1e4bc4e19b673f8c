package craft

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/hidato"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

// The kinds written on the modelling layer. Skyscrapers is a Latin square
// with visibility clues: its rows and columns get KenKen's companions
// (forward checking and a height's one place in a line on rung 1, Hall
// sets moved to Combined), each clue's Visibility propagator stays at full
// strength. Hidato keeps the family rungs of its model (one path
// constraint at full strength) and gets a view: its variables are the
// cells' numbers.
func init() {
	kinds["skyscrapers"] = &kindCraft{
		tune: tuneSkyscrapers,
		view: func(m *Model) *view {
			sp, ok := unwrap[skyscrapers.Puzzle](m.Puzzle)
			if !ok {
				return nil
			}
			return digitView(m, sp.N)
		},
	}
	kinds["hidato"] = &kindCraft{view: hidatoView}
}

func tuneSkyscrapers(p puzzles.Puzzle, t *Tuner) {
	sp, ok := unwrap[skyscrapers.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a skyscrapers puzzle"))
		return
	}
	n := sp.N
	values := make([]int, n)
	for v := range values {
		values[v] = v + 1
	}
	t.Move("alldifferent-domain", Combined)
	for k := range n {
		row, col := make([]cp.VarID, n), make([]cp.VarID, n)
		for i := range n {
			row[i], col[i] = t.Vars()[k*n+i], t.Vars()[i*n+k]
		}
		t.Unit(Forward, Forward, "row "+strconv.Itoa(k+1), row, values)
		t.Unit(Forward, Forward, "column "+strconv.Itoa(k+1), col, values)
	}
}

// hidatoView: the decision variables are the cells that are not holes, in
// reading order, each valued by its number minus one.
func hidatoView(m *Model) *view {
	hp, ok := unwrap[hidato.Puzzle](m.Puzzle)
	if !ok {
		return nil
	}
	var cells []render.Cell
	for r, row := range hp.Grid {
		for c, v := range row {
			if v != hidato.Hole {
				cells = append(cells, render.Cell{Row: r, Col: c})
			}
		}
	}
	v, at := cellListView(hp.Rows, hp.Cols, cells, m.Vars)
	if v == nil {
		return nil
	}
	v.place = func(x cp.VarID, val int) (render.Cell, int, bool) {
		c, ok := v.cellOf(x)
		return c, val + 1, ok
	}
	v.read = func(c render.Cell, code int) (cp.VarID, int, bool) {
		i, ok := at[c]
		if !ok || code < 1 || code > len(cells) {
			return 0, 0, false
		}
		return m.Vars[i], code - 1, true
	}
	v.lit = func(l cp.Lit) string {
		c, ok := v.cellOf(l.X)
		if !ok {
			return modelLit(l)
		}
		op := map[cp.Op]string{cp.OpEq: " = ", cp.OpNe: " ≠ ", cp.OpGe: " ≥ ", cp.OpLe: " ≤ "}[l.Op]
		return c.String() + op + strconv.Itoa(l.V+1)
	}
	return v
}

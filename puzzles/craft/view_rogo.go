package craft

import (
	"slices"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/rogo"
)

func init() {
	kinds["rogo"] = &kindCraft{view: rogoView}
}

// rogoView: ROGO's variables are the loop's steps, each valued by an open
// cell's rank (the open cells by decreasing points, then in reading
// order: rogo.Build's order). A step reads "step 3 at r2c5"; its bounds
// read as the best cells ("step 3 on one of the 4 best cells"), and the
// objective as the score. The loop is drawn as links, not cell values, so
// the view places nothing on the grid.
func rogoView(m *Model) *view {
	rp, ok := unwrap[rogo.Puzzle](m.Puzzle)
	if !ok {
		return nil
	}
	cols := rp.Cols
	points := func(c int) int { return rp.Points[c/cols][c%cols] }
	var open []int
	for c := range rp.Rows * cols {
		if !rp.Blocked[c/cols][c%cols] {
			open = append(open, c)
		}
	}
	slices.SortStableFunc(open, func(a, b int) int { return points(b) - points(a) })
	step := make(map[cp.VarID]int, len(m.Vars))
	for i, x := range m.Vars {
		step[x] = i + 1
	}
	cell := func(v int) string {
		if v < 0 || v >= len(open) {
			return "cell #" + strconv.Itoa(v)
		}
		return render.Cell{Row: open[v] / cols, Col: open[v] % cols}.String()
	}
	v := defaultView()
	v.lit = func(l cp.Lit) string {
		if l.X == m.Objective {
			return "score" + [...]string{" = ", " ≠ ", " ≥ ", " ≤ "}[l.Op&3] + strconv.Itoa(l.V)
		}
		k, ok := step[l.X]
		if !ok {
			return modelLit(l)
		}
		name := "step " + strconv.Itoa(k)
		switch l.Op {
		case cp.OpEq:
			return name + " at " + cell(l.V)
		case cp.OpNe:
			return name + " not at " + cell(l.V)
		case cp.OpLe:
			return name + " on one of the " + strconv.Itoa(l.V+1) + " best cells"
		case cp.OpGe:
			return name + " not on the " + strconv.Itoa(l.V) + " best cells"
		}
		return modelLit(l)
	}
	return v
}

package futoshiki

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A Futoshiki state holds a value 1..N per cell, 0 for empty; the givens
// are the puzzle's and drawn over the state.

// style draws the signs on a white disc over the cell line they cross.
const style = `.sign{fill:#000;font-weight:bold}
.signbg{fill:#fff}
`

const margin = 4

// SVG draws p as it is printed: thin cell lines, each sign ('<', '>', '∧',
// '∨', the narrow side towards the smaller value) on the line between its
// two cells, the givens in bold, the state's values (a player's entries,
// or a solution) in blue, and the highlight layer of opt. The state may
// be nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	n := p.N
	if err := st.Check(n, n, n); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(n, n, n); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, n, n)
	s := render.NewSVG(float64(n)*size+2*margin, float64(n)*size+2*margin, p.Name, style)
	g := render.NewGrid(s, n, n, size, margin, margin)
	g.HighlightCells(opt.Highlight)
	for r := range n {
		for c := range n {
			if v := at(p.Givens, r, c); v != 0 {
				g.Value(r, c, strconv.Itoa(v), "given")
			} else if v := st.At(r, c); v != 0 {
				g.Value(r, c, strconv.Itoa(v), "entry")
			}
		}
	}
	g.Lines("thin")
	// The vertical signs (∧ ∨) are drawn larger: the font makes them
	// small beside < and >.
	sign := func(x, y, fs float64, text string) {
		s.Circle(x, y, 0.17*size, "signbg")
		s.Text(x, y, fs*size, text, "sign")
	}
	for r := range n {
		for c := range n {
			x, y := g.Pos(r, c)
			if rel := relAt(p.Right, r, c); rel != None && c+1 < n {
				sign(x+size, y+size/2, 0.36, map[Rel]string{Less: "<", Greater: ">"}[rel])
			}
			if rel := relAt(p.Below, r, c); rel != None && r+1 < n {
				sign(x+size/2, y+size, 0.5, map[Rel]string{Less: "∧", Greater: "∨"}[rel])
			}
		}
	}
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, n, strconv.Itoa)
	g.Hits()
	return s.Bytes(), nil
}

// Draw writes s for a terminal: the values with the signs between them, as
// in the file ('<' '>' in a row, '^' 'v' between rows).
func Draw(p *Puzzle, s *Solution) string {
	var cv render.Canvas
	for r := range p.N {
		for c := range p.N {
			cv.Write(2*r, 4*c, strconv.Itoa(s.Grid[r][c]))
			switch relAt(p.Right, r, c) {
			case Less:
				cv.Write(2*r, 4*c+2, "<")
			case Greater:
				cv.Write(2*r, 4*c+2, ">")
			}
			switch relAt(p.Below, r, c) {
			case Less:
				cv.Write(2*r+1, 4*c, "^")
			case Greater:
				cv.Write(2*r+1, 4*c, "v")
			}
		}
	}
	return cv.String()
}

// SolutionState is the state that shows s.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := render.NewState(p.N, p.N)
	for r := range p.N {
		copy(st.Values[r], s.Grid[r])
	}
	return st
}

// StateSolution reads a state as a solution (the givens and the state's
// values); complete is false while a cell is empty.
func StateSolution(p *Puzzle, st *render.State) (s *Solution, complete bool) {
	g, complete := merged(p, st)
	return &Solution{Grid: g}, complete
}

// merged is the grid of givens and the state's values.
func merged(p *Puzzle, st *render.State) (g [][]int, complete bool) {
	complete = true
	g = make([][]int, p.N)
	for r := range g {
		g[r] = make([]int, p.N)
		for c := range g[r] {
			g[r][c] = at(p.Givens, r, c)
			if g[r][c] == 0 {
				g[r][c] = st.At(r, c)
			}
			complete = complete && g[r][c] != 0
		}
	}
	return g, complete
}

// Conflicts lists the rules that the givens and the state's values break
// already: a value twice in a row or a column, and a sign whose two cells
// are filled and do not obey it, or whose smaller side holds N or larger
// side 1.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	n := p.N
	g, _ := merged(p, st)
	val := func(c render.Cell) int { return g[c.Row][c.Col] }
	var out []render.Highlight
	for r := range n {
		row := render.RowCells(r, n)
		if v, dup := render.Repeats(row, val); dup != nil {
			out = append(out, render.Highlight{Cells: dup, Scope: row, Caption: fmt.Sprintf("row %d has two %ds", r+1, v)})
		}
	}
	for c := range n {
		col := render.ColCells(c, n)
		if v, dup := render.Repeats(col, val); dup != nil {
			out = append(out, render.Highlight{Cells: dup, Scope: col, Caption: fmt.Sprintf("column %d has two %ds", c+1, v)})
		}
	}
	for _, q := range p.Inequalities() {
		a, b := g[q.Small.Row][q.Small.Col], g[q.Large.Row][q.Large.Col]
		small, large := render.Cell{Row: q.Small.Row, Col: q.Small.Col}, render.Cell{Row: q.Large.Row, Col: q.Large.Col}
		var msg string
		var cells []render.Cell
		switch {
		case a != 0 && b != 0 && a >= b:
			msg, cells = fmt.Sprintf("%s < %s, but %d ≥ %d", q.Small, q.Large, a, b), []render.Cell{small, large}
		case a == n:
			msg, cells = fmt.Sprintf("%s < %s, but %s holds %d, the largest value", q.Small, q.Large, q.Small, n), []render.Cell{small}
		case b == 1:
			msg, cells = fmt.Sprintf("%s < %s, but %s holds 1, the smallest value", q.Small, q.Large, q.Large), []render.Cell{large}
		default:
			continue
		}
		out = append(out, render.Highlight{Cells: cells, Scope: []render.Cell{small, large}, Caption: "the sign " + msg})
	}
	return out
}

// Input is how a person plays p: select a cell, type 1..N.
func Input(p *Puzzle) render.Input {
	in := render.Input{Mode: "type", Rows: p.N, Cols: p.N}
	for v := 1; v <= p.N; v++ {
		in.Values = append(in.Values, render.Symbol{Value: v, Label: strconv.Itoa(v), Key: strconv.Itoa(v)})
	}
	return in
}

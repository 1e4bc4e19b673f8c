package hidato

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A Hidato state holds per square 0 for empty or a number 1..N; the givens
// are the puzzle's, and a value on a hole is ignored.

const style = `.hole{fill:#343a40}
.ends{stroke:#000;stroke-width:1.5;fill:none}
`

const margin = 4

// SVG draws p as it is printed: the cells in thin lines, the holes filled
// dark, the givens in bold with 1 and N circled, the state's numbers (a
// player's entries, or a solution) in blue, and the highlight layer of
// opt. The state may be nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	n := p.NumCells()
	if err := st.Check(p.Rows, p.Cols, n); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(p.Rows, p.Cols, n); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, p.Rows, p.Cols)
	s := render.NewSVG(float64(p.Cols)*size+2*margin, float64(p.Rows)*size+2*margin, p.Name, style)
	g := render.NewGrid(s, p.Rows, p.Cols, size, margin, margin)
	g.HighlightCells(opt.Highlight)
	for r, row := range p.Grid {
		for c, v := range row {
			switch {
			case v == Hole:
				g.Fill(r, c, "hole")
			case v > 0:
				if v == 1 || v == n {
					x, y := g.Center(r, c)
					s.Circle(x, y, 0.42*size, "ends")
				}
				g.Value(r, c, strconv.Itoa(v), "given")
			case st.At(r, c) != 0:
				g.Value(r, c, strconv.Itoa(st.At(r, c)), "entry")
			}
		}
	}
	g.Lines("thin")
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, n, strconv.Itoa)
	g.Hits()
	return s.Bytes(), nil
}

// Draw writes s for a terminal: the numbers in a ruled grid, the holes
// filled with '#'.
func Draw(p *Puzzle, s *Solution) string {
	w := len(strconv.Itoa(p.NumCells()))
	return render.TextGrid{
		Rows: p.Rows, Cols: p.Cols, Width: w, Height: 1,
		Content: func(r, c int) []string {
			v := s.Grid[r][c]
			if v == Hole {
				return []string{strings.Repeat("#", w)}
			}
			t := strconv.Itoa(v)
			return []string{strings.Repeat(" ", w-len(t)) + t}
		},
		VWall: func(_, _ int) render.Weight { return render.Light },
		HWall: func(_, _ int) render.Weight { return render.Light },
	}.String()
}

// SolutionState is the state that shows s.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := render.NewState(p.Rows, p.Cols)
	for r, row := range s.Grid {
		for c, v := range row {
			if v > 0 {
				st.Values[r][c] = v
			}
		}
	}
	return st
}

// merged is the grid of the givens and the state's numbers: Hole on the
// holes, 0 for an empty cell.
func merged(p *Puzzle, st *render.State) (g [][]int, complete bool) {
	complete = true
	g = make([][]int, p.Rows)
	for r, row := range p.Grid {
		g[r] = make([]int, p.Cols)
		for c, v := range row {
			if v == Empty {
				v = st.At(r, c)
				complete = complete && v != 0
			}
			g[r][c] = v
		}
	}
	return g, complete
}

// StateSolution reads a state as a solution; complete is false while a
// cell is empty.
func StateSolution(p *Puzzle, st *render.State) (s *Solution, complete bool) {
	g, complete := merged(p, st)
	return &Solution{Grid: g}, complete
}

// Conflicts lists the rules that the givens and the state's numbers break
// already: a number written twice, and two consecutive numbers both
// written but not neighbours.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	g, _ := merged(p, st)
	n := p.NumCells()
	var cells []render.Cell
	where := make([][]render.Cell, n+1)
	for r, row := range g {
		for c, v := range row {
			if v == Hole {
				continue
			}
			cells = append(cells, render.Cell{Row: r, Col: c})
			if v > 0 && v <= n {
				where[v] = append(where[v], render.Cell{Row: r, Col: c})
			}
		}
	}
	var out []render.Highlight
	if v, dup := render.Repeats(cells, func(c render.Cell) int { return g[c.Row][c.Col] }); dup != nil {
		out = append(out, render.Highlight{Cells: dup, Caption: fmt.Sprintf("%d is written twice", v)})
	}
	for k := 1; k < n; k++ {
		if len(where[k]) != 1 || len(where[k+1]) != 1 {
			continue
		}
		a, b := where[k][0], where[k+1][0]
		if !p.Adjacent(Cell{a.Row, a.Col}, Cell{b.Row, b.Col}) {
			out = append(out, render.Highlight{Cells: []render.Cell{a, b},
				Caption: fmt.Sprintf("%d at %s and %d at %s are not neighbours", k, a, k+1, b)})
		}
	}
	return out
}

// Input is how a person plays p: select a cell, type 1..N.
func Input(p *Puzzle) render.Input {
	in := render.Input{Mode: "type", Rows: p.Rows, Cols: p.Cols}
	for v := 1; v <= p.NumCells(); v++ {
		in.Values = append(in.Values, render.Symbol{Value: v, Label: strconv.Itoa(v), Key: strconv.Itoa(v)})
	}
	return in
}

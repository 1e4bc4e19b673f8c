package sudoku

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A Sudoku state holds a value 1..N per cell, 0 for empty; givens are the
// puzzle's.

const style = ``

// margin leaves room for the frame's stroke.
const margin = 4

// SVG draws p as it is printed: thin cell lines, thick box borders, the
// givens in bold, the state's values (a player's entries, or a solution)
// in blue, and the highlight layer of opt. The state may be nil (the bare
// puzzle).
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	n, b := p.N, p.BoxSize()
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
			if v := p.Grid[r][c]; v != 0 {
				g.Value(r, c, strconv.Itoa(v), "given")
			} else if v := st.At(r, c); v != 0 {
				g.Value(r, c, strconv.Itoa(v), "entry")
			}
		}
	}
	g.Lines("thin")
	g.Regions(func(r, c int) int { return r/b*b + c/b }, "thick box")
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, n, strconv.Itoa)
	g.Hits()
	return s.Bytes(), nil
}

// Draw writes s for a terminal: the grid with box-drawing borders around
// the boxes.
func Draw(p *Puzzle, s *Solution) string {
	n, b := p.N, p.BoxSize()
	w := len(strconv.Itoa(n))
	wall := func(i int) render.Weight {
		if b > 0 && i%b == 0 {
			return render.Light
		}
		return render.NoWall
	}
	return render.TextGrid{
		Rows: n, Cols: n, Width: w, Height: 1,
		Content: func(r, c int) []string {
			v := strconv.Itoa(s.Grid[r][c])
			return []string{strings.Repeat(" ", w-len(v)) + v}
		},
		VWall: func(_, c int) render.Weight { return wall(c) },
		HWall: func(r, _ int) render.Weight { return wall(r) },
	}.String()
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
			g[r][c] = p.Grid[r][c]
			if g[r][c] == 0 {
				g[r][c] = st.At(r, c)
			}
			complete = complete && g[r][c] != 0
		}
	}
	return g, complete
}

// Conflicts lists the rules that the givens and the state's values break
// already: a value twice in a row, a column or a box; each with its cells
// and its unit.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	g, _ := merged(p, st)
	b := p.BoxSize()
	if b == 0 {
		return nil
	}
	var out []render.Highlight
	for _, u := range units(p.N, b) {
		cells := make([]render.Cell, len(u.cells))
		for i, rc := range u.cells {
			cells[i] = render.Cell{Row: rc[0], Col: rc[1]}
		}
		if v, dup := render.Repeats(cells, func(c render.Cell) int { return g[c.Row][c.Col] }); dup != nil {
			out = append(out, render.Highlight{Cells: dup, Scope: cells, Caption: fmt.Sprintf("%s has two %ds", u.name, v)})
		}
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

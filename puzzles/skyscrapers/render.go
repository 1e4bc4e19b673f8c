package skyscrapers

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A Skyscrapers state holds a height 1..N per cell, 0 for empty; the
// given heights are the puzzle's.

const style = ``

const margin = 4

// SVG draws p as it is printed: the grid in thin lines with its clues
// outside, facing their rows and columns, the given heights in bold, the
// state's heights (a player's entries, or a solution) in blue, and the
// highlight layer of opt. The state may be nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	n := p.N
	if err := st.Check(n, n, n); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(n, n, n); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, n+2, n+2)
	side := float64(n+2)*size + 2*margin
	s := render.NewSVG(side, side, p.Name, style)
	g := render.NewGrid(s, n, n, size, margin+size, margin+size)
	for _, side := range []Side{Top, Bottom, Left, Right} {
		for i, v := range p.Clues(side) {
			if v == 0 {
				continue
			}
			r, c := clueCell(side, i, n)
			x, y := g.Center(r, c)
			t := strconv.Itoa(v)
			s.Text(x, y, g.FontSize(t), t, "clue")
		}
	}
	g.HighlightCells(opt.Highlight)
	for r := range n {
		for c := range n {
			if v := given(p, r, c); v != 0 {
				g.Value(r, c, strconv.Itoa(v), "given")
			} else if v := st.At(r, c); v != 0 {
				g.Value(r, c, strconv.Itoa(v), "entry")
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

// clueCell is where the clue at index i of side sd stands, in the grid's
// coordinates (one step outside it).
func clueCell(sd Side, i, n int) (r, c int) {
	switch sd {
	case Top:
		return -1, i
	case Bottom:
		return n, i
	case Left:
		return i, -1
	}
	return i, n
}

func given(p *Puzzle, r, c int) int {
	if r < len(p.Givens) && c < len(p.Givens[r]) {
		return p.Givens[r][c]
	}
	return 0
}

// Draw writes s for a terminal: the heights in a frame, the clues around
// it.
func Draw(p *Puzzle, s *Solution) string {
	n := p.N
	w := len(strconv.Itoa(n))
	cell := func(v int) string {
		if v == 0 {
			return strings.Repeat(" ", w)
		}
		t := strconv.Itoa(v)
		return strings.Repeat(" ", w-len(t)) + t
	}
	row := func(vals []int) string {
		parts := make([]string, len(vals))
		for i, v := range vals {
			parts[i] = cell(v)
		}
		return strings.Join(parts, " ")
	}
	var b strings.Builder
	line := func(text string) { b.WriteString(strings.TrimRight(text, " ") + "\n") }
	pad := strings.Repeat(" ", w)
	rule := strings.Repeat("─", n*(w+1)+1)
	line(pad + "   " + row(p.Top))
	line(pad + " ┌" + rule + "┐")
	for r := range n {
		line(cell(p.Left[r]) + " │ " + row(s.Grid[r]) + " │ " + cell(p.Right[r]))
	}
	line(pad + " └" + rule + "┘")
	line(pad + "   " + row(p.Bottom))
	return b.String()
}

// SolutionState is the state that shows s.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := render.NewState(p.N, p.N)
	for r := range p.N {
		copy(st.Values[r], s.Grid[r])
	}
	return st
}

// merged is the grid of the given heights and the state's.
func merged(p *Puzzle, st *render.State) (g [][]int, complete bool) {
	complete = true
	g = make([][]int, p.N)
	for r := range g {
		g[r] = make([]int, p.N)
		for c := range g[r] {
			g[r][c] = given(p, r, c)
			if g[r][c] == 0 {
				g[r][c] = st.At(r, c)
			}
			complete = complete && g[r][c] != 0
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

// Conflicts lists the rules that the givens and the state's heights break
// already: a height twice in a row or a column, and a clue whose line,
// filled from its side without a gap, already shows more buildings than
// the clue (or, filled to the end, another number of them).
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	g, _ := merged(p, st)
	n := p.N
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
	for _, sd := range []Side{Top, Bottom, Left, Right} {
		for i, clue := range p.Clues(sd) {
			if clue == 0 {
				continue
			}
			line, cells := Line(g, sd, i), lineCells(sd, i, n)
			k := 0
			for k < n && line[k] != 0 {
				k++
			}
			seen := Visible(line[:k])
			switch {
			case k == n && seen != clue:
				out = append(out, render.Highlight{Cells: cells, Scope: cells,
					Caption: fmt.Sprintf("%s is %d, but %d buildings are seen", ClueName(sd, i), clue, seen)})
			case seen > clue:
				out = append(out, render.Highlight{Cells: cells[:k], Scope: cells,
					Caption: fmt.Sprintf("%s is %d, but %d buildings are seen already", ClueName(sd, i), clue, seen)})
			}
		}
	}
	return out
}

// lineCells are the cells the clue at index i of side sd looks along,
// nearest first.
func lineCells(sd Side, i, n int) []render.Cell {
	out := make([]render.Cell, n)
	for k := range n {
		switch sd {
		case Top:
			out[k] = render.Cell{Row: k, Col: i}
		case Bottom:
			out[k] = render.Cell{Row: n - 1 - k, Col: i}
		case Left:
			out[k] = render.Cell{Row: i, Col: k}
		case Right:
			out[k] = render.Cell{Row: i, Col: n - 1 - k}
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

package kakurasu

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A Kakurasu state holds per cell 0 (undecided), Shaded, or Crossed (marked
// as not shaded, a player's note).
const (
	Shaded  = 1
	Crossed = 2
)

const style = `.shade{fill:#212529}
.cross{stroke:#868e96;stroke-width:2}
.index{fill:#868e96}
`

const margin = 4

// clueText spells a clue, "" for none.
func clueText(v int) string {
	if v < 0 {
		return ""
	}
	return strconv.Itoa(v)
}

// SVG draws p as it is printed: the column indices above the grid and the
// row indices on its left (what a shaded cell is worth), the row clues on
// its right and the column clues below it; shaded cells black, crossed
// ones with a small ×. The state may be nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	n := p.N
	if err := st.Check(n, n, Crossed); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(n, n, Crossed); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, n+2, n+2)
	side := float64(n+2)*size + 2*margin
	s := render.NewSVG(side, side, p.Name, style)
	g := render.NewGrid(s, n, n, size, margin+size, margin+size)
	g.HighlightCells(opt.Highlight)
	for r := range n {
		for c := range n {
			x, y := g.Pos(r, c)
			switch st.At(r, c) {
			case Shaded:
				g.Fill(r, c, "shade entry")
			case Crossed:
				d := 0.18 * size
				s.Line(x+size/2-d, y+size/2-d, x+size/2+d, y+size/2+d, "cross entry")
				s.Line(x+size/2-d, y+size/2+d, x+size/2+d, y+size/2-d, "cross entry")
			}
		}
	}
	small := 0.4 * size
	for i := range n {
		x, y := g.Center(-1, i) // above column i
		s.Text(x, y, small, strconv.Itoa(i+1), "index")
		x, y = g.Center(i, -1) // left of row i
		s.Text(x, y, small, strconv.Itoa(i+1), "index")
		x, y = g.Center(i, n) // right of row i
		text := clueText(p.RowClues[i])
		s.Text(x, y, min(g.FontSize(text), 0.5*size), text, "clue")
		x, y = g.Center(n, i) // below column i
		text = clueText(p.ColClues[i])
		s.Text(x, y, min(g.FontSize(text), 0.5*size), text, "clue")
	}
	g.Lines("thin")
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, Crossed, label)
	g.Hits()
	return s.Bytes(), nil
}

// label spells a state value in a highlight: ■ shaded, × crossed.
func label(v int) string {
	if v == Shaded {
		return "■"
	}
	return "×"
}

// Draw writes s for a terminal: the shaded cells as ■ in a frame, with the
// indices above and on the left and the clues on the right and below.
func Draw(p *Puzzle, s *Solution) string {
	n := p.N
	w := len(strconv.Itoa(n)) // width of a cell's column
	for _, v := range p.ColClues {
		w = max(w, len(clueText(v)))
	}
	lw := len(strconv.Itoa(n)) // width of the row indices
	var b strings.Builder
	pad := func(text string) string { return fmt.Sprintf("%*s", w, text) }
	row := func(left, open string, cells []string, close, right string) {
		line := fmt.Sprintf("%*s %s%s%s %s", lw, left, open, strings.Join(cells, " "), close, right)
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	idx, clues := make([]string, n), make([]string, n)
	for c := range n {
		idx[c], clues[c] = pad(strconv.Itoa(c+1)), pad(clueText(p.ColClues[c]))
		if clues[c] == pad("") {
			clues[c] = pad("-")
		}
	}
	row("", "  ", idx, "  ", "")
	rule := strings.Repeat("─", n*(w+1)+1)
	row("", "┌"+rule, nil, "┐", "")
	for r := range n {
		cells := make([]string, n)
		for c := range n {
			cells[c] = pad("·")
			if s.Shaded[r][c] {
				cells[c] = pad("■")
			}
		}
		clue := clueText(p.RowClues[r])
		if clue == "" {
			clue = "-"
		}
		row(strconv.Itoa(r+1), "│ ", cells, " │", clue)
	}
	row("", "└"+rule, nil, "┘", "")
	row("", "  ", clues, "  ", "")
	return b.String()
}

// SolutionState is the state that shows s: its shaded cells.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := render.NewState(p.N, p.N)
	for r := range p.N {
		for c := range p.N {
			if s.Shaded[r][c] {
				st.Values[r][c] = Shaded
			}
		}
	}
	return st
}

// StateSolution reads a state as a solution, the shaded cells shaded and
// every other one not. It is complete when every cell is decided (shaded
// or crossed), or when every clue is met already.
func StateSolution(p *Puzzle, st *render.State) (s *Solution, complete bool) {
	n := p.N
	s = &Solution{Shaded: make([][]bool, n)}
	decided := true
	for r := range n {
		s.Shaded[r] = make([]bool, n)
		for c := range n {
			s.Shaded[r][c] = st.At(r, c) == Shaded
			decided = decided && st.At(r, c) != 0
		}
	}
	return s, decided || Verify(p, s) == nil
}

// Conflicts lists the clues that the state cannot meet any more: a line
// whose shaded cells sum past its clue, or whose shaded and undecided
// cells together cannot reach it.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	n := p.N
	var out []render.Highlight
	check := func(what string, clue int, line []render.Cell, weight func(render.Cell) int) {
		if clue < 0 {
			return
		}
		sum, open := 0, 0
		var shaded []render.Cell
		for _, c := range line {
			switch st.At(c.Row, c.Col) {
			case Shaded:
				sum += weight(c)
				shaded = append(shaded, c)
			case 0:
				open += weight(c)
			}
		}
		switch {
		case sum > clue:
			out = append(out, render.Highlight{Cells: shaded, Scope: line, Caption: fmt.Sprintf("%s: the shaded cells sum to %d, more than the clue %d", what, sum, clue)})
		case sum+open < clue:
			out = append(out, render.Highlight{Cells: shaded, Scope: line, Caption: fmt.Sprintf("%s: the shaded and undecided cells sum to %d at most, less than the clue %d", what, sum+open, clue)})
		}
	}
	for r := range n {
		check(fmt.Sprintf("row %d", r+1), p.RowClues[r], render.RowCells(r, n), func(c render.Cell) int { return c.Col + 1 })
	}
	for c := range n {
		check(fmt.Sprintf("column %d", c+1), p.ColClues[c], render.ColCells(c, n), func(c render.Cell) int { return c.Row + 1 })
	}
	return out
}

// Input is how a person plays p: a click steps a cell through shaded,
// crossed and undecided.
func Input(p *Puzzle) render.Input {
	return render.Input{Mode: "cycle", Rows: p.N, Cols: p.N, Values: []render.Symbol{
		{Value: Shaded, Label: "■", Key: "#"},
		{Value: Crossed, Label: "×", Key: "x"},
	}}
}

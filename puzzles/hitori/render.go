package hitori

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A Hitori state holds per cell 0 (undecided), Shaded, or Kept (circled:
// the player has decided to leave it unshaded).
const (
	Shaded = 1
	Kept   = 2
)

const style = `.shade{fill:#212529}
.on-shade{fill:#f8f9fa}
.keep{fill:none;stroke:#1971c2;stroke-width:2}
`

const margin = 4

// SVG draws p as it is printed: every cell's number, shaded cells black
// with their number in white, kept (circled) cells with a ring. The state
// may be nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	rows, cols := p.Rows, p.Cols
	if err := st.Check(rows, cols, Kept); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(rows, cols, Kept); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, rows, cols)
	s := render.NewSVG(float64(cols)*size+2*margin, float64(rows)*size+2*margin, p.Name, style)
	g := render.NewGrid(s, rows, cols, size, margin, margin)
	g.HighlightCells(opt.Highlight)
	for r := range rows {
		for c := range cols {
			text := strconv.Itoa(p.Grid[r][c])
			switch st.At(r, c) {
			case Shaded:
				g.Fill(r, c, "shade entry")
				g.Value(r, c, text, "given on-shade")
			case Kept:
				x, y := g.Center(r, c)
				s.Circle(x, y, 0.4*size, "keep entry")
				g.Value(r, c, text, "given")
			default:
				g.Value(r, c, text, "given")
			}
		}
	}
	g.Lines("thin")
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, Kept, label)
	g.Hits()
	return s.Bytes(), nil
}

// label spells a state value in a highlight: ■ shaded, ○ kept.
func label(v int) string {
	if v == Shaded {
		return "■"
	}
	return "○"
}

// Draw writes s for a terminal: the unshaded cells' numbers and the shaded
// cells as ■, in a frame.
func Draw(p *Puzzle, s *Solution) string {
	w := 1
	for _, row := range p.Grid {
		for _, v := range row {
			w = max(w, len(strconv.Itoa(v)))
		}
	}
	var b strings.Builder
	rule := strings.Repeat("─", p.Cols*(w+1)+1)
	b.WriteString("┌" + rule + "┐\n")
	for r, row := range p.Grid {
		cells := make([]string, p.Cols)
		for c, v := range row {
			text := strconv.Itoa(v)
			if r < len(s.Shaded) && c < len(s.Shaded[r]) && s.Shaded[r][c] {
				text = "■"
			}
			cells[c] = fmt.Sprintf("%*s", w, text)
		}
		b.WriteString("│ " + strings.Join(cells, " ") + " │\n")
	}
	b.WriteString("└" + rule + "┘\n")
	return b.String()
}

// SolutionState is the state that shows s: its shaded cells.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := render.NewState(p.Rows, p.Cols)
	for r := range p.Rows {
		for c := range p.Cols {
			if s.Shaded[r][c] {
				st.Values[r][c] = Shaded
			}
		}
	}
	return st
}

// StateSolution reads a state as a solution, the shaded cells shaded and
// every other one not. It is complete when every cell is decided (shaded
// or kept), or when the shading already meets every rule.
func StateSolution(p *Puzzle, st *render.State) (s *Solution, complete bool) {
	s = &Solution{Shaded: make([][]bool, p.Rows)}
	decided := true
	for r := range p.Rows {
		s.Shaded[r] = make([]bool, p.Cols)
		for c := range p.Cols {
			s.Shaded[r][c] = st.At(r, c) == Shaded
			decided = decided && st.At(r, c) != 0
		}
	}
	return s, decided || Verify(p, s) == nil
}

// Conflicts lists the rules that the state breaks already: a number kept
// twice in a row or column, two shaded cells side by side, and kept cells
// that the shaded cells cut off from each other.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	rows, cols := p.Rows, p.Cols
	kept := func(c render.Cell) int {
		if st.At(c.Row, c.Col) == Kept {
			return p.Grid[c.Row][c.Col]
		}
		return 0
	}
	var out []render.Highlight
	for r := range rows {
		row := render.RowCells(r, cols)
		if v, dup := render.Repeats(row, kept); dup != nil {
			out = append(out, render.Highlight{Cells: dup, Scope: row, Caption: fmt.Sprintf("row %d keeps two %ds", r+1, v)})
		}
	}
	for c := range cols {
		col := render.ColCells(c, rows)
		if v, dup := render.Repeats(col, kept); dup != nil {
			out = append(out, render.Highlight{Cells: dup, Scope: col, Caption: fmt.Sprintf("column %d keeps two %ds", c+1, v)})
		}
	}
	for r := range rows {
		for c := range cols {
			if st.At(r, c) != Shaded {
				continue
			}
			for _, d := range [2]render.Cell{{Row: 0, Col: 1}, {Row: 1, Col: 0}} {
				n := render.Cell{Row: r + d.Row, Col: c + d.Col}
				if n.Row < rows && n.Col < cols && st.At(n.Row, n.Col) == Shaded {
					pair := []render.Cell{{Row: r, Col: c}, n}
					out = append(out, render.Highlight{Cells: pair, Scope: pair, Caption: fmt.Sprintf("shaded cells touch at %s and %s", pair[0], n)})
				}
			}
		}
	}
	// The areas of cells not shaded: kept cells in two of them can never
	// be joined.
	area := make([]int, rows*cols)
	for i := range area {
		area[i] = -1
	}
	var first render.Cell
	firstArea := -1
	for i := range area {
		r, c := i/cols, i%cols
		if area[i] >= 0 || st.At(r, c) == Shaded {
			continue
		}
		stack := []int{i}
		area[i] = i
		var cells []render.Cell
		hasKept := false
		for len(stack) > 0 {
			j := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			jr, jc := j/cols, j%cols
			cells = append(cells, render.Cell{Row: jr, Col: jc})
			hasKept = hasKept || st.At(jr, jc) == Kept
			for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
				nr, nc := jr+d[0], jc+d[1]
				if nr >= 0 && nr < rows && nc >= 0 && nc < cols && area[nr*cols+nc] < 0 && st.At(nr, nc) != Shaded {
					area[nr*cols+nc] = i
					stack = append(stack, nr*cols+nc)
				}
			}
		}
		if !hasKept {
			continue
		}
		for _, c := range cells {
			if st.At(c.Row, c.Col) == Kept {
				if firstArea < 0 {
					first, firstArea = c, i
				} else {
					out = append(out, render.Highlight{Cells: []render.Cell{first, c}, Scope: cells,
						Caption: fmt.Sprintf("the shaded cells cut the kept cell %s off from %s", c, first)})
				}
				break
			}
		}
	}
	return out
}

// Input is how a person plays p: a click steps a cell through shaded, kept
// (circled) and undecided.
func Input(p *Puzzle) render.Input {
	return render.Input{Mode: "cycle", Rows: p.Rows, Cols: p.Cols, Values: []render.Symbol{
		{Value: Shaded, Label: "■", Key: "#"},
		{Value: Kept, Label: "○", Key: "o"},
	}}
}

package nonogram

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A nonogram state holds per cell 0 (undecided), Shaded (filled), or
// Crossed (marked blank, a player's note).
const (
	Shaded  = 1
	Crossed = 2
)

const style = `.shade{fill:#212529}
.cross{stroke:#868e96;stroke-width:2}
.thick{stroke-width:2}
`

const margin = 4

// clueTexts spells a clue's numbers, "0" for an empty clue.
func clueTexts(clue []int) []string {
	if len(clue) == 0 {
		return []string{"0"}
	}
	out := make([]string, len(clue))
	for i, v := range clue {
		out[i] = strconv.Itoa(v)
	}
	return out
}

// longest is the most numbers a clue of the list shows (at least 1).
func longest(clues [][]int) int {
	m := 1
	for _, c := range clues {
		m = max(m, len(c))
	}
	return m
}

// SVG draws p as it is printed: each column's clue stacked above it, each
// row's clue to its left, thin cell lines with a thick line every five
// cells; filled cells black, crossed ones with a small ×. The state may be
// nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	rows, cols := p.Rows, p.Cols
	if err := st.Check(rows, cols, Crossed); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(rows, cols, Crossed); err != nil {
		return nil, err
	}
	rc, cc := longest(p.RowClues), longest(p.ColClues)
	size := render.CellSize(opt, rows+cc, cols+rc)
	s := render.NewSVG(float64(cols+rc)*size+2*margin, float64(rows+cc)*size+2*margin, p.Name, style)
	g := render.NewGrid(s, rows, cols, size, margin+float64(rc)*size, margin+float64(cc)*size)
	g.HighlightCells(opt.Highlight)
	for r := range rows {
		for c := range cols {
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
	clueSize := func(text string) float64 { return min(g.FontSize(text), 0.5*size) }
	for c, clue := range p.ColClues {
		texts := clueTexts(clue)
		for i, text := range texts {
			x, y := g.Center(i-len(texts), c) // bottom-aligned above column c
			s.Text(x, y, clueSize(text), text, "clue")
		}
	}
	for r, clue := range p.RowClues {
		texts := clueTexts(clue)
		for i, text := range texts {
			x, y := g.Center(r, i-len(texts)) // right-aligned left of row r
			s.Text(x, y, clueSize(text), text, "clue")
		}
	}
	g.Lines("thin")
	var d strings.Builder // every fifth line thick, as printed nonograms have
	for r := 5; r < rows; r += 5 {
		x, y := g.Pos(r, 0)
		d.WriteString("M" + render.Num(x) + " " + render.Num(y) + "H" + render.Num(x+g.Width()))
	}
	for c := 5; c < cols; c += 5 {
		x, y := g.Pos(0, c)
		d.WriteString("M" + render.Num(x) + " " + render.Num(y) + "V" + render.Num(y+g.Height()))
	}
	if d.Len() > 0 {
		s.Path(d.String(), "thick")
	}
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, Crossed, label)
	g.Hits()
	return s.Bytes(), nil
}

// label spells a state value in a highlight: ■ filled, × crossed.
func label(v int) string {
	if v == Shaded {
		return "■"
	}
	return "×"
}

// Draw writes s for a terminal: the column clues stacked above the grid,
// the row clues on its left, the filled cells as ■ in a frame.
func Draw(p *Puzzle, s *Solution) string {
	w := 1 // width of a cell's column: the widest clue number
	for _, set := range [][][]int{p.RowClues, p.ColClues} {
		for _, clue := range set {
			for _, t := range clueTexts(clue) {
				w = max(w, len(t))
			}
		}
	}
	lw := 0 // width of the row clues
	rowText := make([]string, p.Rows)
	for r, clue := range p.RowClues {
		rowText[r] = strings.Join(clueTexts(clue), " ")
		lw = max(lw, len(rowText[r]))
	}
	pad := func(text string) string { return fmt.Sprintf("%*s", w, text) }
	var b strings.Builder
	line := func(left, body string) {
		b.WriteString(strings.TrimRight(fmt.Sprintf("%*s %s", lw, left, body), " ") + "\n")
	}
	cc := longest(p.ColClues)
	for i := range cc {
		cells := make([]string, p.Cols)
		for c, clue := range p.ColClues {
			texts := clueTexts(clue)
			cells[c] = pad("")
			if k := i - (cc - len(texts)); k >= 0 {
				cells[c] = pad(texts[k])
			}
		}
		line("", "  "+strings.Join(cells, " "))
	}
	rule := strings.Repeat("─", p.Cols*(w+1)+1)
	line("", "┌"+rule+"┐")
	for r := range p.Rows {
		cells := make([]string, p.Cols)
		for c := range p.Cols {
			cells[c] = pad("·")
			if r < len(s.Filled) && c < len(s.Filled[r]) && s.Filled[r][c] {
				cells[c] = pad("■")
			}
		}
		line(rowText[r], "│ "+strings.Join(cells, " ")+" │")
	}
	line("", "└"+rule+"┘")
	return b.String()
}

// SolutionState is the state that shows s: its filled cells.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := render.NewState(p.Rows, p.Cols)
	for r := range p.Rows {
		for c := range p.Cols {
			if s.Filled[r][c] {
				st.Values[r][c] = Shaded
			}
		}
	}
	return st
}

// StateSolution reads a state as a solution, the filled cells filled and
// every other one blank. It is complete when every cell is decided (filled
// or crossed), or when every clue is met already.
func StateSolution(p *Puzzle, st *render.State) (s *Solution, complete bool) {
	s = &Solution{Filled: make([][]bool, p.Rows)}
	decided := true
	for r := range p.Rows {
		s.Filled[r] = make([]bool, p.Cols)
		for c := range p.Cols {
			s.Filled[r][c] = st.At(r, c) == Shaded
			decided = decided && st.At(r, c) != 0
		}
	}
	return s, decided || Verify(p, s) == nil
}

// Conflicts lists the lines that the state cannot complete any more: the
// filled and crossed cells of a row or column admit no placement of its
// clue's runs (see Fits).
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	var out []render.Highlight
	check := func(what string, i int, clue []int, cells []render.Cell) {
		line := make([]int8, len(cells))
		var decided []render.Cell
		for k, c := range cells {
			switch st.At(c.Row, c.Col) {
			case Shaded:
				line[k] = Filled
				decided = append(decided, c)
			case Crossed:
				line[k] = Blank
				decided = append(decided, c)
			default:
				line[k] = Unknown
			}
		}
		if !Fits(clue, line) {
			out = append(out, render.Highlight{Cells: decided, Scope: cells,
				Caption: fmt.Sprintf("%s %d: its filled and crossed cells leave no room for the clue %s", what, i+1, FormatClue(clue))})
		}
	}
	for r := range p.Rows {
		check("row", r, p.RowClues[r], render.RowCells(r, p.Cols))
	}
	for c := range p.Cols {
		check("column", c, p.ColClues[c], render.ColCells(c, p.Rows))
	}
	return out
}

// Input is how a person plays p: a click steps a cell through filled,
// crossed and undecided.
func Input(p *Puzzle) render.Input {
	return render.Input{Mode: "cycle", Rows: p.Rows, Cols: p.Cols, Values: []render.Symbol{
		{Value: Shaded, Label: "■", Key: "#"},
		{Value: Crossed, Label: "×", Key: "x"},
	}}
}

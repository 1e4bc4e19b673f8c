package kakuro

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A Kakuro state holds a digit 1..9 per white cell, 0 for empty; black
// cells hold 0 (a value there is reported by Conflicts and ignored by
// StateSolution).

// style paints the black cells, their diagonal and their clues.
const style = `.black{fill:#333}
.diag{stroke:#ddd;stroke-width:1}
.clue{fill:#fff}
`

const margin = 4

// SVG draws p as it is printed: black cells, each clue cell split by its
// diagonal with the down sum below it and the across sum above it, thin
// lines around the white cells, the state's digits (a player's entries, or
// a solution) in blue, and the highlight layer of opt. The state may be
// nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	if err := st.Check(p.Rows, p.Cols, 9); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(p.Rows, p.Cols, 9); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, p.Rows, p.Cols)
	s := render.NewSVG(float64(p.Cols)*size+2*margin, float64(p.Rows)*size+2*margin, p.Name, style)
	g := render.NewGrid(s, p.Rows, p.Cols, size, margin, margin)
	for r := range p.Rows {
		for c := range p.Cols {
			if !p.isWhite(r, c) {
				g.Fill(r, c, "black")
			}
		}
	}
	g.HighlightCells(opt.Highlight)
	for r := range p.Rows {
		for c := range p.Cols {
			if p.isWhite(r, c) {
				if v := st.At(r, c); v != 0 {
					g.Value(r, c, strconv.Itoa(v), "entry")
				}
				continue
			}
			down, across := at(p.Down, r, c), at(p.Across, r, c)
			if down == 0 && across == 0 {
				continue
			}
			x, y := g.Pos(r, c)
			s.Line(x, y, x+size, y+size, "diag")
			fs := 0.3 * size
			if across != 0 {
				s.Text(x+0.7*size, y+0.33*size, fs, strconv.Itoa(across), "clue across")
			}
			if down != 0 {
				s.Text(x+0.3*size, y+0.83*size, fs, strconv.Itoa(down), "clue down")
			}
		}
	}
	g.Lines("thin")
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, 9, strconv.Itoa)
	g.Hits()
	return s.Bytes(), nil
}

// Draw writes s for a terminal: a box-drawing grid, each clue cell as its
// 'DOWN\ACROSS' token, each black cell without clue shaded, each white
// cell its digit.
func Draw(p *Puzzle, s *Solution) string {
	w := 3
	for r := range p.Rows {
		for c := range p.Cols {
			w = max(w, len(cellToken(p, r, c)))
		}
	}
	return render.TextGrid{
		Rows: p.Rows, Cols: p.Cols, Width: w, Height: 1,
		Content: func(r, c int) []string {
			switch tok := cellToken(p, r, c); {
			case tok == ".":
				return []string{render.Centre(strconv.Itoa(s.Grid[r][c]), w)}
			case tok == "#":
				return []string{strings.Repeat("░", w)}
			default:
				return []string{render.Centre(tok, w)}
			}
		},
		VWall: func(int, int) render.Weight { return render.Light },
		HWall: func(int, int) render.Weight { return render.Light },
	}.String()
}

// SolutionState is the state that shows s.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := render.NewState(p.Rows, p.Cols)
	for r := range p.Rows {
		for c := range p.Cols {
			if p.isWhite(r, c) {
				st.Values[r][c] = s.Grid[r][c]
			}
		}
	}
	return st
}

// StateSolution reads a state as a solution (its digits in the white
// cells); complete is false while a white cell is empty.
func StateSolution(p *Puzzle, st *render.State) (s *Solution, complete bool) {
	complete = true
	g := make([][]int, p.Rows)
	for r := range g {
		g[r] = make([]int, p.Cols)
		for c := range g[r] {
			if p.isWhite(r, c) {
				g[r][c] = st.At(r, c)
				complete = complete && g[r][c] != 0
			}
		}
	}
	return &Solution{Grid: g}, complete
}

// Conflicts lists the rules that the state breaks already: a digit in a
// black cell, a digit twice in a run, and a run whose digits so far cannot
// reach its sum with distinct digits in its empty cells.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	var out []render.Highlight
	for r := range p.Rows {
		for c := range p.Cols {
			if !p.isWhite(r, c) && st.At(r, c) != 0 {
				cell := []render.Cell{{Row: r, Col: c}}
				out = append(out, render.Highlight{Cells: cell, Scope: cell, Caption: fmt.Sprintf("row %d, column %d is a black cell", r+1, c+1)})
			}
		}
	}
	val := func(c render.Cell) int { return st.At(c.Row, c.Col) }
	for _, run := range p.Runs() {
		cells := make([]render.Cell, len(run.Cells))
		for i, c := range run.Cells {
			cells[i] = render.Cell{Row: c.Row, Col: c.Col}
		}
		if v, dup := render.Repeats(cells, val); dup != nil {
			out = append(out, render.Highlight{Cells: dup, Scope: cells, Caption: fmt.Sprintf("the run %s has two %ds", run, v)})
			continue
		}
		if msg := runConflict(run, st); msg != "" {
			var filled []render.Cell
			for _, c := range cells {
				if val(c) != 0 {
					filled = append(filled, c)
				}
			}
			out = append(out, render.Highlight{Cells: filled, Scope: cells, Caption: "the run " + run.String() + ": " + msg})
		}
	}
	return out
}

// runConflict says why the run's distinct digits so far cannot reach its
// sum, or returns "".
func runConflict(run Run, st *render.State) string {
	var vals []string
	var used [10]bool
	sum, empty := 0, 0
	for _, c := range run.Cells {
		v := st.At(c.Row, c.Col)
		if v < 1 || v > 9 {
			empty++
			continue
		}
		used[v] = true
		sum += v
		vals = append(vals, strconv.Itoa(v))
	}
	if len(vals) == 0 {
		return ""
	}
	lo, hi := 0, 0
	for v, k := 1, 0; v <= 9 && k < empty; v++ {
		if !used[v] {
			lo += v
			k++
		}
	}
	for v, k := 9, 0; v >= 1 && k < empty; v-- {
		if !used[v] {
			hi += v
			k++
		}
	}
	shown := strings.Join(vals, "+")
	switch {
	case empty == 0 && sum != run.Sum:
		return fmt.Sprintf("%s = %d, not %d", shown, sum, run.Sum)
	case empty > 0 && sum+lo > run.Sum:
		return fmt.Sprintf("%s = %d already, and the %d empty cells add at least %d", shown, sum, empty, lo)
	case empty > 0 && sum+hi < run.Sum:
		return fmt.Sprintf("%s = %d cannot reach %d: the %d empty cells add at most %d", shown, sum, run.Sum, empty, hi)
	}
	return ""
}

// Input is how a person plays p: select a white cell, type 1..9.
func Input(p *Puzzle) render.Input {
	in := render.Input{Mode: "type", Rows: p.Rows, Cols: p.Cols}
	for v := 1; v <= 9; v++ {
		in.Values = append(in.Values, render.Symbol{Value: v, Label: strconv.Itoa(v), Key: strconv.Itoa(v)})
	}
	return in
}

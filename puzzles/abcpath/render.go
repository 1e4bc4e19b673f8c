package abcpath

import (
	"fmt"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// An ABC Path state holds per board cell 0 for empty or a letter, A = 1 …
// Y = 25; the given letters are the puzzle's.

const style = `.ring{fill:#f1f3f5;stroke:#adb5bd;stroke-width:1.5}
.diag{stroke:#adb5bd;stroke-width:2}
`

const margin = 4

// letter spells the state value v.
func letter(v int) string { return string(rune('A' + v - 1)) }

// code is the state value of a letter byte, 0 for none.
func code(b byte) int {
	if !isLetter(b) {
		return 0
	}
	return int(b-'A') + 1
}

// SVG draws p as it is printed: the 5×5 board framed by its ring of clue
// letters (in circles; the four corners, which clue the diagonals, with a
// stroke pointing along their diagonal), the given letters in bold, the
// state's letters in blue. The state may be nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	if err := st.Check(Size, Size, Size*Size); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(Size, Size, Size*Size); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, Size+2, Size+2)
	side := float64(Size+2)*size + 2*margin
	s := render.NewSVG(side, side, p.Name, style)
	g := render.NewGrid(s, Size, Size, size, margin+size, margin+size)
	for _, cl := range p.Clues() {
		r, c := cl.FrameRow-1, cl.FrameCol-1
		x, y := g.Center(r, c)
		if cl.Line == DiagonalLine || cl.Line == AntiDiagonalLine {
			// From the circle towards the board's corner.
			dx, dy := -1.0, -1.0
			if c < 0 {
				dx = 1
			}
			if r < 0 {
				dy = 1
			}
			s.Line(x+dx*0.3*size, y+dy*0.3*size, x+dx*0.5*size, y+dy*0.5*size, "diag")
		}
		s.Circle(x, y, 0.36*size, "ring")
		s.Text(x, y, 0.45*size, string(cl.Letter), "clue")
	}
	g.HighlightCells(opt.Highlight)
	for r := range Size {
		for c := range Size {
			if b := p.Grid[r][c]; b != 0 {
				g.Value(r, c, string(b), "given")
			} else if v := st.At(r, c); v != 0 {
				g.Value(r, c, letter(v), "entry")
			}
		}
	}
	g.Lines("thin")
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, Size*Size, letter)
	g.Hits()
	return s.Bytes(), nil
}

// Draw writes s for a terminal: the board in a frame, the ring of clues
// around it.
func Draw(p *Puzzle, s *Solution) string {
	f := frame(p)
	at := func(fr, fc int) string {
		if fr > 0 && fr <= Size && fc > 0 && fc <= Size {
			return string(s.Grid[fr-1][fc-1])
		}
		if b := f[fr][fc]; b != 0 {
			return string(b)
		}
		return " "
	}
	var b strings.Builder
	line := func(text string) { b.WriteString(strings.TrimRight(text, " ") + "\n") }
	ring := func(fr int) {
		cells := make([]string, Size)
		for c := range Size {
			cells[c] = at(fr, c+1)
		}
		line(at(fr, 0) + "   " + strings.Join(cells, " ") + "   " + at(fr, Size+1))
	}
	rule := strings.Repeat("─", 2*Size+1)
	ring(0)
	line("  ┌" + rule + "┐")
	for r := 1; r <= Size; r++ {
		cells := make([]string, Size)
		for c := range Size {
			cells[c] = at(r, c+1)
		}
		line(at(r, 0) + " │ " + strings.Join(cells, " ") + " │ " + at(r, Size+1))
	}
	line("  └" + rule + "┘")
	ring(Size + 1)
	return b.String()
}

// SolutionState is the state that shows s.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := render.NewState(Size, Size)
	for r := range Size {
		for c := range Size {
			st.Values[r][c] = code(s.Grid[r][c])
		}
	}
	return st
}

// merged is the board of given letters and the state's letters, 0 for
// empty.
func merged(p *Puzzle, st *render.State) (g [Size][Size]int, complete bool) {
	complete = true
	for r := range Size {
		for c := range Size {
			g[r][c] = code(p.Grid[r][c])
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
	s = &Solution{}
	for r := range Size {
		for c := range Size {
			if g[r][c] != 0 {
				s.Grid[r][c] = byte('A' + g[r][c] - 1)
			}
		}
	}
	return s, complete
}

// Conflicts lists the rules the givens and the state break already: a
// letter twice, two consecutive letters placed more than a king's move
// apart, a clue letter placed off the line its ring position faces.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	g, _ := merged(p, st)
	var out []render.Highlight
	var where [Size*Size + 1][]render.Cell
	for r := range Size {
		for c := range Size {
			if v := g[r][c]; v != 0 {
				where[v] = append(where[v], render.Cell{Row: r, Col: c})
			}
		}
	}
	for v := 1; v <= Size*Size; v++ {
		if len(where[v]) > 1 {
			out = append(out, render.Highlight{Cells: where[v], Caption: fmt.Sprintf("letter '%s' appears %d times", letter(v), len(where[v]))})
		}
	}
	for v := 1; v < Size*Size; v++ {
		if len(where[v]) != 1 || len(where[v+1]) != 1 {
			continue
		}
		a, b := where[v][0], where[v+1][0]
		if abs(a.Row-b.Row) > 1 || abs(a.Col-b.Col) > 1 {
			out = append(out, render.Highlight{Cells: []render.Cell{a, b},
				Caption: fmt.Sprintf("'%s' at %s and '%s' at %s are not a king's move apart", letter(v), a, letter(v+1), b)})
		}
	}
	for _, cl := range p.Clues() {
		v := code(cl.Letter)
		if v == 0 {
			continue
		}
		var line []render.Cell
		for r := range Size {
			for c := range Size {
				if cl.Covers(r, c) {
					line = append(line, render.Cell{Row: r, Col: c})
				}
			}
		}
		for _, at := range where[v] {
			if !cl.Covers(at.Row, at.Col) {
				out = append(out, render.Highlight{Cells: []render.Cell{at}, Scope: line,
					Caption: fmt.Sprintf("clue '%c' at %s needs '%c' in %s, not at %s", cl.Letter, cl.Where(), cl.Letter, cl.lineName(), at)})
			}
		}
	}
	return out
}

// Input is how a person plays p: select a cell, type a letter A-Y.
func Input(p *Puzzle) render.Input {
	in := render.Input{Mode: "type", Rows: Size, Cols: Size}
	for v := 1; v <= Size*Size; v++ {
		in.Values = append(in.Values, render.Symbol{Value: v, Label: letter(v), Key: letter(v)})
	}
	return in
}

package slitherlink

import (
	"fmt"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

const style = `.dot{fill:#212529}
.clue-bad{fill:#c92a2a}
` + render.EdgeStyle

const margin = 10

// SVG draws p as it is printed: the dots, the clues, and the state's
// lines and crosses (st may be nil: the bare puzzle), with opt's highlight
// (the cells and the edges of a hint) and invisible targets on every edge
// for the page's edges play mode.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	if err := st.Check(p.Rows, p.Cols, 0); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(p.Rows, p.Cols, 0); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, p.Rows, p.Cols)
	s := render.NewSVG(float64(p.Cols)*size+2*margin, float64(p.Rows)*size+2*margin, p.Name, style)
	g := render.NewGrid(s, p.Rows, p.Cols, size, margin, margin)
	g.HighlightCells(opt.Highlight)
	for r, row := range p.Clues {
		for c, v := range row {
			if v != NoClue {
				g.Value(r, c, itoa(v), "given")
			}
		}
	}
	g.HighlightEdges(opt.Highlight)
	g.DrawEdges(st)
	g.Dots("dot")
	g.HighlightScope(opt.Highlight)
	g.EdgeHits()
	return s.Bytes(), nil
}

// Draw writes s for a terminal: dots '·', the loop in box-drawing lines,
// the clues in their cells.
func Draw(p *Puzzle, s *Solution) string {
	var b strings.Builder
	on := func(r, c, nr, nc int) bool { return edgeOn(p, s, r, c, nr, nc) }
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			b.WriteString(corner(on(r, c, r-1, c), on(r, c, r+1, c), on(r, c, r, c-1), on(r, c, r, c+1)))
			if c < p.Cols {
				if s.H[r][c] {
					b.WriteString("───")
				} else {
					b.WriteString("   ")
				}
			}
		}
		b.WriteString("\n")
		if r == p.Rows {
			break
		}
		for c := 0; c <= p.Cols; c++ {
			if s.V[r][c] {
				b.WriteString("│")
			} else {
				b.WriteString(" ")
			}
			if c < p.Cols {
				if v := p.Clues[r][c]; v != NoClue {
					b.WriteString(" " + itoa(v) + " ")
				} else {
					b.WriteString("   ")
				}
			}
		}
		b.WriteString("\n")
	}
	return b.String()
}

// corner is the character of a dot with lines up, down, left, right.
func corner(up, down, left, right bool) string {
	switch {
	case down && right:
		return "┌"
	case down && left:
		return "┐"
	case up && right:
		return "└"
	case up && left:
		return "┘"
	case up && down:
		return "│"
	case left && right:
		return "─"
	}
	return "·"
}

// SolutionState is the state that shows s: a line on each edge of the
// loop, a cross on every other edge.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := &render.State{}
	for i, e := range render.GridEdges(p.Rows, p.Cols) {
		if solutionEdge(p, s, i) {
			st.Edges = append(st.Edges, e)
		} else {
			st.Crosses = append(st.Crosses, e)
		}
	}
	return st
}

// solutionEdge is the i-th edge of s in render.GridEdges order (H rows,
// then V rows): the order of Build's variables too.
func solutionEdge(p *Puzzle, s *Solution, i int) bool {
	nh := (p.Rows + 1) * p.Cols
	if i < nh {
		return s.H[i/p.Cols][i%p.Cols]
	}
	i -= nh
	return s.V[i/(p.Cols+1)][i%(p.Cols+1)]
}

// StateSolution reads a state's lines as a solution. It is complete when
// the lines meet every rule (crosses are the player's notes and need not
// be drawn).
func StateSolution(p *Puzzle, st *render.State) (*Solution, bool) {
	s := NewSolution(p.Rows, p.Cols)
	if st == nil {
		return s, false
	}
	for _, e := range st.Edges {
		if !e.Adjacent() || !e.InGrid(p.Rows, p.Cols) {
			continue
		}
		n := e.Norm()
		if n.Horizontal() {
			s.H[n.A.Row][n.A.Col] = true
		} else {
			s.V[n.A.Row][n.A.Col] = true
		}
	}
	return s, Verify(p, s) == nil
}

// Conflicts names the rules a position breaks already: a clue with more
// lines around it than it counts, or with so many crosses that it cannot
// reach its count, and a dot where the loop branches.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	s, _ := StateSolution(p, st)
	x := NewSolution(p.Rows, p.Cols)
	if st != nil {
		for _, e := range st.Crosses {
			if !e.Adjacent() || !e.InGrid(p.Rows, p.Cols) {
				continue
			}
			if n := e.Norm(); n.Horizontal() {
				x.H[n.A.Row][n.A.Col] = true
			} else {
				x.V[n.A.Row][n.A.Col] = true
			}
		}
	}
	var out []render.Highlight
	for r, row := range p.Clues {
		for c, v := range row {
			if v == NoClue {
				continue
			}
			lines := count(s.H[r][c], s.H[r+1][c], s.V[r][c], s.V[r][c+1])
			crosses := count(x.H[r][c], x.H[r+1][c], x.V[r][c], x.V[r][c+1])
			cell := render.Cell{Row: r, Col: c}
			switch {
			case lines > v:
				out = append(out, render.Highlight{Cells: []render.Cell{cell}, Caption: fmt.Sprintf("the %d at %s has %d lines around it", v, CellName(r, c), lines)})
			case 4-crosses < v:
				out = append(out, render.Highlight{Cells: []render.Cell{cell}, Caption: fmt.Sprintf("the %d at %s has only %d sides left for its lines", v, CellName(r, c), 4-crosses)})
			}
		}
	}
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			if degree(p, s, r, c) > 2 {
				var es []render.Edge
				for _, e := range []render.Edge{render.HEdge(r, c-1), render.HEdge(r, c), render.VEdge(r-1, c), render.VEdge(r, c)} {
					if e.InGrid(p.Rows, p.Cols) {
						es = append(es, e)
					}
				}
				out = append(out, render.Highlight{Edges: es, Caption: "the loop branches at " + dotName(p, r, c)})
			}
		}
	}
	return out
}

// Input is the page's edges play mode on p's grid.
func Input(p *Puzzle) render.Input {
	return render.Input{Mode: "edges", Rows: p.Rows, Cols: p.Cols}
}

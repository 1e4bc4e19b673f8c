package starbattle

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A Star Battle state holds per cell 0 (undecided), Star, or Dot (marked
// empty, a player's note).
const (
	Star = 1
	Dot  = 2
)

const style = `.star{fill:#f08c00}
.dot{fill:#868e96}
`

const margin = 4

// SVG draws p as it is printed: thin cell lines, each region outlined
// thick, the number of stars under the grid; stars as ★, dotted cells with
// a small dot. The state may be nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	n := p.N
	if err := st.Check(n, n, Dot); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(n, n, Dot); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, n+1, n)
	s := render.NewSVG(float64(n)*size+2*margin, float64(n+1)*size+2*margin, p.Name, style)
	g := render.NewGrid(s, n, n, size, margin, margin)
	g.HighlightCells(opt.Highlight)
	for r := range n {
		for c := range n {
			switch st.At(r, c) {
			case Star:
				x, y := g.Center(r, c)
				s.Text(x, y, 0.7*size, "★", "star entry")
			case Dot:
				x, y := g.Center(r, c)
				s.Circle(x, y, 0.08*size, "dot entry")
			}
		}
	}
	g.Lines("thin")
	g.Regions(func(r, c int) int { return p.Region[r][c] }, "thick region")
	g.Frame("frame")
	x, y := g.Center(n, 0)
	s.Text(x-size/2+0.1*size, y, 0.45*size, fmt.Sprintf("%d★ per row, column and region", p.Stars), "clue start")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, Dot, label)
	g.Hits()
	return s.Bytes(), nil
}

// label spells a state value in a highlight: ★ star, · dot.
func label(v int) string {
	if v == Star {
		return "★"
	}
	return "·"
}

// Draw writes s for a terminal: the regions walled heavy, the cells inside
// a region light, stars as ★.
func Draw(p *Puzzle, s *Solution) string {
	n := p.N
	region := func(r, c int) int {
		if r < 0 || r >= n || c < 0 || c >= n {
			return -1
		}
		return p.Region[r][c]
	}
	wall := func(a, b int) render.Weight {
		if a != b {
			return render.Heavy
		}
		return render.Light
	}
	grid := render.TextGrid{
		Rows: n, Cols: n, Width: 1, Height: 1,
		Content: func(r, c int) []string {
			if r < len(s.Star) && c < len(s.Star[r]) && s.Star[r][c] {
				return []string{"★"}
			}
			return []string{"·"}
		},
		VWall: func(r, c int) render.Weight { return wall(region(r, c-1), region(r, c)) },
		HWall: func(r, c int) render.Weight { return wall(region(r-1, c), region(r, c)) },
	}.String()
	return grid + fmt.Sprintf("%d★ per row, column and region\n", p.Stars)
}

// SolutionState is the state that shows s: its stars.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := render.NewState(p.N, p.N)
	for r := range p.N {
		for c := range p.N {
			if s.Star[r][c] {
				st.Values[r][c] = Star
			}
		}
	}
	return st
}

// StateSolution reads a state as a solution, the stars where they stand
// and every other cell empty. It is complete when it places N·Stars stars
// (every star the puzzle needs), or when every cell is decided.
func StateSolution(p *Puzzle, st *render.State) (s *Solution, complete bool) {
	s = &Solution{Star: make([][]bool, p.N)}
	decided, stars := true, 0
	for r := range p.N {
		s.Star[r] = make([]bool, p.N)
		for c := range p.N {
			s.Star[r][c] = st.At(r, c) == Star
			decided = decided && st.At(r, c) != 0
			if s.Star[r][c] {
				stars++
			}
		}
	}
	return s, decided || stars == p.N*p.Stars
}

// Conflicts lists the rules that the state breaks already: a row, column
// or region with more stars than the puzzle's number, or with too few
// undecided cells left to reach it, and two stars that touch.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	n := p.N
	var out []render.Highlight
	check := func(what string, cells []render.Cell) {
		var stars []render.Cell
		open := 0
		for _, c := range cells {
			switch st.At(c.Row, c.Col) {
			case Star:
				stars = append(stars, c)
			case 0:
				open++
			}
		}
		switch {
		case len(stars) > p.Stars:
			out = append(out, render.Highlight{Cells: stars, Scope: cells, Caption: fmt.Sprintf("%s has %d stars, more than %d", what, len(stars), p.Stars)})
		case len(stars)+open < p.Stars:
			out = append(out, render.Highlight{Cells: stars, Scope: cells, Caption: fmt.Sprintf("%s can hold at most %d stars, fewer than %d", what, len(stars)+open, p.Stars)})
		}
	}
	for r := range n {
		check(fmt.Sprintf("row %d", r+1), render.RowCells(r, n))
	}
	for c := range n {
		check(fmt.Sprintf("column %d", c+1), render.ColCells(c, n))
	}
	for k, cells := range p.Cells() {
		rc := make([]render.Cell, len(cells))
		for i, c := range cells {
			rc[i] = render.Cell{Row: c[0], Col: c[1]}
		}
		check("region "+p.Names[k], rc)
	}
	for r := range n {
		for c := range n {
			if st.At(r, c) != Star {
				continue
			}
			for _, d := range [4][2]int{{0, 1}, {1, -1}, {1, 0}, {1, 1}} {
				nr, nc := r+d[0], c+d[1]
				if nr < n && nc >= 0 && nc < n && st.At(nr, nc) == Star {
					pair := []render.Cell{{Row: r, Col: c}, {Row: nr, Col: nc}}
					out = append(out, render.Highlight{Cells: pair, Scope: pair, Caption: fmt.Sprintf("stars touch at %s and %s", pair[0], pair[1])})
				}
			}
		}
	}
	return out
}

// Input is how a person plays p: a click steps a cell through star, dot
// and undecided.
func Input(p *Puzzle) render.Input {
	return render.Input{Mode: "cycle", Rows: p.N, Cols: p.N, Values: []render.Symbol{
		{Value: Star, Label: "★", Key: "*"},
		{Value: Dot, Label: "·", Key: "."},
	}}
}

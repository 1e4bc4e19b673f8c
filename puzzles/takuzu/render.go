package takuzu

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A Takuzu state holds per cell 0 for empty, Zero (a 0, white) or One (a
// 1, blue); givens are the puzzle's.
const (
	Zero = 1
	One  = 2
)

const style = `.empty{fill:#e9ecef}
.t0{fill:#fff;stroke:#868e96;stroke-width:1.5}
.t1{fill:#1c5bbf;stroke:#123d80;stroke-width:1.5}
.pip0{fill:#868e96}
.pip1{fill:#fff}
`

const margin = 4

// SVG draws p in the genre's two colours: a 0 is a white tile, a 1 a blue
// one; givens fill their cell and carry a dot, the state's tiles are
// smaller and rounded. The state may be nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	n := p.N
	if err := st.Check(n, n, One); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(n, n, One); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, n, n)
	s := render.NewSVG(float64(n)*size+2*margin, float64(n)*size+2*margin, p.Name, style)
	g := render.NewGrid(s, n, n, size, margin, margin)
	for r := range n {
		for c := range n {
			g.Fill(r, c, "empty")
		}
	}
	g.HighlightCells(opt.Highlight)
	for r := range n {
		for c := range n {
			x, y := g.Pos(r, c)
			if v := p.Grid[r][c]; v >= 0 {
				cls := fmt.Sprintf("t%d given", v)
				s.Rect(x+2, y+2, size-4, size-4, cls)
				s.Circle(x+size/2, y+size/2, size/12, fmt.Sprintf("pip%d", v))
			} else if v := st.At(r, c); v != 0 {
				in := 0.14 * size
				s.Rect(x+in, y+in, size-2*in, size-2*in, fmt.Sprintf("t%d entry", v-1), "rx", render.Num(size/8))
			}
		}
	}
	g.Lines("thin")
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, One, label)
	g.Hits()
	return s.Bytes(), nil
}

// label spells a state value: "0" or "1".
func label(v int) string { return fmt.Sprint(v - 1) }

// Draw writes s for a terminal: the grid of 0s and 1s in a frame.
func Draw(p *Puzzle, s *Solution) string {
	frame := func(i int) render.Weight {
		if i == 0 || i == p.N {
			return render.Light
		}
		return render.NoWall
	}
	return render.TextGrid{
		Rows: p.N, Cols: p.N, Width: 1, Height: 1,
		Content: func(r, c int) []string { return []string{fmt.Sprint(s.Grid[r][c])} },
		VWall:   func(_, c int) render.Weight { return frame(c) },
		HWall:   func(r, _ int) render.Weight { return frame(r) },
	}.String()
}

// SolutionState is the state that shows s.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := render.NewState(p.N, p.N)
	for r := range p.N {
		for c := range p.N {
			st.Values[r][c] = int(s.Grid[r][c]) + 1
		}
	}
	return st
}

// merged is the grid of givens and the state's values, -1 for empty.
func merged(p *Puzzle, st *render.State) (g [][]int8, complete bool) {
	complete = true
	g = make([][]int8, p.N)
	for r := range g {
		g[r] = make([]int8, p.N)
		for c := range g[r] {
			g[r][c] = p.Grid[r][c]
			if g[r][c] < 0 {
				g[r][c] = int8(st.At(r, c) - 1)
			}
			complete = complete && g[r][c] >= 0
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

// Conflicts lists the rules that the givens and the state break already:
// three equal cells next to each other, more than half of a line of one
// value, and under the unique rule two full lines that are equal.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	n := p.N
	g, _ := merged(p, st)
	var out []render.Highlight
	cellsOf := func(l line, i, j int) []render.Cell {
		var cs []render.Cell
		for k := i; k <= j; k++ {
			r, c := l.at(k)
			cs = append(cs, render.Cell{Row: r, Col: c})
		}
		return cs
	}
	lines := allLines(n)
	for _, l := range lines {
		v := l.values(g, n)
		for i := 2; i < n; i++ {
			if v[i] >= 0 && v[i] == v[i-1] && v[i] == v[i-2] {
				out = append(out, render.Highlight{Cells: cellsOf(l, i-2, i), Scope: cellsOf(l, 0, n-1),
					Caption: fmt.Sprintf("%s has three %ss in a row (%s)", l, valueName(v[i]), l.span(i-2, i))})
				break
			}
		}
		for _, want := range []int8{0, 1} {
			var cs []render.Cell
			for i, x := range v {
				if x == want {
					r, c := l.at(i)
					cs = append(cs, render.Cell{Row: r, Col: c})
				}
			}
			if len(cs) > n/2 {
				out = append(out, render.Highlight{Cells: cs, Scope: cellsOf(l, 0, n-1),
					Caption: fmt.Sprintf("%s has %s, more than half of its %d cells", l, plural(len(cs), valueName(want)), n)})
			}
		}
	}
	if p.Unique {
		for a := range lines {
			va := lines[a].values(g, n)
			if !full(va) {
				continue
			}
			for b := a + 1; b < len(lines) && lines[b].col == lines[a].col; b++ {
				if equal(va, lines[b].values(g, n)) {
					out = append(out, render.Highlight{Cells: cellsOf(lines[b], 0, n-1), Scope: cellsOf(lines[a], 0, n-1),
						Caption: fmt.Sprintf("%s repeats %s", lines[b], lines[a])})
				}
			}
		}
	}
	return out
}

// Input is how a person plays p: a click steps a cell through 0, 1 and
// empty (or type 0 or 1).
func Input(p *Puzzle) render.Input {
	return render.Input{Mode: "cycle", Rows: p.N, Cols: p.N, Values: []render.Symbol{
		{Value: Zero, Label: "0", Key: "0"},
		{Value: One, Label: "1", Key: "1"},
	}}
}

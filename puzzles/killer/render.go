package killer

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A Killer Sudoku state holds a value 1..N per cell, 0 for empty. The
// puzzle has no givens: the cages' sums are its clues.

// style colours the cages (five soft tints, so that no two touching cages
// share one) and dashes their outlines.
const style = `.cage{stroke:#555;stroke-width:1.5;fill:none;stroke-dasharray:4 3}
.tint0{fill:#fff3bf}.tint1{fill:#d3f9d8}.tint2{fill:#d0ebff}.tint3{fill:#ffe3e3}.tint4{fill:#e5dbff}
`

const margin = 4

// cageIndex maps each cell to the index of its cage in p.Cages, -1 for a
// cell in no cage.
func cageIndex(p *Puzzle) [][]int {
	idx := make([][]int, p.N)
	for r := range idx {
		idx[r] = make([]int, p.N)
		for c := range idx[r] {
			idx[r][c] = -1
		}
	}
	for i, cg := range p.Cages {
		for _, c := range cg.Cells {
			if c.Row >= 0 && c.Row < p.N && c.Col >= 0 && c.Col < p.N {
				idx[c.Row][c.Col] = i
			}
		}
	}
	return idx
}

// tints gives every cage one of five tints, greedily in the order of
// p.Cages, different from the tints of the cages it touches (a planar map
// of cages never needs more than five).
func tints(p *Puzzle, idx [][]int) []int {
	out := make([]int, len(p.Cages))
	for k, cg := range p.Cages {
		var used [5]bool
		for _, c := range cg.Cells {
			for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
				r, cc := c.Row+d[0], c.Col+d[1]
				if r >= 0 && r < p.N && cc >= 0 && cc < p.N {
					if j := idx[r][cc]; j >= 0 && j < k {
						used[out[j]] = true
					}
				}
			}
		}
		for t := range used {
			if !used[t] {
				out[k] = t
				break
			}
		}
	}
	return out
}

// SVG draws p as it is printed: each cage tinted and outlined dashed with
// its sum in the corner of its first cell, thin cell lines, thick box
// borders, the state's values (a player's entries, or a solution) in blue,
// and the highlight layer of opt. The state may be nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	n, b := p.N, Box(p.N)
	if err := st.Check(n, n, n); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(n, n, n); err != nil {
		return nil, err
	}
	idx := cageIndex(p)
	tint := tints(p, idx)
	size := render.CellSize(opt, n, n)
	s := render.NewSVG(float64(n)*size+2*margin, float64(n)*size+2*margin, p.Name, style)
	g := render.NewGrid(s, n, n, size, margin, margin)
	for k, cg := range p.Cages {
		for _, c := range cg.Cells {
			g.Fill(c.Row, c.Col, "tint"+strconv.Itoa(tint[k]))
		}
	}
	g.HighlightCells(opt.Highlight)
	for r := range n {
		for c := range n {
			if v := st.At(r, c); v != 0 {
				x, y := g.Center(r, c)
				s.Text(x, y+0.08*size, 0.55*size, strconv.Itoa(v), "entry")
			}
		}
	}
	g.Lines("thin")
	for _, cg := range p.Cages {
		cells := make([]render.Cell, len(cg.Cells))
		for i, c := range cg.Cells {
			cells[i] = render.Cell{Row: c.Row, Col: c.Col}
		}
		s.Path(g.Outline(cells), "cage")
	}
	if b > 0 {
		g.Regions(func(r, c int) int { return r/b*b + c/b }, "thick box")
	}
	for _, cg := range p.Cages {
		g.Corner(cg.Cells[0].Row, cg.Cells[0].Col, strconv.Itoa(cg.Sum), "clue")
	}
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, n, strconv.Itoa)
	g.Hits()
	return s.Bytes(), nil
}

// Draw writes s for a terminal: heavy walls around the boxes, light walls
// between cages, each cage's sum above the value of its first cell.
func Draw(p *Puzzle, s *Solution) string {
	n, b := p.N, Box(p.N)
	idx := cageIndex(p)
	w := len(strconv.Itoa(n)) + 2
	clue := make([][]string, n)
	for r := range clue {
		clue[r] = make([]string, n)
	}
	for _, cg := range p.Cages {
		t := strconv.Itoa(cg.Sum)
		w = max(w, len(t))
		clue[cg.Cells[0].Row][cg.Cells[0].Col] = t
	}
	cage := func(r, c int) int {
		if r < 0 || r >= n || c < 0 || c >= n {
			return -2
		}
		if k := idx[r][c]; k >= 0 {
			return k
		}
		return -3 - r*n - c // a cell in no cage is a cage of its own
	}
	wall := func(r1, c1, r2, c2 int, boxEdge bool) render.Weight {
		switch {
		case boxEdge:
			return render.Heavy
		case cage(r1, c1) != cage(r2, c2):
			return render.Light
		}
		return render.NoWall
	}
	return render.TextGrid{
		Rows: n, Cols: n, Width: w, Height: 2,
		Content: func(r, c int) []string {
			return []string{clue[r][c], render.Centre(strconv.Itoa(s.Grid[r][c]), w)}
		},
		VWall: func(r, c int) render.Weight { return wall(r, c-1, r, c, b > 0 && c%b == 0) },
		HWall: func(r, c int) render.Weight { return wall(r-1, c, r, c, b > 0 && r%b == 0) },
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

// StateSolution reads a state as a solution; complete is false while a
// cell is empty.
func StateSolution(p *Puzzle, st *render.State) (s *Solution, complete bool) {
	complete = true
	g := make([][]int, p.N)
	for r := range g {
		g[r] = make([]int, p.N)
		for c := range g[r] {
			g[r][c] = st.At(r, c)
			complete = complete && g[r][c] != 0
		}
	}
	return &Solution{Grid: g}, complete
}

// Conflicts lists the rules that the state breaks already: a value twice
// in a row, a column, a box or a cage, and a cage whose values so far
// cannot reach its sum with distinct values 1..N in its empty cells.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	n, b := p.N, Box(p.N)
	val := func(c render.Cell) int { return st.At(c.Row, c.Col) }
	var out []render.Highlight
	unit := func(cells []render.Cell, name string) {
		if v, dup := render.Repeats(cells, val); dup != nil {
			out = append(out, render.Highlight{Cells: dup, Scope: cells, Caption: fmt.Sprintf("%s has two %ds", name, v)})
		}
	}
	for r := range n {
		unit(render.RowCells(r, n), "row "+strconv.Itoa(r+1))
	}
	for c := range n {
		unit(render.ColCells(c, n), "column "+strconv.Itoa(c+1))
	}
	if b > 0 {
		for k := range n {
			unit(render.BlockCells(k/b*b, k%b*b, b, b), "box "+strconv.Itoa(k+1))
		}
	}
	for _, cg := range p.Cages {
		cells := make([]render.Cell, len(cg.Cells))
		for i, c := range cg.Cells {
			cells[i] = render.Cell{Row: c.Row, Col: c.Col}
		}
		name := fmt.Sprintf("cage %s (%d)", cg.Name, cg.Sum)
		if v, dup := render.Repeats(cells, val); dup != nil {
			out = append(out, render.Highlight{Cells: dup, Scope: cells, Caption: fmt.Sprintf("%s has two %ds", name, v)})
			continue
		}
		if msg := cageConflict(cg, st, n); msg != "" {
			var filled []render.Cell
			for _, c := range cells {
				if val(c) != 0 {
					filled = append(filled, c)
				}
			}
			out = append(out, render.Highlight{Cells: filled, Scope: cells, Caption: name + ": " + msg})
		}
	}
	return out
}

// cageConflict says why the cage's distinct values so far cannot reach its
// sum, or returns "": the empty cells take distinct values of 1..N that the
// filled ones do not use, so they add at least the smallest and at most
// the largest such values.
func cageConflict(cg Cage, st *render.State, n int) string {
	var vals []string
	sum, empty := 0, 0
	used := make([]bool, n+1)
	for _, c := range cg.Cells {
		v := st.At(c.Row, c.Col)
		if v == 0 {
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
	for v, k := 1, 0; v <= n && k < empty; v++ {
		if !used[v] {
			lo += v
			k++
		}
	}
	for v, k := n, 0; v >= 1 && k < empty; v-- {
		if !used[v] {
			hi += v
			k++
		}
	}
	shown := strings.Join(vals, "+")
	switch {
	case empty == 0 && sum != cg.Sum:
		return fmt.Sprintf("%s = %d, not %d", shown, sum, cg.Sum)
	case empty > 0 && sum+lo > cg.Sum:
		return fmt.Sprintf("%s = %d already, and the %d empty cells add at least %d", shown, sum, empty, lo)
	case empty > 0 && sum+hi < cg.Sum:
		return fmt.Sprintf("%s = %d cannot reach %d: the %d empty cells add at most %d", shown, sum, cg.Sum, empty, hi)
	}
	return ""
}

// Input is how a person plays p: select a cell, type 1..N.
func Input(p *Puzzle) render.Input {
	in := render.Input{Mode: "type", Rows: p.N, Cols: p.N}
	for v := 1; v <= p.N; v++ {
		in.Values = append(in.Values, render.Symbol{Value: v, Label: strconv.Itoa(v), Key: strconv.Itoa(v)})
	}
	return in
}

package kenken

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A KenKen state holds a value 1..N per cell, 0 for empty. KenKen has no
// givens: a one-cell cage shows its value as a clue, and the player writes
// it.

const style = ``

const margin = 4

// clueText is a cage's clue as printed: the target and the operation's
// sign (+ − × ÷), a bare number for a one-cell cage.
func clueText(cg Cage) string {
	op := ""
	switch cg.Op {
	case Add:
		op = "+"
	case Sub:
		op = "−"
	case Mul:
		op = "×"
	case Div:
		op = "÷"
	}
	return strconv.Itoa(cg.Target) + op
}

// cageIndex maps each cell to the index of its cage in p.Cages (-1 for a
// cell in no cage, which Validate rejects).
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

// SVG draws p as it is printed: thin cell lines, each cage outlined thick
// with its clue in the corner of its first cell, the state's values (a
// player's entries, or a solution) in blue, and the highlight layer of
// opt. The state may be nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	n := p.N
	if err := st.Check(n, n, n); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(n, n, n); err != nil {
		return nil, err
	}
	idx := cageIndex(p)
	size := render.CellSize(opt, n, n)
	s := render.NewSVG(float64(n)*size+2*margin, float64(n)*size+2*margin, p.Name, style)
	g := render.NewGrid(s, n, n, size, margin, margin)
	g.HighlightCells(opt.Highlight)
	for r := range n {
		for c := range n {
			if v := st.At(r, c); v != 0 {
				x, y := g.Center(r, c)
				// Below the centre, clear of the clue.
				s.Text(x, y+0.08*size, 0.55*size, strconv.Itoa(v), "entry")
			}
		}
	}
	g.Lines("thin")
	g.Regions(func(r, c int) int { return idx[r][c] }, "thick cage")
	for _, cg := range p.Cages {
		if len(cg.Cells) > 0 {
			g.Corner(cg.Cells[0].Row, cg.Cells[0].Col, clueText(cg), "clue")
		}
	}
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.RuledOut(opt.Highlight, n, strconv.Itoa)
	g.Hits()
	return s.Bytes(), nil
}

// Draw writes s for a terminal: each cage drawn with box-drawing borders,
// its clue in its first cell, the values under the clues.
func Draw(p *Puzzle, s *Solution) string {
	n := p.N
	idx := cageIndex(p)
	w := len(strconv.Itoa(n)) + 2
	for _, cg := range p.Cages {
		w = max(w, len([]rune(clueText(cg))))
	}
	clue := make([][]string, n)
	for r := range clue {
		clue[r] = make([]string, n)
	}
	for _, cg := range p.Cages {
		if len(cg.Cells) > 0 {
			clue[cg.Cells[0].Row][cg.Cells[0].Col] = clueText(cg)
		}
	}
	cage := func(r, c int) int {
		if r < 0 || r >= n || c < 0 || c >= n {
			return -2
		}
		return idx[r][c]
	}
	wall := func(a, b int) render.Weight {
		if a != b {
			return render.Light
		}
		return render.NoWall
	}
	return render.TextGrid{
		Rows: n, Cols: n, Width: w, Height: 2,
		Content: func(r, c int) []string {
			return []string{clue[r][c], render.Centre(strconv.Itoa(s.Grid[r][c]), w)}
		},
		VWall: func(r, c int) render.Weight { return wall(cage(r, c-1), cage(r, c)) },
		HWall: func(r, c int) render.Weight { return wall(cage(r-1, c), cage(r, c)) },
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
// in a row or a column, a full cage that misses its target, and a cage
// whose values so far cannot reach its target whatever values 1..N its
// empty cells take (a sum already too large or too small to reach, a
// product the target is not a multiple of, a - or / pair without a
// partner).
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	n := p.N
	val := func(c render.Cell) int { return st.At(c.Row, c.Col) }
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
	for _, cg := range p.Cages {
		if msg := cageConflict(cg, st, n); msg != "" {
			var cells, filled []render.Cell
			for _, c := range cg.Cells {
				cells = append(cells, render.Cell{Row: c.Row, Col: c.Col})
				if st.At(c.Row, c.Col) != 0 {
					filled = append(filled, render.Cell{Row: c.Row, Col: c.Col})
				}
			}
			out = append(out, render.Highlight{Cells: filled, Scope: cells, Caption: fmt.Sprintf("cage %s (%s): %s", cg.Name, clueText(cg), msg)})
		}
	}
	return out
}

// cageConflict says why the cage's values so far cannot meet its clue, or
// returns "".
func cageConflict(cg Cage, st *render.State, n int) string {
	var vals []int
	for _, c := range cg.Cells {
		if v := st.At(c.Row, c.Col); v != 0 {
			vals = append(vals, v)
		}
	}
	if len(vals) == 0 {
		return ""
	}
	empty := len(cg.Cells) - len(vals)
	show := func(sep string) string {
		parts := make([]string, len(vals))
		for i, v := range vals {
			parts[i] = strconv.Itoa(v)
		}
		return strings.Join(parts, sep)
	}
	t := cg.Target
	if len(cg.Cells) == 1 {
		if vals[0] != t {
			return fmt.Sprintf("the cell must be %d", t)
		}
		return ""
	}
	switch cg.Op {
	case Add:
		sum := 0
		for _, v := range vals {
			sum += v
		}
		switch {
		case empty == 0 && sum != t:
			return fmt.Sprintf("%s = %d, not %d", show("+"), sum, t)
		case sum+empty > t:
			return fmt.Sprintf("%s = %d already leaves less than 1 for each of the %d empty cells", show("+"), sum, empty)
		case sum+empty*n < t:
			return fmt.Sprintf("%s = %d cannot reach %d with %d more cells of at most %d", show("+"), sum, t, empty, n)
		}
	case Mul:
		prod := 1
		for _, v := range vals {
			prod *= v
			if prod > MaxTarget {
				break
			}
		}
		switch {
		case empty == 0 && prod != t:
			return fmt.Sprintf("%s = %d, not %d", show("×"), prod, t)
		case t%prod != 0:
			return fmt.Sprintf("%d is not a multiple of %s = %d", t, show("×"), prod)
		}
	case Sub, Div:
		if len(vals) == 2 {
			a, b := max(vals[0], vals[1]), min(vals[0], vals[1])
			if cg.Op == Sub && a-b != t {
				return fmt.Sprintf("%d−%d = %d, not %d", a, b, a-b, t)
			}
			if cg.Op == Div && (a%b != 0 || a/b != t) {
				return fmt.Sprintf("%d÷%d is not %d", a, b, t)
			}
			return ""
		}
		a := vals[0]
		for v := 1; v <= n; v++ {
			hi, lo := max(a, v), min(a, v)
			if (cg.Op == Sub && hi-lo == t) || (cg.Op == Div && hi%lo == 0 && hi/lo == t) {
				return ""
			}
		}
		return fmt.Sprintf("no value 1..%d goes with %d", n, a)
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

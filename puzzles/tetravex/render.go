package tetravex

import (
	"fmt"
	"math"
	"strconv"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A Tetravex state holds per board cell 0 for empty or the number of the
// piece placed there, 1..N² in input order (as the solution block writes
// it). The pieces not on the board wait in the tray.

const style = `.tri{stroke:#fff;stroke-width:1}
.edge{fill:#111}
.slot{fill:#f8f9fa;stroke:#ced4da;stroke-width:1;stroke-dasharray:4 3}
.piece-frame{fill:none;stroke:#343a40;stroke-width:1.5}
.label{fill:#495057}
.num-bg{fill:#fff;stroke:#343a40;stroke-width:1}
.num{fill:#212529;font-weight:bold}
.hl-cell{fill:#ffe066;fill-opacity:.3;stroke:#e8590c;stroke-width:5}
`

const margin = 4

// palette colours the edge numbers 0-9 as printed sets do; other numbers
// get a hue of their own (golden-angle steps, so neighbours differ).
var palette = [...]string{"#ced4da", "#ff8787", "#ffa94d", "#ffe066", "#8ce99a", "#66d9e8", "#74c0fc", "#b197fc", "#f783ac", "#d8b48a"}

// colour is the fill of an edge number.
func colour(v int) string {
	if v >= 0 && v < len(palette) {
		return palette[v]
	}
	h := math.Mod(float64(v)*137.508, 360)
	return hsl(h, 0.65, 0.72)
}

// hsl writes an HSL colour as #rrggbb.
func hsl(h, s, l float64) string {
	c := (1 - math.Abs(2*l-1)) * s
	x := c * (1 - math.Abs(math.Mod(h/60, 2)-1))
	m := l - c/2
	var r, g, b float64
	switch {
	case h < 60:
		r, g = c, x
	case h < 120:
		r, g = x, c
	case h < 180:
		g, b = c, x
	case h < 240:
		g, b = x, c
	case h < 300:
		r, b = x, c
	default:
		r, b = c, x
	}
	to := func(v float64) int { return int(math.Round((v + m) * 255)) }
	return fmt.Sprintf("#%02x%02x%02x", to(r), to(g), to(b))
}

// SVG draws p as Tetravex is shown: the board on the left, the tray on the
// right, each piece a square cut into four triangles by its diagonals,
// each triangle in its edge number's colour with the number on it. The
// state's pieces stand on the board; the others wait in the tray in input
// order (piece k in slot k). The state may be nil (every piece in the
// tray).
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	n := p.N
	if err := st.Check(n, n, n*n); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(n, n, n*n); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, n, n+1) // the tray doubles the width
	const top = 22                       // the band above the grids with their names
	gap := size
	s := render.NewSVG(float64(2*n)*size+gap+2*margin, float64(n)*size+2*margin+top, p.Name, style)
	board := render.NewGrid(s, n, n, size, margin, margin+top)
	tray := render.NewGrid(s, n, n, size, margin+board.Width()+gap, margin+top)
	s.Text(board.X, top/2, 14, "board", "label start")

	placed := make([]bool, len(p.Pieces))
	for r := range n {
		for c := range n {
			if k := st.At(r, c); k != 0 {
				placed[k-1] = true
			}
		}
	}
	board.Lines("thin")
	for r := range n {
		for c := range n {
			if k := st.At(r, c); k != 0 {
				x, y := board.Pos(r, c)
				drawPiece(s, p.Pieces[k-1], k, x, y, size, "board")
			}
		}
	}
	board.Frame("frame")
	// The highlight goes over the pieces: under them, a placed piece
	// would hide the cells a message names.
	board.HighlightCells(opt.Highlight)
	board.HighlightScope(opt.Highlight)
	board.RuledOut(opt.Highlight, n*n, strconv.Itoa)
	board.Hits()

	// The tray is one group, so that a narrow page can move it under the
	// board (translate by -dx, dy) and draw the pieces twice as large.
	dx, dy := tray.X-board.X, board.Height()+top
	s.Open("tray", "data-stack-dx", render.Num(dx), "data-stack-dy", render.Num(dy))
	s.Text(tray.X, top/2, 14, "tray", "label start")
	for k := range p.Pieces {
		if placed[k] {
			tray.Fill(k/n, k%n, "slot")
		}
	}
	for k, pc := range p.Pieces {
		if !placed[k] {
			x, y := tray.Pos(k/n, k%n)
			drawPiece(s, pc, k+1, x, y, size, "tray")
		}
	}
	for k := range p.Pieces {
		if !placed[k] {
			x, y := tray.Pos(k/n, k%n)
			s.Rect(x, y, size, size, "hit", "data-piece", strconv.Itoa(k+1))
		}
	}
	s.Close()
	return s.Bytes(), nil
}

// drawPiece draws piece number k (1-based) with its top-left corner at
// (x, y): a group of four triangles, their numbers, the piece's own
// number in the middle, and a frame.
func drawPiece(s *render.SVG, pc Piece, k int, x, y, size float64, at string) {
	s.Open("piece", "data-piece", strconv.Itoa(k), "data-at", at)
	cx, cy := x+size/2, y+size/2
	tris := []struct {
		v      int
		pts    []float64
		tx, ty float64 // where the number goes
	}{
		{pc.Top, []float64{x, y, x + size, y, cx, cy}, cx, y + 0.2*size},
		{pc.Right, []float64{x + size, y, x + size, y + size, cx, cy}, x + 0.8*size, cy},
		{pc.Bottom, []float64{x + size, y + size, x, y + size, cx, cy}, cx, y + 0.8*size},
		{pc.Left, []float64{x, y + size, x, y, cx, cy}, x + 0.2*size, cy},
	}
	for _, t := range tris {
		s.Polygon("tri", t.pts, "fill", colour(t.v))
	}
	for _, t := range tris {
		text := strconv.Itoa(t.v)
		s.Text(t.tx, t.ty, min(0.26*size, 0.5*size/float64(len(text))), text, "edge")
	}
	// The piece's number, as messages and the solution name it.
	num := strconv.Itoa(k)
	s.Circle(cx, cy, 0.15*size, "num-bg")
	s.Text(cx, cy, min(0.2*size, 0.4*size/float64(len(num))), num, "num")
	s.Rect(x+0.75, y+0.75, size-1.5, size-1.5, "piece-frame")
	s.Close()
}

// Draw writes s for a terminal: the board of pieces, each in a box with
// its top number above, its left and right numbers beside and its bottom
// number below its middle.
func Draw(p *Puzzle, s *Solution) string {
	w := 1
	for _, pc := range p.Pieces {
		for _, v := range []int{pc.Left, pc.Top, pc.Right, pc.Bottom} {
			w = max(w, len(strconv.Itoa(v)))
		}
	}
	width := 2*w + 3
	return render.TextGrid{
		Rows: p.N, Cols: p.N, Width: width, Height: 3,
		Content: func(r, c int) []string {
			pc := p.Pieces[s.Grid[r][c]]
			l, rt := strconv.Itoa(pc.Left), strconv.Itoa(pc.Right)
			mid := fmt.Sprintf("%-*s%*s", width/2, l, width-width/2, rt)
			return []string{render.Centre(strconv.Itoa(pc.Top), width), mid, render.Centre(strconv.Itoa(pc.Bottom), width)}
		},
		VWall: func(_, _ int) render.Weight { return render.Light },
		HWall: func(_, _ int) render.Weight { return render.Light },
	}.String()
}

// SolutionState is the state that shows s: every piece on the board.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := render.NewState(p.N, p.N)
	for r := range p.N {
		for c := range p.N {
			st.Values[r][c] = s.Grid[r][c] + 1
		}
	}
	return st
}

// StateSolution reads a state as a solution; complete is false while a
// board cell is empty.
func StateSolution(p *Puzzle, st *render.State) (s *Solution, complete bool) {
	complete = true
	g := make([][]int, p.N)
	for r := range g {
		g[r] = make([]int, p.N)
		for c := range g[r] {
			g[r][c] = st.At(r, c) - 1
			complete = complete && g[r][c] >= 0
		}
	}
	return &Solution{Grid: g}, complete
}

// Conflicts lists the rules the placed pieces break already: a piece
// placed twice, and touching edges with different numbers.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	n := p.N
	var out []render.Highlight
	where := make([][]render.Cell, len(p.Pieces)+1)
	for r := range n {
		for c := range n {
			if k := st.At(r, c); k != 0 {
				where[k] = append(where[k], render.Cell{Row: r, Col: c})
			}
		}
	}
	for k, cells := range where {
		if len(cells) > 1 {
			out = append(out, render.Highlight{Cells: cells, Caption: fmt.Sprintf("piece %d is placed %d times", k, len(cells))})
		}
	}
	for r := range n {
		for c := range n {
			a := st.At(r, c)
			if a == 0 {
				continue
			}
			pa := p.Pieces[a-1]
			here := render.Cell{Row: r, Col: c}
			if b := st.At(r, c+1); c+1 < n && b != 0 && pa.Right != p.Pieces[b-1].Left {
				out = append(out, render.Highlight{Cells: []render.Cell{here, {Row: r, Col: c + 1}},
					Caption: fmt.Sprintf("piece %d at %s has right edge %d, its neighbour piece %d has left edge %d", a, here, pa.Right, b, p.Pieces[b-1].Left)})
			}
			if b := st.At(r+1, c); r+1 < n && b != 0 && pa.Bottom != p.Pieces[b-1].Top {
				out = append(out, render.Highlight{Cells: []render.Cell{here, {Row: r + 1, Col: c}},
					Caption: fmt.Sprintf("piece %d at %s has bottom edge %d, the piece below (%d) has top edge %d", a, here, pa.Bottom, b, p.Pieces[b-1].Top)})
			}
		}
	}
	return out
}

// Input is how a person plays p: click a piece of the tray, then a board
// cell.
func Input(p *Puzzle) render.Input {
	in := render.Input{Mode: "pieces", Rows: p.N, Cols: p.N}
	for k := 1; k <= len(p.Pieces); k++ {
		in.Values = append(in.Values, render.Symbol{Value: k, Label: strconv.Itoa(k), Key: strconv.Itoa(k)})
	}
	return in
}

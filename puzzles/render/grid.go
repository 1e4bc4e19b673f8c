package render

import (
	"math"
	"strconv"
	"strings"
)

// Options tune a picture.
type Options struct {
	// Highlight, when not nil, is drawn over the puzzle: its cells
	// filled, its scope outlined, its ruled-out values struck through,
	// its caption under the picture.
	Highlight *Highlight
	// CellSize is the side of a cell in pixels; 0 chooses one from the
	// grid's size (see CellSize).
	CellSize float64
}

// CellSize is the side of a cell for a grid of rows×cols cells when the
// options leave it open: about 480 pixels for the larger side, cells
// between 22 and 56 pixels.
func CellSize(opt Options, rows, cols int) float64 {
	if opt.CellSize > 0 {
		return opt.CellSize
	}
	return math.Round(min(56, max(22, 480/float64(max(rows, cols, 1)))))
}

// Grid places a grid of Rows×Cols square cells of side Size on an SVG, its
// top-left corner at (X, Y), and draws the parts of a grid puzzle on it.
type Grid struct {
	S          *SVG
	Rows, Cols int
	Size       float64
	X, Y       float64
}

// NewGrid places a rows×cols grid with cells of side size at (x, y) on s.
func NewGrid(s *SVG, rows, cols int, size, x, y float64) *Grid {
	return &Grid{S: s, Rows: rows, Cols: cols, Size: size, X: x, Y: y}
}

// Width and Height are the grid's size in pixels.
func (g *Grid) Width() float64  { return float64(g.Cols) * g.Size }
func (g *Grid) Height() float64 { return float64(g.Rows) * g.Size }

// Pos is the top-left corner of cell (r, c).
func (g *Grid) Pos(r, c int) (x, y float64) {
	return g.X + float64(c)*g.Size, g.Y + float64(r)*g.Size
}

// Center is the centre of cell (r, c).
func (g *Grid) Center(r, c int) (x, y float64) {
	x, y = g.Pos(r, c)
	return x + g.Size/2, y + g.Size/2
}

// Fill draws cell (r, c) as a filled square of the class.
func (g *Grid) Fill(r, c int, class string, attrs ...string) {
	x, y := g.Pos(r, c)
	g.S.Rect(x, y, g.Size, g.Size, class, attrs...)
}

// Lines draws the inner cell lines as one path.
func (g *Grid) Lines(class string) {
	var d strings.Builder
	for r := 1; r < g.Rows; r++ {
		x, y := g.Pos(r, 0)
		d.WriteString("M" + Num(x) + " " + Num(y) + "H" + Num(x+g.Width()))
	}
	for c := 1; c < g.Cols; c++ {
		x, y := g.Pos(0, c)
		d.WriteString("M" + Num(x) + " " + Num(y) + "V" + Num(y+g.Height()))
	}
	if d.Len() > 0 {
		g.S.Path(d.String(), class)
	}
}

// Frame draws the grid's outer border.
func (g *Grid) Frame(class string) {
	g.S.Rect(g.X, g.Y, g.Width(), g.Height(), class)
}

// Regions outlines every region of the grid (boxes, cages) with one path
// each, regions in the reading order of their first cell; region gives a
// cell's region, any comparable id. It returns the number of outlines.
func (g *Grid) Regions(region func(r, c int) int, class string, attrs ...string) int {
	index := map[int]int{} // region id -> its place in groups
	var groups [][]Cell
	for r := range g.Rows {
		for c := range g.Cols {
			id := region(r, c)
			i, ok := index[id]
			if !ok {
				i = len(groups)
				index[id] = i
				groups = append(groups, nil)
			}
			groups[i] = append(groups[i], Cell{r, c})
		}
	}
	for _, cells := range groups {
		g.S.Path(g.Outline(cells), class, attrs...)
	}
	return len(groups)
}

// Outline is the path data of the border of a set of cells: one closed
// subpath per boundary loop (a set with a hole has two), with corners
// only where the border turns.
func (g *Grid) Outline(cells []Cell) string {
	in := make([]bool, g.Rows*g.Cols)
	for _, c := range cells {
		if c.Row >= 0 && c.Row < g.Rows && c.Col >= 0 && c.Col < g.Cols {
			in[c.Row*g.Cols+c.Col] = true
		}
	}
	inside := func(r, c int) bool {
		return r >= 0 && r < g.Rows && c >= 0 && c < g.Cols && in[r*g.Cols+c]
	}
	// Boundary edges between grid corners, clockwise around the set (on
	// screen, y down): the set is on the right of each edge.
	w := g.Cols + 1
	type edge struct{ from, to int }
	var edges []edge
	out := make([][]int, (g.Rows+1)*w) // corner -> edges leaving it
	add := func(r1, c1, r2, c2 int) {
		out[r1*w+c1] = append(out[r1*w+c1], len(edges))
		edges = append(edges, edge{r1*w + c1, r2*w + c2})
	}
	for r := range g.Rows {
		for c := range g.Cols {
			if !in[r*g.Cols+c] {
				continue
			}
			if !inside(r-1, c) {
				add(r, c, r, c+1)
			}
			if !inside(r, c+1) {
				add(r, c+1, r+1, c+1)
			}
			if !inside(r+1, c) {
				add(r+1, c+1, r+1, c)
			}
			if !inside(r, c-1) {
				add(r+1, c, r, c)
			}
		}
	}
	used := make([]bool, len(edges))
	var d strings.Builder
	point := func(v int, cmd byte) {
		x, y := g.Pos(v/w, v%w)
		d.WriteByte(cmd)
		d.WriteString(Num(x) + " " + Num(y))
	}
	for start := range edges {
		if used[start] {
			continue
		}
		// Follow the loop; write a corner only where the direction turns.
		var loop []int
		for e := start; !used[e]; {
			used[e] = true
			loop = append(loop, edges[e].from)
			next := -1
			for _, f := range out[edges[e].to] {
				if !used[f] {
					next = f
					break
				}
			}
			if next < 0 {
				break
			}
			e = next
		}
		var corners []int
		for i, v := range loop {
			prev, next := loop[(i+len(loop)-1)%len(loop)], loop[(i+1)%len(loop)]
			if (v-prev) != (next-v) || len(loop) < 3 {
				corners = append(corners, v)
			}
		}
		for i, v := range corners {
			cmd := byte('L')
			if i == 0 {
				cmd = 'M'
			}
			point(v, cmd)
		}
		d.WriteByte('Z')
	}
	return d.String()
}

// FontSize is the size of a cell's value: 60% of the cell, less for long
// texts.
func (g *Grid) FontSize(text string) float64 {
	n := len([]rune(text))
	switch {
	case n <= 1:
		return 0.6 * g.Size
	case n == 2:
		return 0.52 * g.Size
	}
	return 1.05 * g.Size / float64(n)
}

// Value writes text centred in cell (r, c).
func (g *Grid) Value(r, c int, text, class string, attrs ...string) {
	x, y := g.Center(r, c)
	g.S.Text(x, y, g.FontSize(text), text, class, attrs...)
}

// Corner writes a small text in the top-left corner of cell (r, c): a
// cage's clue.
func (g *Grid) Corner(r, c int, text, class string, attrs ...string) {
	x, y := g.Pos(r, c)
	size := min(0.28*g.Size, 0.9*g.Size/float64(max(1, len([]rune(text)))))
	g.S.Text(x+0.08*g.Size, y+0.08*g.Size+size/2, size, text, class+" start", attrs...)
}

// HighlightCells fills the cells of h (draw it before the contents).
func (g *Grid) HighlightCells(h *Highlight) {
	if h == nil {
		return
	}
	for _, c := range h.Cells {
		g.Fill(c.Row, c.Col, "hl-cell")
	}
}

// HighlightScope outlines the scope of h and writes its caption (draw it
// after the contents).
func (g *Grid) HighlightScope(h *Highlight) {
	if h == nil {
		return
	}
	if len(h.Scope) > 0 {
		g.S.Path(g.Outline(h.Scope), "hl-scope")
	}
	g.S.Caption(h.Caption)
}

// RuledOut writes the ruled-out values of h small in their cells, each at
// its own place of a k×k pattern (k² ≥ maxValue, as pencil marks are
// written), struck through; label spells a value.
func (g *Grid) RuledOut(h *Highlight, maxValue int, label func(v int) string) {
	if h == nil || len(h.RuledOut) == 0 {
		return
	}
	k := int(math.Ceil(math.Sqrt(float64(max(1, maxValue)))))
	sub := g.Size / float64(k)
	for _, rc := range h.RuledOut {
		x0, y0 := g.Pos(rc.Row, rc.Col)
		i := (rc.Value - 1) % (k * k)
		cx, cy := x0+sub*(float64(i%k)+0.5), y0+sub*(float64(i/k)+0.5)
		text := label(rc.Value)
		size := min(0.85*sub, 1.3*sub/float64(max(1, len([]rune(text)))))
		g.S.Text(cx, cy, size, text, "ruled")
		g.S.Line(cx-0.35*sub, cy+0.3*sub, cx+0.35*sub, cy-0.3*sub, "strike")
	}
}

// Hits writes an invisible square over every cell, with data-row and
// data-col attributes (0-based) for a page to know which cell a click
// hit. Draw it last.
func (g *Grid) Hits() {
	for r := range g.Rows {
		for c := range g.Cols {
			g.Fill(r, c, "hit", "data-row", strconv.Itoa(r), "data-col", strconv.Itoa(c))
		}
	}
}

package render

import (
	"fmt"
	"strconv"
)

// Dot is a corner of the grid's cells: Row 0..rows, Col 0..cols (0-based;
// dot (r, c) is the top-left corner of cell (r, c)).
type Dot struct {
	Row int `json:"row"`
	Col int `json:"col"`
}

// String names the dot 1-based, as cells are named: "d2.5".
func (d Dot) String() string { return fmt.Sprintf("d%d.%d", d.Row+1, d.Col+1) }

// Edge is the side between two orthogonally adjacent dots: a segment of a
// loop drawn on the grid's edges (Slitherlink, Loopy), or an edge marked
// as holding none.
type Edge struct {
	A Dot `json:"a"`
	B Dot `json:"b"`
}

// HEdge is the top side of cell (r, c) (r = rows: the bottom side of the
// last row); VEdge its left side (c = cols: the right side of the last
// column).
func HEdge(r, c int) Edge { return Edge{Dot{r, c}, Dot{r, c + 1}} }
func VEdge(r, c int) Edge { return Edge{Dot{r, c}, Dot{r + 1, c}} }

// Norm is e with A the upper or left dot.
func (e Edge) Norm() Edge {
	if e.B.Row < e.A.Row || (e.B.Row == e.A.Row && e.B.Col < e.A.Col) {
		return Edge{e.B, e.A}
	}
	return e
}

// Horizontal reports whether e joins two dots of one row.
func (e Edge) Horizontal() bool { return e.A.Row == e.B.Row }

// Adjacent reports whether the two dots of e are orthogonal neighbours.
func (e Edge) Adjacent() bool {
	dr, dc := e.A.Row-e.B.Row, e.A.Col-e.B.Col
	return dr*dr+dc*dc == 1
}

// Same reports whether e and f join the same two dots, in either order.
func (e Edge) Same(f Edge) bool { return e.Norm() == f.Norm() }

// String names e by its dots: "d1.1-d1.2".
func (e Edge) String() string { n := e.Norm(); return n.A.String() + "-" + n.B.String() }

// Name names e by the cell it bounds, in a grid of rows×cols cells: "the
// top of r1c1", "the left of r2c3", and on the bottom and right borders
// "the bottom of r5c1", "the right of r2c5". An edge off the grid is named
// by its dots.
func (e Edge) Name(rows, cols int) string {
	n := e.Norm()
	r, c := n.A.Row, n.A.Col
	switch {
	case !n.Adjacent() || r < 0 || c < 0 || r > rows || c > cols:
		return "the edge " + n.String()
	case n.Horizontal() && c < cols && r < rows:
		return "the top of " + Cell{r, c}.String()
	case n.Horizontal() && c < cols && r == rows && r > 0:
		return "the bottom of " + Cell{r - 1, c}.String()
	case !n.Horizontal() && r < rows && c < cols:
		return "the left of " + Cell{r, c}.String()
	case !n.Horizontal() && r < rows && c == cols && c > 0:
		return "the right of " + Cell{r, c - 1}.String()
	}
	return "the edge " + n.String()
}

// InGrid reports whether e joins adjacent dots of a grid of rows×cols
// cells.
func (e Edge) InGrid(rows, cols int) bool {
	in := func(d Dot) bool { return d.Row >= 0 && d.Row <= rows && d.Col >= 0 && d.Col <= cols }
	return e.Adjacent() && in(e.A) && in(e.B)
}

// GridEdges lists every edge of a rows×cols grid: the horizontal ones row
// by row, then the vertical ones row by row; index i of the list is the
// order a kind usually numbers its edge variables in (see EdgeIndex).
func GridEdges(rows, cols int) []Edge {
	out := make([]Edge, 0, (rows+1)*cols+rows*(cols+1))
	for r := 0; r <= rows; r++ {
		for c := range cols {
			out = append(out, HEdge(r, c))
		}
	}
	for r := range rows {
		for c := 0; c <= cols; c++ {
			out = append(out, VEdge(r, c))
		}
	}
	return out
}

// EdgeIndex is the place of e in GridEdges(rows, cols), or -1.
func EdgeIndex(e Edge, rows, cols int) int {
	if !e.InGrid(rows, cols) {
		return -1
	}
	n := e.Norm()
	if n.Horizontal() {
		return n.A.Row*cols + n.A.Col
	}
	return (rows+1)*cols + n.A.Row*(cols+1) + n.A.Col
}

// checkEdges is State.Check and Highlight.Check for a list of edges.
func checkEdges(what string, edges []Edge, rows, cols int) error {
	for _, e := range edges {
		if !e.Adjacent() {
			return fmt.Errorf("%w: the %s %s joins dots that are not neighbours", ErrState, what, e)
		}
		if !e.InGrid(rows, cols) {
			return fmt.Errorf("%w: the %s %s leaves the %dx%d grid", ErrState, what, e, rows, cols)
		}
	}
	return nil
}

// EdgeStyle is the style of the parts DrawEdges, HighlightEdges and Dots
// draw; a kind appends it to its own.
const EdgeStyle = `.dot{fill:#000}
.edge-line{stroke:#1f5fbf;stroke-width:5;stroke-linecap:round}
.edge-cross{stroke:#c92a2a;stroke-width:2}
.hl-edge{stroke:#ffd43b;stroke-width:11;stroke-linecap:round;stroke-opacity:.85}
.edge-hit{stroke:transparent;stroke-width:14;stroke-linecap:butt;fill:none}
`

// DotPos is the position of dot d.
func (g *Grid) DotPos(d Dot) (x, y float64) { return g.Pos(d.Row, d.Col) }

// Dots draws every dot of the grid as a small disc, with a data-dot
// attribute "r,c" (0-based) where the page shows its keyboard cursor.
func (g *Grid) Dots(class string) {
	r := max(2, 0.07*g.Size)
	for row := 0; row <= g.Rows; row++ {
		for c := 0; c <= g.Cols; c++ {
			x, y := g.Pos(row, c)
			g.S.Circle(x, y, r, class, "data-dot", strconv.Itoa(row)+","+strconv.Itoa(c))
		}
	}
}

// EdgeLine draws e as a segment between its dots.
func (g *Grid) EdgeLine(e Edge, class string, attrs ...string) {
	x1, y1 := g.DotPos(e.A)
	x2, y2 := g.DotPos(e.B)
	g.S.Line(x1, y1, x2, y2, class, attrs...)
}

// EdgeCross draws a small cross on the middle of e: no line there.
func (g *Grid) EdgeCross(e Edge, class string) {
	x1, y1 := g.DotPos(e.A)
	x2, y2 := g.DotPos(e.B)
	x, y, d := (x1+x2)/2, (y1+y2)/2, 0.12*g.Size
	g.S.Line(x-d, y-d, x+d, y+d, class)
	g.S.Line(x-d, y+d, x+d, y-d, class)
}

// DrawEdges draws the state's lines (class edge-line) and crosses
// (edge-cross); a nil state draws nothing. Repeats are drawn once.
func (g *Grid) DrawEdges(st *State) {
	if st == nil {
		return
	}
	seen := map[Edge]bool{}
	for _, e := range st.Edges {
		if n := e.Norm(); !seen[n] {
			seen[n] = true
			g.EdgeLine(n, "edge-line")
		}
	}
	for _, e := range st.Crosses {
		if n := e.Norm(); !seen[n] {
			seen[n] = true
			g.EdgeCross(n, "edge-cross")
		}
	}
}

// HighlightEdges draws the edges of h wide, under the lines (draw it
// before DrawEdges).
func (g *Grid) HighlightEdges(h *Highlight) {
	if h == nil {
		return
	}
	for _, e := range h.Edges {
		g.EdgeLine(e, "hl-edge")
	}
}

// EdgeHits writes an invisible wide segment over every edge, with a
// data-edge attribute "r1,c1,r2,c2" (its dots, 0-based) for a page to know
// which edge a click hit. Draw it last.
func (g *Grid) EdgeHits() {
	for _, e := range GridEdges(g.Rows, g.Cols) {
		attr := strconv.Itoa(e.A.Row) + "," + strconv.Itoa(e.A.Col) + "," + strconv.Itoa(e.B.Row) + "," + strconv.Itoa(e.B.Col)
		g.EdgeLine(e, "edge-hit", "data-edge", attr)
	}
}

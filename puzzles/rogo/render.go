package rogo

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A ROGO state is its Links: the loop's segments drawn so far, between
// orthogonally neighbouring cells. Its Values are unused (nil, or all 0).

const style = `.blocked{fill:#495057}
.loop{stroke:#d9480f;stroke-width:5;stroke-linecap:round}
.node{fill:#d9480f}
.pt{fill:#fff3bf;stroke:#f08c00;stroke-width:1.5}
.pts{fill:#000;font-weight:bold}
.head{fill:#333}
`

const (
	margin = 4
	header = 26 // the band above the grid that says the loop's length
)

// SVG draws p as it is printed: blocked cells dark, each cell's points in
// a yellow disc, and the state's loop as a path of segments through the
// cells' centres; a line above the grid gives the loop's length and what
// the drawn loop collects. The state may be nil.
func SVG(p *Puzzle, st *render.State, opt render.Options) ([]byte, error) {
	if err := st.Check(p.Rows, p.Cols, 0); err != nil {
		return nil, err
	}
	if err := opt.Highlight.Check(p.Rows, p.Cols, 0); err != nil {
		return nil, err
	}
	size := render.CellSize(opt, p.Rows, p.Cols)
	w := max(float64(p.Cols)*size+2*margin, 260)
	s := render.NewSVG(w, float64(p.Rows)*size+2*margin+header, p.Name, style)
	g := render.NewGrid(s, p.Rows, p.Cols, size, margin, margin+header)

	links := uniqueLinks(st)
	on := loopCells(p, links)
	head := fmt.Sprintf("a loop of %d cells", p.Steps)
	if len(links) > 0 {
		head += fmt.Sprintf(" · drawn: %d cells, %d points", len(on), Score(p, on))
	}
	s.Text(margin, header/2, 15, head, "head start")

	for r := range p.Rows {
		for c := range p.Cols {
			if p.Blocked[r][c] {
				g.Fill(r, c, "blocked")
			}
		}
	}
	g.HighlightCells(opt.Highlight)
	g.Lines("thin")
	for _, l := range links {
		x1, y1 := g.Center(l.A.Row, l.A.Col)
		x2, y2 := g.Center(l.B.Row, l.B.Col)
		s.Line(x1, y1, x2, y2, "loop")
	}
	for _, c := range on {
		x, y := g.Center(c.Row, c.Col)
		s.Circle(x, y, 4, "node")
	}
	for r := range p.Rows {
		for c := range p.Cols {
			if v := p.Points[r][c]; v > 0 && !p.Blocked[r][c] {
				x, y := g.Center(r, c)
				text := strconv.Itoa(v)
				s.Circle(x, y, 0.34*size, "pt")
				s.Text(x, y, min(0.4*size, 0.9*size/float64(len(text))), text, "pts")
			}
		}
	}
	g.Frame("frame")
	g.HighlightScope(opt.Highlight)
	g.Hits()
	return s.Bytes(), nil
}

// uniqueLinks is the state's links without repeats, in their order.
func uniqueLinks(st *render.State) []render.Link {
	if st == nil {
		return nil
	}
	var out []render.Link
	for _, l := range st.Links {
		dup := false
		for _, m := range out {
			dup = dup || l.Same(m)
		}
		if !dup {
			out = append(out, l)
		}
	}
	return out
}

// loopCells lists the cells that links touch, in reading order.
func loopCells(p *Puzzle, links []render.Link) []Cell {
	on := make([][]bool, p.Rows)
	for r := range on {
		on[r] = make([]bool, p.Cols)
	}
	for _, l := range links {
		on[l.A.Row][l.A.Col], on[l.B.Row][l.B.Col] = true, true
	}
	var out []Cell
	for r := range p.Rows {
		for c := range p.Cols {
			if on[r][c] {
				out = append(out, Cell{r, c})
			}
		}
	}
	return out
}

// Draw writes s for a terminal: "score S", then the grid with the loop
// drawn in line characters through the cells' centres; a cell's points
// stand in its place (on the loop or not), · is an empty cell, █ a
// blocked one.
func Draw(p *Puzzle, s *Solution) string {
	w := 1
	for r := range p.Rows {
		for c := range p.Cols {
			w = max(w, len(strconv.Itoa(p.Points[r][c])))
		}
	}
	next := func(a, b Cell) bool { return a.Row == b.Row && a.Col+1 == b.Col }
	below := func(a, b Cell) bool { return a.Col == b.Col && a.Row+1 == b.Row }
	// arms[r][c]: up, right, down, left links of each cell.
	type arms struct{ up, right, down, left bool }
	a := make([][]arms, p.Rows)
	for r := range a {
		a[r] = make([]arms, p.Cols)
	}
	for i, x := range s.Loop {
		y := s.Loop[(i+1)%len(s.Loop)]
		for _, pair := range [][2]Cell{{x, y}, {y, x}} {
			u, v := pair[0], pair[1]
			switch {
			case next(u, v):
				a[u.Row][u.Col].right, a[v.Row][v.Col].left = true, true
			case below(u, v):
				a[u.Row][u.Col].down, a[v.Row][v.Col].up = true, true
			}
		}
	}
	weight := func(on bool) render.Weight {
		if on {
			return render.Light
		}
		return render.NoWall
	}
	var cv render.Canvas
	cv.Write(0, 0, "score "+strconv.Itoa(s.Score))
	slot := w + 2 // a cell's width on the canvas, with a character each side
	for r := range p.Rows {
		y := 2*r + 1
		for c := range p.Cols {
			x := c * slot
			ar := a[r][c]
			text := "·"
			switch {
			case p.Blocked[r][c]:
				text = strings.Repeat("█", w)
			case p.Points[r][c] > 0:
				text = strconv.Itoa(p.Points[r][c])
			case ar.up || ar.right || ar.down || ar.left:
				text = string(render.Junction(weight(ar.up), weight(ar.right), weight(ar.down), weight(ar.left)))
			}
			// Centre the text in the w middle characters; the loop's
			// horizontal arms fill the rest of the slot.
			n := len([]rune(text))
			left := 1 + (w-n)/2
			for i := range slot {
				switch {
				case i < left && ar.left, i >= left+n && ar.right:
					cv.Set(y, x+i, '─')
				}
			}
			cv.Write(y, x+left, text)
			if ar.down {
				cv.Set(y+1, x+left+(n-1)/2, '│')
			}
		}
	}
	return cv.String()
}

// SolutionState is the state that shows s: its loop's segments.
func SolutionState(p *Puzzle, s *Solution) *render.State {
	st := &render.State{}
	for i, a := range s.Loop {
		b := s.Loop[(i+1)%len(s.Loop)]
		st.Links = append(st.Links, render.Link{A: render.Cell{Row: a.Row, Col: a.Col}, B: render.Cell{Row: b.Row, Col: b.Col}})
	}
	return st
}

// StateSolution reads the state's links as a loop: complete when they
// form one closed loop (each cell they touch has two of them, and they
// are connected); the solution's score is what the loop collects.
func StateSolution(p *Puzzle, st *render.State) (s *Solution, complete bool) {
	links := uniqueLinks(st)
	cells := loopCells(p, links)
	if len(cells) < 4 || len(links) != len(cells) {
		return nil, false
	}
	nb := map[Cell][]Cell{}
	for _, l := range links {
		a, b := Cell{l.A.Row, l.A.Col}, Cell{l.B.Row, l.B.Col}
		nb[a] = append(nb[a], b)
		nb[b] = append(nb[b], a)
	}
	for _, c := range cells {
		if len(nb[c]) != 2 {
			return nil, false
		}
	}
	loop := []Cell{cells[0]}
	prev, cur := cells[0], nb[cells[0]][0]
	for cur != cells[0] {
		loop = append(loop, cur)
		n := nb[cur]
		if n[0] == prev {
			prev, cur = cur, n[1]
		} else {
			prev, cur = cur, n[0]
		}
	}
	if len(loop) != len(cells) {
		return nil, false // several loops
	}
	loop = Canonical(loop)
	return &Solution{Loop: loop, Score: Score(p, loop)}, true
}

// Conflicts lists the rules the drawn segments break already: a segment
// into a blocked cell, a cell with more than two segments, more cells than
// the loop's length, and a closed loop that is not the whole drawing or
// not of the right length.
func Conflicts(p *Puzzle, st *render.State) []render.Highlight {
	links := uniqueLinks(st)
	cells := loopCells(p, links)
	var out []render.Highlight
	deg := map[Cell]int{}
	for _, l := range links {
		deg[Cell{l.A.Row, l.A.Col}]++
		deg[Cell{l.B.Row, l.B.Col}]++
	}
	for _, c := range cells {
		rc := render.Cell{Row: c.Row, Col: c.Col}
		if p.Blocked[c.Row][c.Col] {
			out = append(out, render.Highlight{Cells: []render.Cell{rc}, Caption: fmt.Sprintf("the loop passes through the blocked cell %s", rc)})
		}
		if deg[c] > 2 {
			out = append(out, render.Highlight{Cells: []render.Cell{rc}, Caption: fmt.Sprintf("%s has %d segments; the loop passes through a cell once", rc, deg[c])})
		}
	}
	if len(cells) > p.Steps {
		out = append(out, render.Highlight{Caption: fmt.Sprintf("the drawing covers %d cells, more than the loop's %d", len(cells), p.Steps)})
	}
	// A closed part: a connected set of cells each with two segments.
	for _, comp := range components(links) {
		closed := true
		for _, c := range comp {
			closed = closed && deg[Cell{c.Row, c.Col}] == 2
		}
		if closed && (len(comp) != len(cells) || len(comp) != p.Steps) {
			out = append(out, render.Highlight{Cells: comp, Caption: fmt.Sprintf("a closed loop of %d cells; the puzzle asks for one loop of %d", len(comp), p.Steps)})
		}
	}
	return out
}

// components splits the cells the links touch into connected parts, each
// in reading order, parts in the reading order of their first cells.
func components(links []render.Link) [][]render.Cell {
	parent := map[render.Cell]render.Cell{}
	var find func(c render.Cell) render.Cell
	find = func(c render.Cell) render.Cell {
		if p, ok := parent[c]; ok && p != c {
			r := find(p)
			parent[c] = r
			return r
		}
		parent[c] = c
		return c
	}
	for _, l := range links {
		parent[find(l.A)] = find(l.B)
	}
	var cells []render.Cell
	for c := range parent {
		cells = append(cells, c)
	}
	// Reading order, so that no map order decides anything.
	slices.SortFunc(cells, func(a, b render.Cell) int {
		return cmp.Or(cmp.Compare(a.Row, b.Row), cmp.Compare(a.Col, b.Col))
	})
	index := map[render.Cell]int{}
	var out [][]render.Cell
	for _, c := range cells {
		r := find(c)
		i, ok := index[r]
		if !ok {
			i = len(out)
			index[r] = i
			out = append(out, nil)
		}
		out[i] = append(out[i], c)
	}
	return out
}

// Input is how a person plays p: click a cell, then a neighbour, to draw
// or erase the segment between them.
func Input(p *Puzzle) render.Input {
	return render.Input{Mode: "loop", Rows: p.Rows, Cols: p.Cols}
}

package slitherlink

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// The grid as Loopy's solver reads it: a cell's four sides in order round
// it (top, right, bottom, left: side j runs from corner j to corner j+1,
// corners counted from the top-left), a dot's up to four edges (up,
// right, down, left), and a corner of a cell, where two of the cell's
// sides meet at a dot: Loopy's "dline", the pair of edges it knows to
// hold at most one line, or at least one.

// noVar marks an edge or a corner off the grid.
const noVar = cp.VarID(-1)

// grid reads the model's edge variables by position.
type grid struct {
	p    *Puzzle
	vars []cp.VarID
}

// h and v are the edge variables H[r][c] and V[r][c], noVar off the grid.
func (g grid) h(r, c int) cp.VarID { return g.edge(render.HEdge(r, c)) }
func (g grid) v(r, c int) cp.VarID { return g.edge(render.VEdge(r, c)) }

func (g grid) edge(e render.Edge) cp.VarID {
	if i := render.EdgeIndex(e, g.p.Rows, g.p.Cols); i >= 0 {
		return g.vars[i]
	}
	return noVar
}

// sides are cell (r, c)'s sides in order round it: top, right, bottom,
// left.
func (g grid) sides(r, c int) [4]cp.VarID {
	return [4]cp.VarID{g.h(r, c), g.v(r, c+1), g.h(r+1, c), g.v(r, c)}
}

// cornerDots are the dots of corner k of cell (r, c): top-left, top-right,
// bottom-right, bottom-left.
func cornerDot(r, c, k int) (int, int) {
	return r + k/2, c + (k+1)/2%2
}

// dotEdges are the edges at dot (r, c): up, right, down, left.
func (g grid) dotEdges(r, c int) [4]cp.VarID {
	return [4]cp.VarID{g.v(r-1, c), g.h(r, c), g.v(r, c), g.h(r, c-1)}
}

// around are the edges at corner k of cell (r, c) that are not the
// cell's sides (noVar off the grid).
func (g grid) around(r, c, k int) [2]cp.VarID {
	dr, dc := cornerDot(r, c, k)
	at := g.dotEdges(dr, dc)
	side := g.sides(r, c)
	var out [2]cp.VarID
	n := 0
	for _, x := range at {
		if x == noVar || x == side[(k+3)%4] || x == side[k] {
			continue
		}
		out[n] = x
		n++
	}
	for ; n < 2; n++ {
		out[n] = noVar
	}
	return out
}

// corners holds one variable per corner of each cell: how many lines the
// corner's two sides hold, 0 to 2. "At most one" is its maximum below 2,
// "at least one" its minimum above 0: Loopy's dline flags, kept in the
// store so that they stay for the rest of the walk.
type corners struct {
	cols int
	x    []cp.VarID // cell (r, c)'s corner k at 4*(r*cols+c)+k
}

func newCorners(s *cp.Store, p *Puzzle) corners {
	cs := corners{cols: p.Cols, x: make([]cp.VarID, 4*p.Rows*p.Cols)}
	for i := range cs.x {
		cs.x[i] = s.NewVar(0, 2)
	}
	return cs
}

// of are cell (r, c)'s corners, k between sides k-1 and k.
func (cs corners) of(r, c int) [4]cp.VarID {
	i := 4 * (r*cs.cols + c)
	return [4]cp.VarID{cs.x[i], cs.x[i+1], cs.x[i+2], cs.x[i+3]}
}

// atDot are the corners at dot (r, c), between its edges q and q+1 (up
// and right, right and down, down and left, left and up), noVar where no
// cell lies.
func (cs corners) atDot(p *Puzzle, r, c int) [4]cp.VarID {
	cell := func(cr, cc, k int) cp.VarID {
		if cr < 0 || cc < 0 || cr >= p.Rows || cc >= p.Cols {
			return noVar
		}
		return cs.x[4*(cr*cs.cols+cc)+k]
	}
	return [4]cp.VarID{cell(r-1, c, 3), cell(r, c, 0), cell(r, c-1, 1), cell(r-1, c-1, 2)}
}

// Edge states, read from a 0/1 variable.
func hasLine(s *cp.Store, x cp.VarID) bool { return s.Min(x) == 1 }
func noLine(s *cp.Store, x cp.VarID) bool  { return s.Max(x) == 0 }
func open(s *cp.Store, x cp.VarID) bool    { return x != noVar && !s.Fixed(x) }

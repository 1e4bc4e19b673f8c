package slitherlink

import (
	"fmt"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/search"
)

// edges holds a model's edge Booleans, H and V as in Solution, and the
// list of all edges in the order of the model's variables: the H rows,
// then the V rows.
type edges struct {
	h, v [][]tessera.BoolVar
	all  []tessera.BoolVar
}

// newEdges declares one Boolean per edge, named by the cells it
// separates, and posts the clues: each clue counts the edges around its
// cell ("the 3 at r2c4").
func newEdges(m *tessera.Model, p *Puzzle) *edges {
	e := &edges{h: make([][]tessera.BoolVar, p.Rows+1), v: make([][]tessera.BoolVar, p.Rows)}
	for r := range e.h {
		for c := range p.Cols {
			e.h[r] = append(e.h[r], m.BoolVar(HName(p, r, c)))
		}
		e.all = append(e.all, e.h[r]...)
	}
	for r := range e.v {
		for c := range p.Cols + 1 {
			e.v[r] = append(e.v[r], m.BoolVar(VName(p, r, c)))
		}
		e.all = append(e.all, e.v[r]...)
	}
	for r, row := range p.Clues {
		for c, k := range row {
			if k != NoClue {
				m.Add(tessera.Sum(e.h[r][c], e.h[r+1][c], e.v[r][c], e.v[r][c+1]).Eq(k)).Namedf("the %d at %s", k, CellName(r, c))
			}
		}
	}
	return e
}

// at returns the edges at dot (r, c) with the dots they lead to.
func (e *edges) at(p *Puzzle, r, c int) (bs []tessera.BoolVar, to [][2]int) {
	if c > 0 {
		bs, to = append(bs, e.h[r][c-1]), append(to, [2]int{r, c - 1})
	}
	if c < p.Cols {
		bs, to = append(bs, e.h[r][c]), append(to, [2]int{r, c + 1})
	}
	if r > 0 {
		bs, to = append(bs, e.v[r-1][c]), append(to, [2]int{r - 1, c})
	}
	if r < p.Rows {
		bs, to = append(bs, e.v[r][c]), append(to, [2]int{r + 1, c})
	}
	return bs, to
}

// decoder reads the edge variables back into a Solution.
func (e *edges) decoder(p *Puzzle) (vars []cp.VarID, decode func(*cp.Store) *Solution) {
	vars = tessera.IDs(tessera.Ints(e.all))
	return vars, func(s *cp.Store) *Solution {
		sol := NewSolution(p.Rows, p.Cols)
		k := 0
		for r := range sol.H {
			for c := range sol.H[r] {
				sol.H[r][c] = s.Value(vars[k]) == 1
				k++
			}
		}
		for r := range sol.V {
			for c := range sol.V[r] {
				sol.V[r][c] = s.Value(vars[k]) == 1
				k++
			}
		}
		return sol
	}
}

// Build returns the constraint model of p: one Boolean per edge (the
// model's variables, H rows then V rows, as render.GridEdges lists them),
// the clues as sums of a cell's four edges ("the 3 at r2c4"), each dot on
// 0 or 2 edges, and the single loop as a propagator of the kind's own
// (loopProp, "one loop"): no open edge may close a loop that leaves a line
// out. README.md gives the figures against the other formulations.
func Build(p *Puzzle) (*model.Model[Solution], error) { return BuildOn(p, cp.NewStore()) }

// BuildOn is Build on s, a new store (one with build limits).
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	return buildEdges(p, s, true, false)
}

// BuildSubcircuit is the formulation on the engine's globals alone: the
// edges, the clues and the dots as in Build, and the single loop as a
// Subcircuit over the dots: each dot has a successor (itself when the
// loop does not pass it), and an edge is on exactly when one of its dots
// is the other's successor. Subcircuit keeps the dots the loop passes in
// one cycle; but an edge drawn does not say which way the loop runs along
// it, so a loop closing early is seen late.
func BuildSubcircuit(p *Puzzle) (*model.Model[Solution], error) {
	return buildEdges(p, cp.NewStore(), false, true)
}

// buildEdges posts the edges, the clues, the dots, and the loop rule:
// loopProp when loop is set, Subcircuit when subcircuit is.
func buildEdges(p *Puzzle, s *cp.Store, loop, subcircuit bool) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	m := tessera.NewModelOn(s)
	e := newEdges(m, p)
	cols := p.Cols + 1
	dot := func(r, c int) int { return r*cols + c }
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			bs, _ := e.at(p, r, c)
			on := m.BoolVar(fmt.Sprintf("loop at %s", dotName(p, r, c)))
			m.Add(tessera.Sum(bs...).Eq(tessera.Sum(on).Times(2))).Namedf("the loop at %s", dotName(p, r, c))
		}
	}
	if loop {
		ids := tessera.IDs(tessera.Ints(e.all))
		var a, b []int32
		for _, ed := range render.GridEdges(p.Rows, p.Cols) {
			a = append(a, int32(dot(ed.A.Row, ed.A.Col)))
			b = append(b, int32(dot(ed.B.Row, ed.B.Col)))
		}
		m.Post("loop", func(s *cp.Store) error { return postLoop(s, ids, a, b, (p.Rows+1)*cols) }).Named("one loop")
	}
	var succ []tessera.IntVar
	if subcircuit {
		succ = postSubcircuit(m, p, e)
	}
	if err := m.Err(); err != nil {
		return nil, fmt.Errorf("slitherlink: %w", err)
	}
	vars, decode := e.decoder(p)
	vars = append(vars, tessera.IDs(succ)...)
	return &model.Model[Solution]{Store: m.Store(), Vars: vars, Objective: model.NoObjective, Decode: decode}, nil
}

// postSubcircuit posts the loop as a Subcircuit over the dots' successors.
// The successors are returned: the search must branch on them after the
// edges, for Subcircuit checks a loop only once its successors are fixed
// (with every edge fixed, two loops can still be open in direction; a
// search on the edges alone once reported two loops).
func postSubcircuit(m *tessera.Model, p *Puzzle, e *edges) []tessera.IntVar {
	cols := p.Cols + 1
	dot := func(r, c int) int { return r*cols + c }
	succ := make([]tessera.IntVar, (p.Rows+1)*cols)
	type arc struct {
		b    tessera.BoolVar
		u, v int
	}
	var arcs []arc
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			bs, to := e.at(p, r, c)
			u := dot(r, c)
			values := []int{u}
			for _, t := range to {
				values = append(values, dot(t[0], t[1]))
			}
			succ[u] = m.IntVarValues(values, fmt.Sprintf("after %s", dotName(p, r, c)))
			// the loop passes u exactly when u has a successor of its own
			on := m.BoolVar(fmt.Sprintf("loop passes %s", dotName(p, r, c)))
			m.Add(succ[u].Ne(u).Iff(on)).Namedf("the loop at %s", dotName(p, r, c))
			m.Add(tessera.Sum(bs...).Eq(tessera.Sum(on).Times(2))).Namedf("the loop at %s", dotName(p, r, c))
			for _, t := range to {
				b := m.BoolVar(fmt.Sprintf("from %s towards %s", dotName(p, r, c), dotName(p, t[0], t[1])))
				m.Add(succ[u].Eq(dot(t[0], t[1])).Iff(b)).Namedf("the loop at %s", dotName(p, r, c))
				arcs = append(arcs, arc{b, u, dot(t[0], t[1])})
			}
		}
	}
	// an edge is on when the loop runs along it one way or the other
	arcOf := map[[2]int]tessera.BoolVar{}
	for _, a := range arcs {
		arcOf[[2]int{a.u, a.v}] = a.b
	}
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			if c < p.Cols {
				u, v := dot(r, c), dot(r, c+1)
				m.Add(tessera.Sum(arcOf[[2]int{u, v}], arcOf[[2]int{v, u}]).Eq(e.h[r][c].Int())).Named("one loop")
			}
			if r < p.Rows {
				u, v := dot(r, c), dot(r+1, c)
				m.Add(tessera.Sum(arcOf[[2]int{u, v}], arcOf[[2]int{v, u}]).Eq(e.v[r][c].Int())).Named("one loop")
			}
		}
	}
	m.Subcircuit(succ, true).Named("one loop")
	return succ
}

// BuildInside is the other formulation measured (README.md): one Boolean
// per cell, inside the loop or not; an edge is on exactly when the cells
// on its two sides differ (the grid's outside counts as outside); no dot
// has four edges; the inside cells are connected, and so are the outside
// ones with the grid's surroundings. Those make the edges one loop.
func BuildInside(p *Puzzle) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	m := tessera.NewModel()
	e := newEdges(m, p)
	in := m.BoolGrid(p.Rows, p.Cols, "inside")
	outside := m.False()
	cell := func(r, c int) tessera.BoolVar {
		if r < 0 || c < 0 || r >= p.Rows || c >= p.Cols {
			return outside
		}
		return in.At(r, c)
	}
	for r := 0; r <= p.Rows; r++ {
		for c := range p.Cols {
			m.Add(tessera.Xor(cell(r-1, c), cell(r, c), e.h[r][c]).Not()).Named(HName(p, r, c))
		}
	}
	for r := range p.Rows {
		for c := 0; c <= p.Cols; c++ {
			m.Add(tessera.Xor(cell(r, c-1), cell(r, c), e.v[r][c]).Not()).Named(VName(p, r, c))
		}
	}
	for r := 1; r < p.Rows; r++ {
		for c := 1; c < p.Cols; c++ {
			bs, _ := e.at(p, r, c)
			m.Add(tessera.Sum(bs...).Le(2)).Namedf("the loop at %s", dotName(p, r, c))
		}
	}
	n := p.Rows * p.Cols
	var grid [][2]int
	for r := range p.Rows {
		for c := range p.Cols {
			k := r*p.Cols + c
			if c+1 < p.Cols {
				grid = append(grid, [2]int{k, k + 1})
			}
			if r+1 < p.Rows {
				grid = append(grid, [2]int{k, k + p.Cols})
			}
		}
	}
	cells := in.Flat()
	m.Add(tessera.Sum(cells...).Ge(1)).Named("one loop")
	m.Connected(cells, grid).Named("one loop")
	outs := make([]tessera.BoolVar, 0, n+1)
	for _, b := range cells {
		outs = append(outs, b.Not())
	}
	outs = append(outs, m.True()) // the surroundings, beside every border cell
	ring := append([][2]int(nil), grid...)
	for r := range p.Rows {
		for c := range p.Cols {
			if r == 0 || c == 0 || r == p.Rows-1 || c == p.Cols-1 {
				ring = append(ring, [2]int{r*p.Cols + c, n})
			}
		}
	}
	m.Connected(outs, ring).Named("one loop")
	if err := m.Err(); err != nil {
		return nil, fmt.Errorf("slitherlink: %w", err)
	}
	vars, decode := e.decoder(p)
	return &model.Model[Solution]{Store: m.Store(), Vars: vars, Objective: model.NoObjective, Decode: decode}, nil
}

// SearchOptions returns the recommended search: dom/wdeg over the edges,
// an edge off first, with singleton consistency on the edges at every
// node (search.Lookahead): "if this edge had a line, the puzzle would
// break" is how Loopy's puzzles are solved, and it cuts the search on the
// bundled 15x15 hard from 50,815 nodes to 3 (README.md).
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValMin,
		Lookahead: search.Lookahead{MaxDomain: 2, Depth: search.AllDepths}}
}

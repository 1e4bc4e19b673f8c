package slitherlink

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// loopClosing is the rest of Loopy's easy loop reasoning (loopy.c,
// loop_deductions) that the model's loop rule leaves out: an open edge
// that would close the path holding every line drawn gets no line unless
// the loop it closes meets every clue (each met already, or one short on a
// cell beside that edge). The model's loop rule (loopProp) cuts the edges
// that would close a shorter loop.
type loopClosing struct {
	edges  []cp.VarID
	a, b   []int32    // the dots of each edge
	cells  [][2]int32 // the cells beside each edge, -1 off the grid
	clues  []int8     // per cell, NoClue for none
	parent []int32    // union-find over the dots, rebuilt at each run
	lines  []int32    // lines in each root's part
	count  []int8     // lines round each cell
}

func postLoopClosing(s *cp.Store, p *Puzzle, vars []cp.VarID) {
	cols := p.Cols + 1
	lc := &loopClosing{edges: vars, parent: make([]int32, (p.Rows+1)*cols), lines: make([]int32, (p.Rows+1)*cols),
		clues: make([]int8, p.Rows*p.Cols), count: make([]int8, p.Rows*p.Cols)}
	cell := func(r, c int) int32 {
		if r < 0 || c < 0 || r >= p.Rows || c >= p.Cols {
			return -1
		}
		return int32(r*p.Cols + c)
	}
	for r, row := range p.Clues {
		for c, k := range row {
			lc.clues[r*p.Cols+c] = int8(k)
		}
	}
	n := len(vars)
	lc.a, lc.b, lc.cells = make([]int32, n), make([]int32, n), make([][2]int32, n)
	for i, e := range render.GridEdges(p.Rows, p.Cols) {
		lc.a[i], lc.b[i] = int32(e.A.Row*cols+e.A.Col), int32(e.B.Row*cols+e.B.Col)
		if e.Horizontal() {
			lc.cells[i] = [2]int32{cell(e.A.Row-1, e.A.Col), cell(e.A.Row, e.A.Col)}
		} else {
			lc.cells[i] = [2]int32{cell(e.A.Row, e.A.Col-1), cell(e.A.Row, e.A.Col)}
		}
	}
	id := s.Post(lc, cp.Linear, "slitherlink-loop-closing")
	for i, x := range vars {
		s.Subscribe(id, x, cp.OnFixed, int32(i))
	}
}

func (p *loopClosing) find(x int32) int32 {
	for p.parent[x] != x {
		p.parent[x] = p.parent[p.parent[x]]
		x = p.parent[x]
	}
	return x
}

func (p *loopClosing) Propagate(s *cp.Store) cp.Status {
	for i := range p.parent {
		p.parent[i], p.lines[i] = int32(i), 0
	}
	clear(p.count)
	total := int32(0)
	for i, x := range p.edges {
		if !hasLine(s, x) {
			continue
		}
		total++
		for _, f := range p.cells[i] {
			if f >= 0 {
				p.count[f]++
			}
		}
		ra, rb := p.find(p.a[i]), p.find(p.b[i])
		if ra == rb {
			return cp.Fix // a loop closed: the model's loop rule takes it from here
		}
		p.parent[ra] = rb
		p.lines[rb] += p.lines[ra] + 1
	}
	clues, met, short := 0, 0, 0
	for f, k := range p.clues {
		if k == NoClue {
			continue
		}
		clues++
		switch p.count[f] {
		case k:
			met++
		case k - 1:
			short++
		}
	}
	for i, x := range p.edges {
		if s.Fixed(x) {
			continue
		}
		r := p.find(p.a[i])
		if r != p.find(p.b[i]) || p.lines[r] != total {
			continue
		}
		beside := 0
		for _, f := range p.cells[i] {
			if f >= 0 && p.clues[f] != NoClue && p.count[f] == p.clues[f]-1 {
				beside++
			}
		}
		if short != beside || met+short != clues {
			if !s.Assign(x, 0) {
				return cp.Fail
			}
		}
	}
	return cp.Fix
}

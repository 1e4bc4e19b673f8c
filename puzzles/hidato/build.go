package hidato

import (
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p: the cells are the nodes of a
// path (propagators.PathOrder) whose successors are each cell's neighbours
// under p's moves, and whose positions are the numbers less one; each
// given number fixes its cell's position. PathOrder's walk propagator is
// domain consistent on walks through the positions, which places most
// published Hidatos at the root (see the package's model comparison). The
// constraints are named "the path 1..N" and "given 12 at r3c4". The
// variables are the cells' numbers less one, in reading order. It returns
// an error (wrapping ErrInvalid) when p does not pass Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	cells, index := cellIndex(p)
	n := len(cells)
	s := cp.NewStore()
	succ, order := make([]cp.VarID, n), make([]cp.VarID, n)
	for i, c := range cells {
		next := []int{n} // n: no successor, the end of the path
		for _, m := range p.Moves() {
			r, k := c.Row+m[0], c.Col+m[1]
			if r >= 0 && r < p.Rows && k >= 0 && k < p.Cols && index[r][k] >= 0 {
				next = append(next, index[r][k])
			}
		}
		succ[i] = s.NewVarValues(next)
		order[i] = s.NewVar(0, n-1)
	}
	start, end := s.NewVar(0, n-1), s.NewVar(0, n-1)
	named := func(name string, post func() error) error {
		first := s.NumProps()
		err := post()
		for id := first; id < s.NumProps(); id++ {
			s.SetLabel(cp.PropID(id), name)
		}
		return err
	}
	for i, c := range cells {
		if v := p.Grid[c.Row][c.Col]; v > 0 {
			x := order[i]
			if err := named("given "+strconv.Itoa(v)+" at "+name(c), func() error { return propagators.Equal(s, x, s.NewConst(v-1), 0) }); err != nil {
				return nil, err
			}
		}
	}
	if err := named("the path 1.."+strconv.Itoa(n), func() error { return propagators.PathOrder(s, succ, order, start, end) }); err != nil {
		return nil, err
	}
	decode := func(st *cp.Store) *Solution {
		g := make([][]int, p.Rows)
		for r := range g {
			g[r] = make([]int, p.Cols)
			for k := range g[r] {
				g[r][k] = Hole
				if i := index[r][k]; i >= 0 {
					g[r][k] = st.Value(order[i]) + 1
				}
			}
		}
		return &Solution{Grid: g}
	}
	return &model.Model[Solution]{Store: s, Vars: order, Objective: model.NoObjective, Decode: decode}, nil
}

// cellIndex numbers p's cells in reading order: cells[i] is cell i, and
// index[r][c] its number (-1 on a hole).
func cellIndex(p *Puzzle) (cells []Cell, index [][]int) {
	index = make([][]int, p.Rows)
	for r, row := range p.Grid {
		index[r] = make([]int, p.Cols)
		for c, v := range row {
			index[r][c] = -1
			if v != Hole {
				index[r][c] = len(cells)
				cells = append(cells, Cell{r, c})
			}
		}
	}
	return cells, index
}

// SearchOptions returns the recommended search for a Hidato model: first
// fail over the cells' numbers, smallest first.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.FirstFail, ValSelect: search.ValMin}
}

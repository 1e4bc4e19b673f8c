package hidato

import (
	"fmt"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p, on the modelling layer: the
// cells are the nodes of a path (PathOrder), each one's successor one of
// its neighbours under p's moves (or none, for N), each one's position on
// the path its number less one, and each given number fixes its cell's
// position. PathOrder's walk propagator is domain consistent on walks
// through the positions, which places the published puzzles at the root
// (see the package's model comparison). The constraints are named "the
// path 1..N" and "given 12 at r3c4". The variables are the cells'
// positions, in reading order. It returns an error (wrapping ErrInvalid)
// when p does not pass Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) { return BuildOn(p, cp.NewStore()) }

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	moves := tessera.KingMoves
	if p.Orthogonal {
		moves = tessera.OrthogonalMoves
	}
	m := tessera.NewModelOn(s)
	cells, next := tessera.Graph(p.Rows, p.Cols, func(r, c int) bool { return p.Grid[r][c] != Hole }, moves)
	n := len(cells)
	for k := range next {
		next[k] = append(next[k], n) // n: no successor, the cell of N
	}
	succ, pos := m.IntVarsValues(next, "next"), m.IntVars(n, 0, n-1, "position")
	m.PathOrder(succ, pos, m.IntVar(0, n-1, "start"), m.IntVar(0, n-1, "end")).Namedf("the path 1..%d", n)
	for k, rc := range cells {
		if v := p.Grid[rc[0]][rc[1]]; v > 0 {
			m.Add(pos[k].Eq(v-1)).Namedf("given %d at r%dc%d", v, rc[0]+1, rc[1]+1)
		}
	}
	if err := m.Err(); err != nil {
		return nil, fmt.Errorf("hidato: %w", err)
	}
	vars := tessera.IDs(pos)
	decode := func(s *cp.Store) *Solution {
		g := make([][]int, p.Rows)
		for r, row := range p.Grid {
			g[r] = make([]int, p.Cols)
			for c, v := range row {
				g[r][c] = min(v, Hole) // a hole stays one, a cell is numbered below
			}
		}
		for k, rc := range cells {
			g[rc[0]][rc[1]] = s.Value(vars[k]) + 1
		}
		return &Solution{Grid: g}
	}
	return &model.Model[Solution]{Store: m.Store(), Vars: vars, Objective: model.NoObjective, Decode: decode}, nil
}

// SearchOptions returns the recommended search for a Hidato model: first
// fail over the positions, smallest first (branching on the successors
// instead explores far more nodes on sparse generated puzzles; see the
// package's model comparison).
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.FirstFail, ValSelect: search.ValMin}
}

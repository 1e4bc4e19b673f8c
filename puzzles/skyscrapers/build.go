package skyscrapers

import (
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p: one variable per cell over
// 1..N, the given heights fixed, a domain-consistent AllDifferent on every
// row and every column, and for every clue a propagators.Visibility on its
// line read from the clue's side (the count of buildings seen, on a
// relaxation of permutations that Regular over the count automaton cannot
// express; see the package's model comparison). The constraints are named
// "row 3", "column 5", "top clue 2 of column 4". The variables are the
// cells in reading order. It returns an error (wrapping ErrInvalid) when p
// does not pass Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n := p.N
	s := cp.NewStore()
	cells := make([]cp.VarID, n*n)
	grid := make([][]cp.VarID, n)
	for r := range n {
		grid[r] = cells[r*n : (r+1)*n]
		for c := range n {
			grid[r][c] = s.NewVar(1, n)
			if v := p.Givens[r][c]; v != 0 {
				s.Assign(grid[r][c], v) // Validate keeps it in 1..N
			}
		}
	}
	named := func(name string, post func() error) error {
		first := s.NumProps()
		err := post()
		for id := first; id < s.NumProps(); id++ {
			s.SetLabel(cp.PropID(id), name)
		}
		return err
	}
	for i := range n {
		row, col := make([]cp.VarID, n), make([]cp.VarID, n)
		for j := range n {
			row[j], col[j] = grid[i][j], grid[j][i]
		}
		if err := named("row "+strconv.Itoa(i+1), func() error { return propagators.AllDifferent(s, row, propagators.Domain) }); err != nil {
			return nil, err
		}
		if err := named("column "+strconv.Itoa(i+1), func() error { return propagators.AllDifferent(s, col, propagators.Domain) }); err != nil {
			return nil, err
		}
	}
	for _, side := range []Side{Top, Bottom, Left, Right} {
		for i, clue := range p.Clues(side) {
			if clue == 0 {
				continue
			}
			line := lineVars(grid, side, i)
			if err := named(clueLabel(side, i, clue), func() error { return propagators.Visibility(s, line, clue) }); err != nil {
				return nil, err
			}
		}
	}
	decode := func(st *cp.Store) *Solution {
		g := make([][]int, n)
		for r := range g {
			g[r] = make([]int, n)
			for c := range g[r] {
				g[r][c] = st.Value(grid[r][c])
			}
		}
		return &Solution{Grid: g}
	}
	return &model.Model[Solution]{Store: s, Vars: cells, Objective: model.NoObjective, Decode: decode}, nil
}

// clueLabel names a clue's constraint: "top clue 2 of column 4".
func clueLabel(sd Side, i, clue int) string {
	what := " of row "
	if sd == Top || sd == Bottom {
		what = " of column "
	}
	return sd.String() + " clue " + strconv.Itoa(clue) + what + strconv.Itoa(i+1)
}

// lineVars are the variables the clue at index i of side sd looks along,
// nearest first.
func lineVars(grid [][]cp.VarID, sd Side, i int) []cp.VarID {
	n := len(grid)
	out := make([]cp.VarID, n)
	for k := range n {
		switch sd {
		case Top:
			out[k] = grid[k][i]
		case Bottom:
			out[k] = grid[n-1-k][i]
		case Left:
			out[k] = grid[i][k]
		case Right:
			out[k] = grid[i][n-1-k]
		}
	}
	return out
}

// SearchOptions returns the recommended search for a Skyscrapers model:
// first fail over the cells, smallest height first.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.FirstFail, ValSelect: search.ValMin}
}

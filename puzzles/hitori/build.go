package hitori

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p: one 0/1 variable per cell, 1
// when the cell stays unshaded; a clause per pair of orthogonal neighbours
// (one of the two stays unshaded: shaded cells never touch); a clause per
// pair of equal numbers in a row or column (one of the two is shaded); and
// propagators.Connected over the unshaded cells and the grid's edges,
// domain consistent for the connectivity rule alone. The variables are the
// cells in reading order. It returns an error (wrapping ErrInvalid) when p
// does not pass Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	rows, cols := p.Rows, p.Cols
	s := cp.NewStore()
	white := make([]cp.VarID, rows*cols)
	for i := range white {
		white[i] = s.NewVar(0, 1)
	}
	var edges [][2]int
	for r := range rows {
		for c := range cols {
			i := r*cols + c
			if c+1 < cols {
				edges = append(edges, [2]int{i, i + 1})
			}
			if r+1 < rows {
				edges = append(edges, [2]int{i, i + cols})
			}
		}
	}
	for _, e := range edges {
		if err := propagators.BoolClause(s, []cp.VarID{white[e[0]], white[e[1]]}, nil); err != nil {
			return nil, fmt.Errorf("hitori: %w", err)
		}
	}
	twice := func(a, b int) error { // cells a and b hold the same number in a line
		return propagators.BoolClause(s, nil, []cp.VarID{white[a], white[b]})
	}
	for r := range rows {
		for c1 := range cols {
			for c2 := c1 + 1; c2 < cols; c2++ {
				if p.Grid[r][c1] == p.Grid[r][c2] {
					if err := twice(r*cols+c1, r*cols+c2); err != nil {
						return nil, fmt.Errorf("hitori: %w", err)
					}
				}
			}
		}
	}
	for c := range cols {
		for r1 := range rows {
			for r2 := r1 + 1; r2 < rows; r2++ {
				if p.Grid[r1][c] == p.Grid[r2][c] {
					if err := twice(r1*cols+c, r2*cols+c); err != nil {
						return nil, fmt.Errorf("hitori: %w", err)
					}
				}
			}
		}
	}
	if err := propagators.Connected(s, white, edges); err != nil {
		return nil, fmt.Errorf("hitori: %w", err)
	}
	decode := func(s *cp.Store) *Solution {
		g := make([][]bool, rows)
		for r := range g {
			g[r] = make([]bool, cols)
			for c := range g[r] {
				g[r][c] = s.Value(white[r*cols+c]) == 0
			}
		}
		return &Solution{Shaded: g}
	}
	return &model.Model[Solution]{Store: s, Vars: white, Objective: model.NoObjective, Decode: decode}, nil
}

// SearchOptions returns the recommended search for a Hitori model:
// dom/wdeg over the cells, unshaded first.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValMax}
}

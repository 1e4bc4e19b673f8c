package sudoku

import (
	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p: one variable per cell over 1..N,
// a constant for a given cell, and a domain-consistent AllDifferent on every
// row, every column and every box. The givens are taken out at build time:
// an open cell's domain starts without the values given in its row, column
// and box, and each AllDifferent ranges over the open cells of its unit
// only (named "row 3", "column 5", "box 2 (rows 1-3, columns 4-6)"), which keeps the matching graphs small (a fixed cell would add
// nothing to them but work). For a Template (SearchOptions: the solve
// path) the units are one propagator, propagators.AllDifferentGrid, named
// "rows, columns and boxes": the same pruning with one wake-up per cell
// write, and from 16×16 on, where dom/wdeg weighs the units by their
// failures, the same weights (cp.PartWeigher), so the same search node for
// node; a parsed puzzle, which grading and hints rung and name unit by
// unit, has each unit a propagator of its own. The variables are the cells in reading order.
// It returns an error (wrapping ErrInvalid) when p does not pass Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) { return BuildOn(p, cp.NewStore()) }

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) { return buildOn(p, s, p.grid) }

// buildOn is BuildOn with the units as one grid propagator or not (the
// tests compare the two).
func buildOn(p *Puzzle, s *cp.Store, grid bool) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n := p.N
	b := p.BoxSize()
	us := units(n, b)
	// taken[k] has bit v set when value v is given in unit k (the rows,
	// the columns, then the boxes, as units lists them; Validate keeps N
	// at most 25).
	taken := make([]uint64, len(us))
	for k, u := range us {
		for _, cell := range u.cells {
			taken[k] |= 1 << uint(p.Grid[cell[0]][cell[1]])
		}
	}
	// One cell a variable, one AllDifferent a unit: the store grows once.
	s.ReserveModel(n*n, n*n, len(us))

	cells := make([]cp.VarID, n*n)
	values := make([]int, 0, n)
	for i := range cells {
		r, c := i/n, i%n
		if v := p.Grid[r][c]; v != 0 {
			cells[i] = s.NewConst(v)
			continue
		}
		values = values[:0]
		given := taken[r] | taken[n+c] | taken[2*n+r/b*b+c/b]
		for v := 1; v <= n; v++ {
			if given>>uint(v)&1 == 0 {
				values = append(values, v)
			}
		}
		if len(values) == 0 {
			// No value left: the puzzle has no solution; a variable
			// that cannot be created empty is created and emptied.
			cells[i] = s.NewVar(1, n)
			s.SetMin(cells[i], n+1)
			continue
		}
		cells[i] = s.NewVarValues(values)
	}
	// The units' open cells, in one array (AllDifferentGrid and
	// AllDifferent copy them).
	var room [3 * 25][]cp.VarID // no allocation (Validate keeps N at most 25)
	scopes := room[:len(us)]
	flat := make([]cp.VarID, 0, len(us)*n)
	for k, u := range us {
		from := len(flat)
		for _, cell := range u.cells {
			if p.Grid[cell[0]][cell[1]] == 0 {
				flat = append(flat, cells[cell[0]*n+cell[1]])
			}
		}
		scopes[k] = flat[from:len(flat):len(flat)]
	}
	if grid {
		// A template: the units as one grid propagator (one wake-up per
		// cell write), with the pruning of one AllDifferent per unit and,
		// under dom/wdeg, its weights (the grid weighs each unit apart
		// and fails at the unit the queue of separate ones would).
		names := make([]string, len(us))
		for k, u := range us {
			names[k] = u.name
		}
		err := tessera.Label(s, "rows, columns and boxes", func() error { return propagators.AllDifferentGrid(s, scopes, names) })
		if err != nil {
			return nil, err
		}
	} else {
		// A parsed puzzle, graded and hinted unit by unit: one
		// propagator each.
		for k, u := range us {
			err := tessera.Label(s, u.name, func() error { return propagators.AllDifferent(s, scopes[k], propagators.Domain) })
			if err != nil {
				return nil, err
			}
		}
	}
	decode := func(s *cp.Store) *Solution {
		g := make([][]int, n)
		for r := range g {
			g[r] = make([]int, n)
			for c := range g[r] {
				g[r][c] = s.Value(cells[r*n+c])
			}
		}
		return &Solution{Grid: g}
	}
	return &model.Model[Solution]{Store: s, Vars: cells, Objective: model.NoObjective, Decode: decode}, nil
}

// wdegCells is the number of cells from which SearchOptions picks
// dom/wdeg (16×16 on).
const wdegCells = 16 * 16

// SearchOptions returns the recommended search for a Sudoku model. Up to
// 9×9 it is first fail (smallest domain, ties to the most constrained cell)
// over the cells, smallest value first: every bundled 9×9 puzzle is solved
// and proved unique in at most 287 nodes. From 16×16 on it is dom/wdeg
// with a random value (seed 0, so the search is repeatable) and Luby
// restarts of 500 failures: on the hard 25×25 puzzles of testdata/stretch
// first fail solves 2 of 18 within a minute each (31,013 nodes for the
// easiest) and this search 4 (3,295 to 176,416 nodes); see TestStretch.
func SearchOptions(m *model.Model[Solution]) search.Options {
	o := search.Options{Vars: m.Vars, VarSelect: search.FirstFail, ValSelect: search.ValMin}
	if len(m.Vars) >= wdegCells {
		o.VarSelect, o.ValSelect, o.Restart = search.DomWDeg, search.ValRandom, search.Luby(500)
	}
	return o
}

package nonogram

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p: one 0/1 variable per cell (1 =
// filled) and, for every row and every column, a Regular constraint with
// the automaton of its clue (dfa.Runs: blanks, then each run of filled
// cells, runs separated by at least one blank), which makes each line
// domain consistent. The variables are the cells in reading order. It
// returns an error (wrapping ErrInvalid) when p does not pass Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	rows, cols := p.Rows, p.Cols
	s := cp.NewStore()
	cells := make([]cp.VarID, rows*cols)
	for i := range cells {
		cells[i] = s.NewVar(0, 1)
	}
	line := func(what string, i int, clue []int, vars []cp.VarID) error {
		d, err := dfa.Runs(clue)
		if err == nil {
			err = propagators.Regular(s, vars, d)
		}
		if err != nil {
			return fmt.Errorf("nonogram: %s %d clue %s: %w", what, i+1, FormatClue(clue), err)
		}
		return nil
	}
	for r, clue := range p.RowClues {
		if err := line("row", r, clue, cells[r*cols:(r+1)*cols]); err != nil {
			return nil, err
		}
	}
	for c, clue := range p.ColClues {
		col := make([]cp.VarID, rows)
		for r := range rows {
			col[r] = cells[r*cols+c]
		}
		if err := line("column", c, clue, col); err != nil {
			return nil, err
		}
	}
	decode := func(s *cp.Store) *Solution {
		g := make([][]bool, rows)
		for r := range g {
			g[r] = make([]bool, cols)
			for c := range g[r] {
				g[r][c] = s.Value(cells[r*cols+c]) == 1
			}
		}
		return &Solution{Filled: g}
	}
	return &model.Model[Solution]{Store: s, Vars: cells, Objective: model.NoObjective, Decode: decode}, nil
}

// SearchOptions returns the recommended search for a nonogram model:
// dom/wdeg over the cells, blank first.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValMin}
}

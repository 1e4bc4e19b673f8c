package nonogram

import (
	"fmt"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p, on the modelling layer: one 0/1
// variable per cell (1 = filled) and, for every row and every column, Runs
// over its cells, which posts Regular with the automaton of its clue
// (blanks, then each run of filled cells, runs separated by at least one
// blank); each line is then domain consistent. The constraints are named
// by their lines and clues, "row 3 clue 2 1 4", "column 7 clue 0". The
// variables are the cells in reading order. It returns an error (wrapping
// ErrInvalid) when p does not pass Validate.
//
// Regular keeps its layered graph incrementally; propagators.LineRuns,
// the classic line solver recomputed at each call, prunes the same values
// and was measured against it: same nodes under first fail, 20% to 60%
// slower per node on the larger survey puzzles (faster on 19-cell lines).
func Build(p *Puzzle) (*model.Model[Solution], error) { return BuildOn(p, cp.NewStore()) }

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	m := tessera.NewModelOn(s)
	cell := m.IntGrid(p.Rows, p.Cols, 0, 1, "cell")
	for r, clue := range p.RowClues {
		m.Runs(cell.Row(r), clue).Namedf("row %d clue %s", r+1, FormatClue(clue))
	}
	for c, clue := range p.ColClues {
		m.Runs(cell.Col(c), clue).Namedf("column %d clue %s", c+1, FormatClue(clue))
	}
	if err := m.Err(); err != nil {
		return nil, fmt.Errorf("nonogram: %w", err)
	}
	vars := tessera.IDs(cell.Flat())
	rows, cols := p.Rows, p.Cols
	decode := func(s *cp.Store) *Solution {
		g := make([][]bool, rows)
		for r := range g {
			g[r] = make([]bool, cols)
			for c := range g[r] {
				g[r][c] = s.Value(vars[r*cols+c]) == 1
			}
		}
		return &Solution{Filled: g}
	}
	return &model.Model[Solution]{Store: m.Store(), Vars: vars, Objective: model.NoObjective, Decode: decode}, nil
}

// SearchOptions returns the recommended search for a nonogram model:
// dom/wdeg over the cells, blank first. Counting to two, it settles every
// puzzle of testdata (9-Dom, the hardest, in about 50 thousand nodes),
// where first fail, the peer model's order, leaves 9-Dom, Hot, Karate,
// Light and Petro unsettled after 20 s each.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValMin}
}

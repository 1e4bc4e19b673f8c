package nonogram

import "slices"

// Verify checks s against every rule of p, without any solver: the grid
// has Rows rows of Cols cells, and every row and every column shows exactly
// its clue's runs, in order. It returns nil or an error (wrapping
// ErrNotSolution) naming the first broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution given")
	}
	if len(s.Filled) != p.Rows {
		return rulef("the solution has %d rows, expected %d", len(s.Filled), p.Rows)
	}
	for r, row := range s.Filled {
		if len(row) != p.Cols {
			return rulef("row %d has %d cells, expected %d", r+1, len(row), p.Cols)
		}
	}
	for r, row := range s.Filled {
		if got := Runs(row); r < len(p.RowClues) && !slices.Equal(got, p.RowClues[r]) {
			return rulef("row %d shows %s, its clue is %s", r+1, FormatClue(got), FormatClue(p.RowClues[r]))
		}
	}
	col := make([]bool, p.Rows)
	for c := range p.Cols {
		for r := range p.Rows {
			col[r] = s.Filled[r][c]
		}
		if got := Runs(col); c < len(p.ColClues) && !slices.Equal(got, p.ColClues[c]) {
			return rulef("column %d shows %s, its clue is %s", c+1, FormatClue(got), FormatClue(p.ColClues[c]))
		}
	}
	return nil
}

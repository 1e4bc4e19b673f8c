package kakurasu

// Verify checks s against every rule of p, without any solver: the grid is
// N×N, in every row with a clue the 1-based column indices of the shaded
// cells sum to the clue, and in every column with a clue the 1-based row
// indices of the shaded cells sum to the clue. It returns nil or an error
// (wrapping ErrNotSolution) naming the first broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution given")
	}
	n := p.N
	if len(s.Shaded) != n {
		return rulef("the solution has %d rows, expected %d", len(s.Shaded), n)
	}
	for r, row := range s.Shaded {
		if len(row) != n {
			return rulef("row %d has %d cells, expected %d", r+1, len(row), n)
		}
	}
	for r := range n {
		sum := 0
		for c := range n {
			if s.Shaded[r][c] {
				sum += c + 1
			}
		}
		if r < len(p.RowClues) && p.RowClues[r] >= 0 && sum != p.RowClues[r] {
			return rulef("row %d: shaded columns sum to %d, clue is %d", r+1, sum, p.RowClues[r])
		}
	}
	for c := range n {
		sum := 0
		for r := range n {
			if s.Shaded[r][c] {
				sum += r + 1
			}
		}
		if c < len(p.ColClues) && p.ColClues[c] >= 0 && sum != p.ColClues[c] {
			return rulef("column %d: shaded rows sum to %d, clue is %d", c+1, sum, p.ColClues[c])
		}
	}
	return nil
}

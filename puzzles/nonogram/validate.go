package nonogram

// Validate checks that p is a well-formed nonogram: 1..MaxSide rows and
// columns, one clue per row and per column, every run at least one cell
// long, every clue fitting its line (its runs and a blank between each two),
// the row clues and the column clues filling the same number of cells, and a
// known solution (if any) of Rows rows of Cols cells. Errors wrap
// ErrInvalid; Parse reports them at the line of the file they concern.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Rows > MaxSide || p.Cols < 1 || p.Cols > MaxSide {
		return invalidf(p.rowsLine, "a %dx%d nonogram is not supported (expected 1..%d rows and columns)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.RowClues) != p.Rows {
		return invalidf(p.rowsLine, "expected %d row clues, found %d", p.Rows, len(p.RowClues))
	}
	if len(p.ColClues) != p.Cols {
		return invalidf(p.colsLine, "expected %d column clues, found %d", p.Cols, len(p.ColClues))
	}
	total := [2]int{}
	for k, set := range []struct {
		what  string
		clues [][]int
		lines []int
		size  int
	}{
		{"row", p.RowClues, p.rowLines, p.Cols},
		{"column", p.ColClues, p.colLines, p.Rows},
	} {
		for i, clue := range set.clues {
			line := lineOf(set.lines, i)
			for _, v := range clue {
				if v < 1 {
					return invalidf(line, "%s %d: run length %d, expected at least 1", set.what, i+1, v)
				}
				if v > set.size {
					return invalidf(line, "%s %d: clue %s needs at least %d cells, the %s has %d", set.what, i+1, FormatClue(clue), v, set.what, set.size)
				}
				total[k] += v
			}
			if need := span(clue); need > set.size {
				return invalidf(line, "%s %d: clue %s needs at least %d cells (runs and a blank between each two), the %s has %d", set.what, i+1, FormatClue(clue), need, set.what, set.size)
			}
		}
	}
	if total[0] != total[1] {
		return invalidf(p.colsLine, "the row clues fill %d cells and the column clues %d; both count the same filled cells", total[0], total[1])
	}
	if p.Known != nil {
		g := p.Known.Filled
		if len(g) != p.Rows {
			return invalidf(lineOf(p.knownLines, 0), "solution has %d rows, expected %d", len(g), p.Rows)
		}
		for r, row := range g {
			if len(row) != p.Cols {
				return invalidf(lineOf(p.knownLines, r), "solution row %d has %d cells, expected %d", r+1, len(row), p.Cols)
			}
		}
	}
	return nil
}

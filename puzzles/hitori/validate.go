package hitori

// Validate checks that p is a well-formed Hitori: 1..MaxSide rows and
// columns, a rectangular grid of numbers 1..MaxValue, and a known solution
// (if any) of Rows rows of Cols cells. Errors wrap ErrInvalid; Parse reports
// them at the line of the file they concern.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Rows > MaxSide || p.Cols < 1 || p.Cols > MaxSide {
		return invalidf(lineOf(p.gridLines, 0), "a %dx%d hitori is not supported (expected 1..%d rows and columns)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Grid) != p.Rows {
		return invalidf(lineOf(p.gridLines, 0), "the grid has %d rows, expected %d", len(p.Grid), p.Rows)
	}
	for r, row := range p.Grid {
		line := lineOf(p.gridLines, r)
		if len(row) != p.Cols {
			return invalidf(line, "row %d has %d numbers, expected %d", r+1, len(row), p.Cols)
		}
		for c, v := range row {
			if v < 1 || v > MaxValue {
				return invalidf(line, "row %d, column %d holds %d, expected a number 1..%d", r+1, c+1, v, MaxValue)
			}
		}
	}
	if p.Known != nil {
		g := p.Known.Shaded
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

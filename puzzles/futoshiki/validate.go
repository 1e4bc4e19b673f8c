package futoshiki

// Validate checks that p is a well-formed Futoshiki: a side 1..MaxN, N rows
// of N givens 0..N, N rows of N-1 signs to the right and N-1 rows of N
// signs below, each None, Less or Greater. A known solution (if any) must
// be N×N with values 1..N. Errors wrap ErrInvalid; Parse reports them at
// the line of the file they concern.
func (p *Puzzle) Validate() error {
	n := p.N
	if n < 1 || n > MaxN {
		return invalidf(lineOf(p.rowLines, 0), "futoshiki side %d is not supported (expected 1..%d)", n, MaxN)
	}
	if len(p.Givens) != n || len(p.Right) != n || len(p.Below) != n-1 {
		return invalidf(lineOf(p.rowLines, 0), "the grids have %d, %d and %d rows, expected %d, %d and %d", len(p.Givens), len(p.Right), len(p.Below), n, n, n-1)
	}
	for r := range n {
		line := lineOf(p.rowLines, r)
		if len(p.Givens[r]) != n || len(p.Right[r]) != n-1 {
			return invalidf(line, "row %d has %d cells and %d signs, expected %d and %d", r+1, len(p.Givens[r]), len(p.Right[r]), n, n-1)
		}
		for c, v := range p.Givens[r] {
			if v < 0 || v > n {
				return invalidf(line, "row %d, column %d gives %d, expected 1..%d", r+1, c+1, v, n)
			}
		}
		for c, rel := range p.Right[r] {
			if rel < None || rel > Greater {
				return invalidf(line, "row %d: unknown sign %d between columns %d and %d", r+1, int(rel), c+1, c+2)
			}
		}
	}
	for r, row := range p.Below {
		line := lineOf(p.relLines, r)
		if len(row) != n {
			return invalidf(line, "the signs below row %d are %d, expected %d", r+1, len(row), n)
		}
		for c, rel := range row {
			if rel < None || rel > Greater {
				return invalidf(line, "column %d: unknown sign %d between rows %d and %d", c+1, int(rel), r+1, r+2)
			}
		}
	}
	if p.Known != nil {
		g := p.Known.Grid
		if len(g) != n {
			return invalidf(lineOf(p.knownLines, 0), "solution has %d rows, expected %d", len(g), n)
		}
		for r, row := range g {
			if len(row) != n {
				return invalidf(lineOf(p.knownLines, r), "solution row %d has %d values, expected %d", r+1, len(row), n)
			}
			for c, v := range row {
				if v < 1 || v > n {
					return invalidf(lineOf(p.knownLines, r), "solution cell (row %d, column %d) holds %d, expected 1..%d", r+1, c+1, v, n)
				}
			}
		}
	}
	return nil
}

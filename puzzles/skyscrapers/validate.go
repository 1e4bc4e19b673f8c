package skyscrapers

// Validate checks that p is a well-formed Skyscrapers puzzle: a side
// 1..MaxN, N clues on each side, each 0 (none) or 1..N, N rows of N givens
// each 0 (empty) or 1..N, and no height given twice in a row or a column.
// A known solution (if any) must be N×N with heights 1..N. Errors wrap
// ErrInvalid; Parse reports them at the line of the file they concern.
func (p *Puzzle) Validate() error {
	n := p.N
	if n < 1 || n > MaxN {
		return invalidf(lineOf(p.frameLines, 0), "skyscrapers side %d is not supported (expected 1..%d)", n, MaxN)
	}
	for _, s := range []Side{Top, Bottom, Left, Right} {
		clues := p.Clues(s)
		if len(clues) != n {
			return invalidf(0, "%d %s clues, expected %d", len(clues), s, n)
		}
		for i, v := range clues {
			if v < 0 || v > n {
				return invalidf(p.clueLine(s, i), "%s is %d, expected 1..%d (or none)", ClueName(s, i), v, n)
			}
		}
	}
	if len(p.Givens) != n {
		return invalidf(0, "%d rows of givens, expected %d", len(p.Givens), n)
	}
	for r, row := range p.Givens {
		line := lineOf(p.frameLines, r+1)
		if len(row) != n {
			return invalidf(line, "row %d has %d givens, expected %d", r+1, len(row), n)
		}
		for c, v := range row {
			if v < 0 || v > n {
				return invalidf(line, "row %d, column %d gives %d, expected 1..%d", r+1, c+1, v, n)
			}
			if v == 0 {
				continue
			}
			for c2 := range c {
				if row[c2] == v {
					return invalidf(line, "row %d gives %d twice (columns %d and %d)", r+1, v, c2+1, c+1)
				}
			}
			for r2 := range r {
				if p.Givens[r2][c] == v {
					return invalidf(line, "column %d gives %d twice (rows %d and %d)", c+1, v, r2+1, r+1)
				}
			}
		}
	}
	if p.Known != nil {
		g := p.Known.Grid
		if len(g) != n {
			return invalidf(lineOf(p.knownLines, 0), "the solution has %d rows, expected %d", len(g), n)
		}
		for r, row := range g {
			if len(row) != n {
				return invalidf(lineOf(p.knownLines, r), "solution row %d has %d heights, expected %d", r+1, len(row), n)
			}
			for c, v := range row {
				if v < 1 || v > n {
					return invalidf(lineOf(p.knownLines, r), "solution row %d, column %d holds %d, expected 1..%d", r+1, c+1, v, n)
				}
			}
		}
	}
	return nil
}

// clueLine is the file line of the clue at index i of side s.
func (p *Puzzle) clueLine(s Side, i int) int {
	switch s {
	case Top:
		return lineOf(p.frameLines, 0)
	case Bottom:
		return lineOf(p.frameLines, p.N+1)
	}
	return lineOf(p.frameLines, i+1)
}

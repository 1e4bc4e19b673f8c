package kakurasu

// Validate checks that p is a well-formed Kakurasu: a side 1..MaxN, N row
// clues and N column clues, each -1 (no clue) or within 0..N(N+1)/2 (the
// sum of all indices), and a known solution (if any) of N rows of N cells.
// Errors wrap ErrInvalid; Parse reports them at the line of the file they
// concern.
func (p *Puzzle) Validate() error {
	n := p.N
	if n < 1 || n > MaxN {
		return invalidf(p.rowsLine, "kakurasu side %d is not supported (expected 1..%d)", n, MaxN)
	}
	if len(p.RowClues) != n {
		return invalidf(p.rowsLine, "expected %d row clues, found %d", n, len(p.RowClues))
	}
	if len(p.ColClues) != n {
		return invalidf(p.colsLine, "expected %d column clues (as many as row clues), found %d", n, len(p.ColClues))
	}
	most := n * (n + 1) / 2
	for _, set := range []struct {
		what, other string
		clues       []int
		line        int
	}{
		{"row", "columns", p.RowClues, p.rowsLine},
		{"column", "rows", p.ColClues, p.colsLine},
	} {
		for i, v := range set.clues {
			if v < -1 {
				return invalidf(set.line, "%s %d: clue %d is negative (use -1 for no clue)", set.what, i+1, v)
			}
			if v > most {
				return invalidf(set.line, "%s %d: clue %d is more than %d, the sum of all %s 1..%d", set.what, i+1, v, most, set.other, n)
			}
		}
	}
	if p.Known != nil {
		g := p.Known.Shaded
		if len(g) != n {
			return invalidf(lineOf(p.knownLines, 0), "solution has %d rows, expected %d", len(g), n)
		}
		for r, row := range g {
			if len(row) != n {
				return invalidf(lineOf(p.knownLines, r), "solution row %d has %d cells, expected %d", r+1, len(row), n)
			}
		}
	}
	return nil
}

package futoshiki

// Verify checks s against every rule of p, without any solver: the grid is
// N×N with values 1..N, every row and every column holds each value once,
// every given is kept, and every sign holds between its two cells. It
// returns nil or an error (wrapping ErrNotSolution) naming the first broken
// rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution given")
	}
	n := p.N
	if len(s.Grid) != n {
		return rulef("the solution has %d rows, expected %d", len(s.Grid), n)
	}
	for r, row := range s.Grid {
		if len(row) != n {
			return rulef("row %d has %d values, expected %d", r+1, len(row), n)
		}
		for c, v := range row {
			if v < 1 || v > n {
				return rulef("row %d, column %d holds %d, expected a value 1..%d", r+1, c+1, v, n)
			}
		}
	}
	for r := range n {
		seen := make([]bool, n+1)
		for c := range n {
			v := s.Grid[r][c]
			if seen[v] {
				return rulef("row %d has two %ds", r+1, v)
			}
			seen[v] = true
		}
	}
	for c := range n {
		seen := make([]bool, n+1)
		for r := range n {
			v := s.Grid[r][c]
			if seen[v] {
				return rulef("column %d has two %ds", c+1, v)
			}
			seen[v] = true
		}
	}
	for r := range n {
		for c := range n {
			if g := at(p.Givens, r, c); g != 0 && s.Grid[r][c] != g {
				return rulef("row %d, column %d holds %d, but the puzzle gives %d", r+1, c+1, s.Grid[r][c], g)
			}
		}
	}
	// The signs, read from the grids (not from Inequalities, so that a
	// mistake there cannot hide one here).
	for r := range n {
		for c := range n {
			v := s.Grid[r][c]
			if c+1 < n {
				if err := verifySign(relAt(p.Right, r, c), v, s.Grid[r][c+1], r, c, r, c+1, "<", ">"); err != nil {
					return err
				}
			}
			if r+1 < n {
				if err := verifySign(relAt(p.Below, r, c), v, s.Grid[r+1][c], r, c, r+1, c, "^", "v"); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// verifySign checks the sign between (r1, c1) holding a and (r2, c2)
// holding b; less and greater are the sign's spellings in the file.
func verifySign(rel Rel, a, b, r1, c1, r2, c2 int, less, greater string) error {
	switch {
	case rel == Less && a >= b:
		return rulef("the sign '%s' between row %d, column %d and row %d, column %d needs %d < %d", less, r1+1, c1+1, r2+1, c2+1, a, b)
	case rel == Greater && a <= b:
		return rulef("the sign '%s' between row %d, column %d and row %d, column %d needs %d > %d", greater, r1+1, c1+1, r2+1, c2+1, a, b)
	}
	return nil
}

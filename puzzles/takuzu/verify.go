package takuzu

// Verify checks s against every rule of p, without any solver: the grid is
// N×N of 0 and 1, it keeps every given, no row or column has three equal
// cells next to each other, every row and column has as many 0s as 1s and,
// under the unique rule, no two rows and no two columns are equal. It
// returns nil or an error (wrapping ErrNotSolution) naming the first broken
// rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution given")
	}
	n := p.N
	if n < 2 || n%2 != 0 {
		return rulef("the puzzle has side %d, expected an even side", n)
	}
	if len(s.Grid) != n {
		return rulef("the solution has %d rows, expected %d", len(s.Grid), n)
	}
	for r, row := range s.Grid {
		if len(row) != n {
			return rulef("row %d has %d cells, expected %d", r+1, len(row), n)
		}
		for c, v := range row {
			if v != 0 && v != 1 {
				return rulef("row %d, column %d holds %d, expected 0 or 1", r+1, c+1, v)
			}
			if r < len(p.Grid) && c < len(p.Grid[r]) && p.Grid[r][c] >= 0 && p.Grid[r][c] != v {
				return rulef("row %d, column %d is %d, but the puzzle gives %d", r+1, c+1, v, p.Grid[r][c])
			}
		}
	}
	lines := allLines(n)
	for _, l := range lines {
		v := l.values(s.Grid, n)
		for i := 2; i < n; i++ {
			if v[i] == v[i-1] && v[i] == v[i-2] {
				return rulef("%s has three %ss in a row (%s)", l, valueName(v[i]), l.span(i-2, i))
			}
		}
		ones := 0
		for _, x := range v {
			ones += int(x)
		}
		if ones != n/2 {
			return rulef("%s has %s and %s", l, plural(ones, "one"), plural(n-ones, "zero"))
		}
	}
	if p.Unique {
		for a := range lines {
			va := lines[a].values(s.Grid, n)
			for b := a + 1; b < len(lines) && lines[b].col == lines[a].col; b++ {
				if equal(va, lines[b].values(s.Grid, n)) {
					return rulef("%s repeats %s", lines[b], lines[a])
				}
			}
		}
	}
	return nil
}

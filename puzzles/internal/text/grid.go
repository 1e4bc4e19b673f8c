package text

import "strconv"

// IsDigits reports whether s is a non-empty run of ASCII digits.
func IsDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// ValueGrid reads exactly n rows of n values 1..n (a Latin-square kind's
// solution block: KenKen, Killer Sudoku), naming the line of the first
// one that is not. It returns the grid and the line number of each row.
func (d *Doc) ValueGrid(rows []Line, n int) ([][]int, []int, error) {
	if len(rows) < n {
		return nil, nil, d.EOFErrorf("expected %d rows of %d values, found %d", n, n, len(rows))
	}
	if len(rows) > n {
		return nil, nil, d.Errorf(rows[n].No, "expected %d rows of %d values; this is row %d", n, n, n+1)
	}
	g := make([][]int, n)
	lines := make([]int, n)
	for r, l := range rows {
		t := Tokens(l.Text)
		if len(t) != n {
			return nil, nil, d.Errorf(l.No, "expected a row of %d values, found %d", n, len(t))
		}
		g[r] = make([]int, n)
		lines[r] = l.No
		for c, tok := range t {
			v, err := strconv.Atoi(tok)
			if err != nil || !IsDigits(tok) {
				return nil, nil, d.Errorf(l.No, "expected a cell value (a number 1..%d), found '%s'", n, tok)
			}
			if v < 1 || v > n {
				return nil, nil, d.Errorf(l.No, "expected a cell value 1..%d, found %s", n, tok)
			}
			g[r][c] = v
		}
	}
	return g, lines, nil
}

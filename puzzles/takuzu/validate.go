package takuzu

// Validate checks that p is a well-formed Takuzu: an even side 2..MaxN, an
// N×N grid of 0, 1 and -1 (unknown), givens that do not already break a
// rule (three equal cells in a row, more than half of a row or column
// equal, and under the unique rule two equal rows or columns given in full),
// and a known solution (if any) of the right shape holding only 0 and 1.
// Errors wrap ErrInvalid; Parse reports them at the line of the file they
// concern.
func (p *Puzzle) Validate() error {
	n := p.N
	if n < 2 || n > MaxN || n%2 != 0 {
		return invalidf(lineOf(p.rowLines, 0), "takuzu side %d is not supported (expected an even side 2..%d)", n, MaxN)
	}
	if err := checkShape(p.Grid, n, -1, "grid", p.rowLines); err != nil {
		return err
	}
	if err := p.checkGivens(); err != nil {
		return err
	}
	if p.Known != nil {
		if err := checkShape(p.Known.Grid, n, 0, "solution", p.knownLines); err != nil {
			return err
		}
	}
	return nil
}

func checkShape(g [][]int8, n int, lo int8, what string, lines []int) error {
	if len(g) != n {
		return invalidf(lineOf(lines, 0), "%s has %d rows, expected %d", what, len(g), n)
	}
	for r, row := range g {
		if len(row) != n {
			return invalidf(lineOf(lines, r), "%s row %d has %d cells, expected %d", what, r+1, len(row), n)
		}
		for c, v := range row {
			if v < lo || v > 1 {
				return invalidf(lineOf(lines, r), "%s cell (row %d, column %d) holds %d, expected %d..1", what, r+1, c+1, v, lo)
			}
		}
	}
	return nil
}

// checkGivens reports givens that already break a rule.
func (p *Puzzle) checkGivens() error {
	n := p.N
	for _, l := range allLines(n) {
		v := l.values(p.Grid, n)
		for i := 2; i < n; i++ {
			if v[i] >= 0 && v[i] == v[i-1] && v[i] == v[i-2] {
				r, _ := l.at(i)
				return invalidf(lineOf(p.rowLines, r), "%s gives three %ss in a row (%s)", l, valueName(v[i]), l.span(i-2, i))
			}
		}
		var count [2]int
		for i, x := range v {
			if x < 0 {
				continue
			}
			count[x]++
			if count[x] > n/2 {
				r, _ := l.at(i)
				return invalidf(lineOf(p.rowLines, r), "%s gives %s, more than half of its %d cells", l, plural(count[x], valueName(x)), n)
			}
		}
	}
	if !p.Unique {
		return nil
	}
	lines := allLines(n)
	for a := range lines {
		va := lines[a].values(p.Grid, n)
		if !full(va) {
			continue
		}
		for b := a + 1; b < len(lines) && lines[b].col == lines[a].col; b++ {
			if vb := lines[b].values(p.Grid, n); equal(va, vb) {
				r, _ := lines[b].at(n - 1)
				return invalidf(lineOf(p.rowLines, r), "%s repeats %s, both given in full (the unique rule forbids equal rows and columns)", lines[b], lines[a])
			}
		}
	}
	return nil
}

package sudoku

// Validate checks that p is a well-formed Sudoku: a side of 4, 9, 16 or 25,
// an N×N grid of values 0..N, no value given twice in a row, column or box,
// a known spelling, and a known solution (if any) of the right shape with
// every cell filled. Errors wrap ErrInvalid; Parse reports them at the line
// of the file they concern.
func (p *Puzzle) Validate() error {
	if !isSide(p.N) {
		return invalidf(p.rowLine(0), "sudoku side %d is not supported (expected 4, 9, 16 or 25)", p.N)
	}
	if p.Spelling < Chars || p.Spelling > OneLine {
		return invalidf(0, "unknown sudoku spelling %d", int(p.Spelling))
	}
	if err := checkShape(p.Grid, p.N, 0, "grid", p.rowLine); err != nil {
		return err
	}
	if err := p.checkGivens(); err != nil {
		return err
	}
	if p.Known != nil {
		if err := checkShape(p.Known.Grid, p.N, 1, "solution", p.knownLine); err != nil {
			return err
		}
	}
	return nil
}

// checkShape checks n rows of n values in lo..n.
func checkShape(g [][]int, n, lo int, what string, line func(int) int) error {
	if len(g) != n {
		return invalidf(line(0), "%s has %d rows, expected %d", what, len(g), n)
	}
	for r, row := range g {
		if len(row) != n {
			return invalidf(line(r), "%s row %d has %d cells, expected %d", what, r+1, len(row), n)
		}
		for c, v := range row {
			if v < lo || v > n {
				if v == 0 {
					return invalidf(line(r), "%s cell (row %d, column %d) is empty", what, r+1, c+1)
				}
				return invalidf(line(r), "%s cell (row %d, column %d) holds %d, expected %d..%d", what, r+1, c+1, v, lo, n)
			}
		}
	}
	return nil
}

// checkGivens reports a value given twice in a row, column or box.
func (p *Puzzle) checkGivens() error {
	n, b := p.N, p.BoxSize()
	if none, ok := noRepeat(p.Grid, n, b); ok && none {
		return nil
	}
	seen := make([]int, n+1) // value -> 1 + index in unit of first sight
	for _, u := range units(n, b) {
		clear(seen)
		for i, cell := range u.cells {
			v := p.Grid[cell[0]][cell[1]]
			if v == 0 {
				continue
			}
			if seen[v] > 0 {
				return invalidf(p.rowLine(cell[0]), "%s gives %d twice", u.name, v)
			}
			seen[v] = i + 1
		}
	}
	return nil
}

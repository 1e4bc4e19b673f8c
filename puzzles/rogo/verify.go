package rogo

// Score returns the sum of the points of the loop's cells. Cells outside the
// grid count nothing.
func Score(p *Puzzle, loop []Cell) int {
	sum := 0
	for _, c := range loop {
		if c.Row >= 0 && c.Row < len(p.Points) && c.Col >= 0 && c.Col < len(p.Points[c.Row]) {
			sum += p.Points[c.Row][c.Col]
		}
	}
	return sum
}

// Verify checks s against the rules of p without the engine: the loop has
// exactly Steps distinct cells (at least 4), all inside the grid and none
// blocked, each orthogonally next to the following one and the last next to
// the first, and the solution's score is the sum of the loop's points. It
// does not check that the score is optimal. The error names the broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution")
	}
	loop := s.Loop
	if len(loop) != p.Steps {
		return rulef("the loop has %d cells, expected steps = %d", len(loop), p.Steps)
	}
	if len(loop) < 4 {
		return rulef("the loop has %d cells, but a closed loop on a grid has at least 4", len(loop))
	}
	for i, c := range loop {
		if c.Row < 0 || c.Row >= p.Rows || c.Col < 0 || c.Col >= p.Cols ||
			c.Row >= len(p.Blocked) || c.Col >= len(p.Blocked[c.Row]) {
			return rulef("@%d (row %d, column %d) is outside the %dx%d grid", i+1, c.Row+1, c.Col+1, p.Rows, p.Cols)
		}
	}
	seen := make([][]int, p.Rows) // seen[r][c] is k+1 for @k+1, 0 if unused
	for r := range seen {
		seen[r] = make([]int, p.Cols)
	}
	for i, c := range loop {
		if j := seen[c.Row][c.Col]; j != 0 {
			return rulef("the loop visits row %d, column %d twice (@%d and @%d)", c.Row+1, c.Col+1, j, i+1)
		}
		seen[c.Row][c.Col] = i + 1
		if p.Blocked[c.Row][c.Col] {
			return rulef("the loop passes through the blocked cell at row %d, column %d (@%d)", c.Row+1, c.Col+1, i+1)
		}
	}
	for i, a := range loop {
		j := (i + 1) % len(loop)
		if b := loop[j]; !adjacent(a, b) {
			if j == 0 {
				return rulef("the loop does not close: its last cell @%d (row %d, column %d) is not orthogonally next to its first @1 (row %d, column %d)", i+1, a.Row+1, a.Col+1, b.Row+1, b.Col+1)
			}
			return rulef("@%d (row %d, column %d) and @%d (row %d, column %d) are not orthogonal neighbours", i+1, a.Row+1, a.Col+1, j+1, b.Row+1, b.Col+1)
		}
	}
	if got := Score(p, loop); got != s.Score {
		return rulef("the solution claims score %d, but its loop collects %d points", s.Score, got)
	}
	return nil
}

// adjacent reports whether a and b are orthogonal neighbours.
func adjacent(a, b Cell) bool {
	dr, dc := a.Row-b.Row, a.Col-b.Col
	return (dr == 0 && (dc == 1 || dc == -1)) || (dc == 0 && (dr == 1 || dr == -1))
}

package hitori

// Verify checks s against every rule of p, without any solver: the shading
// has Rows rows of Cols cells; no number appears twice among the unshaded
// cells of a row or of a column; no two shaded cells are orthogonally
// adjacent; and the unshaded cells are orthogonally connected (a flood fill
// from the first unshaded cell reaches them all). It returns nil or an
// error (wrapping ErrNotSolution) naming the first broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution given")
	}
	rows, cols := p.Rows, p.Cols
	if len(s.Shaded) != rows || len(p.Grid) != rows {
		return rulef("the solution has %d rows, expected %d", len(s.Shaded), rows)
	}
	for r, row := range s.Shaded {
		if len(row) != cols || len(p.Grid[r]) != cols {
			return rulef("row %d has %d cells, expected %d", r+1, len(row), cols)
		}
	}
	shaded := func(r, c int) bool { return s.Shaded[r][c] }
	// No number twice among the unshaded cells of a line.
	for r := range rows {
		seen := map[int]int{} // number -> column (1-based) of its unshaded cell
		for c := range cols {
			if shaded(r, c) {
				continue
			}
			v := p.Grid[r][c]
			if first, ok := seen[v]; ok {
				return rulef("row %d has two unshaded %ds (columns %d and %d)", r+1, v, first, c+1)
			}
			seen[v] = c + 1
		}
	}
	for c := range cols {
		seen := map[int]int{}
		for r := range rows {
			if shaded(r, c) {
				continue
			}
			v := p.Grid[r][c]
			if first, ok := seen[v]; ok {
				return rulef("column %d has two unshaded %ds (rows %d and %d)", c+1, v, first, r+1)
			}
			seen[v] = r + 1
		}
	}
	// No two shaded cells side by side.
	for r := range rows {
		for c := range cols {
			if !shaded(r, c) {
				continue
			}
			if c+1 < cols && shaded(r, c+1) {
				return rulef("shaded cells touch: row %d, columns %d and %d", r+1, c+1, c+2)
			}
			if r+1 < rows && shaded(r+1, c) {
				return rulef("shaded cells touch: column %d, rows %d and %d", c+1, r+1, r+2)
			}
		}
	}
	// The unshaded cells form one orthogonally connected area.
	seen := make([]bool, rows*cols)
	start := -1
	for i := range seen {
		if !shaded(i/cols, i%cols) {
			start = i
			break
		}
	}
	if start < 0 {
		return nil // every cell shaded: only a 1x1 grid gets here
	}
	seen[start] = true
	stack := []int{start}
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		r, c := i/cols, i%cols
		for _, d := range [4][2]int{{-1, 0}, {0, 1}, {1, 0}, {0, -1}} {
			nr, nc := r+d[0], c+d[1]
			if nr < 0 || nr >= rows || nc < 0 || nc >= cols || shaded(nr, nc) || seen[nr*cols+nc] {
				continue
			}
			seen[nr*cols+nc] = true
			stack = append(stack, nr*cols+nc)
		}
	}
	for i, ok := range seen {
		if !ok && !shaded(i/cols, i%cols) {
			return rulef("the unshaded cells are not connected: row %d, column %d is cut off from row %d, column %d",
				i/cols+1, i%cols+1, start/cols+1, start%cols+1)
		}
	}
	return nil
}

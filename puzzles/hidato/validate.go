package hidato

// Validate checks that p is a well-formed Hidato: a grid of 1..MaxSide
// rows of the same length 1..MaxSide with 1..MaxCells cells, squares that are holes, empty cells
// or given numbers 1..N (N the number of cells), no number given twice,
// and cells that form one connected group under p's moves (a path through
// them all exists only then). A known solution (if any) must have p's
// shape, its holes where p has them and numbers 1..N elsewhere. Errors wrap
// ErrInvalid; Parse reports them at the line of the file they concern.
func (p *Puzzle) Validate() error {
	if err := p.validatePuzzle(); err != nil {
		return err
	}
	if p.Known == nil {
		return nil
	}
	g, n := p.Known.Grid, p.NumCells()
	if len(g) != p.Rows {
		return invalidf(lineOf(p.knownLines, 0), "the solution has %d rows, expected %d", len(g), p.Rows)
	}
	for r, row := range g {
		line := lineOf(p.knownLines, r)
		if len(row) != p.Cols {
			return invalidf(line, "solution row %d has %d squares, expected %d", r+1, len(row), p.Cols)
		}
		for c, v := range row {
			switch {
			case (v == Hole) != (p.Grid[r][c] == Hole):
				return invalidf(line, "solution row %d, column %d: holes must be where the puzzle has them", r+1, c+1)
			case v != Hole && (v < 1 || v > n):
				return invalidf(line, "solution row %d, column %d holds %d, expected 1..%d", r+1, c+1, v, n)
			}
		}
	}
	return nil
}

// validatePuzzle checks everything but the known solution.
func (p *Puzzle) validatePuzzle() error {
	if p.Rows < 1 || p.Rows > MaxSide || p.Cols < 1 || p.Cols > MaxSide {
		return invalidf(lineOf(p.rowLines, 0), "a %dx%d grid is not supported (expected 1..%d rows and columns)", p.Rows, p.Cols, MaxSide)
	}
	if len(p.Grid) != p.Rows {
		return invalidf(0, "the grid has %d rows, expected %d", len(p.Grid), p.Rows)
	}
	n := 0
	for r, row := range p.Grid {
		if len(row) != p.Cols {
			return invalidf(lineOf(p.rowLines, r), "row %d has %d squares, expected %d", r+1, len(row), p.Cols)
		}
		for _, v := range row {
			if v < Hole {
				return invalidf(lineOf(p.rowLines, r), "row %d holds %d, expected a hole, an empty cell or a number", r+1, v)
			}
			if v != Hole {
				n++
			}
		}
	}
	if n == 0 {
		return invalidf(lineOf(p.rowLines, 0), "the grid has no cell, only holes")
	}
	if n > MaxCells {
		return invalidf(lineOf(p.rowLines, 0), "the grid has %d cells, more than %d", n, MaxCells)
	}
	at := make([]Cell, n+1) // at[k] is where k is given
	seen := make([]bool, n+1)
	for r, row := range p.Grid {
		for c, v := range row {
			if v <= 0 {
				continue
			}
			if v > n {
				return invalidf(lineOf(p.rowLines, r), "row %d, column %d gives %d, but the grid has %d cells (numbers 1..%d)", r+1, c+1, v, n, n)
			}
			if seen[v] {
				return invalidf(lineOf(p.rowLines, r), "%d is given twice: row %d, column %d and row %d, column %d", v, at[v].Row+1, at[v].Col+1, r+1, c+1)
			}
			seen[v], at[v] = true, Cell{r, c}
		}
	}
	return p.checkConnected()
}

// checkConnected checks that every cell can be reached from the first one
// by p's moves through cells.
func (p *Puzzle) checkConnected() error {
	seen := make([][]bool, p.Rows)
	for r := range seen {
		seen[r] = make([]bool, p.Cols)
	}
	var first Cell
	found := false
	for r := 0; r < p.Rows && !found; r++ {
		for c := 0; c < p.Cols && !found; c++ {
			if p.Grid[r][c] != Hole {
				first, found = Cell{r, c}, true
			}
		}
	}
	seen[first.Row][first.Col] = true
	queue := []Cell{first}
	moves := p.Moves()
	for len(queue) > 0 {
		a := queue[0]
		queue = queue[1:]
		for _, m := range moves {
			b := Cell{a.Row + m[0], a.Col + m[1]}
			if b.Row >= 0 && b.Row < p.Rows && b.Col >= 0 && b.Col < p.Cols && p.Grid[b.Row][b.Col] != Hole && !seen[b.Row][b.Col] {
				seen[b.Row][b.Col] = true
				queue = append(queue, b)
			}
		}
	}
	for r, row := range p.Grid {
		for c, v := range row {
			if v != Hole && !seen[r][c] {
				return invalidf(lineOf(p.rowLines, r), "row %d, column %d cannot be reached from row %d, column %d: no path runs through every cell", r+1, c+1, first.Row+1, first.Col+1)
			}
		}
	}
	return nil
}

package hidato

// Verify checks s against every rule of p, without any solver: the grid
// has p's shape with holes where p has them, the cells hold the numbers
// 1..N once each, every given number stands where it is given, and each
// number k < N is next to k+1 (a king's move for Hidato, a side for
// Numbrix). It returns nil or an error (wrapping ErrNotSolution) naming
// the first broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution given")
	}
	if len(s.Grid) != p.Rows || len(p.Grid) != p.Rows {
		return rulef("the solution has %d rows, expected %d", len(s.Grid), p.Rows)
	}
	n := 0
	for r, row := range s.Grid {
		if len(row) != p.Cols || len(p.Grid[r]) != p.Cols {
			return rulef("row %d has %d squares, expected %d", r+1, len(row), p.Cols)
		}
		for c, v := range row {
			if (v == Hole) != (p.Grid[r][c] == Hole) {
				return rulef("row %d, column %d: the holes are not the puzzle's", r+1, c+1)
			}
			if v != Hole {
				n++
			}
		}
	}
	where := make([]Cell, n+1)
	placed := make([]bool, n+1)
	for r, row := range s.Grid {
		for c, v := range row {
			switch {
			case v == Hole:
				continue
			case v < 1 || v > n:
				return rulef("%s holds %d, expected a number 1..%d", name(Cell{r, c}), v, n)
			case placed[v]:
				return rulef("%d is written twice, at %s and %s", v, name(where[v]), name(Cell{r, c}))
			case p.Grid[r][c] > 0 && p.Grid[r][c] != v:
				return rulef("%s holds %d, but %d is given there", name(Cell{r, c}), v, p.Grid[r][c])
			}
			placed[v], where[v] = true, Cell{r, c}
		}
	}
	// n cells hold n distinct numbers of 1..n: each number is placed.
	for k := 1; k < n; k++ {
		if !p.Adjacent(where[k], where[k+1]) {
			how := "a king's move"
			if p.Orthogonal {
				how = "a side"
			}
			return rulef("%d at %s and %d at %s are not neighbours (%s apart, not %s)", k, name(where[k]), k+1, name(where[k+1]), distance(where[k], where[k+1]), how)
		}
	}
	return nil
}

// name is a cell as the rules speak of it: "r3c5".
func name(c Cell) string {
	return "r" + itoa(c.Row+1) + "c" + itoa(c.Col+1)
}

// distance describes the step from a to b: "2 rows and 1 column".
func distance(a, b Cell) string {
	plural := func(k int, what string) string {
		if k == 1 {
			return "1 " + what
		}
		return itoa(k) + " " + what + "s"
	}
	dr, dc := abs(a.Row-b.Row), abs(a.Col-b.Col)
	switch {
	case dr == 0:
		return plural(dc, "column")
	case dc == 0:
		return plural(dr, "row")
	}
	return plural(dr, "row") + " and " + plural(dc, "column")
}

package kakuro

// Validate checks that p is a well-formed Kakuro: a size within MaxSide,
// grids of that size, clues on black cells only, every clue heading a run
// of 1..9 white cells with a sum that distinct digits can reach, and every
// run of two or more white cells headed by a clue (a white cell outside
// every clued run would be free). A known solution (if any) must have the
// grid's size, digits 1..9 in the white cells and 0 in the black ones.
// Errors wrap ErrInvalid; Parse reports them at the line of the file they
// concern.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Rows > MaxSide || p.Cols < 1 || p.Cols > MaxSide {
		return invalidf(lineOf(p.rowLines, 0), "kakuro size %dx%d is not supported (expected 1..%d each way)", p.Rows, p.Cols, MaxSide)
	}
	for _, g := range []int{len(p.White), len(p.Down), len(p.Across)} {
		if g != p.Rows {
			return invalidf(0, "the grids have %d rows, expected %d", g, p.Rows)
		}
	}
	for r := range p.Rows {
		if len(p.White[r]) != p.Cols || len(p.Down[r]) != p.Cols || len(p.Across[r]) != p.Cols {
			return invalidf(lineOf(p.rowLines, r), "row %d does not have %d cells", r+1, p.Cols)
		}
	}
	whites := 0
	for r := range p.Rows {
		line := lineOf(p.rowLines, r)
		for c := range p.Cols {
			down, across := p.Down[r][c], p.Across[r][c]
			if p.White[r][c] {
				whites++
				if down != 0 || across != 0 {
					return invalidf(line, "row %d, column %d is a white cell with a clue", r+1, c+1)
				}
				continue
			}
			for _, cl := range []struct {
				sum, dr, dc int
				dir         string
			}{{across, 0, 1, "across"}, {down, 1, 0, "down"}} {
				if cl.sum == 0 {
					continue
				}
				k := len(p.walk(r, c, cl.dr, cl.dc))
				switch {
				case cl.sum < 0:
					return invalidf(line, "row %d, column %d: %s sum %d is negative", r+1, c+1, cl.dir, cl.sum)
				case k == 0:
					return invalidf(line, "row %d, column %d: %s clue %d heads no white cell", r+1, c+1, cl.dir, cl.sum)
				case k > MaxRun:
					return invalidf(line, "row %d, column %d: the %s run is %d cells long, more than the %d digits it must hold once each", r+1, c+1, cl.dir, k, MaxRun)
				case cl.sum < MinSum(k) || cl.sum > MaxSum(k):
					return invalidf(line, "row %d, column %d: %d distinct digits cannot sum to %d %s (expected %d..%d)", r+1, c+1, k, cl.sum, cl.dir, MinSum(k), MaxSum(k))
				}
			}
		}
	}
	if whites == 0 {
		return invalidf(lineOf(p.rowLines, 0), "the grid has no white cell to fill")
	}
	// Every run of two or more white cells needs its clue.
	for r := range p.Rows {
		for c := range p.Cols {
			if !p.White[r][c] {
				continue
			}
			if !p.isWhite(r, c-1) && p.isWhite(r, c+1) && at(p.Across, r, c-1) == 0 {
				return invalidf(lineOf(p.rowLines, r), "the across run starting at row %d, column %d has no clue (expected 'DOWN\\ACROSS' with an across sum left of it)", r+1, c+1)
			}
			if !p.isWhite(r-1, c) && p.isWhite(r+1, c) && at(p.Down, r-1, c) == 0 {
				return invalidf(lineOf(p.rowLines, r), "the down run starting at row %d, column %d has no clue (expected 'DOWN\\ACROSS' with a down sum above it)", r+1, c+1)
			}
		}
	}
	if p.Known != nil {
		g := p.Known.Grid
		if len(g) != p.Rows {
			return invalidf(lineOf(p.knownLines, 0), "solution has %d rows, expected %d", len(g), p.Rows)
		}
		for r, row := range g {
			if len(row) != p.Cols {
				return invalidf(lineOf(p.knownLines, r), "solution row %d has %d cells, expected %d", r+1, len(row), p.Cols)
			}
			for c, v := range row {
				if p.White[r][c] && (v < 1 || v > 9) {
					return invalidf(lineOf(p.knownLines, r), "solution cell (row %d, column %d) holds %d, expected a digit 1..9", r+1, c+1, v)
				}
				if !p.White[r][c] && v != 0 {
					return invalidf(lineOf(p.knownLines, r), "solution cell (row %d, column %d) is black, but holds %d", r+1, c+1, v)
				}
			}
		}
	}
	return nil
}

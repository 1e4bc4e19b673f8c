package slitherlink

import "fmt"

// The words of the kind: cells "r2c4" (1-based), an edge by the cells it
// separates ("r2c4|r2c5", "the top of r1c3"), a dot by a cell's corner.

// CellName names cell (r, c), 0-based: "r2c4" for (1, 3).
func CellName(r, c int) string { return fmt.Sprintf("r%dc%d", r+1, c+1) }

// HName names the horizontal edge H[r][c]: between the cells above and
// below it ("r1c3/r2c3"), or the top or bottom side of a border cell.
func HName(p *Puzzle, r, c int) string {
	switch {
	case r == 0:
		return "the top of " + CellName(0, c)
	case r == p.Rows:
		return "the bottom of " + CellName(p.Rows-1, c)
	}
	return CellName(r-1, c) + "/" + CellName(r, c)
}

// VName names the vertical edge V[r][c]: between the cells left and right
// of it ("r2c4|r2c5"), or the left or right side of a border cell.
func VName(p *Puzzle, r, c int) string {
	switch {
	case c == 0:
		return "the left of " + CellName(r, 0)
	case c == p.Cols:
		return "the right of " + CellName(r, p.Cols-1)
	}
	return CellName(r, c-1) + "|" + CellName(r, c)
}

// dotName names dot (r, c) by the corner of a cell it is: "the top-left
// corner of r2c3".
func dotName(p *Puzzle, r, c int) string {
	vert, hor := "top", "left"
	cr, cc := r, c
	if r == p.Rows {
		vert, cr = "bottom", r-1
	}
	if c == p.Cols {
		hor, cc = "right", c-1
	}
	return fmt.Sprintf("the %s-%s corner of %s", vert, hor, CellName(cr, cc))
}

package hidato

import (
	"strconv"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// cellSyntax says what a grid square may be.
const cellSyntax = "a hidato square: '.' for a cell to fill, '#' for a hole, or a given number"

// Parse reads one Hidato file: the kind line "hidato" (with the option
// "orthogonal" for Numbrix), the grid, and optionally a "solution" line
// followed by the filled grid. Every malformed input gives a *text.Error
// naming the line and what was expected; the puzzle returned has passed
// Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("hidato", "orthogonal"); err != nil {
		return nil, err
	}
	rows := d.Body
	if len(rows) == 0 {
		return nil, d.EndErrorf(d.SolutionLine, "expected the hidato grid after the kind line")
	}
	p := &Puzzle{Name: file, Orthogonal: d.HasOption("orthogonal")}
	for _, l := range rows {
		t := text.Tokens(l.Text)
		if len(p.Grid) == 0 && len(t) > MaxSide {
			return nil, d.Errorf(l.No, "expected a row of at most %d squares, found %d", MaxSide, len(t))
		}
		if len(p.Grid) > 0 && len(t) != p.Cols {
			return nil, d.Errorf(l.No, "expected a row of %d squares (like the first row), found %d", p.Cols, len(t))
		}
		if len(p.Grid) == MaxSide {
			return nil, d.Errorf(l.No, "expected at most %d rows; this is row %d", MaxSide, MaxSide+1)
		}
		row := make([]int, len(t))
		for c, tok := range t {
			v, ok := square(tok, true)
			if !ok {
				return nil, d.Errorf(l.No, "expected %s, found '%s'", cellSyntax, tok)
			}
			row[c] = v
		}
		p.Cols = len(t)
		p.Grid = append(p.Grid, row)
		p.rowLines = append(p.rowLines, l.No)
	}
	p.Rows = len(p.Grid)
	if err := p.validatePuzzle(); err != nil {
		return nil, atLine(d, err)
	}
	if d.SolutionLine > 0 {
		if len(d.Solution) == 0 {
			return nil, d.EOFErrorf("expected the hidato solution block after 'solution'")
		}
		s, lines, err := readSolution(d, d.Solution, p)
		if err != nil {
			return nil, err
		}
		p.Known, p.knownLines = s, lines
		if err := p.Validate(); err != nil {
			return nil, atLine(d, err)
		}
	}
	return p, nil
}

// square reads a grid token: '#' a hole, '.' (or '0', when open is set,
// for a puzzle grid) an empty cell, or a number of at most 4 digits.
func square(tok string, open bool) (int, bool) {
	switch {
	case tok == "#":
		return Hole, true
	case tok == "." && open:
		return Empty, true
	case len(tok) == 0 || len(tok) > 4 || !text.IsDigits(tok):
		return 0, false
	}
	v, _ := strconv.Atoi(tok)
	if v == 0 && !open {
		return 0, false
	}
	return v, true
}

// ParseSolution reads a Hidato solution block for p: a file holding just
// the block (optionally after header comments and the kind line), or a
// whole puzzle file ending with a solution block. It checks the shape
// against p, not the rules (see Verify).
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "hidato", true)
	if err != nil {
		return nil, err
	}
	if err := p.validatePuzzle(); err != nil {
		return nil, d.Errorf(lines[0].No, "the puzzle is invalid: %v", err)
	}
	s, _, err := readSolution(d, lines, p)
	return s, err
}

// readSolution reads p.Rows rows of p.Cols squares: '#' where p has a
// hole, a number 1..N elsewhere.
func readSolution(d *text.Doc, rows []text.Line, p *Puzzle) (*Solution, []int, error) {
	n := p.NumCells()
	if len(rows) < p.Rows {
		return nil, nil, d.EOFErrorf("expected %d rows of %d squares in the solution, found %d", p.Rows, p.Cols, len(rows))
	}
	if len(rows) > p.Rows {
		return nil, nil, d.Errorf(rows[p.Rows].No, "expected %d rows of %d squares in the solution; this is row %d", p.Rows, p.Cols, p.Rows+1)
	}
	s := &Solution{Grid: make([][]int, p.Rows)}
	lines := make([]int, p.Rows)
	for r, l := range rows {
		t := text.Tokens(l.Text)
		if len(t) != p.Cols {
			return nil, nil, d.Errorf(l.No, "expected a solution row of %d squares, found %d", p.Cols, len(t))
		}
		s.Grid[r] = make([]int, p.Cols)
		lines[r] = l.No
		for c, tok := range t {
			v, ok := square(tok, false)
			switch {
			case !ok:
				return nil, nil, d.Errorf(l.No, "expected a number 1..%d or '#' for a hole, found '%s'", n, tok)
			case (v == Hole) != (p.Grid[r][c] == Hole) && v == Hole:
				return nil, nil, d.Errorf(l.No, "row %d, column %d is a hole in the solution but a cell in the puzzle", r+1, c+1)
			case (v == Hole) != (p.Grid[r][c] == Hole):
				return nil, nil, d.Errorf(l.No, "row %d, column %d is a hole in the puzzle, expected '#', found '%s'", r+1, c+1, tok)
			case v > n:
				return nil, nil, d.Errorf(l.No, "expected a number 1..%d (the puzzle has %d cells), found %s", n, n, tok)
			}
			s.Grid[r][c] = v
		}
	}
	return s, lines, nil
}

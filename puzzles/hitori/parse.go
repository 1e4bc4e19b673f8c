package hitori

import (
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// Parse reads one Hitori file. Every malformed input gives a *text.Error
// naming the line and what was expected; the puzzle returned has passed
// Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("hitori"); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Body); err != nil {
		return nil, err
	}
	rows := d.Body
	if len(rows) == 0 {
		return nil, d.EndErrorf(d.SolutionLine, "expected the hitori grid's rows of numbers after the kind line")
	}
	if len(rows) > MaxSide {
		return nil, d.Errorf(rows[MaxSide].No, "expected at most %d rows, this is row %d", MaxSide, MaxSide+1)
	}
	p := &Puzzle{Name: file, Rows: len(rows), Spaced: strings.ContainsAny(rows[0].Text, " \t")}
	for r, l := range rows {
		t := text.Tokens(l.Text)
		if r == 0 {
			if len(t) > MaxSide {
				return nil, d.Errorf(l.No, "expected a row of at most %d numbers, found %d", MaxSide, len(t))
			}
			p.Cols = len(t)
		}
		if len(t) != p.Cols {
			return nil, d.Errorf(l.No, "expected a row of %d numbers (as many as the first row), found %d", p.Cols, len(t))
		}
		row := make([]int, p.Cols)
		for c, tok := range t {
			if !text.IsDigits(tok) || len(tok) > 3 {
				return nil, d.Errorf(l.No, "expected a number 1..%d at column %d, found '%s'", MaxValue, c+1, tok)
			}
			row[c], _ = strconv.Atoi(tok)
		}
		p.Grid = append(p.Grid, row)
		p.gridLines = append(p.gridLines, l.No)
	}
	if d.SolutionLine > 0 {
		if len(d.Solution) == 0 {
			return nil, d.EOFErrorf("expected the hitori solution block after 'solution'")
		}
		s, lines, err := readSolution(d, d.Solution, p.Rows, p.Cols)
		if err != nil {
			return nil, err
		}
		p.Known, p.knownLines = s, lines
	}
	if err := p.Validate(); err != nil {
		return nil, atLine(d, err)
	}
	return p, nil
}

// ParseSolution reads a Hitori solution block for p: a file holding just
// the block (optionally after header comments and the kind line), or a
// whole puzzle file ending with a solution block. It checks the shape
// against p, not the rules (see Verify). A bare block may start with a
// shaded cell "#": leading "#" lines are header comments only when a kind
// line follows them.
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "hitori", true)
	if err != nil {
		return nil, err
	}
	if p.Rows < 1 || p.Rows > MaxSide || p.Cols < 1 || p.Cols > MaxSide {
		return nil, d.Errorf(lines[0].No, "the puzzle is %dx%d, expected 1..%d rows and columns", p.Rows, p.Cols, MaxSide)
	}
	s, _, err := readSolution(d, lines, p.Rows, p.Cols)
	return s, err
}

// readSolution reads rows rows of cols cells "#" or ".".
func readSolution(d *text.Doc, lines []text.Line, rows, cols int) (*Solution, []int, error) {
	if len(lines) < rows {
		return nil, nil, d.EOFErrorf("expected %d rows of %d cells (# or .), found %d", rows, cols, len(lines))
	}
	if len(lines) > rows {
		return nil, nil, d.Errorf(lines[rows].No, "expected %d rows of %d cells (# or .); this is row %d", rows, cols, rows+1)
	}
	s := &Solution{Shaded: make([][]bool, rows)}
	nums := make([]int, rows)
	for r, l := range lines {
		t := text.Tokens(l.Text)
		if len(t) != cols {
			return nil, nil, d.Errorf(l.No, "expected a row of %d cells (# or .), found %d", cols, len(t))
		}
		s.Shaded[r] = make([]bool, cols)
		nums[r] = l.No
		for c, tok := range t {
			switch tok {
			case "#":
				s.Shaded[r][c] = true
			case ".":
			default:
				return nil, nil, d.Errorf(l.No, "expected # (shaded) or . in a hitori solution row, found '%s'", tok)
			}
		}
	}
	return s, nums, nil
}

package nonogram

import (
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

const clueSyntax = "a clue line of run lengths (positive numbers separated by spaces or commas, or 0 for an empty line)"

// Parse reads one nonogram file. Every malformed input gives a *text.Error
// naming the line and what was expected; the puzzle returned has passed
// Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("nonogram"); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Body); err != nil {
		return nil, err
	}
	p := &Puzzle{Name: file}
	var clues *[][]int // the section being read
	var lines *[]int
	what := ""
	for _, l := range d.Body {
		switch strings.ToLower(l.Text) {
		case "rows":
			if p.rowsLine != 0 {
				return nil, d.Errorf(l.No, "second 'rows' line (first on line %d)", p.rowsLine)
			}
			if p.colsLine != 0 {
				return nil, d.Errorf(l.No, "expected the 'rows' section before the 'columns' section (line %d)", p.colsLine)
			}
			p.rowsLine, clues, lines, what = l.No, &p.RowClues, &p.rowLines, "row"
			continue
		case "columns", "cols":
			if p.colsLine != 0 {
				return nil, d.Errorf(l.No, "second 'columns' line (first on line %d)", p.colsLine)
			}
			if p.rowsLine == 0 {
				return nil, d.Errorf(l.No, "expected the 'rows' section before the 'columns' section")
			}
			p.colsLine, clues, lines, what = l.No, &p.ColClues, &p.colLines, "column"
			continue
		}
		if clues == nil {
			return nil, d.Errorf(l.No, "expected a line 'rows' (then one clue line per row), found '%s'", l.Text)
		}
		if len(*clues) == MaxSide {
			return nil, d.Errorf(l.No, "more than %d %s clues (at most %d %ss)", MaxSide, what, MaxSide, what)
		}
		c, err := parseClue(l.Text)
		if err != "" {
			return nil, d.Errorf(l.No, "%s %d: %s", what, len(*clues)+1, err)
		}
		*clues = append(*clues, c)
		*lines = append(*lines, l.No)
	}
	switch {
	case p.rowsLine == 0:
		return nil, d.EndErrorf(d.SolutionLine, "expected a line 'rows' followed by the row clues")
	case len(p.RowClues) == 0:
		return nil, d.Errorf(p.rowsLine, "expected at least one row clue after 'rows'")
	case p.colsLine == 0:
		return nil, d.EndErrorf(d.SolutionLine, "expected a line 'columns' followed by the column clues, after the %d row clues", len(p.RowClues))
	case len(p.ColClues) == 0:
		return nil, d.Errorf(p.colsLine, "expected at least one column clue after 'columns'")
	}
	p.Rows, p.Cols = len(p.RowClues), len(p.ColClues)
	if d.SolutionLine > 0 {
		if len(d.Solution) == 0 {
			return nil, d.EOFErrorf("expected the nonogram solution block after 'solution'")
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

// parseClue reads a clue line; a non-empty second result says what is wrong.
func parseClue(s string) ([]int, string) {
	toks := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' || r == '\t' })
	if len(toks) == 0 {
		return nil, "expected " + clueSyntax + ", found '" + s + "'"
	}
	if len(toks) == 1 && toks[0] == "0" {
		return []int{}, ""
	}
	out := make([]int, len(toks))
	for i, tok := range toks {
		if !text.IsDigits(tok) {
			return nil, "expected " + clueSyntax + ", found '" + tok + "'"
		}
		if len(tok) > 4 {
			return nil, "run length " + tok + " is longer than any line (at most " + strconv.Itoa(MaxSide) + " cells)"
		}
		v, _ := strconv.Atoi(tok)
		if v == 0 {
			return nil, "a run is at least 1 cell long (0 stands alone, for an empty line)"
		}
		out[i] = v
	}
	return out, ""
}

// ParseSolution reads a nonogram solution block for p: a file holding just
// the block (optionally after header comments and the kind line), or a
// whole puzzle file ending with a solution block. It checks the shape
// against p, not the rules (see Verify). A bare block may start with a
// filled cell "#": leading "#" lines are header comments only when a kind
// line follows them.
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "nonogram", true)
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
	s := &Solution{Filled: make([][]bool, rows)}
	nums := make([]int, rows)
	for r, l := range lines {
		t := text.Tokens(l.Text)
		if len(t) != cols {
			return nil, nil, d.Errorf(l.No, "expected a row of %d cells (# or .), found %d", cols, len(t))
		}
		s.Filled[r] = make([]bool, cols)
		nums[r] = l.No
		for c, tok := range t {
			switch tok {
			case "#":
				s.Filled[r][c] = true
			case ".":
			default:
				return nil, nil, d.Errorf(l.No, "expected # (filled) or . in a nonogram solution row, found '%s'", tok)
			}
		}
	}
	return s, nums, nil
}

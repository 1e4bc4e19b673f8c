package kakurasu

import (
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// Parse reads one Kakurasu file. Every malformed input gives a *text.Error
// naming the line and what was expected; the puzzle returned has passed
// Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("kakurasu"); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Body); err != nil {
		return nil, err
	}
	p := &Puzzle{Name: file}
	for _, l := range d.Body {
		f := strings.Fields(l.Text)
		key := strings.ToLower(f[0])
		var what string
		var dst *[]int
		var line *int
		switch key {
		case "rows":
			what, dst, line = "row", &p.RowClues, &p.rowsLine
		case "cols":
			what, dst, line = "column", &p.ColClues, &p.colsLine
		default:
			return nil, d.Errorf(l.No, "expected a 'rows' or 'cols' line of clues, found '%s' (a kakurasu puzzle has nothing else; its solution follows a 'solution' line)", l.Text)
		}
		if *line != 0 {
			return nil, d.Errorf(l.No, "second '%s' line (first on line %d)", key, *line)
		}
		if len(f) == 1 {
			return nil, d.Errorf(l.No, "expected %s clues after '%s'", what, key)
		}
		if len(f)-1 > MaxN {
			return nil, d.Errorf(l.No, "expected at most %d %s clues, found %d", MaxN, what, len(f)-1)
		}
		*line = l.No
		*dst = make([]int, len(f)-1)
		for i, tok := range f[1:] {
			v, err := clue(tok)
			if err != nil {
				return nil, d.Errorf(l.No, "expected a %s clue (a number or -), found '%s'", what, tok)
			}
			(*dst)[i] = v
		}
	}
	switch {
	case p.rowsLine == 0:
		return nil, d.EndErrorf(d.SolutionLine, "expected a 'rows' line of clues")
	case p.colsLine == 0:
		return nil, d.EndErrorf(d.SolutionLine, "expected a 'cols' line of clues")
	case len(p.RowClues) != len(p.ColClues) && p.colsLine > p.rowsLine:
		return nil, d.Errorf(p.colsLine, "expected %d column clues (as many as row clues), found %d", len(p.RowClues), len(p.ColClues))
	case len(p.RowClues) != len(p.ColClues):
		return nil, d.Errorf(p.rowsLine, "expected %d row clues (as many as column clues), found %d", len(p.ColClues), len(p.RowClues))
	}
	p.N = len(p.RowClues)
	if d.SolutionLine > 0 {
		if len(d.Solution) == 0 {
			return nil, d.EOFErrorf("expected the kakurasu solution block after 'solution'")
		}
		s, lines, err := readSolution(d, d.Solution, p.N)
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

// clue reads a clue token: "-" for none (-1) or a number.
func clue(tok string) (int, error) {
	if tok == "-" {
		return -1, nil
	}
	if len(tok) > 6 {
		return 0, strconv.ErrRange
	}
	for i := 0; i < len(tok); i++ {
		if tok[i] < '0' || tok[i] > '9' {
			return 0, strconv.ErrSyntax
		}
	}
	return strconv.Atoi(tok)
}

// ParseSolution reads a Kakurasu solution block for p: a file holding just
// the block (optionally after header comments and the kind line), or a whole
// puzzle file ending with a solution block. It checks the shape against p,
// not the rules (see Verify). A bare block may start with a shaded cell "#":
// leading "#" lines are header comments only when a kind line follows them.
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "kakurasu", true)
	if err != nil {
		return nil, err
	}
	if p.N < 1 || p.N > MaxN {
		return nil, d.Errorf(lines[0].No, "the puzzle has side %d, expected 1..%d", p.N, MaxN)
	}
	s, _, err := readSolution(d, lines, p.N)
	return s, err
}

// readSolution reads n rows of n cells "#" or ".".
func readSolution(d *text.Doc, rows []text.Line, n int) (*Solution, []int, error) {
	if len(rows) < n {
		return nil, nil, d.EOFErrorf("expected %d rows of %d cells (# or .), found %d", n, n, len(rows))
	}
	if len(rows) > n {
		return nil, nil, d.Errorf(rows[n].No, "expected %d rows of %d cells (# or .); this is row %d", n, n, n+1)
	}
	s := &Solution{Shaded: make([][]bool, n)}
	lines := make([]int, n)
	for r, l := range rows {
		t := text.Tokens(l.Text)
		if len(t) != n {
			return nil, nil, d.Errorf(l.No, "expected a row of %d cells (# or .), found %d", n, len(t))
		}
		s.Shaded[r] = make([]bool, n)
		lines[r] = l.No
		for c, tok := range t {
			switch tok {
			case "#":
				s.Shaded[r][c] = true
			case ".":
			default:
				return nil, nil, d.Errorf(l.No, "expected # (shaded) or . in a kakurasu solution row, found '%s'", tok)
			}
		}
	}
	return s, lines, nil
}

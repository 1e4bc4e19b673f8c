package kakuro

import (
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

const cellSyntax = "a cell: '.' (to fill), '#' (black) or a clue 'DOWN\\ACROSS' (either sum may be left out: '16\\', '\\23')"

// Parse reads one Kakuro file. Every malformed input gives a *text.Error
// naming the line and what was expected; the puzzle returned has passed
// Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("kakuro"); err != nil {
		return nil, err
	}
	rows := d.Body
	if len(rows) == 0 {
		return nil, d.EndErrorf(d.SolutionLine, "expected the kakuro grid rows after the kind line")
	}
	if len(rows) > MaxSide {
		return nil, d.Errorf(rows[MaxSide].No, "expected at most %d grid rows", MaxSide)
	}
	cols := len(text.Tokens(rows[0].Text))
	if cols > MaxSide {
		return nil, d.Errorf(rows[0].No, "expected a row of at most %d cells, found %d", MaxSide, cols)
	}
	p := &Puzzle{Name: file, Rows: len(rows), Cols: cols, rowLines: make([]int, len(rows))}
	p.White, p.Down, p.Across = make([][]bool, p.Rows), make([][]int, p.Rows), make([][]int, p.Rows)
	for r, l := range rows {
		t := text.Tokens(l.Text)
		if len(t) != cols {
			return nil, d.Errorf(l.No, "expected a row of %d cells (as the first row), found %d", cols, len(t))
		}
		p.rowLines[r] = l.No
		p.White[r], p.Down[r], p.Across[r] = make([]bool, cols), make([]int, cols), make([]int, cols)
		for c, tok := range t {
			white, down, across, ok := parseCell(tok)
			if !ok {
				return nil, d.Errorf(l.No, "row %d, column %d: expected %s, found '%s'", r+1, c+1, cellSyntax, tok)
			}
			p.White[r][c], p.Down[r][c], p.Across[r][c] = white, down, across
		}
	}
	if d.SolutionLine > 0 {
		if len(d.Solution) == 0 {
			return nil, d.EOFErrorf("expected the kakuro solution block after 'solution'")
		}
		s, lines, err := readSolution(d, d.Solution, p)
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

// parseCell reads a grid token: ".", "#" (or a bare "\"), or a clue
// "DOWN\ACROSS" with either sum possibly empty.
func parseCell(tok string) (white bool, down, across int, ok bool) {
	switch tok {
	case ".":
		return true, 0, 0, true
	case "#", `\`:
		return false, 0, 0, true
	}
	ds, as, found := strings.Cut(tok, `\`)
	if !found || (ds != "" && !isSum(ds)) || (as != "" && !isSum(as)) {
		return false, 0, 0, false
	}
	down, _ = strconv.Atoi(ds)
	across, _ = strconv.Atoi(as)
	return false, down, across, true
}

// isSum reports whether s is a run sum as written: 1 to 3 digits.
func isSum(s string) bool { return len(s) <= 3 && text.IsDigits(s) }

// ParseSolution reads a Kakuro solution block for p: a file holding just the
// block (optionally after header comments and the kind line), or a whole
// puzzle file ending with a solution block. It checks the shape against p
// (a digit in every white cell, '#' in every black one), not the rules
// (see Verify).
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "kakuro", true)
	if err != nil {
		return nil, err
	}
	s, _, err := readSolution(d, lines, p)
	return s, err
}

// readSolution reads p.Rows rows of p.Cols tokens: a digit 1..9 for each
// white cell of p, '#' for each black one.
func readSolution(d *text.Doc, rows []text.Line, p *Puzzle) (*Solution, []int, error) {
	n, m := p.Rows, p.Cols
	if len(rows) < n {
		return nil, nil, d.EOFErrorf("expected %d rows of %d cells, found %d", n, m, len(rows))
	}
	if len(rows) > n {
		return nil, nil, d.Errorf(rows[n].No, "expected %d rows of %d cells; this is row %d", n, m, n+1)
	}
	g := make([][]int, n)
	lines := make([]int, n)
	for r, l := range rows {
		t := text.Tokens(l.Text)
		if len(t) != m {
			return nil, nil, d.Errorf(l.No, "expected a row of %d cells, found %d", m, len(t))
		}
		g[r] = make([]int, m)
		lines[r] = l.No
		for c, tok := range t {
			if !p.isWhite(r, c) {
				if tok != "#" {
					return nil, nil, d.Errorf(l.No, "row %d, column %d is a black cell of the puzzle: expected '#', found '%s'", r+1, c+1, tok)
				}
				continue
			}
			if len(tok) != 1 || tok[0] < '1' || tok[0] > '9' {
				return nil, nil, d.Errorf(l.No, "row %d, column %d: expected a digit 1..9, found '%s'", r+1, c+1, tok)
			}
			g[r][c] = int(tok[0] - '0')
		}
	}
	return &Solution{Grid: g}, lines, nil
}

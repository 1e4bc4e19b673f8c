package takuzu

import (
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// Parse reads one Takuzu file. Every malformed input gives a *text.Error
// naming the line and what was expected; the puzzle returned has passed
// Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("takuzu", "unique"); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Body); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Solution); err != nil {
		return nil, err
	}
	if len(d.Body) == 0 {
		return nil, d.EndErrorf(d.SolutionLine, "expected the takuzu grid after the kind line")
	}
	first := d.Body[0]
	n := len(text.Tokens(first.Text))
	if n%2 != 0 {
		return nil, d.Errorf(first.No, "expected an even row length for takuzu, found %d", n)
	}
	if n > MaxN {
		return nil, d.Errorf(first.No, "expected a takuzu row of at most %d cells, found %d", MaxN, n)
	}
	g, lines, err := readGrid(d, d.Body, n, true, d.SolutionLine)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{
		Name:     file,
		N:        n,
		Unique:   d.HasOption("unique"),
		Grid:     g,
		Spaced:   strings.ContainsAny(first.Text, " \t"),
		rowLines: lines,
	}
	if d.SolutionLine > 0 {
		if len(d.Solution) == 0 {
			return nil, d.EOFErrorf("expected the takuzu solution block after 'solution'")
		}
		g, lines, err := readGrid(d, d.Solution, n, false, 0)
		if err != nil {
			return nil, err
		}
		p.Known, p.knownLines = &Solution{Grid: g}, lines
	}
	if err := p.Validate(); err != nil {
		return nil, atLine(d, err)
	}
	return p, nil
}

// ParseSolution reads a Takuzu solution block for p: a file holding just the
// block (optionally after header comments and the kind line), or a whole
// puzzle file ending with a solution block. It checks the shape against p,
// not the rules (see Verify).
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "takuzu", false)
	if err != nil {
		return nil, err
	}
	if err := d.RejectComments(lines); err != nil {
		return nil, err
	}
	if p.N < 2 || p.N > MaxN || p.N%2 != 0 {
		return nil, d.Errorf(lines[0].No, "the puzzle has side %d, expected an even side 2..%d", p.N, MaxN)
	}
	g, _, err := readGrid(d, lines, p.N, false, 0)
	if err != nil {
		return nil, err
	}
	return &Solution{Grid: g}, nil
}

// readGrid reads n rows of n cells; "." is allowed when unknown is set. end
// is the line that ends the part being read (0: the end of the file).
func readGrid(d *text.Doc, rows []text.Line, n int, unknown bool, end int) ([][]int8, []int, error) {
	if len(rows) < n {
		return nil, nil, d.EndErrorf(end, "expected %d rows of %d cells, found %d", n, n, len(rows))
	}
	if len(rows) > n {
		return nil, nil, d.Errorf(rows[n].No, "expected %d rows of %d cells; this is row %d (a known solution follows a line 'solution')", n, n, n+1)
	}
	g := make([][]int8, n)
	lines := make([]int, n)
	for r, l := range rows {
		t := text.Tokens(l.Text)
		if len(t) != n {
			return nil, nil, d.Errorf(l.No, "expected a row of %d cells, found %d", n, len(t))
		}
		g[r] = make([]int8, n)
		lines[r] = l.No
		for c, tok := range t {
			switch {
			case tok == "0":
				g[r][c] = 0
			case tok == "1":
				g[r][c] = 1
			case tok == "." && unknown:
				g[r][c] = -1
			case unknown:
				return nil, nil, d.Errorf(l.No, "expected 0, 1 or . in a takuzu row, found '%s'", tok)
			default:
				return nil, nil, d.Errorf(l.No, "expected 0 or 1 in a takuzu solution row, found '%s'", tok)
			}
		}
	}
	return g, lines, nil
}

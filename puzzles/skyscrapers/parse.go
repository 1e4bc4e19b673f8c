package skyscrapers

import (
	"strconv"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// Parse reads one Skyscrapers file: the kind line "skyscrapers", then the
// grid in its frame of clues — N+2 rows of N+2 squares: the first and last
// rows hold the top and bottom clues between two corner '.', every other
// row a left clue, N cells ('.' or a given height) and a right clue; '.'
// is no clue — and optionally a "solution" line followed by N rows of
// heights. Every malformed input gives a *text.Error naming the line and
// what was expected; the puzzle returned has passed Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("skyscrapers"); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Body); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Solution); err != nil {
		return nil, err
	}
	rows := d.Body
	if len(rows) == 0 {
		return nil, d.EndErrorf(d.SolutionLine, "expected the skyscrapers grid in its frame of clues after the kind line")
	}
	w := len(text.Tokens(rows[0].Text))
	if w < 3 || w > MaxN+2 {
		return nil, d.Errorf(rows[0].No, "expected the top row of the frame: N+2 squares for a side N of 1..%d (a corner, N clues, a corner), found %d", MaxN, w)
	}
	n := w - 2
	if len(rows) < w {
		return nil, d.EndErrorf(d.SolutionLine, "expected %d rows (the %dx%d grid in its frame of clues), found %d", w, n, n, len(rows))
	}
	if len(rows) > w {
		return nil, d.Errorf(rows[w].No, "expected %d rows (the %dx%d grid in its frame of clues); this is row %d", w, n, n, w+1)
	}
	p := &Puzzle{Name: file, N: n,
		Top: make([]int, n), Bottom: make([]int, n), Left: make([]int, n), Right: make([]int, n),
		Givens: make([][]int, n), frameLines: make([]int, w)}
	for r, l := range rows {
		t := text.Tokens(l.Text)
		if len(t) != w {
			return nil, d.Errorf(l.No, "expected a frame row of %d squares, found %d", w, len(t))
		}
		p.frameLines[r] = l.No
		for c, tok := range t {
			corner := (r == 0 || r == w-1) && (c == 0 || c == w-1)
			if corner {
				if tok != "." {
					return nil, d.Errorf(l.No, "expected '.' at a corner of the frame, found '%s'", tok)
				}
				continue
			}
			v, ok := number(tok, n)
			if !ok {
				what := "a clue"
				if r > 0 && r < w-1 && c > 0 && c < w-1 {
					what = "a cell"
				}
				return nil, d.Errorf(l.No, "expected %s: '.' or a number 1..%d, found '%s'", what, n, tok)
			}
			switch {
			case r == 0:
				p.Top[c-1] = v
			case r == w-1:
				p.Bottom[c-1] = v
			case c == 0:
				p.Left[r-1] = v
			case c == w-1:
				p.Right[r-1] = v
			default:
				if p.Givens[r-1] == nil {
					p.Givens[r-1] = make([]int, n)
				}
				p.Givens[r-1][c-1] = v
			}
		}
	}
	if d.SolutionLine > 0 {
		if len(d.Solution) == 0 {
			return nil, d.EOFErrorf("expected the skyscrapers solution block after 'solution'")
		}
		s, lines, err := readSolution(d, d.Solution, n)
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

// number reads '.' (0) or a number 1..n.
func number(tok string, n int) (int, bool) {
	if tok == "." {
		return 0, true
	}
	if len(tok) > 3 || !text.IsDigits(tok) {
		return 0, false
	}
	v, _ := strconv.Atoi(tok)
	return v, v >= 1 && v <= n
}

// ParseSolution reads a Skyscrapers solution block for p: a file holding
// just the block (optionally after header comments and the kind line), or
// a whole puzzle file ending with a solution block. It checks the shape
// against p, not the rules (see Verify).
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "skyscrapers", false)
	if err != nil {
		return nil, err
	}
	if err := d.RejectComments(lines); err != nil {
		return nil, err
	}
	if p.N < 1 || p.N > MaxN {
		return nil, d.Errorf(lines[0].No, "the puzzle has side %d, expected 1..%d", p.N, MaxN)
	}
	s, _, err := readSolution(d, lines, p.N)
	return s, err
}

// readSolution reads n rows of n heights 1..n, as digits or tokens.
func readSolution(d *text.Doc, rows []text.Line, n int) (*Solution, []int, error) {
	if len(rows) < n {
		return nil, nil, d.EOFErrorf("expected %d rows of %d heights, found %d", n, n, len(rows))
	}
	if len(rows) > n {
		return nil, nil, d.Errorf(rows[n].No, "expected %d rows of %d heights; this is row %d", n, n, n+1)
	}
	g := make([][]int, n)
	lines := make([]int, n)
	for r, l := range rows {
		t := text.Tokens(l.Text)
		if len(t) != n {
			return nil, nil, d.Errorf(l.No, "expected a row of %d heights, found %d", n, len(t))
		}
		g[r] = make([]int, n)
		lines[r] = l.No
		for c, tok := range t {
			v, ok := number(tok, n)
			if !ok || v == 0 {
				return nil, nil, d.Errorf(l.No, "expected a height 1..%d, found '%s'", n, tok)
			}
			g[r][c] = v
		}
	}
	return &Solution{Grid: g}, lines, nil
}

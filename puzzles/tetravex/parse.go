package tetravex

import (
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// where records the file lines of a parsed puzzle, so that semantic errors
// found while parsing name their line. Validate uses a nil *where.
type where struct {
	d        *text.Doc
	size     int   // the size line
	pieces   []int // the line of each piece
	solution []int // the line of each row of the known solution
}

func (w *where) pieceLine(i int) int {
	if w == nil || i >= len(w.pieces) {
		return 0
	}
	return w.pieces[i]
}

func (w *where) solutionLine(r int) int {
	if w == nil || r >= len(w.solution) {
		return 0
	}
	return w.solution[r]
}

// Parse reads a tetravex puzzle file: the kind line, "size n", the n² pieces
// (one per line, "left top right bottom"), and optionally a "solution" line
// followed by the solution block, which becomes Known. Malformed input gives
// a *text.Error naming the line and what was expected. Parse calls Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("tetravex"); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Body); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Solution); err != nil {
		return nil, err
	}
	p := &Puzzle{Name: file}
	w := &where{d: d}
	if len(d.Body) == 0 {
		return nil, endErrorf(d, "expected 'size n' after the kind line")
	}
	first := d.Body[0]
	f := strings.Fields(first.Text)
	if len(f) != 2 || !strings.EqualFold(f[0], "size") {
		return nil, d.Errorf(first.No, "expected 'size n' after the kind line, found '%s'", first.Text)
	}
	n, ok := number(f[1])
	if !ok || n < 1 || n > MaxSize {
		return nil, d.Errorf(first.No, "expected 'size n' with n in 1..%d, found '%s'", MaxSize, f[1])
	}
	p.N, w.size = n, first.No
	for _, ln := range d.Body[1:] {
		k := len(p.Pieces) + 1
		if k > n*n {
			return nil, d.Errorf(ln.No, "all %d pieces are read; expected nothing more (or a 'solution' line)", n*n)
		}
		t := text.Tokens(ln.Text)
		if len(t) != 4 {
			return nil, d.Errorf(ln.No, "expected piece %d as four numbers 'left top right bottom', found %d tokens", k, len(t))
		}
		var e [4]int
		for i, x := range t {
			v, ok := number(x)
			if !ok || v > MaxEdge {
				return nil, d.Errorf(ln.No, "expected piece %d as four numbers 'left top right bottom', each in 0..%d, found '%s'", k, MaxEdge, x)
			}
			e[i] = v
		}
		p.Pieces = append(p.Pieces, Piece{Left: e[0], Top: e[1], Right: e[2], Bottom: e[3]})
		w.pieces = append(w.pieces, ln.No)
	}
	if len(p.Pieces) < n*n {
		return nil, endErrorf(d, "expected %d pieces (n² for size %d), found %d", n*n, n, len(p.Pieces))
	}
	if err := p.validatePuzzle(w); err != nil {
		return nil, err
	}
	if d.SolutionLine != 0 {
		s, err := parseBlock(d, p, d.Solution, w)
		if err != nil {
			return nil, err
		}
		p.Known = s
		if err := p.validateKnown(w); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// ParseSolution reads a file holding a tetravex solution block for p: the
// block alone, the block after header comments and the kind line, or a
// whole puzzle file ending with a solution block. It checks the block's
// shape against p (n rows of n piece numbers 1..n²); Verify checks the
// rules.
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	if err := p.validatePuzzle(nil); err != nil {
		return nil, err
	}
	d, lines, err := text.SolutionLines(file, data, "tetravex", false)
	if err != nil {
		return nil, err
	}
	if err := d.RejectComments(lines); err != nil {
		return nil, err
	}
	return parseBlock(d, p, lines, nil)
}

// parseBlock reads a solution block: n rows of n piece numbers.
func parseBlock(d *text.Doc, p *Puzzle, lines []text.Line, w *where) (*Solution, error) {
	n := p.N
	if len(lines) > 0 {
		if f := strings.Fields(lines[0].Text); strings.EqualFold(f[0], "size") {
			return nil, d.Errorf(lines[0].No, "a tetravex solution block has no 'size' line: expected %d rows of %d piece numbers", n, n)
		}
	}
	if len(lines) < n {
		return nil, d.EOFErrorf("expected %d rows of %d piece numbers, found %d", n, n, len(lines))
	}
	if len(lines) > n {
		return nil, d.Errorf(lines[n].No, "expected %d rows of %d piece numbers; this is row %d", n, n, n+1)
	}
	s := &Solution{Grid: make([][]int, n)}
	for r, ln := range lines {
		t := text.Tokens(ln.Text)
		if len(t) != n {
			return nil, d.Errorf(ln.No, "expected a row of %d piece numbers, found %d", n, len(t))
		}
		s.Grid[r] = make([]int, n)
		for c, x := range t {
			v, ok := number(x)
			if !ok || v < 1 || v > n*n {
				return nil, d.Errorf(ln.No, "expected a piece number 1..%d, found '%s'", n*n, x)
			}
			s.Grid[r][c] = v - 1
		}
		if w != nil {
			w.solution = append(w.solution, ln.No)
		}
	}
	return s, nil
}

// endErrorf reports a part of the puzzle that is missing: at the "solution"
// line when there is one, else at the end of the file.
func endErrorf(d *text.Doc, format string, args ...any) error {
	if d.SolutionLine != 0 {
		return d.Errorf(d.SolutionLine, format, args...)
	}
	return d.EOFErrorf(format, args...)
}

// number reads a whole number of 1 to 9 decimal digits.
func number(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		v = 10*v + int(s[i]-'0')
	}
	return v, true
}

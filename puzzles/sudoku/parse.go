package sudoku

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// sides lists the supported grid sides.
var sides = []int{4, 9, 16, 25}

func isSide(n int) bool {
	for _, s := range sides {
		if s == n {
			return true
		}
	}
	return false
}

// oneLineSide returns the side of a one-line grid of l characters, or 0.
func oneLineSide(l int) int {
	for _, s := range sides {
		if s*s == l {
			return s
		}
	}
	return 0
}

// Parse reads one Sudoku file. A collection file of several one-line puzzles
// is refused with an error wrapping ErrCollection; read those with ParseAll.
// Every malformed input gives a *text.Error naming the line and what was
// expected; the puzzle returned has passed Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := read(file, data)
	if err != nil {
		return nil, err
	}
	if isCollection(d.Body) {
		return nil, &collectionError{err: d.Errorf(d.Body[1].No,
			"this file is a sudoku collection of %d one-line puzzles; read it with ParseAll", len(d.Body))}
	}
	return parseSingle(d)
}

// ParseAll reads a Sudoku file that may be a collection: several one-line
// puzzles, one per line after the kind line, named FILE#1, FILE#2, ...
// A file of a single puzzle gives one puzzle named FILE.
func ParseAll(file string, data []byte) ([]*Puzzle, error) {
	d, err := read(file, data)
	if err != nil {
		return nil, err
	}
	if !isCollection(d.Body) {
		p, err := parseSingle(d)
		if err != nil {
			return nil, err
		}
		return []*Puzzle{p}, nil
	}
	if d.SolutionLine > 0 {
		return nil, d.Errorf(d.SolutionLine, "a sudoku collection (several one-line puzzles) carries no solution block")
	}
	out := make([]*Puzzle, 0, len(d.Body))
	for k, l := range d.Body {
		p, err := parseLine(d, file, k, l)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, nil
}

// parseLine reads the k-th puzzle (from 0) of a collection, on line l.
func parseLine(d *text.Doc, file string, k int, l text.Line) (*Puzzle, error) {
	if strings.ContainsAny(l.Text, " \t") {
		return nil, d.Errorf(l.No, "expected a one-line sudoku (a collection holds one puzzle per line), found a line with spaces")
	}
	if oneLineSide(utf8.RuneCountInString(l.Text)) == 0 {
		return nil, d.Errorf(l.No, "expected a one-line sudoku of 81 characters (or 16, 256, 625), found %d characters", utf8.RuneCountInString(l.Text))
	}
	g, err := readGrid(d, []text.Line{l}, 0, 0)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Name: fmt.Sprintf("%s#%d", file, k+1), N: g.n, Grid: g.grid, Spelling: OneLine, rowLines: g.lines}
	if err := p.Validate(); err != nil {
		return nil, atLine(d, err)
	}
	return p, nil
}

// read splits the file and checks the kind line and the v2 comment rule.
func read(file string, data []byte) (*text.Doc, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("sudoku"); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Body); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Solution); err != nil {
		return nil, err
	}
	return d, nil
}

// isCollection reports whether the body is several one-line puzzles. Lines
// of 81, 256 or 625 characters can only be one-line puzzles; lines of 16
// characters are rows of a 16×16 grid unless there are not 16 of them and
// they hold nothing but 4×4 cells (".01234").
func isCollection(rows []text.Line) bool {
	if len(rows) < 2 || strings.ContainsAny(rows[0].Text, " \t") {
		return false
	}
	l := utf8.RuneCountInString(rows[0].Text)
	switch {
	case oneLineSide(l) == 0:
		return false
	case !isSide(l):
		return true
	case len(rows) == l:
		return false
	}
	for _, r := range rows {
		for _, ch := range r.Text {
			if !strings.ContainsRune(".01234", ch) {
				return false
			}
		}
	}
	return true
}

func parseSingle(d *text.Doc) (*Puzzle, error) {
	if len(d.Body) == 0 {
		return nil, d.EndErrorf(d.SolutionLine, "expected the sudoku grid after the kind line")
	}
	g, err := readGrid(d, d.Body, 0, d.SolutionLine)
	if err != nil {
		return nil, err
	}
	p := &Puzzle{Name: d.File, N: g.n, Grid: g.grid, Spelling: g.spelling, rowLines: g.lines}
	if d.SolutionLine > 0 {
		if len(d.Solution) == 0 {
			return nil, d.EOFErrorf("expected the sudoku solution block after 'solution'")
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

// ParseSolution reads a Sudoku solution block for p: a file holding just the
// block (optionally after header comments and the kind line), or a whole
// puzzle file ending with a solution block. It checks the shape against p,
// not the rules (see Verify).
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "sudoku", false)
	if err != nil {
		return nil, err
	}
	if err := d.RejectComments(lines); err != nil {
		return nil, err
	}
	s, _, err := readSolution(d, lines, p.N)
	return s, err
}

// readSolution reads a filled grid of side n.
func readSolution(d *text.Doc, rows []text.Line, n int) (*Solution, []int, error) {
	if !isSide(n) {
		return nil, nil, d.Errorf(rows[0].No, "the puzzle has side %d, expected 4, 9, 16 or 25", n)
	}
	g, err := readGrid(d, rows, n, 0)
	if err != nil {
		return nil, nil, err
	}
	for r, row := range g.grid {
		for c, v := range row {
			if v == 0 {
				return nil, nil, d.Errorf(g.lines[r], "expected a filled grid: solution cell (row %d, column %d) is empty", r+1, c+1)
			}
		}
	}
	return &Solution{Grid: g.grid}, g.lines, nil
}

type grid struct {
	n        int
	grid     [][]int
	spelling Spelling
	lines    []int
}

// readGrid reads a grid in any spelling. With n > 0 the side is known (a
// solution block); else it is taken from the first row. end is the line
// that ends the part being read (0: the end of the file).
func readGrid(d *text.Doc, rows []text.Line, n, end int) (*grid, error) {
	first := rows[0]
	if len(rows) == 1 && !strings.ContainsAny(first.Text, " \t") {
		l := utf8.RuneCountInString(first.Text)
		side := oneLineSide(l)
		switch {
		case n > 0 && l == n*n:
			return readOneLine(d, first, n)
		case n == 0 && side > 0:
			return readOneLine(d, first, side)
		case n > 0 && l > n:
			return nil, d.Errorf(first.No, "expected a one-line grid of %d characters or %d rows, found %d characters", n*n, n, l)
		case n == 0 && !isSide(l):
			return nil, d.Errorf(first.No, "expected a one-line sudoku of 81 characters (or 16, 256, 625) or a grid of 4, 9, 16 or 25 rows, found %d characters", l)
		}
	}
	if n == 0 {
		n = len(text.Tokens(first.Text))
		if !isSide(n) {
			return nil, d.Errorf(first.No, "expected a sudoku row of 4, 9, 16 or 25 cells, found %d", n)
		}
	}
	if len(rows) < n {
		return nil, d.EndErrorf(end, "expected %d rows of %d cells, found %d", n, n, len(rows))
	}
	if len(rows) > n {
		return nil, d.Errorf(rows[n].No, "expected %d rows of %d cells; this is row %d (a known solution follows a line 'solution')", n, n, n+1)
	}
	g := &grid{n: n, grid: make([][]int, n), lines: make([]int, n)}
	if strings.ContainsAny(first.Text, " \t") {
		g.spelling = Tokens
	}
	for r, l := range rows {
		t := text.Tokens(l.Text)
		if len(t) != n {
			return nil, d.Errorf(l.No, "expected a row of %d cells, found %d", n, len(t))
		}
		g.grid[r] = make([]int, n)
		g.lines[r] = l.No
		for c, tok := range t {
			v, err := cellValue(d, l.No, tok, n)
			if err != nil {
				return nil, err
			}
			g.grid[r][c] = v
		}
	}
	return g, nil
}

func readOneLine(d *text.Doc, l text.Line, n int) (*grid, error) {
	g := &grid{n: n, grid: make([][]int, n), spelling: OneLine, lines: make([]int, n)}
	k := 0
	for _, ch := range l.Text {
		r := k / n
		if g.grid[r] == nil {
			g.grid[r] = make([]int, n)
			g.lines[r] = l.No
		}
		v, err := cellValue(d, l.No, string(ch), n)
		if err != nil {
			return nil, err
		}
		g.grid[r][k%n] = v
		k++
	}
	return g, nil
}

// cellValue reads one cell: "." or "0" for unknown, 1-9, A-P for 10-25, or
// (in the token spelling) a decimal number.
func cellValue(d *text.Doc, no int, tok string, n int) (int, error) {
	v := -1
	switch {
	case tok == "." || tok == "0":
		return 0, nil
	case len(tok) == 1 && tok[0] >= '1' && tok[0] <= '9':
		v = int(tok[0] - '0')
	case len(tok) == 1 && tok[0] >= 'A' && tok[0] <= 'P':
		v = int(tok[0]-'A') + 10
	case allDigits(tok):
		if len(tok) <= 4 {
			v, _ = strconv.Atoi(tok)
		} else {
			v = n + 1
		}
	default:
		return 0, d.Errorf(no, "expected a sudoku cell (. or 0 for unknown, 1-9, A-P for 10-25), found '%s'", tok)
	}
	if v > n {
		return 0, d.Errorf(no, "value '%s' is out of range for a %dx%d sudoku (1..%d)", tok, n, n, n)
	}
	return v, nil
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

package futoshiki

import (
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

const (
	cellRowSyntax = "a row of cells ('.' or a given digit) with '<' or '>' between neighbours that have a sign"
	relRowSyntax  = "a row of signs, one per column: '^' (the upper cell is smaller), 'v' (the upper cell is larger) or '-' (none)"
)

// Parse reads one Futoshiki file. Every malformed input gives a *text.Error
// naming the line and what was expected; the puzzle returned has passed
// Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("futoshiki"); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Body); err != nil {
		return nil, err
	}
	if err := d.RejectComments(d.Solution); err != nil {
		return nil, err
	}
	body := d.Body
	if len(body) == 0 {
		return nil, d.EndErrorf(d.SolutionLine, "expected the futoshiki grid after the kind line")
	}
	first := compact(body[0].Text)
	if isRelRow(first) {
		return nil, d.Errorf(body[0].No, "expected %s first, found a row of signs", cellRowSyntax)
	}
	n := countCells(first)
	if n == 0 {
		return nil, d.Errorf(body[0].No, "expected %s, found no cell", cellRowSyntax)
	}
	if n > MaxN {
		return nil, d.Errorf(body[0].No, "expected a row of at most %d cells, found %d", MaxN, n)
	}
	p := &Puzzle{Name: file, N: n, rowLines: make([]int, 0, n), relLines: make([]int, max(n-1, 0))}
	p.Givens = make([][]int, n)
	p.Right = make([][]Rel, n)
	p.Below = make([][]Rel, max(n-1, 0))
	for r := range p.Below {
		p.Below[r] = make([]Rel, n)
	}
	r := 0 // cell rows read
	for _, l := range body {
		s := compact(l.Text)
		if isRelRow(s) {
			switch {
			case r == 0 || r == n:
				return nil, d.Errorf(l.No, "a row of signs must come between two rows of cells")
			case p.relLines[r-1] != 0:
				return nil, d.Errorf(l.No, "second row of signs between cell rows %d and %d (first on line %d)", r, r+1, p.relLines[r-1])
			case len(s) != n:
				return nil, d.Errorf(l.No, "expected %s, %d of them, found %d", relRowSyntax, n, len(s))
			}
			for c := range n {
				p.Below[r-1][c] = map[byte]Rel{'-': None, '^': Less, 'v': Greater}[s[c]]
			}
			p.relLines[r-1] = l.No
			continue
		}
		if r == n {
			return nil, d.Errorf(l.No, "expected %d rows of cells (the first row has %d cells), this is row %d", n, n, n+1)
		}
		givens, right, msg := parseCellRow(s, n)
		if msg != "" {
			return nil, d.Errorf(l.No, "expected %s, %d cells: %s", cellRowSyntax, n, msg)
		}
		p.Givens[r], p.Right[r] = givens, right
		p.rowLines = append(p.rowLines, l.No)
		r++
	}
	if r < n {
		return nil, d.EndErrorf(d.SolutionLine, "expected %d rows of cells (the first row has %d cells), found %d", n, n, r)
	}
	if d.SolutionLine > 0 {
		if len(d.Solution) == 0 {
			return nil, d.EOFErrorf("expected the futoshiki solution block after 'solution'")
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

// compact drops the white space of a grid line: cells and signs are one
// character each, so spaces only align them.
func compact(s string) string {
	return strings.Join(strings.Fields(s), "")
}

// isRelRow reports whether s (compacted) is a row of vertical signs.
func isRelRow(s string) bool {
	return s != "" && strings.Trim(s, "^v-") == ""
}

// countCells counts the cells of a compacted cell row: its characters but
// the signs.
func countCells(s string) int {
	return len(s) - strings.Count(s, "<") - strings.Count(s, ">")
}

// parseCellRow reads a compacted cell row of n cells; msg says what is
// wrong, or is "".
func parseCellRow(s string, n int) (givens []int, right []Rel, msg string) {
	givens, right = make([]int, 0, n), make([]Rel, max(n-1, 0))
	expectCell := true
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if ch == '<' || ch == '>' {
			if expectCell {
				return nil, nil, "a sign '" + string(ch) + "' with no cell before it"
			}
			if len(givens) == n {
				return nil, nil, "a sign '" + string(ch) + "' after the last cell"
			}
			right[len(givens)-1] = map[byte]Rel{'<': Less, '>': Greater}[ch]
			expectCell = true
			continue
		}
		v := 0
		switch {
		case ch == '.' || ch == '0':
		case ch >= '1' && ch <= '9':
			v = int(ch - '0')
		default:
			return nil, nil, "found '" + string(s[i:i+utf8Len(s[i:])]) + "'"
		}
		if len(givens) == n {
			return nil, nil, "found more"
		}
		givens = append(givens, v)
		expectCell = false
	}
	if expectCell && len(s) > 0 {
		return nil, nil, "the row ends with a sign"
	}
	if len(givens) != n {
		return nil, nil, "found " + strconv.Itoa(len(givens))
	}
	return givens, right, ""
}

// utf8Len is the byte length of the first character of s.
func utf8Len(s string) int {
	for i := range s {
		if i > 0 {
			return i
		}
	}
	return len(s)
}

// ParseSolution reads a Futoshiki solution block for p: a file holding just
// the block (optionally after header comments and the kind line), or a
// whole puzzle file ending with a solution block. It checks the shape
// against p, not the rules (see Verify).
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "futoshiki", false)
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

// readSolution reads n rows of n values 1..n, as digits or tokens.
func readSolution(d *text.Doc, rows []text.Line, n int) (*Solution, []int, error) {
	if len(rows) < n {
		return nil, nil, d.EOFErrorf("expected %d rows of %d values, found %d", n, n, len(rows))
	}
	if len(rows) > n {
		return nil, nil, d.Errorf(rows[n].No, "expected %d rows of %d values; this is row %d", n, n, n+1)
	}
	g := make([][]int, n)
	lines := make([]int, n)
	for r, l := range rows {
		t := text.Tokens(l.Text)
		if len(t) != n {
			return nil, nil, d.Errorf(l.No, "expected a row of %d values, found %d", n, len(t))
		}
		g[r] = make([]int, n)
		lines[r] = l.No
		for c, tok := range t {
			if len(tok) != 1 || tok[0] < '1' || tok[0] > byte('0'+n) {
				return nil, nil, d.Errorf(l.No, "expected a cell value 1..%d, found '%s'", n, tok)
			}
			g[r][c] = int(tok[0] - '0')
		}
	}
	return &Solution{Grid: g}, lines, nil
}

package slitherlink

import (
	"fmt"
	"strconv"
	"strings"
)

// KindName is the kind line's word.
const KindName = "slitherlink"

// line is one non-blank line of a file, trimmed, with its number.
type line struct {
	no   int
	text string
}

// file is a file cut into its parts: the kind line, the body up to
// "solution", and the solution block.
type file struct {
	name     string
	kindLine int
	body     []line
	solLine  int // 0: no solution block
	solution []line
	lastLine int
}

func errorf(name string, no int, format string, args ...any) error {
	return fmt.Errorf("%s:%d: %s", name, no, fmt.Sprintf(format, args...))
}

// maxFileBytes bounds what is read: a 60×60 grid with its solution block
// is about 20 kB.
const maxFileBytes = 1 << 20

// split reads data into lines: '#' comments before the kind line, the
// kind line, the body, and after a "solution" line the solution block.
// The lines of the solution block keep their inner spaces.
func split(name string, data []byte) (*file, error) {
	if len(data) > maxFileBytes {
		return nil, fmt.Errorf("%s: expected a file of at most %d bytes, found %d", name, maxFileBytes, len(data))
	}
	f := &file{name: name}
	for i, raw := range strings.Split(string(data), "\n") {
		no := i + 1
		t := strings.TrimSpace(raw)
		if t == "" {
			continue
		}
		f.lastLine = no
		switch {
		case f.kindLine == 0 && strings.HasPrefix(t, "#"):
		case f.kindLine == 0:
			if fs := strings.Fields(t); fs[0] != KindName || len(fs) > 1 {
				return nil, errorf(name, no, "expected the kind line '%s', found %q", KindName, t)
			}
			f.kindLine = no
		case f.solLine == 0 && t == "solution":
			f.solLine = no
		case f.solLine == 0:
			f.body = append(f.body, line{no, t})
		default:
			f.solution = append(f.solution, line{no, strings.TrimRight(raw, " \t\r")})
		}
	}
	if f.kindLine == 0 {
		return nil, errorf(name, max(f.lastLine, 1), "expected the kind line '%s'", KindName)
	}
	return f, nil
}

// Parse reads one Slitherlink file: the kind line, then the grid's rows
// (clue digits 0-4 and '.' for a cell without one, as a run of characters
// or whitespace-separated) or one Loopy game ID ("7x7t0:…"), then
// optionally "solution" and the solution block. Every malformed input
// gives an error naming the file, the line and what was expected.
func Parse(name string, data []byte) (*Puzzle, error) {
	f, err := split(name, data)
	if err != nil {
		return nil, err
	}
	if len(f.body) == 0 {
		return nil, errorf(name, f.kindLine, "expected the grid's rows of clues (digits 0-4, '.') or a Loopy game ID after the kind line")
	}
	var p *Puzzle
	if first := f.body[0]; len(f.body) == 1 && strings.Contains(first.text, ":") {
		if p, err = ParseLoopy(first.text); err != nil {
			return nil, errorf(name, first.no, "%v", err)
		}
		p.Name = name
	} else if p, err = parseGrid(name, f.body); err != nil {
		return nil, err
	}
	if f.solLine > 0 {
		if p.Known, err = readSolution(name, p, f.solution, f.solLine); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// cellTokens cuts a grid row into its cells: whitespace-separated tokens,
// or single characters when the row has no space.
func cellTokens(t string) []string {
	if strings.ContainsAny(t, " \t") {
		return strings.Fields(t)
	}
	out := make([]string, len(t))
	for i := range t {
		out[i] = t[i : i+1]
	}
	return out
}

func parseGrid(name string, rows []line) (*Puzzle, error) {
	if len(rows) > MaxSide {
		return nil, errorf(name, rows[MaxSide].no, "expected at most %d rows, this is row %d", MaxSide, MaxSide+1)
	}
	p := &Puzzle{Name: name, Rows: len(rows)}
	for r, l := range rows {
		toks := cellTokens(l.text)
		if r == 0 {
			if len(toks) > MaxSide {
				return nil, errorf(name, l.no, "expected a row of at most %d cells, found %d", MaxSide, len(toks))
			}
			p.Cols = len(toks)
		}
		if len(toks) != p.Cols {
			return nil, errorf(name, l.no, "expected a row of %d cells (as many as the first row), found %d", p.Cols, len(toks))
		}
		row := make([]int, p.Cols)
		for c, tok := range toks {
			switch {
			case tok == "." || tok == "-":
				row[c] = NoClue
			case len(tok) == 1 && tok[0] >= '0' && tok[0] <= '4':
				row[c] = int(tok[0] - '0')
			default:
				return nil, errorf(name, l.no, "expected a clue 0-4 or '.' at column %d, found %q", c+1, tok)
			}
		}
		p.Clues = append(p.Clues, row)
		p.gridLines = append(p.gridLines, l.no)
	}
	return p, nil
}

// ParseLoopy reads a game ID of Simon Tatham's Loopy on a square grid, as
// `sgt-loopy --generate N 10x10t0dh` prints it: "WxHt0:DESC" (the
// parameters may carry the difficulty, "10x10t0dh:DESC"), where DESC lists
// the cells in reading order, a digit for a clue and a letter a-z for a
// run of 1-26 cells without one.
func ParseLoopy(id string) (*Puzzle, error) {
	params, desc, ok := strings.Cut(strings.TrimSpace(id), ":")
	if !ok {
		return nil, fmt.Errorf("expected a Loopy game ID 'WxHt0:DESC', found no ':' in %q", id)
	}
	w, rest, ok := strings.Cut(params, "x")
	if !ok {
		return nil, fmt.Errorf("expected the Loopy parameters 'WxHt0', found %q", params)
	}
	hs := rest
	grid := "0"
	if i := strings.IndexByte(rest, 't'); i >= 0 {
		hs, grid = rest[:i], rest[i+1:]
		if j := strings.IndexByte(grid, 'd'); j >= 0 {
			grid = grid[:j]
		}
	}
	if grid != "0" {
		return nil, fmt.Errorf("expected a Loopy square grid (type t0), found type t%s", grid)
	}
	cols, err1 := strconv.Atoi(w)
	rows, err2 := strconv.Atoi(hs)
	if err1 != nil || err2 != nil || cols < 1 || rows < 1 || cols > MaxSide || rows > MaxSide {
		return nil, fmt.Errorf("expected a Loopy size WxH of 1..%d each, found %q", MaxSide, params)
	}
	p := &Puzzle{Rows: rows, Cols: cols, Clues: make([][]int, rows)}
	cells := make([]int, 0, rows*cols)
	for i := 0; i < len(desc); i++ {
		ch := desc[i]
		switch {
		case ch >= '0' && ch <= '4':
			cells = append(cells, int(ch-'0'))
		case ch >= 'a' && ch <= 'z':
			for range int(ch-'a') + 1 {
				cells = append(cells, NoClue)
			}
		default:
			return nil, fmt.Errorf("expected a clue 0-4 or a run letter a-z in the Loopy description, found %q at character %d", ch, i+1)
		}
		if len(cells) > rows*cols {
			return nil, fmt.Errorf("the Loopy description runs past the %dx%d grid's %d cells", cols, rows, rows*cols)
		}
	}
	if len(cells) != rows*cols {
		return nil, fmt.Errorf("expected %d cells in the Loopy description of a %dx%d grid, found %d", rows*cols, cols, rows, len(cells))
	}
	for r := range rows {
		p.Clues[r] = cells[r*cols : (r+1)*cols]
	}
	return p, nil
}

// ParseSolution reads a solution block of p: a whole puzzle file (its
// block after "solution") or the block alone.
func ParseSolution(p *Puzzle, name string, data []byte) (*Solution, error) {
	text := string(data)
	for _, raw := range strings.Split(text, "\n") {
		t := strings.TrimSpace(raw)
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		if t == KindName {
			q, err := Parse(name, data)
			if err != nil {
				return nil, err
			}
			if q.Known == nil {
				return nil, fmt.Errorf("%s: expected a solution block after a 'solution' line", name)
			}
			return q.Known, nil
		}
		break
	}
	var lines []line
	start := 0
	for i, raw := range strings.Split(text, "\n") {
		t := strings.TrimSpace(raw)
		if t == "" || (len(lines) == 0 && strings.HasPrefix(t, "#")) {
			continue
		}
		if len(lines) == 0 && t == "solution" {
			start = i + 1
			continue
		}
		lines = append(lines, line{i + 1, strings.TrimRight(raw, " \t\r")})
	}
	return readSolution(name, p, lines, start)
}

// readSolution reads the solution block's 2·Rows+1 lines: rows of dots
// "+", with "-" where the loop joins two dots, between rows of cells, with
// "|" where the loop runs down a cell's side and the cell's clue or '.' at
// its centre. Leading and trailing spaces may be trimmed: a cells row
// starts with '|' or with its first cell's centre.
func readSolution(name string, p *Puzzle, lines []line, after int) (*Solution, error) {
	want := 2*p.Rows + 1
	if len(lines) != want {
		no := after
		if len(lines) > want {
			no = lines[want].no
		} else if len(lines) > 0 {
			no = lines[len(lines)-1].no
		}
		return nil, errorf(name, no, "expected a solution block of %d lines (dots and cells rows of the %dx%d grid), found %d", want, p.Rows, p.Cols, len(lines))
	}
	s := NewSolution(p.Rows, p.Cols)
	width := 2*p.Cols + 1
	for i, l := range lines {
		t := strings.TrimSpace(l.text)
		off := 0
		if i%2 == 1 && !strings.HasPrefix(t, "|") {
			off = 1
		}
		if off+len(t) > width {
			return nil, errorf(name, l.no, "expected a line of at most %d characters, found %d", width, off+len(t))
		}
		at := func(x int) byte {
			if x-off >= 0 && x-off < len(t) {
				return t[x-off]
			}
			return ' '
		}
		r := i / 2
		for x := range width {
			ch := at(x)
			switch {
			case i%2 == 0 && x%2 == 0:
				if ch != '+' {
					return nil, errorf(name, l.no, "expected the dot '+' at character %d, found %q", x+1, ch)
				}
			case i%2 == 0:
				if ch != '-' && ch != ' ' {
					return nil, errorf(name, l.no, "expected '-' or a space between dots at character %d, found %q", x+1, ch)
				}
				s.H[r][x/2] = ch == '-'
			case x%2 == 0:
				if ch != '|' && ch != ' ' {
					return nil, errorf(name, l.no, "expected '|' or a space at character %d, found %q", x+1, ch)
				}
				s.V[r][x/2] = ch == '|'
			default:
				if want := clueChar(p.Clues[r][x/2]); ch != want {
					return nil, errorf(name, l.no, "expected the cell r%dc%d's clue %q at character %d, found %q", r+1, x/2+1, want, x+1, ch)
				}
			}
		}
	}
	return s, nil
}

func clueChar(v int) byte {
	if v == NoClue {
		return '.'
	}
	return byte('0' + v)
}

func itoa(v int) string { return strconv.Itoa(v) }

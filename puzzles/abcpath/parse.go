package abcpath

import (
	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// where records the file lines of a parsed puzzle, so that semantic errors
// found while parsing name their line. Validate uses a nil *where.
type where struct {
	d        *text.Doc
	frame    [Size + 2]int // the lines of the frame's rows
	solution [Size]int     // the lines of the known solution's rows
}

func (w *where) frameLine(fr int) int {
	if w == nil {
		return 0
	}
	return w.frame[fr]
}

func (w *where) solutionLine(r int) int {
	if w == nil {
		return 0
	}
	return w.solution[r]
}

// Parse reads an abcpath puzzle file: the kind line, then 7 rows of 7
// characters (the board in its clue ring), and optionally a "solution" line
// followed by the solution block, which becomes Known. Malformed input gives
// a *text.Error naming the line and what was expected. Parse calls Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("abcpath"); err != nil {
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
	rows := d.Body
	n := Size + 2
	if len(rows) < n {
		return nil, endErrorf(d, "expected %d rows of characters (the 5x5 board in its clue ring), found %d", n, len(rows))
	}
	if len(rows) > n {
		return nil, d.Errorf(rows[n].No, "expected %d rows of characters (the 5x5 board in its clue ring); this is row %d", n, n+1)
	}
	var f [Size + 2][Size + 2]byte
	for fr, ln := range rows {
		t := text.Tokens(ln.Text)
		if len(t) != n {
			return nil, d.Errorf(ln.No, "expected a row of %d characters (the 5x5 board in its clue ring), found %d", n, len(t))
		}
		for fc, x := range t {
			if x == "." {
				continue
			}
			if len(x) != 1 || !isLetter(x[0]) {
				return nil, d.Errorf(ln.No, "expected a letter A-Y or '.', found '%s'", x)
			}
			f[fr][fc] = x[0]
		}
		w.frame[fr] = ln.No
	}
	setFrame(p, f)
	if err := p.validatePuzzle(w); err != nil {
		return nil, err
	}
	if d.SolutionLine != 0 {
		s, err := parseBlock(d, d.Solution, w)
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

// ParseSolution reads a file holding an abcpath solution block: the block
// alone, the block after header comments and the kind line, or a whole
// puzzle file ending with a solution block. It checks the block's shape (5
// rows of 5 letters A-Y); Verify checks the rules.
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	d, lines, err := text.SolutionLines(file, data, "abcpath", false)
	if err != nil {
		return nil, err
	}
	if err := d.RejectComments(lines); err != nil {
		return nil, err
	}
	return parseBlock(d, lines, nil)
}

// parseBlock reads a solution block: 5 rows of 5 letters.
func parseBlock(d *text.Doc, lines []text.Line, w *where) (*Solution, error) {
	if len(lines) < Size {
		return nil, d.EOFErrorf("expected %d rows of %d letters (the solved board), found %d", Size, Size, len(lines))
	}
	if len(lines) > Size {
		return nil, d.Errorf(lines[Size].No, "expected %d rows of %d letters (the solved board); this is row %d", Size, Size, Size+1)
	}
	s := &Solution{}
	for r, ln := range lines {
		t := text.Tokens(ln.Text)
		if len(t) != Size {
			return nil, d.Errorf(ln.No, "expected a row of %d letters, found %d", Size, len(t))
		}
		for c, x := range t {
			if len(x) != 1 || !isLetter(x[0]) {
				return nil, d.Errorf(ln.No, "expected a letter A-Y, found '%s'", x)
			}
			s.Grid[r][c] = x[0]
		}
		if w != nil {
			w.solution[r] = ln.No
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

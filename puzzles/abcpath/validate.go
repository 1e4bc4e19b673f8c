package abcpath

import "fmt"

// Validate checks that the puzzle is well formed: every board cell and ring
// position empty or a letter A-Y, no letter twice on the ring, no letter
// given twice on the board, a given letter that is also a clue lying on the
// clue's line, and a Known solution made of letters A-Y. It does not check
// the rules (Verify does).
func (p *Puzzle) Validate() error {
	if err := p.validatePuzzle(nil); err != nil {
		return err
	}
	return p.validateKnown(nil)
}

// errorf returns an error at a line of the file when w knows it, else a
// plain error naming the puzzle.
func (p *Puzzle) errorf(w *where, line int, format string, args ...any) error {
	if w != nil && w.d != nil && line > 0 {
		return w.d.Errorf(line, format, args...)
	}
	msg := fmt.Sprintf(format, args...)
	if p.Name != "" {
		msg = p.Name + ": " + msg
	}
	return &invalidError{msg: msg}
}

func (p *Puzzle) validatePuzzle(w *where) error {
	f := frame(p)
	for fr := range Size + 2 {
		for fc := range Size + 2 {
			if b := f[fr][fc]; b != 0 && !isLetter(b) {
				return p.errorf(w, w.frameLine(fr), "expected a letter A-Y or empty at row %d, column %d of the frame, found %q", fr+1, fc+1, b)
			}
		}
	}
	var given [26]struct {
		r, c int
		ok   bool
	}
	for r := range Size {
		for c := range Size {
			b := p.Grid[r][c]
			if b == 0 {
				continue
			}
			g := &given[b-'A']
			if g.ok {
				return p.errorf(w, w.frameLine(r+1), "letter '%c' is given twice on the board: at row %d, column %d and at row %d, column %d", b, g.r+1, g.c+1, r+1, c+1)
			}
			g.r, g.c, g.ok = r, c, true
		}
	}
	var clue [26]*Clue
	clues := p.Clues()
	for i := range clues {
		cl := &clues[i]
		if prev := clue[cl.Letter-'A']; prev != nil {
			return p.errorf(w, w.frameLine(cl.FrameRow), "letter '%c' is a clue twice: at %s and at %s", cl.Letter, prev.Where(), cl.Where())
		}
		clue[cl.Letter-'A'] = cl
		if g := given[cl.Letter-'A']; g.ok && !cl.Covers(g.r, g.c) {
			return p.errorf(w, w.frameLine(cl.FrameRow), "letter '%c' is given at row %d, column %d, but its clue at %s puts it in %s", cl.Letter, g.r+1, g.c+1, cl.Where(), cl.lineName())
		}
	}
	return nil
}

func (p *Puzzle) validateKnown(w *where) error {
	if p.Known == nil {
		return nil
	}
	for r := range Size {
		for c := range Size {
			if b := p.Known.Grid[r][c]; !isLetter(b) {
				return p.errorf(w, w.solutionLine(r), "expected a letter A-Y at row %d, column %d of the known solution, found %q", r+1, c+1, b)
			}
		}
	}
	return nil
}

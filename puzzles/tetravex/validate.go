package tetravex

import "fmt"

// Validate checks that the puzzle is well formed: N within 1..MaxSize, N²
// pieces, edge numbers within 0..MaxEdge, and a Known solution of N rows of
// N piece indices within 0..N²-1. It does not check the rules (Verify does).
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
	sizeLine := 0
	if w != nil {
		sizeLine = w.size
	}
	if p.N < 1 || p.N > MaxSize {
		return p.errorf(w, sizeLine, "expected size 1..%d, found %d", MaxSize, p.N)
	}
	if len(p.Pieces) != p.N*p.N {
		return p.errorf(w, sizeLine, "expected %d pieces (n² for size %d), found %d", p.N*p.N, p.N, len(p.Pieces))
	}
	for i, pc := range p.Pieces {
		for _, e := range [4]int{pc.Left, pc.Top, pc.Right, pc.Bottom} {
			if e < 0 || e > MaxEdge {
				return p.errorf(w, w.pieceLine(i), "piece %d has edge number %d, expected 0..%d", i+1, e, MaxEdge)
			}
		}
	}
	return nil
}

func (p *Puzzle) validateKnown(w *where) error {
	s := p.Known
	if s == nil {
		return nil
	}
	if len(s.Grid) != p.N {
		return p.errorf(w, 0, "the known solution has %d rows, expected %d", len(s.Grid), p.N)
	}
	for r, row := range s.Grid {
		if len(row) != p.N {
			return p.errorf(w, w.solutionLine(r), "row %d of the known solution has %d pieces, expected %d", r+1, len(row), p.N)
		}
		for c, k := range row {
			if k < 0 || k >= len(p.Pieces) {
				return p.errorf(w, w.solutionLine(r), "row %d, column %d of the known solution holds piece %d, expected 1..%d", r+1, c+1, k+1, len(p.Pieces))
			}
		}
	}
	return nil
}

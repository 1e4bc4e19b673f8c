package rogo

import "fmt"

// Validate checks that the puzzle is well formed: the grid's size within
// 1..MaxSide, Points and Blocked of that size, points within 0..MaxPoints and
// 0 on blocked cells, Steps within 1..Rows*Cols, Best (when given) between 0
// and the sum of all points, and a Known solution whose loop is made of
// distinct cells of the grid and whose score is the sum of their points and
// at most Best. It does not check the rules (Verify does).
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
	if p.Rows < 1 || p.Rows > MaxSide {
		return p.errorf(w, w.line(0), "expected 1..%d grid rows, found %d", MaxSide, p.Rows)
	}
	if p.Cols < 1 || p.Cols > MaxSide {
		return p.errorf(w, w.line(0), "expected 1..%d grid columns, found %d", MaxSide, p.Cols)
	}
	if len(p.Points) != p.Rows || len(p.Blocked) != p.Rows {
		return p.errorf(w, 0, "expected Points and Blocked of %d rows, found %d and %d", p.Rows, len(p.Points), len(p.Blocked))
	}
	total := 0
	for r := range p.Rows {
		if len(p.Points[r]) != p.Cols || len(p.Blocked[r]) != p.Cols {
			return p.errorf(w, w.line(r), "expected row %d of Points and Blocked to have %d cells, found %d and %d", r+1, p.Cols, len(p.Points[r]), len(p.Blocked[r]))
		}
		for c := range p.Cols {
			v := p.Points[r][c]
			if v < 0 || v > MaxPoints {
				return p.errorf(w, w.line(r), "cell at row %d, column %d has %d points, expected 0..%d", r+1, c+1, v, MaxPoints)
			}
			if p.Blocked[r][c] && v != 0 {
				return p.errorf(w, w.line(r), "cell at row %d, column %d is blocked but has %d points", r+1, c+1, v)
			}
			if p.Cols == 1 && v > 9 {
				return p.errorf(w, w.line(r), "cell at row %d of a one-column grid has %d points: a row of one cell cannot hold a number of several digits (it reads as several cells)", r+1, v)
			}
			total += v
		}
	}
	stepsLine, bestLine := 0, 0
	if w != nil {
		stepsLine, bestLine = w.steps, w.best
	}
	if p.Steps < 1 || p.Steps > p.Rows*p.Cols {
		return p.errorf(w, stepsLine, "expected steps between 1 and %d (the %dx%d grid's cells), found %d", p.Rows*p.Cols, p.Rows, p.Cols, p.Steps)
	}
	if !p.HasBest && p.Best != 0 {
		return p.errorf(w, 0, "best is %d but HasBest is false", p.Best)
	}
	if p.HasBest && (p.Best < 0 || p.Best > total) {
		return p.errorf(w, bestLine, "expected best between 0 and %d (all the grid's points), found %d", total, p.Best)
	}
	return nil
}

func (p *Puzzle) validateKnown(w *where) error {
	s := p.Known
	if s == nil {
		return nil
	}
	line := 0
	if w != nil {
		line = w.score
	}
	if len(s.Loop) == 0 {
		return p.errorf(w, line, "the known solution has no loop cells")
	}
	seen := make(map[Cell]int, len(s.Loop))
	for i, c := range s.Loop {
		if c.Row < 0 || c.Row >= p.Rows || c.Col < 0 || c.Col >= p.Cols {
			return p.errorf(w, line, "cell %d of the known loop (row %d, column %d) is outside the %dx%d grid", i+1, c.Row+1, c.Col+1, p.Rows, p.Cols)
		}
		if j, ok := seen[c]; ok {
			return p.errorf(w, line, "the known loop holds row %d, column %d twice (cells %d and %d)", c.Row+1, c.Col+1, j+1, i+1)
		}
		seen[c] = i
	}
	if s.Score < 0 {
		return p.errorf(w, line, "the known solution's score is %d, expected a whole number", s.Score)
	}
	if got := Score(p, s.Loop); got != s.Score {
		return p.errorf(w, line, "the known loop's cells hold %d points, but its score says %d", got, s.Score)
	}
	if p.HasBest && s.Score > p.Best {
		return p.errorf(w, line, "the known solution scores %d, more than best %d", s.Score, p.Best)
	}
	return nil
}

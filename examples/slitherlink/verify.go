package slitherlink

import (
	"errors"
	"fmt"
)

// ErrInvalid is wrapped by Validate's errors and by Verify's when the
// solution breaks a rule.
var ErrInvalid = errors.New("invalid slitherlink")

// Validate checks p's shape: a size of 1..MaxSide each way, Rows rows of
// Cols clues 0..4 or NoClue, a known solution of the grid's shape.
func (p *Puzzle) Validate() error {
	if p.Rows < 1 || p.Cols < 1 || p.Rows > MaxSide || p.Cols > MaxSide {
		return fmt.Errorf("%w: a %dx%d grid (expected 1..%d each way)", ErrInvalid, p.Rows, p.Cols, MaxSide)
	}
	if len(p.Clues) != p.Rows {
		return fmt.Errorf("%w: %d rows of clues for %d rows", ErrInvalid, len(p.Clues), p.Rows)
	}
	for r, row := range p.Clues {
		if len(row) != p.Cols {
			return fmt.Errorf("%w: row %d has %d clues, expected %d", ErrInvalid, r+1, len(row), p.Cols)
		}
		for c, v := range row {
			if v != NoClue && (v < 0 || v > 4) {
				return fmt.Errorf("%w: the clue %d at r%dc%d (expected 0..4)", ErrInvalid, v, r+1, c+1)
			}
		}
	}
	if p.Known != nil {
		return shapeOK(p, p.Known)
	}
	return nil
}

func shapeOK(p *Puzzle, s *Solution) error {
	if s == nil || len(s.H) != p.Rows+1 || len(s.V) != p.Rows {
		return fmt.Errorf("%w: the solution is not drawn on a %dx%d grid", ErrInvalid, p.Rows, p.Cols)
	}
	for _, row := range s.H {
		if len(row) != p.Cols {
			return fmt.Errorf("%w: the solution is not drawn on a %dx%d grid", ErrInvalid, p.Rows, p.Cols)
		}
	}
	for _, row := range s.V {
		if len(row) != p.Cols+1 {
			return fmt.Errorf("%w: the solution is not drawn on a %dx%d grid", ErrInvalid, p.Rows, p.Cols)
		}
	}
	return nil
}

// Verify checks every rule on s, on its own (no engine): each clue counts
// the loop's edges around its cell, each dot has 0 or 2 of them, and the
// edges drawn form one single closed loop. It names the first broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if err := p.Validate(); err != nil {
		return err
	}
	if err := shapeOK(p, s); err != nil {
		return err
	}
	for r, row := range p.Clues {
		for c, v := range row {
			if v == NoClue {
				continue
			}
			if n := count(s.H[r][c], s.H[r+1][c], s.V[r][c], s.V[r][c+1]); n != v {
				return fmt.Errorf("%w: the %d at r%dc%d has %d of its sides on the loop", ErrInvalid, v, r+1, c+1, n)
			}
		}
	}
	edges := 0
	for r := 0; r <= p.Rows; r++ {
		for c := 0; c <= p.Cols; c++ {
			d := degree(p, s, r, c)
			if d != 0 && d != 2 {
				return fmt.Errorf("%w: the loop %s at %s", ErrInvalid, map[bool]string{true: "branches", false: "ends"}[d > 2], dotName(p, r, c))
			}
			edges += d
		}
	}
	edges /= 2
	if edges == 0 {
		return fmt.Errorf("%w: no loop is drawn", ErrInvalid)
	}
	if n := loopLength(p, s); n != edges {
		return fmt.Errorf("%w: the lines form more than one loop (one of %d edges, %d edges in all)", ErrInvalid, n, edges)
	}
	return nil
}

func count(bs ...bool) int {
	n := 0
	for _, b := range bs {
		if b {
			n++
		}
	}
	return n
}

// degree is the number of loop edges at dot (r, c).
func degree(p *Puzzle, s *Solution, r, c int) int {
	n := 0
	if c > 0 && s.H[r][c-1] {
		n++
	}
	if c < p.Cols && s.H[r][c] {
		n++
	}
	if r > 0 && s.V[r-1][c] {
		n++
	}
	if r < p.Rows && s.V[r][c] {
		n++
	}
	return n
}

// loopLength walks the loop from its first edge (every dot has degree 0
// or 2) and counts the edges until it is back.
func loopLength(p *Puzzle, s *Solution) int {
	r0, c0 := -1, -1
	for r := 0; r <= p.Rows && r0 < 0; r++ {
		for c := 0; c < p.Cols; c++ {
			if s.H[r][c] {
				r0, c0 = r, c
				break
			}
		}
	}
	if r0 < 0 {
		return 0 // a loop has horizontal edges
	}
	// walk dots: from (r0,c0) towards (r0,c0+1)
	pr, pc, r, c := r0, c0, r0, c0+1
	n := 1
	for r != r0 || c != c0 {
		next := [][2]int{{r, c - 1}, {r, c + 1}, {r - 1, c}, {r + 1, c}}
		moved := false
		for _, d := range next {
			nr, nc := d[0], d[1]
			if (nr == pr && nc == pc) || !edgeOn(p, s, r, c, nr, nc) {
				continue
			}
			pr, pc, r, c = r, c, nr, nc
			n++
			moved = true
			break
		}
		if !moved {
			return n
		}
	}
	return n
}

// edgeOn tells whether the loop joins the dots (r, c) and (nr, nc).
func edgeOn(p *Puzzle, s *Solution, r, c, nr, nc int) bool {
	if nr < 0 || nc < 0 || nr > p.Rows || nc > p.Cols {
		return false
	}
	if nr == r {
		return s.H[r][min(c, nc)]
	}
	return s.V[min(r, nr)][c]
}

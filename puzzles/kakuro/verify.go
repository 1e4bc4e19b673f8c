package kakuro

import (
	"strconv"
	"strings"
)

// Verify checks s against every rule of p, without any solver: the grid has
// p's size, every white cell holds a digit 1..9 (and every black cell 0),
// and the cells of every clued run hold distinct digits adding up to its
// clue. It returns nil or an error (wrapping ErrNotSolution) naming the
// first broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution given")
	}
	if len(s.Grid) != p.Rows {
		return rulef("the solution has %d rows, expected %d", len(s.Grid), p.Rows)
	}
	for r, row := range s.Grid {
		if len(row) != p.Cols {
			return rulef("row %d has %d cells, expected %d", r+1, len(row), p.Cols)
		}
		for c, v := range row {
			white := p.isWhite(r, c)
			if white && (v < 1 || v > 9) {
				return rulef("row %d, column %d holds %d, expected a digit 1..9", r+1, c+1, v)
			}
			if !white && v != 0 {
				return rulef("row %d, column %d is black but holds %d", r+1, c+1, v)
			}
		}
	}
	// The runs, walked here from the clues (not from Runs, so that a
	// mistake there cannot hide one here).
	for r := range p.Rows {
		for c := range p.Cols {
			if p.isWhite(r, c) {
				continue
			}
			if err := verifyRun(p, s, r, c, 0, 1, at(p.Across, r, c), "across"); err != nil {
				return err
			}
			if err := verifyRun(p, s, r, c, 1, 0, at(p.Down, r, c), "down"); err != nil {
				return err
			}
		}
	}
	return nil
}

// verifyRun checks the run from clue cell (r0, c0) in direction (dr, dc).
func verifyRun(p *Puzzle, s *Solution, r0, c0, dr, dc, sum int, dir string) error {
	if sum == 0 {
		return nil
	}
	var seen [10]bool
	var vals []string
	total := 0
	for r, c := r0+dr, c0+dc; r < p.Rows && c < p.Cols && p.White[r][c]; r, c = r+dr, c+dc {
		v := s.Grid[r][c]
		if seen[v] {
			return rulef("the %s run %d at row %d, column %d holds %d twice", dir, sum, r0+1, c0+1, v)
		}
		seen[v] = true
		total += v
		vals = append(vals, strconv.Itoa(v))
	}
	if total != sum {
		return rulef("the %s run %d at row %d, column %d sums to %d (%s)", dir, sum, r0+1, c0+1, total, strings.Join(vals, "+"))
	}
	return nil
}

package skyscrapers

import (
	"strconv"
	"strings"
)

// Verify checks s against every rule of p, without any solver: the grid is
// N×N with heights 1..N, every row and column holds each height once,
// every given height stands where it is given, and from each clue exactly
// as many buildings are seen as it says (a building is seen when it is
// taller than every building before it). It returns nil or an error
// (wrapping ErrNotSolution) naming the first broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution given")
	}
	n := p.N
	if len(s.Grid) != n {
		return rulef("the solution has %d rows, expected %d", len(s.Grid), n)
	}
	for r, row := range s.Grid {
		if len(row) != n {
			return rulef("row %d has %d heights, expected %d", r+1, len(row), n)
		}
		for c, v := range row {
			if v < 1 || v > n {
				return rulef("row %d, column %d holds %d, expected a height 1..%d", r+1, c+1, v, n)
			}
		}
	}
	for r := range n {
		seen := make([]bool, n+1)
		for c := range n {
			v := s.Grid[r][c]
			if seen[v] {
				return rulef("row %d has two %ds", r+1, v)
			}
			seen[v] = true
		}
	}
	for c := range n {
		seen := make([]bool, n+1)
		for r := range n {
			v := s.Grid[r][c]
			if seen[v] {
				return rulef("column %d has two %ds", c+1, v)
			}
			seen[v] = true
		}
	}
	for r, row := range p.Givens {
		for c, v := range row {
			if v != 0 && r < n && c < n && s.Grid[r][c] != v {
				return rulef("row %d, column %d holds %d, but %d is given there", r+1, c+1, s.Grid[r][c], v)
			}
		}
	}
	for _, side := range []Side{Top, Bottom, Left, Right} {
		for i, clue := range p.Clues(side) {
			if clue == 0 || i >= n {
				continue
			}
			line := Line(s.Grid, side, i)
			if seen := Visible(line); seen != clue {
				return rulef("%s is %d, but %d buildings are seen (%s)", ClueName(side, i), clue, seen, seenOf(line))
			}
		}
	}
	return nil
}

// seenOf lists the line's heights nearest first, the seen ones marked:
// "[2] 1 [5] 3 4" .
func seenOf(line []int) string {
	parts := make([]string, len(line))
	tallest := 0
	for k, h := range line {
		parts[k] = strconv.Itoa(h)
		if h > tallest {
			tallest = h
			parts[k] = "[" + parts[k] + "]"
		}
	}
	return strings.Join(parts, " ")
}

func itoa(k int) string { return strconv.Itoa(k) }

package sudoku

import (
	"fmt"
	"sync"
)

// unit is a row, column or box: its name in messages and its cells.
type unit struct {
	name  string
	cells [][2]int
}

// unitsOfSide holds units(n, b) of each supported side, made once: Parse,
// Build and Verify of every puzzle of a collection read them, and making
// them (27 names and cell lists for 9x9) cost as much as a clone of the
// model. Nobody writes them.
var unitsOfSide sync.Map // int (n) -> []unit

// units lists the rows, then the columns, then the boxes of a grid of side
// n with boxes of side b, in reading order. The lists are shared: read
// only.
func units(n, b int) []unit {
	if !isSide(n) || b*b != n {
		return makeUnits(n, b)
	}
	if us, ok := unitsOfSide.Load(n); ok {
		return us.([]unit)
	}
	us, _ := unitsOfSide.LoadOrStore(n, makeUnits(n, b))
	return us.([]unit)
}

// makeUnits is units, made afresh.
func makeUnits(n, b int) []unit {
	us := make([]unit, 0, 3*n)
	for r := range n {
		u := unit{name: fmt.Sprintf("row %d", r+1)}
		for c := range n {
			u.cells = append(u.cells, [2]int{r, c})
		}
		us = append(us, u)
	}
	for c := range n {
		u := unit{name: fmt.Sprintf("column %d", c+1)}
		for r := range n {
			u.cells = append(u.cells, [2]int{r, c})
		}
		us = append(us, u)
	}
	for k := range n {
		r0, c0 := k/b*b, k%b*b
		u := unit{name: fmt.Sprintf("box %d (rows %d-%d, columns %d-%d)", k+1, r0+1, r0+b, c0+1, c0+b)}
		for i := range b {
			for j := range b {
				u.cells = append(u.cells, [2]int{r0 + i, c0 + j})
			}
		}
		us = append(us, u)
	}
	return us
}

// Verify checks s against every rule of p, without any solver: the grid is
// N×N with values 1..N, it keeps every given, and every row, column and box
// holds each value once. It returns nil or an error (wrapping
// ErrNotSolution) naming the first broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution given")
	}
	n, b := p.N, p.BoxSize()
	if b == 0 || n < 1 {
		return rulef("the puzzle has side %d, not a square", n)
	}
	if len(s.Grid) != n {
		return rulef("the solution has %d rows, expected %d", len(s.Grid), n)
	}
	for r, row := range s.Grid {
		if len(row) != n {
			return rulef("row %d has %d cells, expected %d", r+1, len(row), n)
		}
		for c, v := range row {
			if v < 1 || v > n {
				return rulef("row %d, column %d holds %d, expected a value 1..%d", r+1, c+1, v, n)
			}
			if r < len(p.Grid) && c < len(p.Grid[r]) && p.Grid[r][c] != 0 && p.Grid[r][c] != v {
				return rulef("row %d, column %d is %d, but the puzzle gives %d", r+1, c+1, v, p.Grid[r][c])
			}
		}
	}
	for _, u := range units(n, b) {
		seen := make([]bool, n+1)
		for _, cell := range u.cells {
			v := s.Grid[cell[0]][cell[1]]
			if seen[v] {
				return rulef("%s has two %ds", u.name, v)
			}
			seen[v] = true
		}
	}
	return nil
}

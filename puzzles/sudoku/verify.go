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

// units lists the rows, then the columns, then the boxes of a grid of side
// n with boxes of side b, in reading order. The lists of sides up to
// unitsCacheMax are made once and shared: callers only read them (a solve
// asks three times: validation, build, verification).
func units(n, b int) []unit {
	if n > unitsCacheMax {
		return makeUnits(n, b)
	}
	key := [2]int{n, b}
	if us, ok := unitsCache.Load(key); ok {
		return us.([]unit)
	}
	us, _ := unitsCache.LoadOrStore(key, makeUnits(n, b))
	return us.([]unit)
}

// unitsCacheMax bounds the sides whose units are kept (the largest bundled
// grids are 25×25; a 64×64 grid's units take about 200 KB).
const unitsCacheMax = 64

var unitsCache sync.Map // [2]int{n, b} -> []unit

func makeUnits(n, b int) []unit {
	us := make([]unit, 0, 3*n)
	cells := make([][2]int, 0, 3*n*n) // one block for every unit's cells
	add := func(name string, cell func(k int) [2]int) {
		start := len(cells)
		for k := range n {
			cells = append(cells, cell(k))
		}
		us = append(us, unit{name: name, cells: cells[start:len(cells):len(cells)]})
	}
	for r := range n {
		add(fmt.Sprintf("row %d", r+1), func(c int) [2]int { return [2]int{r, c} })
	}
	for c := range n {
		add(fmt.Sprintf("column %d", c+1), func(r int) [2]int { return [2]int{r, c} })
	}
	for k := range n {
		r0, c0 := k/b*b, k%b*b
		add(fmt.Sprintf("box %d (rows %d-%d, columns %d-%d)", k+1, r0+1, r0+b, c0+1, c0+b),
			func(i int) [2]int { return [2]int{r0 + i/b, c0 + i%b} })
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
	if none, ok := noRepeat(s.Grid, n, b); ok && none {
		return nil
	}
	seen := make([]bool, n+1)
	for _, u := range units(n, b) {
		clear(seen)
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

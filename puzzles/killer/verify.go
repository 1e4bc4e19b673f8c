package killer

import (
	"strconv"
	"strings"
)

// Verify checks s against every rule of p, without any solver: the grid is
// N×N with values 1..N; every row, every column and every √N×√N box holds
// each value once; and every cage holds distinct values adding up to its
// sum. It returns nil or an error (wrapping ErrNotSolution) naming the
// first broken rule.
func Verify(p *Puzzle, s *Solution) error {
	if s == nil {
		return rulef("no solution given")
	}
	n := p.N
	b := Box(n)
	if b == 0 {
		return rulef("the puzzle has side %d, not a square of 2..5", n)
	}
	if len(s.Grid) != n {
		return rulef("the solution has %d rows, expected %d", len(s.Grid), n)
	}
	for r, row := range s.Grid {
		if len(row) != n {
			return rulef("row %d has %d values, expected %d", r+1, len(row), n)
		}
		for c, v := range row {
			if v < 1 || v > n {
				return rulef("row %d, column %d holds %d, expected a value 1..%d", r+1, c+1, v, n)
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
	for k := range n {
		r0, c0 := k/b*b, k%b*b
		seen := make([]bool, n+1)
		for i := range n {
			v := s.Grid[r0+i/b][c0+i%b]
			if seen[v] {
				return rulef("box %d (rows %d-%d, columns %d-%d) has two %ds", k+1, r0+1, r0+b, c0+1, c0+b, v)
			}
			seen[v] = true
		}
	}
	for _, cg := range p.Cages {
		if err := verifyCage(cg, s.Grid, n); err != nil {
			return err
		}
	}
	return nil
}

func verifyCage(cg Cage, g [][]int, n int) error {
	if len(cg.Cells) == 0 {
		return rulef("cage %s has no cells", cg.Name)
	}
	vals := make([]int, 0, len(cg.Cells))
	sum := 0
	for _, c := range cg.Cells {
		if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
			return rulef("cage %s has the cell (row %d, column %d), outside the grid", cg.Name, c.Row+1, c.Col+1)
		}
		v := g[c.Row][c.Col]
		for i, w := range vals {
			if w == v {
				a := cg.Cells[i]
				return rulef("cage %s (%d) holds %d twice, at (row %d, column %d) and (row %d, column %d)",
					cg.Name, cg.Sum, v, a.Row+1, a.Col+1, c.Row+1, c.Col+1)
			}
		}
		vals = append(vals, v)
		sum += v
	}
	if sum != cg.Sum {
		parts := make([]string, len(vals))
		for i, v := range vals {
			parts[i] = strconv.Itoa(v)
		}
		return rulef("cage %s sums to %d, not %d (%s)", cg.Name, sum, cg.Sum, strings.Join(parts, "+"))
	}
	return nil
}

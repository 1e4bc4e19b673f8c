package kenken

import (
	"strconv"
	"strings"
)

// Verify checks s against every rule of p, without any solver: the grid is
// N×N with values 1..N, every row and column holds each value once, and
// every cage's cells combine to its target with its operation. It returns
// nil or an error (wrapping ErrNotSolution) naming the first broken rule.
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
	for _, cg := range p.Cages {
		if err := verifyCage(cg, s.Grid, n); err != nil {
			return err
		}
	}
	return nil
}

func verifyCage(cg Cage, g [][]int, n int) error {
	vals := make([]int, 0, len(cg.Cells))
	for _, c := range cg.Cells {
		if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
			return rulef("cage %s has the cell (row %d, column %d), outside the grid", cg.Name, c.Row+1, c.Col+1)
		}
		vals = append(vals, g[c.Row][c.Col])
	}
	if len(vals) == 0 {
		return rulef("cage %s has no cells", cg.Name)
	}
	t := cg.Target
	show := func(sep string, vs ...int) string {
		parts := make([]string, len(vs))
		for i, v := range vs {
			parts[i] = strconv.Itoa(v)
		}
		return strings.Join(parts, sep)
	}
	if len(vals) == 1 {
		// A one-cell cage gives its value, whatever its operation.
		if vals[0] != t {
			return rulef("cage %s is %d, not %d (a given)", cg.Name, vals[0], t)
		}
		return nil
	}
	switch cg.Op {
	case Add:
		sum := 0
		for _, v := range vals {
			sum += v
		}
		if sum != t {
			return rulef("cage %s is %d, not %d (%s)", cg.Name, sum, t, show("+", vals...))
		}
	case Mul:
		prod := 1
		for _, v := range vals {
			prod *= v
			if prod > MaxTarget {
				return rulef("cage %s is more than %d, not %d (%s)", cg.Name, MaxTarget, t, show("*", vals...))
			}
		}
		if prod != t {
			return rulef("cage %s is %d, not %d (%s)", cg.Name, prod, t, show("*", vals...))
		}
	case Sub, Div:
		if len(vals) != 2 {
			return rulef("cage %s is a %s cage of %d cells, expected two", cg.Name, cg.Op, len(vals))
		}
		a, b := max(vals[0], vals[1]), min(vals[0], vals[1])
		if cg.Op == Sub && a-b != t {
			return rulef("cage %s is %d, not %d (%d-%d)", cg.Name, a-b, t, a, b)
		}
		if cg.Op == Div && a%b != 0 {
			return rulef("cage %s is %d/%d, not a whole number, expected %d", cg.Name, a, b, t)
		}
		if cg.Op == Div && a/b != t {
			return rulef("cage %s is %d, not %d (%d/%d)", cg.Name, a/b, t, a, b)
		}
	default:
		return rulef("cage %s has %d cells but no operation", cg.Name, len(vals))
	}
	return nil
}

package killer

import (
	"strings"
	"unicode"
)

// Validate checks that p is a well-formed Killer Sudoku: a side N that is
// a square of 2..5, cages with distinct printable names, every cell in at
// most one cage, every cage orthogonally connected and of at most N cells,
// and sums that the cage's cells can reach with distinct values of 1..N.
// A known solution (if any) must be N×N with values 1..N. Errors wrap
// ErrInvalid; Parse reports them at the line of the file they concern.
func (p *Puzzle) Validate() error {
	n := p.N
	if n < 1 || n > MaxN || Box(n) == 0 {
		return invalidf(lineOf(p.rowLines, 0), "killer side %d is not supported (expected 4, 9, 16 or 25)", n)
	}
	if err := p.checkCages(); err != nil {
		return err
	}
	for k := range p.Cages {
		if err := p.checkConnected(k); err != nil {
			return err
		}
	}
	for k, cg := range p.Cages {
		size, line := len(cg.Cells), lineOf(p.clueLines, k)
		if size > n {
			return invalidf(line, "cage '%s' has %d cells, more than the %d values 1..%d it must hold once each", cg.Name, size, n, n)
		}
		if lo, hi := MinSum(size), MaxSum(size, n); cg.Sum < lo || cg.Sum > hi {
			return invalidf(line, "cage '%s': %d distinct values of 1..%d cannot sum to %d (expected %d..%d)", cg.Name, size, n, cg.Sum, lo, hi)
		}
	}
	if p.Known != nil {
		g := p.Known.Grid
		if len(g) != n {
			return invalidf(lineOf(p.knownLines, 0), "solution has %d rows, expected %d", len(g), n)
		}
		for r, row := range g {
			if len(row) != n {
				return invalidf(lineOf(p.knownLines, r), "solution row %d has %d values, expected %d", r+1, len(row), n)
			}
			for c, v := range row {
				if v < 1 || v > n {
					return invalidf(lineOf(p.knownLines, r), "solution cell (row %d, column %d) holds %d, expected 1..%d", r+1, c+1, v, n)
				}
			}
		}
	}
	return nil
}

// validName reports whether a cage name can be written in a grid row and a
// sum line and read back.
func validName(s string) bool {
	if s == "" || s == "." || strings.HasPrefix(s, "#") || strings.EqualFold(s, "solution") {
		return false
	}
	for _, r := range s {
		if r == ':' || unicode.IsSpace(r) || !unicode.IsGraphic(r) {
			return false
		}
	}
	return true
}

// checkCages checks the names and that no cell is in two cages.
func (p *Puzzle) checkCages() error {
	n := p.N
	owner := make([]int, n*n)
	for i := range owner {
		owner[i] = -1
	}
	for k, cg := range p.Cages {
		line := lineOf(p.clueLines, k)
		if !validName(cg.Name) {
			return invalidf(line, "cage name '%s' cannot be written in a file (expected printable characters, no spaces, no ':', not '.', not starting with '#')", cg.Name)
		}
		for j := range k {
			if p.Cages[j].Name == cg.Name {
				return invalidf(line, "two cages are named '%s'", cg.Name)
			}
		}
		if len(cg.Cells) == 0 {
			return invalidf(line, "cage '%s' has no cells", cg.Name)
		}
		for _, c := range cg.Cells {
			if c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
				return invalidf(line, "cage '%s': cell (row %d, column %d) is outside the %dx%d grid", cg.Name, c.Row+1, c.Col+1, n, n)
			}
			i := c.Row*n + c.Col
			if owner[i] >= 0 {
				return invalidf(lineOf(p.rowLines, c.Row), "cell (row %d, column %d) is in cages '%s' and '%s'", c.Row+1, c.Col+1, p.Cages[owner[i]].Name, cg.Name)
			}
			owner[i] = k
		}
	}
	return nil
}

// checkConnected checks that cage k is orthogonally connected.
func (p *Puzzle) checkConnected(k int) error {
	cells := p.Cages[k].Cells
	seen := make([]bool, len(cells))
	seen[0] = true
	queue := []int{0}
	for len(queue) > 0 {
		a := cells[queue[0]]
		queue = queue[1:]
		for j, b := range cells {
			if !seen[j] && abs(a.Row-b.Row)+abs(a.Col-b.Col) == 1 {
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	for j, ok := range seen {
		if !ok {
			c, f := cells[j], cells[0]
			return invalidf(lineOf(p.rowLines, c.Row), "cage '%s' is not connected: cell (row %d, column %d) is cut off from cell (row %d, column %d)",
				p.Cages[k].Name, c.Row+1, c.Col+1, f.Row+1, f.Col+1)
		}
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

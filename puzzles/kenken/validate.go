package kenken

import (
	"strings"
	"unicode"
)

// Validate checks that p is a well-formed KenKen: a side 1..MaxN, cages with
// distinct printable names, every cell in exactly one cage, every cage
// orthogonally connected, a Given operation exactly for one-cell cages, -
// and / cages of two cells, and targets that the cage's cells can reach
// (positive, at most MaxTarget, a one-cell cage's within 1..N). A known
// solution (if any) must be N×N with values 1..N. Errors wrap ErrInvalid;
// Parse reports them at the line of the file they concern.
func (p *Puzzle) Validate() error {
	n := p.N
	if n < 1 || n > MaxN {
		return invalidf(lineOf(p.rowLines, 0), "kenken side %d is not supported (expected 1..%d)", n, MaxN)
	}
	if err := p.checkCover(); err != nil {
		return err
	}
	for k := range p.Cages {
		if err := p.checkConnected(k); err != nil {
			return err
		}
	}
	for k := range p.Cages {
		if err := p.checkClue(k); err != nil {
			return err
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
// clue line and read back.
func validName(s string) bool {
	if s == "" || strings.HasPrefix(s, "#") || strings.EqualFold(s, "solution") {
		return false
	}
	for _, r := range s {
		if r == ':' || unicode.IsSpace(r) || !unicode.IsGraphic(r) {
			return false
		}
	}
	return true
}

// checkCover checks the names and that every cell is in exactly one cage.
func (p *Puzzle) checkCover() error {
	n := p.N
	if len(p.Cages) == 0 {
		return invalidf(lineOf(p.rowLines, 0), "the puzzle has no cages")
	}
	owner := make([]int, n*n)
	for i := range owner {
		owner[i] = -1
	}
	for k, cg := range p.Cages {
		line := lineOf(p.clueLines, k)
		if !validName(cg.Name) {
			return invalidf(line, "cage name '%s' cannot be written in a file (expected printable characters, no spaces, no ':', not starting with '#')", cg.Name)
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
	for i, k := range owner {
		if k < 0 {
			return invalidf(lineOf(p.rowLines, i/n), "cell (row %d, column %d) is in no cage", i/n+1, i%n+1)
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

// checkClue checks the clue of cage k against its size and N.
func (p *Puzzle) checkClue(k int) error {
	cg, n, line := p.Cages[k], p.N, lineOf(p.clueLines, k)
	size, t := len(cg.Cells), cg.Target
	switch {
	case cg.Op < Given || cg.Op > Div:
		return invalidf(line, "cage '%s': unknown operation %d", cg.Name, int(cg.Op))
	case size == 1 && cg.Op != Given:
		return invalidf(line, "one-cell cage '%s' takes a bare number, found the operation %s", cg.Name, cg.Op)
	case size > 1 && cg.Op == Given:
		return invalidf(line, "cage '%s' has %d cells, so its clue needs an operation (+ - * /), found a bare number", cg.Name, size)
	case (cg.Op == Sub || cg.Op == Div) && size != 2:
		return invalidf(line, "cage '%s': a %s cage has two cells, this one has %d", cg.Name, cg.Op, size)
	case t < 1:
		return invalidf(line, "cage '%s': expected a positive target, found %d", cg.Name, t)
	case t > MaxTarget:
		return invalidf(line, "cage '%s': target %d is too large (at most %d)", cg.Name, t, MaxTarget)
	}
	lo, hi := 1, n
	switch cg.Op {
	case Given:
		if t > n {
			return invalidf(line, "one-cell cage '%s' gives %d, expected 1..%d", cg.Name, t, n)
		}
		return nil
	case Add:
		lo, hi = size, size*n
	case Sub:
		hi = n - 1
	case Div:
		lo = 2
	case Mul:
		hi = 1
		for range size {
			hi *= n
			if hi > MaxTarget {
				break
			}
		}
	}
	if t < lo || t > hi {
		return invalidf(line, "cage '%s': %d cells of 1..%d cannot make %d%s (expected %d..%d)", cg.Name, size, n, t, cg.Op, lo, min(hi, MaxTarget))
	}
	return nil
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

package craft

import "github.com/tessera-cp/tessera/puzzles/kenken"

// Most drawn KenKens have several solutions, and building a model to
// count them cost more than the rest of a candidate (the cage tables, the
// search's set-up). kenkenCount counts them on the cages' own tuples
// instead: each cage's fillings are listed once (the values its clue
// allows, distinct along its rows and columns), then a search takes the
// cage with the fewest fillings that fit the rows and columns filled so
// far, as Tatham's Keen solver does with its cage candidates. It is a
// filter only: a candidate it calls unique is judged on the ladder's
// model, which solves no puzzle that is not unique.

// kenkenCountMax is the largest side kenkenCount counts for the
// generator: at 9x9 its search over the cages' fillings cost more CPU than
// the kind's model in 'tessera generate kenken --size 9 --count 20' (easy
// 0.31 s a puzzle against 0.21, normal 0.11 against 0.07), at 6x6 half.
const kenkenCountMax = 7

// kenkenNodeCap bounds kenkenCount's search; past it the count is
// unknown (the kind's own model counts then).
const kenkenNodeCap = 200_000

// kenkenCage is a cage's cells (r*n+c) and its fillings, len(cells)
// values each, one after the other.
type kenkenCage struct {
	cells []int
	fill  []uint8
}

// kenkenCount counts p's solutions up to limit; known is false when the
// search passed kenkenNodeCap or p has a clue it does not read (then the
// count is 0).
func kenkenCount(p *kenken.Puzzle, limit int) (count int, known bool) {
	n := p.N
	if n < 1 || n > 31 {
		return 0, false
	}
	cages := make([]kenkenCage, len(p.Cages))
	for i, c := range p.Cages {
		cells := make([]int, len(c.Cells))
		for j, x := range c.Cells {
			cells[j] = x.Row*n + x.Col
		}
		fill, ok := kenkenFillings(n, c, cells)
		if !ok {
			return 0, false
		}
		cages[i] = kenkenCage{cells: cells, fill: fill}
	}
	s := kenkenSearch{n: n, cages: cages, row: make([]uint32, n), col: make([]uint32, n), done: make([]bool, len(cages)), limit: limit}
	s.run(len(cages))
	return s.count, s.nodes <= kenkenNodeCap
}

// kenkenFillings lists the values of cells that satisfy the cage's clue,
// distinct where two cells share a row or a column; ok is false for a
// clue it does not read.
func kenkenFillings(n int, c kenken.Cage, cells []int) (fill []uint8, ok bool) {
	k := len(cells)
	switch c.Op {
	case kenken.Given, kenken.Add, kenken.Mul:
	case kenken.Sub, kenken.Div:
		if k != 2 {
			return nil, false
		}
	default:
		return nil, false
	}
	if c.Op == kenken.Given && k != 1 {
		return nil, false
	}
	vals := make([]int, k)
	var rec func(i, acc int)
	rec = func(i, acc int) {
		if i == k {
			if kenkenClueHolds(c, vals) {
				for _, v := range vals {
					fill = append(fill, uint8(v))
				}
			}
			return
		}
		for v := 1; v <= n; v++ {
			clash := false
			for j := range i {
				if vals[j] == v && (cells[j]/n == cells[i]/n || cells[j]%n == cells[i]%n) {
					clash = true
					break
				}
			}
			if clash {
				continue
			}
			next := acc
			switch c.Op {
			case kenken.Add:
				// The cells left take at least 1 and at most n each.
				next = acc + v
				if left := k - i - 1; next+left > c.Target || next+left*n < c.Target {
					continue
				}
			case kenken.Mul:
				next = acc * v
				if c.Target%next != 0 {
					continue
				}
			}
			vals[i] = v
			rec(i+1, next)
		}
	}
	start := 0
	if c.Op == kenken.Mul {
		start = 1
	}
	rec(0, start)
	return fill, true
}

// kenkenClueHolds is whether vals satisfy the cage's clue.
func kenkenClueHolds(c kenken.Cage, vals []int) bool {
	switch c.Op {
	case kenken.Given:
		return vals[0] == c.Target
	case kenken.Add:
		sum := 0
		for _, v := range vals {
			sum += v
		}
		return sum == c.Target
	case kenken.Mul:
		prod := 1
		for _, v := range vals {
			prod *= v
		}
		return prod == c.Target
	case kenken.Sub:
		return max(vals[0], vals[1])-min(vals[0], vals[1]) == c.Target
	case kenken.Div:
		lo, hi := min(vals[0], vals[1]), max(vals[0], vals[1])
		return hi == lo*c.Target
	}
	return false
}

// kenkenSearch fills the cages one at a time, the rows' and columns'
// values in bit masks.
type kenkenSearch struct {
	n            int
	cages        []kenkenCage
	row, col     []uint32
	done         []bool
	count, limit int
	nodes        int
}

// fits is whether filling f of cage c (its index in fill) leaves every
// row and column without a repeated value.
func (s *kenkenSearch) fits(c *kenkenCage, f int) bool {
	k := len(c.cells)
	for j, x := range c.cells {
		b := uint32(1) << c.fill[f*k+j]
		if (s.row[x/s.n]|s.col[x%s.n])&b != 0 {
			return false
		}
	}
	return true
}

// set adds (or, again, takes out) filling f of cage c in the masks.
func (s *kenkenSearch) set(c *kenkenCage, f int) {
	k := len(c.cells)
	for j, x := range c.cells {
		b := uint32(1) << c.fill[f*k+j]
		s.row[x/s.n] ^= b
		s.col[x%s.n] ^= b
	}
}

// run counts the fillings of the left cages not done yet.
func (s *kenkenSearch) run(left int) {
	if left == 0 {
		s.count++
		return
	}
	s.nodes++
	if s.nodes > kenkenNodeCap {
		s.count = s.limit // stop: the count is unknown
		return
	}
	best, bestN := -1, int(^uint(0)>>1)
	for i := range s.cages {
		if s.done[i] {
			continue
		}
		c := &s.cages[i]
		m := 0
		for f := range len(c.fill) / len(c.cells) {
			if s.fits(c, f) {
				if m++; m >= bestN {
					break
				}
			}
		}
		if m == 0 {
			return
		}
		if m < bestN {
			best, bestN = i, m
		}
	}
	c := &s.cages[best]
	s.done[best] = true
	for f := range len(c.fill) / len(c.cells) {
		if !s.fits(c, f) {
			continue
		}
		s.set(c, f)
		s.run(left - 1)
		s.set(c, f)
		if s.count >= s.limit {
			break
		}
	}
	s.done[best] = false
}

package craft

import (
	"slices"

	"github.com/tessera-cp/tessera/puzzles/kenken"
)

// Most drawn KenKens have several solutions, and building a model to
// count them cost more than the rest of a candidate (the cage tables, the
// search's set-up). kenkenCount counts them on the cages' own tuples
// instead: each cage's fillings are listed once (the values its clue
// allows, distinct along its rows and columns), then a search takes the
// cage with the fewest fillings that fit the rows and columns filled so
// far. It is a filter only: a candidate it calls unique is judged on the ladder's
// model, which solves no puzzle that is not unique.

// kenkenNodeCap bounds kenkenCount's search; past it the count is
// unknown (the kind's own model counts then).
const kenkenNodeCap = 200_000

// kenkenCage is a cage's cells (r*n+c) and its fillings, len(cells)
// values each, one after the other; lines are the rows (0..n-1) and
// columns (n..2n-1) it spans, and bits each filling's values on each of
// them (len(lines) masks per filling), what the search checks and sets.
type kenkenCage struct {
	cells []int
	fill  []uint8
	lines []int
	bits  []uint32
}

// index lists the cage's lines and its fillings' masks on them.
func (c *kenkenCage) index(n int) {
	var buf [8]int
	at := buf[:0] // cell j's row and column in lines
	c.lines = c.lines[:0]
	for _, x := range c.cells {
		for _, l := range [2]int{x / n, n + x%n} {
			k := slices.Index(c.lines, l)
			if k < 0 {
				k = len(c.lines)
				c.lines = append(c.lines, l)
			}
			at = append(at, k)
		}
	}
	k, nl := len(c.cells), len(c.lines)
	size := len(c.fill) / k * nl
	if cap(c.bits) < size {
		c.bits = make([]uint32, size)
	} else {
		c.bits = c.bits[:size]
		clear(c.bits)
	}
	for f := range len(c.fill) / k {
		for j := range k {
			b := uint32(1) << c.fill[f*k+j]
			c.bits[f*nl+at[2*j]] |= b
			c.bits[f*nl+at[2*j+1]] |= b
		}
	}
}

// kenkenCount counts p's solutions up to limit; known is false when the
// search passed kenkenNodeCap or p has a clue it does not read (then the
// count is 0).
func kenkenCount(p *kenken.Puzzle, limit int) (count int, known bool) {
	return kenkenCountFills(p, nil, limit)
}

// kenkenCountFills is kenkenCount with the cages' fillings (kenkenFillings,
// in p.Cages' order) listed already where fills has them.
func kenkenCountFills(p *kenken.Puzzle, fills [][]uint8, limit int) (count int, known bool) {
	s, known := newKenkenCount(p, fills, limit)
	if s == nil {
		return 0, known
	}
	s.run(len(s.cages))
	return s.count, s.nodes <= kenkenNodeCap
}

// newKenkenCount is kenkenCountFills' search, ready to run; nil with
// known true when a cage has no filling (no solution), with known false
// for a puzzle it does not read.
func newKenkenCount(p *kenken.Puzzle, fills [][]uint8, limit int) (s *kenkenSearch, known bool) {
	s = &kenkenSearch{}
	if ok, known := s.load(p, fills, limit); !ok {
		return nil, known
	}
	return s, true
}

// load makes s the count of p's solutions up to limit, ready to run, on
// the slices s holds from an earlier puzzle where they are large enough
// (a generator counts one drawn puzzle after another: kenkenScratch).
// ok false: known true when a cage has no filling (no solution), known
// false for a puzzle it does not read.
func (s *kenkenSearch) load(p *kenken.Puzzle, fills [][]uint8, limit int) (ok, known bool) {
	n := p.N
	if n < 1 || n > 31 {
		return false, false
	}
	k := len(p.Cages)
	if cap(s.cages) < k {
		s.cages = append(s.cages[:cap(s.cages)], make([]kenkenCage, k-cap(s.cages))...)
	}
	s.cages = s.cages[:k]
	for i, c := range p.Cages {
		cg := &s.cages[i]
		cg.cells = cg.cells[:0]
		for _, x := range c.Cells {
			cg.cells = append(cg.cells, x.Row*n+x.Col)
		}
		var fill []uint8
		ok := true
		if i < len(fills) && fills[i] != nil {
			fill = fills[i]
		} else {
			fill, ok = sharedFillings(n, c, cg.cells)
		}
		if !ok {
			return false, false
		}
		cg.fill = fill
		cg.index(n)
	}
	s.reset(n, limit)
	for i := range s.cages {
		if len(s.alive[i]) == 0 {
			return false, true
		}
	}
	return true, true
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
			if cageMeets(c, vals) {
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

// kenkenSearch fills the cages one at a time, the rows' and columns'
// values in bit masks. Each cage not filled keeps the list of its
// fillings that still fit (alive, a window of arena): filling a cage
// filters the lists of the cages that share a row or a column with it
// (near), on top of the arena, and backtracking takes the old windows
// back (undo).
type kenkenSearch struct {
	n            int
	cages        []kenkenCage
	near         [][]int  // cages sharing a row or a column with each
	line         []uint32 // the values placed on each row, then column
	done         []bool
	alive        [][]int32
	arena        []int32
	undo         []kenkenUndo
	count, limit int
	nodes        int
	spans        []uint64 // reset's: the lines each cage spans
	spare        []int32  // planted's room, kept by reset
	// planted, when set, is each cage's filling in a known solution
	// (kenkenSecondSolution): off counts the cages filled otherwise, and
	// a leaf with none is that solution, not counted again.
	planted []int32
	off     int
}

type kenkenUndo struct {
	cage  int
	alive []int32
}

func newKenkenSearch(n int, cages []kenkenCage, limit int) *kenkenSearch {
	s := &kenkenSearch{cages: cages}
	s.reset(n, limit)
	return s
}

// reset readies s to count the solutions of s.cages (their cells, fillings
// and index set) up to limit, keeping its slices' room.
func (s *kenkenSearch) reset(n, limit int) {
	cages := s.cages
	s.n, s.limit, s.count, s.nodes = n, limit, 0, 0
	s.planted, s.off = nil, 0
	s.line = resize(s.line, 2*n)
	s.done = resize(s.done, len(cages))
	s.spans = resize(s.spans, len(cages)) // rows 0..n-1, columns 32..32+n-1
	lines := s.spans
	for i, c := range cages {
		for _, x := range c.cells {
			lines[i] |= 1<<(x/n) | 1<<(32+x%n)
		}
	}
	if cap(s.near) < len(cages) {
		s.near = append(s.near[:cap(s.near)], make([][]int, len(cages)-cap(s.near))...)
	}
	s.near = s.near[:len(cages)]
	for i := range cages {
		s.near[i] = s.near[i][:0]
		for j := range cages {
			if i != j && lines[i]&lines[j] != 0 {
				s.near[i] = append(s.near[i], j)
			}
		}
	}
	s.alive = resize(s.alive, len(cages))
	s.arena, s.undo = s.arena[:0], s.undo[:0]
	for i, c := range cages {
		from := len(s.arena)
		for f := range len(c.fill) / len(c.cells) {
			s.arena = append(s.arena, int32(f))
		}
		s.alive[i] = s.arena[from:len(s.arena):len(s.arena)]
	}
	// The windows point into the arena as it stands: filter appends
	// after them, and a reallocation leaves them on the old array, which
	// they alone read from then on.
}

// resize is a of length k, zeroed, in its own room where that suffices.
func resize[T any](a []T, k int) []T {
	if cap(a) < k {
		return make([]T, k)
	}
	a = a[:k]
	clear(a)
	return a
}

// fits is whether filling f of cage c (its index in fill) leaves every
// row and column without a repeated value.
func (s *kenkenSearch) fits(c *kenkenCage, f int) bool {
	nl := len(c.lines)
	bits := c.bits[f*nl : f*nl+nl]
	for i, l := range c.lines {
		if s.line[l]&bits[i] != 0 {
			return false
		}
	}
	return true
}

// set adds (or, again, takes out) filling f of cage c in the masks.
func (s *kenkenSearch) set(c *kenkenCage, f int) {
	nl := len(c.lines)
	bits := c.bits[f*nl : f*nl+nl]
	for i, l := range c.lines {
		s.line[l] ^= bits[i]
	}
}

// filter narrows the lists of the cages near cage i, just filled, to the
// fillings that still fit; false when one has none left.
func (s *kenkenSearch) filter(i int) bool {
	for _, j := range s.near[i] {
		if s.done[j] {
			continue
		}
		c := &s.cages[j]
		old := s.alive[j]
		from := len(s.arena)
		for _, f := range old {
			if s.fits(c, int(f)) {
				s.arena = append(s.arena, f)
			}
		}
		if len(s.arena)-from == len(old) {
			s.arena = s.arena[:from]
			continue
		}
		s.undo = append(s.undo, kenkenUndo{j, old})
		s.alive[j] = s.arena[from:len(s.arena):len(s.arena)]
		if len(s.alive[j]) == 0 {
			return false
		}
	}
	return true
}

// run counts the fillings of the left cages not done yet.
func (s *kenkenSearch) run(left int) {
	if left == 0 {
		if s.planted == nil || s.off > 0 {
			s.count++
		}
		return
	}
	s.nodes++
	if s.nodes > kenkenNodeCap {
		s.count = s.limit // stop: the count is unknown
		return
	}
	best := -1
	for i := range s.cages {
		if !s.done[i] && (best < 0 || len(s.alive[i]) < len(s.alive[best])) {
			best = i
		}
	}
	c := &s.cages[best]
	s.done[best] = true
	for _, f := range s.alive[best] {
		arena, undo := len(s.arena), len(s.undo)
		off := s.planted != nil && f != s.planted[best]
		if off {
			s.off++
		}
		s.set(c, int(f))
		if s.filter(best) {
			s.run(left - 1)
		}
		s.set(c, int(f))
		if off {
			s.off--
		}
		for _, u := range s.undo[undo:] {
			s.alive[u.cage] = u.alive
		}
		s.arena, s.undo = s.arena[:arena], s.undo[:undo]
		if s.count >= s.limit {
			break
		}
	}
	s.done[best] = false
}

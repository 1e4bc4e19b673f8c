package craft

import (
	"math/bits"
	"slices"
	"sync"

	"github.com/tessera-cp/tessera/puzzles/kenken"
)

// A drawn KenKen's band among easy and normal, on a candidate mask per
// cell instead of the ladder's model (whose build, its cage tables, is
// most of what a candidate that reaches the ladder costs; most of them
// land below the band asked for, or above it).
//
// Up to Combined, KenKen's ladder is forward checking along the rows and
// columns, a digit's one place in a row or column, and the cages: at
// Strength each at full strength (its layouts, no digit twice in a line:
// domain consistency on its fillings); at Counting only the two-cell ones
// so, the bigger ones coarsely (each cell keeps the digits some layout
// uses, a sum's bounds); at Combined also Hall sets in the rows and
// columns (domain-consistent AllDifferent) and a cage with each line it
// has two cells in (a digit every layout left puts in the cage's part of
// the line leaves the rest of it: cageLines). The masks reach the same
// fixpoints, domain by domain (TestKenKenMasksAgreeWithLadder), so a
// candidate's band among easy, normal and hard is the model's; above
// Combined (lookahead) the model answers.

// kenkenMasks is a drawn KenKen on masks: lines are rows 0..n-1 and
// columns n..2n-1; a cell's bit v-1 is digit v.
type kenkenMasks struct {
	n      int
	full   uint32
	peers  [][]int16
	lines  [][]int16
	cellAt []kenkenCell // each cell's lines and cage
	cages  []kenkenMaskCage
	given  [][2]int  // one-cell cages: cell, digit
	fills  [][]uint8 // every cage's fillings, in the puzzle's order (kenkenCountFills)
	// work: cells fixed not yet taken from their peers, the lines and
	// cages changed since their last look
	queue      []int16
	dirtyLines uint64
	hallLines  uint64
	union      []uint32 // hallSets': each set of a line's open cells, their digits
	dirtyCages []bool
	anyCage    bool
	// planted holds each cell's digit (its bit) in a solution, when one is
	// known (plant): propagation never refutes a value of a solution, so
	// the probes skip those.
	planted []uint32
	spare   []uint32 // planted's room, kept by load
}

type kenkenCell struct {
	lines uint64
	cage  int
}

// kenkenMaskCage is a cage's cells and fillings (len(cells) digits each)
// and the digits some filling puts in any cell (coarse).
type kenkenMaskCage struct {
	cells []int16
	fill  []uint8
	uses  uint32
	sum   int // an addition's target (0: another operation)
	parts []kenkenCagePart
}

// kenkenCagePart is a line the cage has two cells or more in: their
// indices in the cage, and the line's other cells.
type kenkenCagePart struct {
	at   []int
	rest []int16
}

// newKenkenMasks is p on masks, or nil for a cage it does not read.
func newKenkenMasks(p *kenken.Puzzle) *kenkenMasks {
	m := &kenkenMasks{}
	if !m.load(p) {
		return nil
	}
	return m
}

// load makes m p's masks, on the slices m holds from an earlier puzzle
// where they are large enough (a generator judges one drawn puzzle after
// another: kenkenMasksScratch); false for a cage it does not read.
func (m *kenkenMasks) load(p *kenken.Puzzle) bool {
	n := p.N
	if n < 1 || n > 16 {
		return false
	}
	m.n, m.full = n, uint32(1)<<n-1
	m.cellAt = resize(m.cellAt, n*n)
	m.lines, m.peers = kenkenGrid(n)
	m.planted = nil
	for c := range n * n {
		m.cellAt[c].lines = 1<<(c/n) | 1<<(n+c%n)
		m.cellAt[c].cage = -1
	}
	m.fills, m.given = m.fills[:0], m.given[:0]
	cages := m.cages[:cap(m.cages)] // the room of the earlier puzzle's cages
	m.cages = m.cages[:0]
	var buf [16]int
	for _, cg := range p.Cages {
		cells := buf[:0]
		for _, x := range cg.Cells {
			cells = append(cells, x.Row*n+x.Col)
		}
		fill, ok := sharedFillings(n, cg, cells)
		m.fills = append(m.fills, fill)
		if cg.Op == kenken.Given {
			if len(cells) != 1 || cg.Target < 1 || cg.Target > n {
				return false
			}
			m.given = append(m.given, [2]int{cells[0], cg.Target})
			continue
		}
		if !ok || len(fill) == 0 || len(fill)/len(cells) > 50_000 {
			return false // the ladder's model posts no table for it
		}
		var mc kenkenMaskCage
		if k := len(m.cages); k < len(cages) {
			mc = cages[k] // its slices' room
		}
		mc.fill, mc.uses, mc.sum = fill, 0, 0
		mc.cells, mc.parts = mc.cells[:0], mc.parts[:0]
		if cg.Op == kenken.Add {
			mc.sum = cg.Target
		}
		for _, c := range cells {
			mc.cells = append(mc.cells, int16(c))
			m.cellAt[c].cage = len(m.cages)
		}
		for _, v := range fill {
			mc.uses |= 1 << (v - 1)
		}
		for l := range 2 * n {
			in := 0
			for _, c := range cells {
				if m.cellAt[c].lines&(1<<l) != 0 {
					in++
				}
			}
			if in < 2 {
				continue
			}
			var part kenkenCagePart
			if k := len(mc.parts); k < cap(mc.parts) {
				part = mc.parts[:k+1][k] // its slices' room
			}
			part.at, part.rest = part.at[:0], part.rest[:0]
			for j, c := range cells {
				if m.cellAt[c].lines&(1<<l) != 0 {
					part.at = append(part.at, j)
				}
			}
			for _, c := range m.lines[l] {
				if !slices.Contains(cells, int(c)) {
					part.rest = append(part.rest, c)
				}
			}
			mc.parts = append(mc.parts, part)
		}
		m.cages = append(m.cages, mc)
	}
	m.dirtyCages = resize(m.dirtyCages, len(m.cages))
	m.clearWork()
	return true
}

// kenkenMasksScratch is the run's masks, kept from one drawn candidate to
// the next (r.cache); nil where they do not read p.
func kenkenMasksScratch(r *genRun, p *kenken.Puzzle) *kenkenMasks {
	const key = "kenken-masks"
	m, ok := r.cache[key].(*kenkenMasks)
	if !ok {
		m = &kenkenMasks{}
		r.cache[key] = m
	}
	if !m.load(p) {
		return nil
	}
	return m
}

// plant tells the masks a solution of the puzzle (the planted one): the
// lookahead probes skip its values, which no propagation refutes.
func (m *kenkenMasks) plant(sol *kenken.Solution) {
	if sol == nil || len(sol.Grid) != m.n {
		return
	}
	m.planted = resize(m.spare, m.n*m.n)
	m.spare = m.planted
	for r, row := range sol.Grid {
		if len(row) != m.n {
			m.planted = nil
			return
		}
		for c, v := range row {
			m.planted[r*m.n+c] = 1 << (v - 1) & m.full
		}
	}
}

// skip is whether the probe of bit in cell c cannot fail: bit is the
// known solution's.
func (m *kenkenMasks) skip(c int, bit uint32) bool {
	return m.planted != nil && m.planted[c] == bit
}

// kenkenGrids holds each side's lines and peers (kenkenGrid), read only.
var kenkenGrids [17]struct {
	once         sync.Once
	lines, peers [][]int16
}

// kenkenGrid is the lines (rows 0..n-1, columns n..2n-1) and each cell's
// peers of an n x n grid, made once per side and shared by every
// candidate's masks (1 <= n <= 16).
func kenkenGrid(n int) (lines, peers [][]int16) {
	g := &kenkenGrids[n]
	g.once.Do(func() {
		for l := range 2 * n {
			var cells []int16
			for i := range n {
				if l < n {
					cells = append(cells, int16(l*n+i))
				} else {
					cells = append(cells, int16(i*n+l-n))
				}
			}
			g.lines = append(g.lines, cells)
		}
		g.peers = make([][]int16, n*n)
		for c := range n * n {
			r, col := c/n, c%n
			for i := range n {
				if i != col {
					g.peers[c] = append(g.peers[c], int16(r*n+i))
				}
				if i != r {
					g.peers[c] = append(g.peers[c], int16(i*n+col))
				}
			}
		}
	})
	return g.lines, g.peers
}

// fillingsKey is what a cage's fillings depend on: the side, the clue,
// and which of its cells share a row or a column (two bits per pair, in
// the cells' order).
type fillingsKey struct {
	n, op, target, k int
	shared           uint32
}

// fillingsCache keeps the fillings of the cages drawn so far, read only,
// up to fillingsCacheMax of them (a drawn KenKen's cages repeat: a 6x6
// candidate's are mostly known after a few hundred).
var fillingsCache = struct {
	sync.Mutex
	m map[fillingsKey][]uint8
}{m: map[fillingsKey][]uint8{}}

const fillingsCacheMax = 1 << 14

// sharedFillings is kenkenFillings, from fillingsCache where it holds them.
func sharedFillings(n int, cg kenken.Cage, cells []int) ([]uint8, bool) {
	k := len(cells)
	if k > 4 {
		return kenkenFillings(n, cg, cells)
	}
	key := fillingsKey{n: n, op: int(cg.Op), target: cg.Target, k: k}
	bit := 0
	for i := range k {
		for j := range i {
			if cells[i]/n == cells[j]/n {
				key.shared |= 1 << bit
			}
			if cells[i]%n == cells[j]%n {
				key.shared |= 2 << bit
			}
			bit += 2
		}
	}
	fillingsCache.Lock()
	fill, ok := fillingsCache.m[key]
	fillingsCache.Unlock()
	if ok {
		return fill, true
	}
	fill, ok = kenkenFillings(n, cg, cells)
	if !ok {
		return nil, false
	}
	fillingsCache.Lock()
	if len(fillingsCache.m) < fillingsCacheMax {
		fillingsCache.m[key] = fill
	}
	fillingsCache.Unlock()
	return fill, true
}

// fixpoint propagates g (a mask per cell, from blank: the given cells are
// set here) to the ladder's fixpoint at level (Counting, Strength or
// Combined); false when it fails.
func (m *kenkenMasks) fixpoint(g []uint32, level Rung) bool {
	m.clearWork()
	for i := range g {
		g[i] = m.full
	}
	for i, cg := range m.cages {
		if level >= Strength || len(cg.cells) == 2 || cg.sum > 0 {
			m.dirtyCages[i], m.anyCage = true, true
		}
		for _, c := range cg.cells {
			if !m.remove(g, c, m.full&^cg.uses) {
				m.clearWork()
				return false
			}
		}
	}
	for _, gv := range m.given {
		if !m.remove(g, int16(gv[0]), m.full&^(1<<(gv[1]-1))) {
			m.clearWork()
			return false
		}
	}
	m.dirtyLines = 1<<(2*m.n) - 1
	m.hallLines = m.dirtyLines
	return m.run(g, level)
}

// clearWork empties the queue and the changed marks.
func (m *kenkenMasks) clearWork() {
	m.queue, m.dirtyLines, m.hallLines, m.anyCage = m.queue[:0], 0, 0, false
	clear(m.dirtyCages)
}

// run propagates what the marks say changed in g, at level (Forward:
// the lines only), to the fixpoint; false when it fails. The marks are
// clear after it either way.
func (m *kenkenMasks) run(g []uint32, level Rung) bool {
	ok := m.settle(g, level)
	m.clearWork()
	return ok
}

func (m *kenkenMasks) settle(g []uint32, level Rung) bool {
	for {
		for len(m.queue) > 0 {
			c := m.queue[len(m.queue)-1]
			m.queue = m.queue[:len(m.queue)-1]
			for _, p := range m.peers[c] {
				if !m.remove(g, p, g[c]) {
					return false
				}
			}
		}
		if d := m.dirtyLines; d != 0 {
			m.dirtyLines = 0
			for l := range 2 * m.n {
				if d&(1<<l) != 0 && !m.hiddenSingles(g, m.lines[l]) {
					return false
				}
			}
			continue
		}
		if level >= Counting && m.anyCage {
			m.anyCage = false
			for i := range m.cages {
				if !m.dirtyCages[i] {
					continue
				}
				m.dirtyCages[i] = false
				cg := &m.cages[i]
				switch {
				case level >= Strength || len(cg.cells) == 2:
					if !m.cageSupport(g, cg, level >= Combined) {
						return false
					}
				case cg.sum > 0:
					if !m.sumBounds(g, cg) {
						return false
					}
				}
			}
			continue
		}
		if level >= Combined && m.hallLines != 0 {
			d := m.hallLines
			m.hallLines = 0
			for l := range 2 * m.n {
				if d&(1<<l) != 0 && !m.hallSets(g, m.lines[l]) {
					return false
				}
			}
			continue
		}
		return true
	}
}

// lookahead is the Lookahead rung on g, at the Combined fixpoint: each
// value of an open cell whose assumption the lines' forward checking and
// one-place digits (the walk's lookaheadInner, Forward) refute goes, and
// Combined propagates again, to the fixpoint (Model.closes' singleton
// passes); false when g has no solution.
func (m *kenkenMasks) lookahead(g []uint32) bool {
	tmp := make([]uint32, len(g))
	for {
		refuted := false
		for c, x := range g {
			if x&(x-1) == 0 {
				continue
			}
			for w := x; w != 0; w &= w - 1 {
				bit := w & -w
				if g[c]&bit == 0 || g[c] == bit || m.skip(c, bit) {
					continue
				}
				copy(tmp, g)
				tmp[c] = bit
				m.queue = append(m.queue, int16(c))
				m.dirtyLines |= m.cellAt[c].lines
				if m.run(tmp, Forward) {
					continue
				}
				if !m.remove(g, int16(c), bit) || !m.run(g, Combined) {
					m.clearWork()
					return false
				}
				refuted = true
			}
		}
		if !refuted {
			return true
		}
	}
}

// remove takes rm from cell c, marking what changed; false when the cell
// is left empty.
func (m *kenkenMasks) remove(g []uint32, c int16, rm uint32) bool {
	w := g[c]
	if w&rm == 0 {
		return true
	}
	w &^= rm
	g[c] = w
	at := m.cellAt[c]
	m.dirtyLines |= at.lines
	m.hallLines |= at.lines
	if at.cage >= 0 {
		m.dirtyCages[at.cage], m.anyCage = true, true
	}
	if w&(w-1) == 0 {
		if w == 0 {
			return false
		}
		m.queue = append(m.queue, c)
	}
	return true
}

// hiddenSingles places each digit with one place left in a line; false
// when a digit has none.
func (m *kenkenMasks) hiddenSingles(g []uint32, cells []int16) bool {
	var once, twice uint32
	for _, c := range cells {
		twice |= once & g[c]
		once |= g[c]
	}
	if once != m.full {
		return false
	}
	for h := once &^ twice; h != 0; h &= h - 1 {
		bit := h & -h
		for _, c := range cells {
			if g[c]&bit != 0 {
				if !m.remove(g, c, m.full&^bit) {
					return false
				}
				break
			}
		}
	}
	return true
}

// cageSupport keeps in each cell of the cage the digits of the fillings
// that fit every cell, and with lines (Combined) takes from the rest of
// each line the cage has two cells in the digits every such filling puts
// in the cage's part of it; false when a cell is left empty.
func (m *kenkenMasks) cageSupport(g []uint32, cg *kenkenMaskCage, lines bool) bool {
	k := len(cg.cells)
	var sup [4]uint32
	var always [2 * 16]uint32 // per part: the digits every filling puts there
	if k > len(sup) {
		return true // no stronger than the ladder: leave it
	}
	for p := range cg.parts {
		always[p] = m.full
	}
	for f := 0; f < len(cg.fill); f += k {
		fits := true
		for j := range k {
			if g[cg.cells[j]]&(1<<(cg.fill[f+j]-1)) == 0 {
				fits = false
				break
			}
		}
		if !fits {
			continue
		}
		for j := range k {
			sup[j] |= 1 << (cg.fill[f+j] - 1)
		}
		for p, part := range cg.parts {
			var in uint32
			for _, j := range part.at {
				in |= 1 << (cg.fill[f+j] - 1)
			}
			always[p] &= in
		}
	}
	for j, c := range cg.cells {
		if !m.remove(g, c, m.full&^sup[j]) {
			return false
		}
	}
	if !lines {
		return true
	}
	for p, part := range cg.parts {
		for _, c := range part.rest {
			if !m.remove(g, c, always[p]) {
				return false
			}
		}
	}
	return true
}

// hallSets takes from the open cells of a line the digits of each Hall
// set among the others (k open cells with k digits between them): the
// line's AllDifferent at full strength; false when k cells have fewer.
func (m *kenkenMasks) hallSets(g []uint32, line []int16) bool {
	var open [16]int16
	k := 0
	for _, c := range line {
		if x := g[c]; x&(x-1) != 0 {
			open[k] = c
			k++
		}
	}
	if k < 3 {
		return true // two open cells with two digits: nothing to take
	}
	cs := open[:k]
	if len(m.union) < 1<<k {
		m.union = make([]uint32, 1<<m.n)
	}
	union := m.union
	for set := 1; set < 1<<k-1; set++ {
		low := bits.TrailingZeros32(uint32(set))
		u := union[set&(set-1)] | g[cs[low]]
		union[set] = u
		size, digits := bits.OnesCount32(uint32(set)), bits.OnesCount32(u)
		switch {
		case digits < size:
			return false
		case digits > size || size < 2:
			continue
		}
		for i, c := range cs {
			if set&(1<<i) == 0 && !m.remove(g, c, u) {
				return false
			}
		}
	}
	return true
}

// sumBounds is the bounds of an addition cage (the ladder's Linear at
// Counting): each cell between the target less the others' largest
// digits and the target less their smallest, to the fixpoint; false when
// a cell is left empty.
func (m *kenkenMasks) sumBounds(g []uint32, cg *kenkenMaskCage) bool {
	for changed := true; changed; {
		changed = false
		lo, hi := 0, 0
		for _, c := range cg.cells {
			lo += bits.TrailingZeros32(g[c]) + 1
			hi += 32 - bits.LeadingZeros32(g[c])
		}
		for _, c := range cg.cells {
			min, max := bits.TrailingZeros32(g[c])+1, 32-bits.LeadingZeros32(g[c])
			from, to := cg.sum-(hi-max), cg.sum-(lo-min) // the cell's bounds
			var keep uint32
			if from <= to && to >= 1 && from <= m.n {
				keep = m.full
				if from > 1 {
					keep &^= uint32(1)<<(from-1) - 1
				}
				if to < m.n {
					keep &= uint32(1)<<to - 1
				}
			}
			if g[c]&^keep != 0 {
				if !m.remove(g, c, ^keep&m.full) {
					return false
				}
				changed = true
				break // the sums moved: again from the top
			}
		}
	}
	return true
}

// bandUpwards is band for a puzzle with a known solution: each band's
// fixpoint grows from the one below (the same fixpoint as from blank: the
// rules only remove values), and the first that fixes every cell is the
// band. Without a solution a lower rung could fix every cell where a
// higher one fails (band climbs to the top first for that); with one, a
// fixed grid is that solution, and no rung fails on it.
func (m *kenkenMasks) bandUpwards(g []uint32, bands []Band, hi Rung) (int, bool) {
	i, known, _ := m.bandFrom(g, 0, bands, hi)
	return i, known
}

// bandFrom is bandUpwards from g at its fixpoint at rung at (0: blank),
// the bands up to at left out (not solved there); ok is false once a
// fixpoint failed (g is then no fixpoint to climb on from).
func (m *kenkenMasks) bandFrom(g []uint32, at Rung, bands []Band, hi Rung) (i int, known, ok bool) {
	ok = true
	for i, b := range bands {
		c := min(b.Upto, hi)
		switch {
		case c > Lookahead:
			return -1, true, ok
		case c < Counting:
			return -1, false, ok
		}
		if ok && c > at {
			ok = m.raise(g, at, c)
			at = c
			if ok && m.solved(g) {
				return i, true, ok
			}
		}
		if c == hi {
			return -1, true, ok
		}
	}
	return -1, true, ok
}

// climbs is whether band climbs (bandUpwards): a solution is planted and
// every cage is one the masks read at every rung.
func (m *kenkenMasks) climbs() bool {
	if m.planted == nil {
		return false
	}
	for _, cg := range m.cages {
		if len(cg.cells) > 4 {
			return false
		}
	}
	return true
}

// raise takes g from its fixpoint at rung at (0: blank) to the one at rung
// to (Counting..Lookahead); false when it fails.
func (m *kenkenMasks) raise(g []uint32, at, to Rung) bool {
	prop := min(to, Combined)
	switch {
	case at == 0:
		if !m.fixpoint(g, prop) {
			return false
		}
	case prop > at:
		// What the higher rung adds: every cage at its strength there,
		// every line's Hall sets.
		for i := range m.cages {
			m.dirtyCages[i] = true
		}
		m.anyCage = len(m.cages) > 0
		m.dirtyLines = 1<<(2*m.n) - 1
		m.hallLines = m.dirtyLines
		if !m.run(g, prop) {
			return false
		}
	}
	return to < Lookahead || m.solved(g) || m.lookahead(g)
}

// solved reports whether every cell of g is fixed.
func (m *kenkenMasks) solved(g []uint32) bool {
	for _, x := range g {
		if x&(x-1) != 0 {
			return false
		}
	}
	return true
}

// band is the index of the lowest band of bands (KenKen's) whose ceiling,
// capped at hi, the ladder solves the puzzle under, among those capped at
// Lookahead (Model.bandUpTo's answer); -1 when none of them does. known
// is false where the masks cannot tell: a ceiling below Counting, a cage
// of more than four cells.
func (m *kenkenMasks) band(bands []Band, hi Rung) (i int, known bool) {
	for _, cg := range m.cages {
		if len(cg.cells) > 4 {
			return -1, false
		}
	}
	top := min(hi, Lookahead)
	if top < Counting {
		return -1, false
	}
	g := make([]uint32, m.n*m.n)
	if m.planted != nil {
		return m.bandUpwards(g, bands, hi)
	}
	topSolves := m.fixpoint(g, min(top, Combined)) && (m.solved(g) || top == Lookahead && m.lookahead(g) && m.solved(g))
	for i, b := range bands {
		c := min(b.Upto, hi)
		switch {
		case c > Lookahead:
			return -1, true
		case c < Counting:
			return -1, false
		case !topSolves:
			// Not at the top, so at no rung below it either.
		case c == top:
			return i, true
		case m.fixpoint(g, c) && m.solved(g):
			return i, true
		}
		if c == hi {
			return -1, true
		}
	}
	return -1, true
}

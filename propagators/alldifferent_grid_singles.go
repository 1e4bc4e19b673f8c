package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// Singles ahead of Régin. When every unit is a permutation (as many
// cells as values: a Sudoku's rows, columns and boxes, a Latin square's
// rows and columns), naked singles (a fixed cell's value leaves its unit)
// and hidden singles (a value left in one cell of its unit fixes that
// cell) are implied by each unit's domain consistency, so they never
// change the fixpoint, only the way to it. On the grid's words they cost
// a few word operations per cell, where the units' Régin in queue order
// ran each unit again after each fixing that touched it (top95: 74,250
// unit runs for 51,922 distinct units per call; at a puzzle's root
// project_euler_96 ran 4,997 for 1,611). So a call takes every single to
// its fixpoint, then runs one dirty unit's Régin (in unit order), and the
// singles again after each run that narrowed a cell, until no unit is
// dirty.
//
// The fixpoint is the same, and so is every node count under first fail;
// but a failure may be found by another unit than the queue order finds
// it in, and the unit that fails is named at the root (cp.PartNamer) and
// weighed by dom/wdeg (cp.PartWeigher). A call that fails here writes
// nothing to the store and leaves the queue as it found it; when the unit
// that failed is asked for (failedUnit), the call is redone in queue
// order from the store's words, so the answer is the queue order's. A
// first-fail search never asks, and does not pay for it. What changes is
// the per-propagator count of prunings: a failed call counts none (in
// queue order it counted what the units before the failing one pruned).

// nakedByUnit is the number of newly fixed cells above which a call
// takes their values out unit by unit rather than cell by cell (a
// search step fixes one cell; a puzzle's givens are some twenty).
const nakedByUnit = 3

// initSingles sets up the singles when every unit of the local grid is a
// permutation of its values (of the domains at posting) and there are at
// most 64 units.
func (g *alldiffFamily) initSingles(s *cp.Store) {
	if !g.local || g.cellDirty == nil {
		return
	}
	uvals := make([]uint64, len(g.units))
	for k, u := range g.units {
		for _, c := range u.cells {
			uvals[k] |= s.Word0(g.cells[c]) << g.gshift[c]
		}
		if bits.OnesCount64(uvals[k]) != len(u.cells) {
			return
		}
	}
	g.uvals = uvals
	g.fixq = make([]int32, 0, len(g.cells))
}

// propagateSingles is propagateLocal with the singles first, and reports
// false on a failure. Between the singles the dirty units' Régin runs in
// unit order (the order is free: the unit that failed is found again in
// queue order when asked for), each on its memory (alldifferent_incremental.go).
func (g *alldiffFamily) propagateSingles(s *cp.Store) (ok bool) {
	// The queue (fifo, dirty) is left as it is, for failedUnit: this
	// mode neither pushes nor pops.
	g.smode = true
	g.ndirty, g.hdirty, g.rdirty = 0, g.dirty[0], g.dirty[0]
	if g.nakedAll {
		// The first call of an epoch, with no write told: any fixed cell
		// may be new.
		g.ndirty, g.nakedAll = g.dirty[0], false
	}
	if len(g.fixq) > nakedByUnit {
		// Many cells fixed at once (a puzzle's givens): each unit takes
		// all its fixed values in one pass, one write per cell.
		for _, c := range g.fixq {
			g.ndirty |= g.cellDirty[c]
		}
		g.fixq = g.fixq[:0]
	}
	for {
		for len(g.fixq) > 0 || g.ndirty|g.hdirty != 0 {
			if n := len(g.fixq); n > 0 {
				c := g.fixq[n-1]
				g.fixq = g.fixq[:n-1]
				if !g.nakedCell(c) {
					return g.undoSingles(s)
				}
				continue
			}
			if g.ndirty != 0 {
				k := bits.TrailingZeros64(g.ndirty)
				g.ndirty &^= 1 << uint(k)
				if !g.naked(k) {
					return g.undoSingles(s)
				}
				continue
			}
			k := bits.TrailingZeros64(g.hdirty)
			g.hdirty &^= 1 << uint(k)
			if !g.hidden(k) {
				return g.undoSingles(s)
			}
		}
		if g.rdirty == 0 {
			break
		}
		k := bits.TrailingZeros64(g.rdirty)
		g.rdirty &^= 1 << uint(k)
		g.curBit = 1 << uint(k) // its own writes do not queue it again
		u := g.units[k]
		if u.kept {
			// The cells written since its memory, which writeSingles
			// does not mark (a unit runs less often than a cell is
			// written).
			for i, c := range u.cells {
				if u.dom[i] != g.cw[c] {
					u.touched |= 1 << uint(i)
				}
			}
		}
		st := u.runWord(s, g)
		g.curBit = 0
		if st == cp.Fail {
			return g.undoSingles(s)
		}
	}
	g.smode = false
	clear(g.dirty)
	g.size = 0
	return true
}

// writeSingles is write in the singles mode: the cell's units are marked
// for the singles and Régin (but the one running: its own writes leave it
// at its fixpoint), with no queue and no touched bits (a unit finds the
// cells written since its memory when it runs).
func (g *alldiffFamily) writeSingles(c int32, d uint64) {
	g.cw[c] = d
	g.wrote[c>>6] |= 1 << uint(c&63)
	u := g.cellDirty[c]
	g.hdirty |= u
	g.rdirty |= u &^ g.curBit
	if d&(d-1) == 0 {
		g.fixq = append(g.fixq, c) // (each cell once: it is fixed once)
	}
}

// undoSingles ends a call that failed with the singles first: nothing
// was written to the store, the queue is as it was, the words and the
// units' memories are the failed call's (both are dropped when the unit
// that fails in queue order is asked for, or after the next backtrack).
func (g *alldiffFamily) undoSingles(s *cp.Store) bool {
	g.smode, g.curBit = false, 0
	g.ndirty, g.hdirty, g.rdirty = 0, 0, 0
	g.fixq = g.fixq[:0]
	clear(g.wrote)
	g.cwOK = false
	return false
}

// failedUnit returns the unit that ended the last failed call, as the
// queue order finds it: after a failure with the singles first (lazy set:
// the store and the queue are still those of its start), the call is
// redone in queue order, from scratch, writing nothing.
func (g *alldiffFamily) failedUnit() int {
	if s := g.lazy; s != nil {
		g.lazy = nil
		g.load(s)
		for _, u := range g.units {
			u.kept = false
		}
		k, ok := g.runQueue(s)
		clear(g.wrote)
		g.cwOK = false
		for _, u := range g.units {
			u.kept = false
		}
		if !ok {
			g.failed = k
		}
	}
	return g.failed
}

// nakedCell takes the value of c, a cell newly fixed, out of the other
// cells of its units, and reports false on a failure: a cell left with
// no value (one fixed to the same value among them).
func (g *alldiffFamily) nakedCell(c int32) bool {
	cw := g.cw
	v := cw[c]
	for _, sl := range g.slots[g.first[c]:g.first[c+1]] {
		for _, p := range g.units[sl.unit].cells {
			if d := cw[p]; d&v != 0 && p != c {
				if d &^= v; d == 0 {
					return false
				}
				g.writeSingles(p, d)
			}
		}
	}
	return true
}

// naked takes unit k's fixed values out of its other cells and reports
// false on a failure: two cells fixed to one value, a cell left with
// none. A cell it fixes marks its units, k among them, for another round.
func (g *alldiffFamily) naked(k int) bool {
	cw, cells := g.cw, g.units[k].cells
	var taken, open uint64
	for i, c := range cells {
		d := cw[c]
		if d&(d-1) != 0 {
			open |= 1 << uint(i)
			continue
		}
		if d == 0 || d&taken != 0 {
			return false
		}
		taken |= d
	}
	for w := open; w != 0; w &= w - 1 {
		c := cells[bits.TrailingZeros64(w)]
		if d := cw[c] &^ taken; d != cw[c] {
			if d == 0 {
				return false
			}
			g.writeSingles(c, d)
		}
	}
	return true
}

// hidden fixes the cells of unit k that hold a value no other cell of it
// holds, and reports false on a failure: a value of the unit in no cell,
// two such values in one cell.
func (g *alldiffFamily) hidden(k int) bool {
	cw, cells := g.cw, g.units[k].cells
	var taken, once, twice, open uint64
	for i, c := range cells {
		d := cw[c]
		if d&(d-1) == 0 {
			taken |= d
			continue
		}
		open |= 1 << uint(i)
		twice |= once & d
		once |= d
	}
	if once|taken != g.uvals[k] {
		return false // a value of the unit is in no cell
	}
	for h := once &^ twice &^ taken; h != 0; h &= h - 1 {
		v := h & -h
		found := false
		for w := open; w != 0; w &= w - 1 {
			i := bits.TrailingZeros64(w)
			if c := cells[i]; cw[c]&v != 0 {
				g.writeSingles(c, v)
				open &^= 1 << uint(i)
				found = true
				break
			}
		}
		if !found {
			return false // two values left in one cell only
		}
	}
	return true
}

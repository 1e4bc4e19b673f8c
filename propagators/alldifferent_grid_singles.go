package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// Singles ahead of Régin, for a call that starts with many dirty units
// (the givens of a puzzle at its root). When every unit is a permutation
// (as many cells as values: a Sudoku's rows, columns and boxes), naked
// singles (a fixed cell's value leaves its unit) and hidden singles (a
// value left in one cell of its unit fixes that cell) are implied by each
// unit's domain consistency, and so they never change the fixpoint, only
// the way to it: on the grid's words they cost a few word operations per
// cell, where the units' Régin runs in queue order re-ran each unit about
// three times per root call, each after the last fixing (project_euler_96:
// 4,997 unit runs for 1,611 distinct units). So the call first takes every
// single to its fixpoint, then runs the dirty units' Régin in queue order,
// singles again after each run that narrowed a cell.
//
// The fixpoint is the same, but a failure may be found by another unit
// than the queue order finds it in, and the unit that fails is named at
// the root (cp.PartNamer) and weighed by dom/wdeg (cp.PartWeigher). So a
// call that fails here is redone in queue order from the store's words
// (nothing is written to the store before the call succeeds), with every
// unit's memory dropped: the same unit fails as without singles.

// singlesFrom is the number of dirty units above which a call takes the
// singles first: more than two cells' units of a grid of three units per
// cell, so a search step (one cell written, three units) keeps the queue
// order and no failure of it is redone.
const singlesFrom = 6

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
}

// propagateSingles is propagateLocal with the singles first; ok false
// means a failure, undone: the caller redoes the call in queue order.
// Between the singles the dirty units' Régin runs in unit order (the
// order is free: a failure is redone), from scratch (every unit's memory
// is dropped, since the cheap writes of this mode mark no touched cells).
func (g *alldiffFamily) propagateSingles(s *cp.Store) (ok bool) {
	// The queue (fifo, dirty) is left as it is, for a redo: this mode
	// neither pushes nor pops.
	for _, u := range g.units {
		u.kept = false
	}
	g.smode = true
	g.ndirty, g.hdirty, g.rdirty = g.dirty[0], g.dirty[0], g.dirty[0]
	for {
		for g.ndirty|g.hdirty != 0 {
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
		st := g.units[k].runWord(s, g)
		g.curBit = 0
		g.units[k].kept = false
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
// for the singles and Régin, with no touched bits and no queue.
func (g *alldiffFamily) writeSingles(c int32, d uint64) {
	g.cw[c] = d
	g.wrote[c>>6] |= 1 << uint(c&63)
	u := g.cellDirty[c]
	g.hdirty |= u
	g.rdirty |= u &^ g.curBit
	if d&(d-1) == 0 {
		g.ndirty |= u
	}
}

// undoSingles takes the grid back to the start of a call that failed
// with the singles first: the store's words (nothing was written to the
// store), with the queue as it was.
func (g *alldiffFamily) undoSingles(s *cp.Store) bool {
	g.smode, g.curBit = false, 0
	g.ndirty, g.hdirty, g.rdirty = 0, 0, 0
	clear(g.wrote)
	g.load(s)
	return false
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

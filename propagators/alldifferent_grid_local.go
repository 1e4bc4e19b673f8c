package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// The grid's own fixpoint. When the values of all the grid's cells span
// at most 64 (every puzzle grid), the grid holds each cell's domain as one
// word of value indices shared by all its units (cw), and a call runs the
// dirty units' one-word Régin on those words instead of the store's: a
// unit's pruning narrows the cell's word and marks the cell's other units,
// as a store write and Notify would, and only at the end of the call is
// each narrowed cell written to the store, once. The units run in the same
// order and see the same domains as with store writes, so the fixpoint,
// the unit that fails and every node count are the same; what goes is a
// store write, its trail entries and its wake-ups per unit pruning (a cell
// narrowed by three units was written three times). The grid's own writes
// come back through Notify, which ignores them (writing).
//
// cw follows the store between calls: Notify copies the cell written (by
// the search or another propagator), and after a backtrack (a new epoch)
// the first Notify or call reloads every cell. Under explanation the grid
// runs on the store as before (the facts must be written in the order the
// units derive them), and cw is reloaded when it next runs here.

// gridSpan returns the smallest and the largest value of the grid's cells
// and whether they span at most 64 values (every domain one word).
func gridSpan(s *cp.Store, units [][]cp.VarID) (lo, hi int, ok bool) {
	lo, hi = s.Base(units[0][0]), s.Max(units[0][0])
	for _, u := range units {
		for _, x := range u {
			lo, hi = min(lo, s.Base(x)), max(hi, s.Max(x))
		}
	}
	return lo, hi, hi-lo < alldiffWordMax
}

// initLocal sets up the grid's own fixpoint: index[x] is 1 + x's cell,
// lo the value of index 0 (the units' vmin).
func (g *alldiffFamily) initLocal(s *cp.Store, index []int32, lo int) {
	g.local = true
	words := make([]uint64, len(g.cells)+(len(g.cells)+63)/64)
	g.cw, g.wrote = words[:len(g.cells):len(g.cells)], words[len(g.cells):]
	g.gshift = make([]uint8, len(g.cells))
	for c, x := range g.cells {
		g.gshift[c] = uint8(s.Base(x) - lo)
	}
	cells := make([]int32, len(g.slots))
	for _, u := range g.units {
		u.cells, cells = cells[:u.n:u.n], cells[u.n:]
		for i, x := range u.xs {
			u.cells[i] = index[x] - 1
		}
	}
}

// load reads every cell's domain from the store.
func (g *alldiffFamily) load(s *cp.Store) {
	cw, sh := g.cw[:len(g.cells)], g.gshift[:len(g.cells)]
	for c, x := range g.cells {
		cw[c] = s.Word0(x) << sh[c]
	}
	g.cwOK, g.cwEpoch = true, s.Epoch()
}

// read brings cell c's word up to the store's (told by Notify).
func (g *alldiffFamily) read(s *cp.Store, c int32) {
	if !g.cwOK || g.cwEpoch != s.Epoch() {
		g.load(s)
		return
	}
	g.cw[c] = s.Word0(g.cells[c]) << g.gshift[c]
}

// write narrows cell c to d, a unit's pruning: its other units are told
// now, the store at the end of the call.
func (g *alldiffFamily) write(c int32, d uint64) {
	if g.smode {
		g.writeSingles(c, d)
		return
	}
	g.cw[c] = d
	g.wrote[c>>6] |= 1 << uint(c&63)
	g.mark(c)
}

// propagateLocal is Propagate on the grid's words.
func (g *alldiffFamily) propagateLocal(s *cp.Store) cp.Status {
	if !g.cwOK || g.cwEpoch != s.Epoch() {
		g.load(s)
	}
	g.lazy = nil
	if g.uvals == nil || g.weighed {
		g.fixq = g.fixq[:0]
	} else {
		if !g.propagateSingles(s) {
			// Nothing written: the unit that fails in queue order is
			// found when it is asked for (failedUnit).
			g.lazy = s
			return cp.Fail
		}
		if !g.flush(s) {
			return cp.Fail // not reached, as below
		}
		return cp.Fix
	}
	if k, ok := g.runQueue(s); !ok {
		g.failed = k
		g.flush(s) // what the units before it pruned, as with store writes
		return cp.Fail
	}
	if !g.flush(s) {
		return cp.Fail // a unit's pruning keeps a value per cell: not reached
	}
	return cp.Fix
}

// runQueue runs the dirty units' Régin in queue order until none is
// dirty, or one fails: it returns that unit and false.
func (g *alldiffFamily) runQueue(s *cp.Store) (int, bool) {
	for g.size > 0 {
		k := g.pop()
		st := g.units[k].runWord(s, g)
		g.cur, g.curBit = -1, 0
		if st == cp.Fail {
			clear(g.dirty)
			g.size = 0
			return k, false
		}
	}
	return -1, true
}

// flush writes the cells narrowed in this call to the store.
func (g *alldiffFamily) flush(s *cp.Store) bool {
	ok := true
	g.writing = true
	cells, cw, sh := g.cells, g.cw[:len(g.cells)], g.gshift[:len(g.cells)]
	for w, m := range g.wrote {
		for ; m != 0; m &= m - 1 {
			c := w<<6 + bits.TrailingZeros64(m)
			ok = s.IntersectWord0(cells[c], cw[c]>>sh[c]) && ok
		}
		g.wrote[w] = 0
	}
	g.writing = false
	if !ok {
		g.cwOK = false
	}
	return ok
}

package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner.
func (p *regular) Clone(dst *cp.Store) cp.Propagator { return p.clone(dst) }

// clone shares the layered graph's structure (the automaton unrolled, the
// variables' positions, the reversible-cell handles) and copies the
// scratch; the views into the store's bitsets are taken from dst.
func (p *regular) clone(dst *cp.Store) *regular {
	c := *p
	c.aliveW, c.knownW = dst.BitsetWords(p.alive), dst.BitsetWords(p.known)
	c.deaths, c.zero = cloneSlice(p.deaths), cloneSlice(p.zero)
	c.pending, c.inPending = cloneSlice(p.pending), cloneSlice(p.inPending)
	c.rm = cloneSlices(p.rm)
	c.rmLo, c.rmHi = cloneSlice(p.rmLo), cloneSlice(p.rmHi)
	c.dirty, c.dirtyList = cloneSlice(p.dirty), cloneSlice(p.dirtyList)
	return &c
}

// Clone implements cp.Cloner; close is shared (read only).
func (p *regularCyclic) Clone(dst *cp.Store) cp.Propagator {
	c := *p
	c.inner = p.inner.clone(dst)
	c.orig, c.tmp = cloneSlice(p.orig), cloneSlice(p.tmp)
	c.act, c.actLen = cloneSlice(p.act), cloneSlice(p.actLen)
	c.mark, c.live = cloneSlice(p.mark), cloneSlice(p.live)
	c.mask = cloneSlices(p.mask)
	return &c
}

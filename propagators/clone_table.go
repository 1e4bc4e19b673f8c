package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner.
func (p *tableCT) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.tableCore = p.tableCore.clone()
	c.residue = cloneSlice(p.residue)
	return &c
}

// Clone implements cp.Cloner.
func (p *tableNeg) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.tableCore = p.tableCore.clone()
	c.rm = cloneSlice(p.rm)
	return &c
}

// clone shares the supports (slots, valSlot, sup: the tuples, read only)
// and copies the scratch and the word index.
func (t *tableCore) clone() tableCore {
	c := *t
	c.index = cloneSlice(t.index)
	c.mask, c.keep, c.size = cloneSlice(t.mask), cloneSlice(t.keep), cloneSlice(t.size)
	return c
}

package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner; succ is shared (read only).
func (p *circuitProp) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.pred, c.indeg, c.lastIn = cloneSlice(p.pred), cloneSlice(p.indeg), cloneSlice(p.lastIn)
	c.mark, c.forced = cloneSlice(p.mark), cloneSlice(p.forced)
	c.pre, c.it = cloneSlice(p.pre), cloneSlice(p.it)
	c.l1, c.l2, c.l1s, c.l1t = cloneSlice(p.l1), cloneSlice(p.l2), cloneSlice(p.l1s), cloneSlice(p.l1t)
	c.hasM, c.stack = cloneSlice(p.hasM), cloneSlice(p.stack)
	c.low, c.comp, c.tstack, c.csize = cloneSlice(p.low), cloneSlice(p.comp), cloneSlice(p.tstack), cloneSlice(p.csize)
	c.onStk = cloneSlice(p.onStk)
	return &c
}

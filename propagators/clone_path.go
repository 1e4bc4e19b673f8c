package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner; pathEnd keeps no state.
func (p *pathEnd) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner; succ and order are shared (read only).
func (p *orderWalk) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.nb, c.ocol = cloneSlice(p.nb), cloneSlice(p.ocol)
	c.fw, c.bw = cloneSlice(p.fw), cloneSlice(p.bw)
	c.keep, c.tmp, c.mask = cloneSlice(p.keep), cloneSlice(p.tmp), cloneSlice(p.mask)
	return &c
}

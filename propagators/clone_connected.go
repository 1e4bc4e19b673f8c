package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner; xs and the graph (off, adj) are shared
// (read only), the walk's scratch is copied.
func (p *connected) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.disc, c.low = cloneSlice(p.disc), cloneSlice(p.low)
	c.ins, c.stack, c.edge = cloneSlice(p.ins), cloneSlice(p.stack), cloneSlice(p.edge)
	return &c
}

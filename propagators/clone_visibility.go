package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner; xs is shared (read only), the layered
// reachability sets are scratch.
func (p *visibility) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.fwd, c.bwd = cloneSlice(p.fwd), cloneSlice(p.bwd)
	c.dom, c.supp = cloneSlice(p.dom), cloneSlice(p.supp)
	return &c
}

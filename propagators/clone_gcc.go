package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner; the variables, values and value masks are
// shared (read only).
func (p *gcc) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.f = p.f.clone()
	c.fixed, c.possible = cloneSlice(p.fixed), cloneSlice(p.possible)
	c.lo, c.hi = cloneSlice(p.lo), cloneSlice(p.hi)
	return &c
}

// Clone implements cp.Cloner; Increasing keeps no state.
func (p *increasing) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner.
func (p *inverse) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.flow = p.flow.clone()
	return &c
}

// Clone implements cp.Cloner.
func (p *nvalue) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.f = p.f.clone()
	c.order, c.keyed, c.mark = cloneSlice(p.order), cloneSlice(p.keyed), cloneSlice(p.mark)
	return &c
}

package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner.
func (p *arithTimes) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.ma, c.mb, c.mc = cloneSlice(p.ma), cloneSlice(p.mb), cloneSlice(p.mc)
	return &c
}

// Clone implements cp.Cloner.
func (p *arithAbsDiff) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.ma, c.mb, c.mc = cloneSlice(p.ma), cloneSlice(p.mb), cloneSlice(p.mc)
	return &c
}

// Clone implements cp.Cloner; arithSum keeps no state.
func (p *arithSum) Clone(*cp.Store) cp.Propagator {
	c := *p
	return &c
}

// Clone implements cp.Cloner.
func (p *arithMax) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.union = cloneSlice(p.union)
	return &c
}

// Clone implements cp.Cloner.
func (p *arithProduct) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.unfixed = cloneSlice(p.unfixed)
	c.preLo, c.preHi = cloneSlice(p.preLo), cloneSlice(p.preHi)
	c.sufLo, c.sufHi = cloneSlice(p.sufLo), cloneSlice(p.sufHi)
	return &c
}

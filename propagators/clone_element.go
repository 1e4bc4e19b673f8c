package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner; the array is shared (read only).
func (p *elementConst) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.mask = cloneSlice(p.mask)
	return &c
}

// Clone implements cp.Cloner; the array of variables is shared (read only).
func (p *elementVar) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.vmask, c.amask = cloneSlice(p.vmask), cloneSlice(p.amask)
	return &c
}

// Clone implements cp.Cloner; the matrix is shared (read only).
func (p *element2D) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.rmask, c.cmask, c.vmask = cloneSlice(p.rmask), cloneSlice(p.cmask), cloneSlice(p.vmask)
	return &c
}

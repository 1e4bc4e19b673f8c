package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner (TruncDiv, Mod, Pow): the support marks are
// scratch, copied.
func (p *arithFunc) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.mx, c.my, c.mz = cloneSlice(p.mx), cloneSlice(p.my), cloneSlice(p.mz)
	return &c
}

package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner; the value mask is shared (read only), the
// counts live in reversible cells.
func (p *countAmong) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner; xs is shared (read only).
func (p *countVar) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.vals, c.in, c.pos = cloneSlice(p.vals), cloneSlice(p.in), cloneSlice(p.pos)
	c.ncum, c.cover = cloneSlice(p.ncum), cloneSlice(p.cover)
	return &c
}

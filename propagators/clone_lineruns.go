package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner; xs and runs are shared (read only), the
// placement tables are scratch, copied.
func (p *lineRuns) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.fw, c.bw = cloneSlice(p.fw), cloneSlice(p.bw)
	c.no1, c.cover = cloneSlice(p.no1), cloneSlice(p.cover)
	return &c
}

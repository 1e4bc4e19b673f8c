package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner.
func (p *distinctsumProp) Clone(*cp.Store) cp.Propagator {
	return &distinctsumProp{c: p.c.clone()}
}

// clone copies the scratch; xs, the weights and their order are shared
// (read only).
func (c *distinctsumCore) clone() *distinctsumCore {
	d := *c
	d.mark, d.inU = cloneSlice(c.mark), cloneSlice(c.inU)
	d.unfixed = cloneSlice(c.unfixed)
	return &d
}

// Clone implements cp.Cloner; the automaton (acc, outOff, sym, to, last) is
// shared (read only).
func (p *distinctsumRegular) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.c = p.c.clone()
	c.seen, c.dense = cloneSlice(p.seen), cloneSlice(p.dense)
	c.act, c.lay, c.live = cloneSlice(p.act), cloneSlice(p.lay), cloneSlice(p.live)
	c.edges, c.eOff = cloneSlice(p.edges), cloneSlice(p.eOff)
	c.fw, c.bw, c.fmin = cloneSlice(p.fw), cloneSlice(p.bw), cloneSlice(p.fmin)
	c.cw, c.lam, c.bLam = cloneSlice(p.cw), cloneSlice(p.lam), cloneSlice(p.bLam)
	c.cnt, c.used, c.inUs = cloneSlice(p.cnt), cloneSlice(p.used), cloneSlice(p.inUs)
	c.sup = cloneSlice(p.sup)
	return &c
}

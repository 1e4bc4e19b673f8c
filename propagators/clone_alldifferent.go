package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner; xs and off are shared (read only).
func (p *alldiffValue) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.pending = cloneSlice(p.pending)
	return &c
}

// Clone implements cp.Cloner; xs and off are shared (read only).
func (p *alldiffBounds) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.lo, c.hi = cloneSlice(p.lo), cloneSlice(p.hi)
	c.minRank, c.maxRank = cloneSlice(p.minRank), cloneSlice(p.maxRank)
	c.minSorted, c.maxSorted = cloneSlice(p.minSorted), cloneSlice(p.maxSorted)
	c.keyed = cloneSlice(p.keyed)
	c.bounds = cloneSlice(p.bounds)
	c.t, c.h, c.d = cloneSlice(p.t), cloneSlice(p.h), cloneSlice(p.d)
	return &c
}

// Clone implements cp.Cloner; xs and shift are shared (read only), the
// matching kept between runs is copied.
func (p *alldiffDomain) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.varMatch, c.valMatch = cloneSlice(p.varMatch), cloneSlice(p.valMatch)
	c.free, c.seen = cloneSlice(p.free), cloneSlice(p.seen)
	c.frames = cloneSlice(p.frames)
	c.index, c.low, c.tstack = cloneSlice(p.index), cloneSlice(p.low), cloneSlice(p.tstack)
	c.scc, c.mask = cloneSlice(p.scc), cloneSlice(p.mask)
	c.pending = cloneSlice(p.pending)
	return &c
}

// Clone implements cp.Cloner.
func (p *alldiffExcept) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.f = p.f.clone()
	return &c
}

// clone copies the flow network and its scratch.
func (f *valueFlow) clone() *valueFlow {
	c := *f
	c.lo, c.hi = cloneSlice(f.lo), cloneSlice(f.hi)
	c.start, c.adj = cloneSlice(f.start), cloneSlice(f.adj)
	c.match, c.flow, c.head = cloneSlice(f.match), cloneSlice(f.flow), cloneSlice(f.head)
	c.next, c.prev = cloneSlice(f.next), cloneSlice(f.prev)
	c.parent, c.seen, c.queue = cloneSlice(f.parent), cloneSlice(f.seen), cloneSlice(f.queue)
	c.index, c.low, c.comp = cloneSlice(f.index), cloneSlice(f.low), cloneSlice(f.comp)
	c.tstack, c.frames = cloneSlice(f.tstack), cloneSlice(f.frames)
	return &c
}

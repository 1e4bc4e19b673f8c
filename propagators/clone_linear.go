package propagators

import "github.com/tessera-cp/tessera/cp"

// The linear propagators keep their active terms in place, reordered
// within the reversible prefix a[:n], x[:n] (see linearBounds): the
// coefficient and variable arrays are state, so they are copied.

// Clone implements cp.Cloner.
func (p *linearBounds) Clone(*cp.Store) cp.Propagator { return p.clone() }

func (p *linearBounds) clone() *linearBounds {
	c := *p
	c.a, c.x = cloneSlice(p.a), cloneSlice(p.x)
	return &c
}

// Clone implements cp.Cloner.
func (p *linearNE) Clone(*cp.Store) cp.Propagator { return p.clone() }

func (p *linearNE) clone() *linearNE {
	c := *p
	c.a, c.x = cloneSlice(p.a), cloneSlice(p.x)
	return &c
}

// Clone implements cp.Cloner.
func (linearFalse) Clone(*cp.Store) cp.Propagator { return linearFalse{} }

package propagators

import "github.com/tessera-cp/tessera/cp"

// The reified propagators on one or two variables keep no state but a
// hint: a copy of the struct is a clone.

// Clone implements cp.Cloner.
func (p *reifEqVal) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner.
func (p *reifLeVal) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner.
func (p *reifEqual) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner.
func (p *reifLessEq) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner; the value mask is shared (read only).
func (p *reifIn) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner: the terms are reordered in place like
// linearBounds' (state, copied), and the three inner propagators are
// cloned.
func (p *reifLinear) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.a, c.x = cloneSlice(p.a), cloneSlice(p.x)
	if p.pos != nil {
		c.pos = p.pos.clone()
	}
	if p.neg != nil {
		c.neg = p.neg.clone()
	}
	if p.ne != nil {
		c.ne = p.ne.clone()
	}
	return &c
}

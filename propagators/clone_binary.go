package propagators

import "github.com/tessera-cp/tessera/cp"

// The binary propagators keep no state: a copy of the struct is a clone.

// Clone implements cp.Cloner.
func (p *notEqual) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner.
func (p *equal) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner.
func (p *lessEq) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

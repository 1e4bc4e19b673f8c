package propagators

import "github.com/tessera-cp/tessera/cp"

// The Boolean propagators keep their state in reversible cells: a copy of
// the struct is a clone (the literals are shared, read only).

// Clone implements cp.Cloner.
func (p *clause) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner.
func (p *boolAnd) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner.
func (p *boolXor) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

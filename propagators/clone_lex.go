package propagators

import "github.com/tessera-cp/tessera/cp"

// The lexicographic propagators keep their state in reversible cells: a
// copy of the struct is a clone (the vectors are shared, read only).

// Clone implements cp.Cloner.
func (p *lexLess) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Clone implements cp.Cloner.
func (p *lexDiffer) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

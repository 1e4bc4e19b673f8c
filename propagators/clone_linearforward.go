package propagators

import "github.com/tessera-cp/tessera/cp"

// Clone implements cp.Cloner; a and x are shared (read only), and the
// count of unfixed variables is a reversible cell of the store, copied
// with it.
func (p *linearForward) Clone(*cp.Store) cp.Propagator {
	c := *p
	return &c
}

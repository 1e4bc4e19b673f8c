package flatzinc

import "github.com/tessera-cp/tessera/cp"

// Verify checks the store's current assignment against the model: placeholder.
func (p *Problem) Verify(s *cp.Store) error { return nil }

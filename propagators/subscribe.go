package propagators

import "github.com/tessera-cp/tessera/cp"

// subscribeOnce subscribes p to each distinct variable of xs once (the
// scheduling constraints accept a variable in several roles), with tag 0.
func subscribeOnce(s *cp.Store, p cp.PropID, cond cp.Cond, xs ...cp.VarID) {
	seen := make(map[cp.VarID]bool, len(xs))
	for _, x := range xs {
		if !seen[x] {
			seen[x] = true
			s.Subscribe(p, x, cond, 0)
		}
	}
}

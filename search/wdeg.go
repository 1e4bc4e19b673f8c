package search

import "github.com/tessera-cp/tessera/cp"

// wdeg holds the dom/wdeg weights: one per propagator, 1 at the start of a
// search, bumped by one each time the propagator fails. Weights persist
// across restarts and are reset by the next search.
//
// The weighted degree of x sums the weights of the active propagators
// subscribed to x that have at least one other unfixed subscribed
// variable. The variables of a propagator are read from the store's
// subscriptions (a CSR table built once), so a propagator's variables are
// the ones it subscribed to.
type wdeg struct {
	skip   cp.PropID // a propagator left out (a learning search's clause database), -1 if none
	weight []int64
	start  []int32 // variables of p: vars[start[p]:start[p+1]]
	vars   []cp.VarID
}

// build sizes the table for the store's current model.
func (w *wdeg) build(s *cp.Store) {
	np, nv := s.NumProps(), s.NumVars()
	w.weight = make([]int64, np)
	w.start = make([]int32, np+1)
	for x := range cp.VarID(nv) {
		for i := range s.Degree(x) {
			w.start[s.SubscribedProp(x, i)+1]++
		}
	}
	for p := range np {
		w.start[p+1] += w.start[p]
	}
	w.vars = make([]cp.VarID, w.start[np])
	fill := make([]int32, np)
	copy(fill, w.start[:np])
	for x := range cp.VarID(nv) {
		for i := range s.Degree(x) {
			p := s.SubscribedProp(x, i)
			w.vars[fill[p]] = x
			fill[p]++
		}
	}
}

func (w *wdeg) reset() {
	for i := range w.weight {
		w.weight[i] = 1
	}
}

// bump records a failure of p (p < 0: a failure outside propagation).
func (w *wdeg) bump(p cp.PropID) {
	if p >= 0 && int(p) < len(w.weight) && p != w.skip {
		w.weight[p]++
	}
}

// of is the weighted degree of the unfixed variable x.
func (w *wdeg) of(s *cp.Store, x cp.VarID) int64 {
	var sum int64
	for i := range s.Degree(x) {
		p := s.SubscribedProp(x, i)
		if !s.Active(p) || p == w.skip || int(p) >= len(w.weight) {
			continue
		}
		for _, y := range w.vars[w.start[p]:w.start[p+1]] {
			if y != x && !s.Fixed(y) {
				sum += w.weight[p]
				break
			}
		}
	}
	return sum
}

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
//
// A propagator that stands for several constraints (cp.PartWeigher: a
// grid's units) has a weight per part instead, bumped when that part
// fails and counted for x over the parts x is in, each when it has
// another unfixed variable: the weights of the constraints posted apart.
type wdeg struct {
	skip cp.PropID // a propagator left out (a learning search's clause database), -1 if none
	np   int       // the propagators when built
	// weight[p] for p < np; a part's weight after them, at
	// np + partBase[p] + its index.
	weight []int64
	start  []int32 // variables of p: vars[start[p]:start[p+1]]
	vars   []cp.VarID
	// partBase[p] is the first part of p, -1 when p has no parts; part j
	// belongs to partProp[j], its variables are partVars[partStart[j]:
	// partStart[j+1]], and the parts of x are xParts[xStart[x]:xStart[x+1]].
	partBase  []int32
	partProp  []cp.PropID
	partStart []int32
	partVars  []cp.VarID
	xStart    []int32
	xParts    []int32
}

// build sizes the table for the store's current model.
func (w *wdeg) build(s *cp.Store) {
	np, nv := s.NumProps(), s.NumVars()
	w.np = np
	w.buildParts(s)
	w.weight = make([]int64, np+len(w.partProp))
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

// buildParts lays out the parts of the propagators that have some.
func (w *wdeg) buildParts(s *cp.Store) {
	np, nv := s.NumProps(), s.NumVars()
	w.partBase, w.partProp, w.partStart, w.partVars = nil, nil, nil, nil
	w.xStart, w.xParts = nil, nil
	for p := range cp.PropID(np) {
		pw, ok := s.Propagator(p).(cp.PartWeigher)
		if !ok {
			continue
		}
		if w.partBase == nil {
			w.partBase = make([]int32, np)
			for i := range w.partBase {
				w.partBase[i] = -1
			}
			w.partStart = []int32{0}
		}
		w.partBase[p] = int32(len(w.partProp))
		for _, xs := range pw.Parts() {
			w.partProp = append(w.partProp, p)
			w.partVars = append(w.partVars, xs...)
			w.partStart = append(w.partStart, int32(len(w.partVars)))
		}
	}
	if w.partBase == nil {
		return
	}
	w.xStart = make([]int32, nv+1)
	for _, x := range w.partVars {
		w.xStart[x+1]++
	}
	for x := range nv {
		w.xStart[x+1] += w.xStart[x]
	}
	w.xParts = make([]int32, len(w.partVars))
	fill := make([]int32, nv)
	copy(fill, w.xStart[:nv])
	for j := range w.partProp {
		for _, x := range w.partVars[w.partStart[j]:w.partStart[j+1]] {
			w.xParts[fill[x]] = int32(j)
			fill[x]++
		}
	}
}

// bump records a failure of p (p < 0: a failure outside propagation):
// of the part that failed when p has parts.
func (w *wdeg) bump(s *cp.Store, p cp.PropID) {
	if p < 0 || int(p) >= w.np || p == w.skip {
		return
	}
	if w.partBase != nil && w.partBase[p] >= 0 {
		if k := s.Propagator(p).(cp.PartWeigher).FailedPartIndex(); k >= 0 {
			w.weight[w.np+int(w.partBase[p])+k]++
		}
		return
	}
	w.weight[p]++
}

// of is the weighted degree of the unfixed variable x.
func (w *wdeg) of(s *cp.Store, x cp.VarID) int64 {
	var sum int64
	for i := range s.Degree(x) {
		p := s.SubscribedProp(x, i)
		if !s.Active(p) || p == w.skip || int(p) >= w.np || w.partBase != nil && w.partBase[p] >= 0 {
			continue
		}
		for _, y := range w.vars[w.start[p]:w.start[p+1]] {
			if y != x && !s.Fixed(y) {
				sum += w.weight[p]
				break
			}
		}
	}
	if w.partBase == nil || int(x) >= len(w.xStart)-1 {
		return sum
	}
	for _, j := range w.xParts[w.xStart[x]:w.xStart[x+1]] {
		p := w.partProp[j]
		if !s.Active(p) || p == w.skip {
			continue
		}
		for _, y := range w.partVars[w.partStart[j]:w.partStart[j+1]] {
			if y != x && !s.Fixed(y) {
				sum += w.weight[w.np+int(j)]
				break
			}
		}
	}
	return sum
}

package search

import (
	"math"
	"sync/atomic"

	"github.com/tessera-cp/tessera/cp"
)

// incumbent is the best solution of a parallel branch and bound: its value
// and the index of the subproblem it lies in (probeIndex for the probe's),
// with the solution's domains.
type incumbent struct {
	value int
	index int
	snap  *cp.Snapshot
}

const probeIndex = math.MaxInt

// sharedBound links a task's search to the incumbent (see node): the task
// belongs to subproblem index.
type sharedBound struct {
	inc   *atomic.Pointer[incumbent]
	index int
}

// applySharedBound enforces the incumbent's bound at a node: strictly
// better than a solution of a lower or equal subproblem index, at least as
// good as one of a higher index (one atomic load).
func (e *Search) applySharedBound() bool {
	inc := e.shared.inc.Load()
	if inc == nil {
		return true
	}
	b := inc.value
	strict := inc.index <= e.shared.index
	if e.br.maxim {
		if strict {
			b++
		}
		return e.s.SetMin(e.br.obj, b)
	}
	if strict {
		b--
	}
	return e.s.SetMax(e.br.obj, b)
}

// better reports whether a solution of value v in subproblem i beats the
// incumbent: a better value, or the same value in a lower index.
func better(v, i int, inc *incumbent, maxim bool) bool {
	if inc == nil {
		return true
	}
	if v == inc.value {
		return i < inc.index
	}
	return v > inc.value == maxim
}

// publish offers a branch-and-bound solution of subproblem i to the
// incumbent.
func (p *parallel) publish(s *cp.Store, i int) {
	v := s.Value(p.obj)
	var sn *cp.Snapshot
	for {
		cur := p.inc.Load()
		if !better(v, i, cur, p.maxim) {
			return
		}
		if sn == nil {
			sn = s.Snapshot()
		}
		if p.inc.CompareAndSwap(cur, &incumbent{value: v, index: i, snap: sn}) {
			return
		}
	}
}

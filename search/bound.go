package search

import (
	"sync/atomic"

	"github.com/tessera-cp/tessera/cp"
)

// Branch and bound in parallel. The workers share one incumbent, the best
// solution found so far, read at every node (one atomic load): every node
// must beat it strictly, as in the sequential search. Its value at the end
// is the optimum, whatever the timing. Which optimal solution is reported
// must not depend on timing either, so it is chosen afterwards (canonical):
// the first solution of the subproblem of the lowest index that holds an
// optimal solution, found by a plain search of that subproblem with the
// objective fixed to the optimum. What the workers saw decides most
// subproblems without a search (subBound): one in which a solution of the
// optimum's value was found holds one; one searched to its end while the
// incumbent was worse than the optimum (so with a bound that let every
// optimal solution through) and that found none holds none. The others,
// before the first that holds one, are searched with the objective fixed,
// in index order.

// incumbent is the best solution of a parallel branch and bound.
type incumbent struct {
	value int
	snap  *cp.Snapshot
}

// sharedBound links a task's search to the incumbent (see node).
type sharedBound struct {
	inc *atomic.Pointer[incumbent]
}

// applySharedBound enforces the incumbent's bound at a node: strictly
// better than it.
func (e *Search) applySharedBound() bool {
	inc := e.shared.inc.Load()
	if inc == nil {
		return true
	}
	if e.br.maxim {
		return e.s.SetMin(e.br.obj, inc.value+1)
	}
	return e.s.SetMax(e.br.obj, inc.value-1)
}

// subBound is what the workers learned about one subproblem (under
// parallel.mu): the best value found in it, and the incumbent's value when
// its last task ended.
type subBound struct {
	found, hasFound bool
	best            int
	endInc          int
	hasEndInc       bool
	ended           int // tasks of it that ended complete
}

// better reports whether v beats w in the objective's direction.
func (p *parallel) better(v, w int) bool { return v > w == p.maxim && v != w }

// publish records a branch-and-bound solution of subproblem i and offers
// it to the incumbent.
func (p *parallel) publish(s *cp.Store, i int) {
	v := s.Value(p.obj)
	p.mu.Lock()
	b := &p.bounds[i]
	if !b.hasFound || p.better(v, b.best) {
		b.hasFound, b.best = true, v
	}
	p.mu.Unlock()
	var sn *cp.Snapshot
	for {
		cur := p.inc.Load()
		if cur != nil && !p.better(v, cur.value) {
			return
		}
		if sn == nil {
			sn = s.Snapshot()
		}
		if p.inc.CompareAndSwap(cur, &incumbent{value: v, snap: sn}) {
			return
		}
	}
}

// endTask records, under mu, that a task of subproblem i ended complete.
func (p *parallel) endTask(i int) {
	b := &p.bounds[i]
	b.ended++
	if inc := p.inc.Load(); inc != nil && (!b.hasEndInc || p.better(inc.value, b.endInc)) {
		b.hasEndInc, b.endInc = true, inc.value
	}
}

// holds says whether subproblem i holds a solution of value v, from what
// the workers saw; known is false when only a search can tell.
func (p *parallel) holds(i, v int) (has, known bool) {
	b := &p.bounds[i]
	switch {
	case b.hasFound && b.best == v:
		return true, true
	case !b.hasEndInc || p.better(v, b.endInc):
		// Every task of it ended while the incumbent was worse than v: its
		// bound let every solution of value v through, and it found none
		// of that value (a better one would have made the incumbent v or
		// better).
		return false, true
	}
	return false, false
}

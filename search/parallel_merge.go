package search

import (
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// The merge of the parallel search, in the calling goroutine: solutions
// handed on and counted in answer order, the tasks the answer does not
// need cut, limits and progress.

// found records a satisfaction solution of task t; false stops its search
// (the solution is not needed, or the run stops).
func (p *parallel) found(s *cp.Store, t *task) bool {
	var sn *cp.Snapshot
	if p.onSol != nil {
		sn = s.Snapshot()
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	for p.onSol != nil && len(t.sols) >= maxBufferedPS && t != p.head && !p.stop && !t.cut {
		p.cond.Wait() // hold back: let the tasks before it be handed on
	}
	if p.stop || t.cut {
		return false
	}
	t.found++
	p.totalFound++
	if sn != nil {
		t.sols = append(t.sols, sn)
	}
	p.cond.Broadcast()
	return true
}

// requestStop stops every worker, for reason.
func (p *parallel) requestStop(r Reason) {
	p.mu.Lock()
	p.stopLocked(r)
	p.mu.Unlock()
}

func (p *parallel) stopLocked(r Reason) {
	if !p.stop {
		p.stop, p.reason = true, r
		p.halted.Store(true)
	}
	p.cancel()
	p.cond.Broadcast()
}

// cutAfter stops every task after c in answer order (under mu): the
// answer lies in the tasks up to c.
func (p *parallel) cutAfter(c *task) {
	for t := c.next; t != nil; t = t.next {
		if !t.cut {
			t.cut = true
			if t.cancel != nil {
				t.cancel()
			}
		}
	}
	p.cutSub = min(p.cutSub, c.sub)
	p.cond.Broadcast()
}

// merge runs in the caller's goroutine until every task is settled: it
// hands the solutions on in answer order, counts them, cuts the tasks the
// answer does not need and reports progress.
func (p *parallel) merge() {
	p.mu.Lock()
	defer p.mu.Unlock()
	for {
		if !p.optimize {
			p.advance()
		}
		if p.k > 0 && !p.stop && p.totalFound >= p.k {
			// The first k solutions lie in the tasks up to the first
			// prefix holding k.
			sum := int64(0)
			for t := p.first; t != nil && !t.cut; t = t.next {
				if sum += t.found; sum >= p.k {
					p.cutAfter(t)
					break
				}
			}
		}
		// Progress before the end: advance may have returned for it with
		// solutions still to hand on.
		if p.progressDue {
			p.progressDue = false
			st := p.snapshot()
			p.mu.Unlock()
			p.e.opt.Progress(st)
			p.mu.Lock()
			continue
		}
		if p.settled == p.all {
			return
		}
		p.cond.Wait()
	}
}

// advance hands on (or counts) the solutions of the head tasks in answer
// order (under mu, released around the callback).
func (p *parallel) advance() {
	for p.head != nil && !p.stop {
		if p.ctx.Err() != nil {
			// The time limit or a cancel: the workers stop at their next
			// node, and the solutions they found meanwhile are not handed
			// on (a count of millions may have queued thousands, each a
			// callback), so the answer comes as promptly as in sequence.
			p.stopLocked(p.ctxReason())
			return
		}
		t := p.head
		if t.cut {
			p.head = nil
			return
		}
		if t.counted < t.found {
			t.counted++
			p.counted++
			if len(t.sols) > 0 {
				sn := t.sols[0]
				t.sols[0] = nil
				t.sols = t.sols[1:]
				p.cond.Broadcast() // a worker may wait for room
				p.mu.Unlock()
				keep := p.handOn(p.deliv, sn)
				p.mu.Lock()
				if !keep {
					p.stopLocked(Stopped)
					return
				}
				if p.progressDue {
					return // report it; merge calls advance again
				}
			}
			if p.k > 0 && p.counted >= p.k {
				p.stopLocked(SolutionLimit)
				return
			}
			continue
		}
		if t.state == taskDone || t.state == taskStopped {
			p.head = t.next
			p.cond.Broadcast() // the next task may wait for its turn
			continue
		}
		return
	}
}

// ctxReason is why the run's context ended: the caller's cancel or the
// time limit.
func (p *parallel) ctxReason() Reason {
	if c := p.e.opt.Context; c != nil && c.Err() != nil {
		return Canceled
	}
	return TimeLimit
}

// snapshot is the statistics of the run so far, for Progress.
func (p *parallel) snapshot() Stats {
	st := p.base
	st.Props = nil
	st.Nodes += p.nodes.Load()
	st.Failures += p.fails.Load()
	st.Elapsed = time.Since(p.start)
	if !p.optimize {
		st.Solutions = p.counted
	}
	if inc := p.inc.Load(); inc != nil {
		st.Objective, st.HasObjective = inc.value, true
	}
	return st
}

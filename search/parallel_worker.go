package search

import (
	"context"
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// The workers of the parallel search: each takes tasks (subproblems, or
// branches another worker gave away), replays and searches them, and
// reports its counters.

// loop searches tasks until none is left.
func (w *worker) loop() {
	for {
		t := w.p.take()
		if t == nil {
			return
		}
		w.search(t)
	}
}

// take returns the next task to search, waiting for a branch given away
// when no subproblem is left; nil at the end.
func (p *parallel) take() *task {
	p.mu.Lock()
	defer p.mu.Unlock()
	for {
		switch {
		case p.stop || p.ctx.Err() != nil:
			p.stopRest()
			return nil
		case len(p.mailbox) > 0:
			t := p.mailbox[0]
			p.mailbox = p.mailbox[1:]
			if t.cut {
				p.settle(t, taskStopped)
				continue
			}
			return p.begin(t)
		case p.nextSub < len(p.subs):
			t := &p.tasks[p.nextSub]
			p.nextSub++
			if t.cut || t.sub > p.cutSub {
				p.settle(t, taskStopped)
				continue
			}
			return p.begin(t)
		case p.running == 0:
			return nil // every task is settled
		}
		p.idle++
		if p.stealing {
			p.wants.Store(int32(p.idle))
		}
		p.cond.Wait()
		p.idle--
		if p.stealing {
			p.wants.Store(int32(p.idle))
		}
	}
}

// begin marks t running (under mu).
func (p *parallel) begin(t *task) *task {
	t.state = taskRunning
	p.running++
	return t
}

// stopRest settles the tasks no worker will take (under mu), after a stop.
func (p *parallel) stopRest() {
	for ; p.nextSub < len(p.subs); p.nextSub++ {
		p.settle(&p.tasks[p.nextSub], taskStopped)
	}
	for _, t := range p.mailbox {
		p.settle(t, taskStopped)
	}
	p.mailbox = nil
}

// search searches task t.
func (w *worker) search(t *task) {
	p := w.p
	ctx, cancel := context.WithCancel(p.ctx)
	p.mu.Lock()
	t.cancel = cancel
	cut := t.cut
	p.mu.Unlock()
	defer cancel()
	if cut {
		cancel()
	}

	t0 := time.Now()
	var s *cp.Store
	var ok bool
	lvl := 0
	if p.fresh {
		s = w.store()
		lvl = s.Push()
		ok = replay(s, t.path)
	} else {
		if w.cur == nil {
			w.cur = newCursor(w.store())
		}
		s = w.cur.s
		ok, _ = w.cur.move(t.path, propagateStore(s))
	}
	var r Result
	if ok {
		so := p.sub
		so.Context = ctx
		if o := p.e.opt; o.MaxNodes > 0 {
			so.MaxNodes = max(1, o.MaxNodes-p.nodes.Load()-p.base.Nodes)
		}
		if o := p.e.opt; o.MaxFailures > 0 {
			so.MaxFailures = max(1, o.MaxFailures-p.fails.Load()-p.base.Failures)
		}
		w.last = Stats{}
		so.Progress = w.report
		se, err := New(s, so)
		if err != nil {
			panic("search: parallel: " + err.Error()) // validated by New
		}
		se.wseed = p.wseed
		if p.optimize {
			se.shared = &sharedBound{inc: &p.inc}
		}
		if p.stealing {
			se.steal = &stealLink{p: p, t: t}
			se.path = make([]Decision, 0, len(se.br.vars)+1)
		}
		var onSol func(*cp.Store) bool
		switch {
		case p.optimize:
			onSol = func(s *cp.Store) bool { p.publish(s, t.sub); return true }
		case p.live:
			onSol = func(s *cp.Store) bool { return p.found(s, t) }
		}
		r = se.Run(onSol)
		w.account(r, len(t.path))
		switch r.Reason {
		case NodeLimit, FailLimit:
			p.requestStop(r.Reason)
		}
	} else {
		w.stats.Nodes++
		w.stats.Failures++
		p.count(1, 1)
		r.Reason = Exhausted
	}
	if p.fresh {
		s.PopTo(lvl - 1)
	}
	w.stats.Tasks++
	if t.stolen {
		w.stats.Stolen++
	}
	w.stats.Busy += time.Since(t0)

	p.mu.Lock()
	t.cancel = nil
	p.running--
	switch r.Reason {
	case Exhausted, SolutionLimit:
		if !p.live {
			t.found = r.Solutions
			p.totalFound += r.Solutions
		}
		if p.optimize {
			p.endTask(t.sub)
		}
		p.settle(t, taskDone)
	default:
		p.settle(t, taskStopped)
	}
	p.mu.Unlock()
}

// store returns the store to search a task on, at the root: the worker's
// own clone, made once, unless each task needs a fresh one. A fresh clone
// makes a task's search independent of what its worker searched before
// even for a propagator whose pruning depended on state left from earlier
// runs. Only the order of reported solutions needs that guarantee (a
// count, a bound or an optimum do not depend on the order of a search),
// and only when the workers do not steal: a stolen branch is searched
// after a replay from the root anyway, which takes the propagation to be
// confluent (its fixpoint independent of the order of the propagators'
// runs), as the branchings that allow stealing with ordered solutions
// already do (see stealable).
func (w *worker) store() *cp.Store {
	if w.s != nil && !w.p.fresh {
		return w.s
	}
	s, err := w.p.root.Clone()
	if err != nil {
		panic("search: parallel: " + err.Error()) // New checked every propagator
	}
	if w.p.e.opt.Learn {
		// At level 0, so that every task's search can learn: the facts
		// of its path are below its root, and its clauses go with it.
		s.SetExplain(true)
	}
	w.s = s
	return s
}

// settle records a task's end (under mu) and wakes the merge and the idle
// workers.
func (p *parallel) settle(t *task, st taskState) {
	t.state = st
	p.settled++
	p.cond.Broadcast()
}

// report adds a worker's progress to the totals (Options.Progress of the
// task searches).
func (w *worker) report(st Stats) {
	dn, df := st.Nodes-w.last.Nodes, st.Failures-w.last.Failures
	w.last = st
	w.p.count(dn, df)
	if w.p.halted.Load() {
		w.s.Interrupt() // stop at the next node, without waiting for the context's hook
	}
}

// count adds nodes and failures to the totals and applies the limits.
func (p *parallel) count(dn, df int64) {
	n, f := p.nodes.Add(dn)+p.base.Nodes, p.fails.Add(df)+p.base.Failures
	o := p.e.opt
	if o.MaxNodes > 0 && n >= o.MaxNodes {
		p.requestStop(NodeLimit)
	}
	if o.MaxFailures > 0 && f >= o.MaxFailures {
		p.requestStop(FailLimit)
	}
	if o.Progress != nil {
		if next := p.nextProgress.Load(); n >= next && p.nextProgress.CompareAndSwap(next, n+p.progressEvery()) {
			p.mu.Lock()
			p.progressDue = true
			p.cond.Broadcast()
			p.mu.Unlock()
		}
	}
}

// account adds a finished task search to the worker's statistics.
func (w *worker) account(r Result, depth int) {
	w.p.count(r.Nodes-w.last.Nodes, r.Failures-w.last.Failures)
	w.last = Stats{}
	w.stats.Nodes += r.Nodes
	w.stats.Failures += r.Failures
	w.stats.Propagations += r.Propagations
	w.stats.Solutions += r.Solutions
	w.restS += r.Restarts
	w.probes += r.Probes
	w.refuted += r.Refuted
	w.learnS.addLearning(&r.Stats)
	w.depth = max(w.depth, r.MaxDepth+depth)
	w.props = addProps(w.props, r.Props)
}

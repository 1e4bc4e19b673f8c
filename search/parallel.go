package search

import (
	"context"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// The parallel search (Options.Workers ≥ 1), in four steps:
//
//  1. A probe: the sequential search, limited to Options.ProbeNodes. Easy
//     puzzles end there, with the sequential search's answer and no
//     overhead. For branch and bound, a probe that does not finish still
//     gives the best value it found as the workers' first bound.
//  2. The split (Split): the root is divided into Options.Subproblems
//     subproblems in depth-first order.
//  3. The workers: each takes the next subproblem in index order, replays
//     its decisions on its own clone of the root (cp.Store.Clone) and
//     searches it. A worker with nothing left to take asks for work, and
//     a busy one gives away the right branch nearest its root (work
//     stealing, where the answer allows it: see stealable). The caller's
//     goroutine merges the results in answer order.
//  4. For branch and bound, the canonical solution (see bound.go): the
//     solution reported for the optimum is the first one, in the
//     subproblem of the lowest index holding an optimal solution, of a
//     plain search of that subproblem with the objective fixed to the
//     optimum.
//
// Determinism. The probe and the split are deterministic and do not depend
// on Workers. Satisfaction: the solutions are reported in answer order,
// subproblem by subproblem, each subproblem's in the order of its own
// search, which is deterministic (no state is shared between workers); so
// the first solution is the sequential search's own when its choices
// depend only on the domains. Counting: a sum of exact counts. Branch and
// bound: the optimum is the incumbent's last value, whatever the timing,
// and step 4 chooses its solution from the subproblems' order alone. A
// limit (nodes, failures, time,
// context) makes any answer depend on timing.

// Tuning: the probe's node budget and the solutions it holds back (a
// satisfaction probe with more falls through to the split); the nodes
// between two reports of a worker's counters; the solutions a subproblem
// holds before it waits for its turn to hand them on.
const (
	probeBuffer   = 64
	workerTick    = 256
	maxBufferedPS = 1024
)

// DefaultProbeNodes is the node budget of the parallel search's probe (its
// sequential first step) when Options.ProbeNodes is 0.
const DefaultProbeNodes = 100

// WorkerStats are one worker's share of a parallel search.
type WorkerStats struct {
	Tasks        int64 // subproblems and stolen branches it searched
	Stolen       int64 // of them, branches it took from another worker
	Nodes        int64
	Failures     int64
	Propagations int64
	Solutions    int64         // solutions it found (not all are reported)
	Busy         time.Duration // time in its tasks: replay and search
}

type taskState uint8

const (
	taskPending taskState = iota
	taskRunning
	taskDone    // searched to its end (or to the solution limit)
	taskStopped // stopped before its end (a limit, a cancel, the cutoff)
)

// task is a piece of work: a subproblem, or a branch a worker gave away.
// Tasks form one list in answer order (next): a branch given away is the
// last part of its giver's remaining tree in depth-first order, so it is
// inserted right after the giver. The fields below next are under
// parallel.mu.
type task struct {
	sub    int        // the subproblem it belongs to
	path   []Decision // the decisions from the root
	next   *task
	stolen bool // a branch a worker gave away

	state   taskState
	cut     bool // not needed for the answer: stop it
	cancel  context.CancelFunc
	found   int64          // solutions found so far
	counted int64          // of them, counted into the answer
	sols    []*cp.Snapshot // found, not yet handed to the callback
}

type parallel struct {
	e        *Search
	root     *cp.Store
	subs     []Subproblem
	onSol    func(*cp.Store) bool
	sub      Options // the options of every task's search
	optimize bool
	maxim    bool
	obj      cp.VarID
	k        int64 // MaxSolutions; 0 for none
	live     bool  // task searches report each solution
	fresh    bool  // each task on a fresh clone of the root (see worker.store)
	stealing bool
	start    time.Time

	ctx    context.Context // canceled to stop every worker
	cancel context.CancelFunc

	inc          atomic.Pointer[incumbent]
	bounds       []subBound   // per subproblem, under mu
	nodes, fails atomic.Int64 // running totals of the workers
	nextProgress atomic.Int64
	wants        atomic.Int32 // idle workers asking for work (mirror of idle)
	halted       atomic.Bool  // stop is set

	mu          sync.Mutex
	cond        sync.Cond
	tasks       []task // the subproblems' tasks; stolen ones are allocated
	first       *task  // the head of the answer-order list
	head        *task  // the first task whose solutions are not all counted
	nextSub     int    // the next subproblem to hand out
	cutSub      int    // subproblems above it are not needed
	mailbox     []*task
	idle        int // workers waiting for work
	running     int // tasks being searched
	all         int // tasks created
	settled     int // tasks done or stopped
	totalFound  int64
	stop        bool
	reason      Reason
	progressDue bool
	deliv       *cp.Store // the store solutions are handed on during the run
	counted     int64     // solutions of the answer (handed on, or counted)
	workers     []*worker
	base        Stats // the probe's and the split's counters
}

type worker struct {
	p     *parallel
	s     *cp.Store // its clone of the root
	cur   *cursor   // on s, at its last task's node (when not fresh)
	stats WorkerStats
	props []PropStats
	depth int
	last  Stats // the current task's counters at its last report
	restS int64
}

// runParallel is Run with Options.Workers ≥ 1.
func (e *Search) runParallel(onSolution func(*cp.Store) bool) Result {
	e.running = true
	defer func() { e.running = false }()
	o := e.opt
	p := &parallel{e: e, root: e.s, onSol: onSolution, start: time.Now(), k: o.MaxSolutions}
	p.cond.L = &p.mu
	p.obj, p.optimize = o.Objective.Var()
	p.maxim = o.Objective.Maximizing()

	if r, done := p.probe(); done {
		e.result = r
		return r
	}
	if r, done := p.split(); done {
		e.result = r
		return r
	}
	p.run()
	e.result = p.result()
	return e.result
}

// remaining is the time left of MaxTime (at least 1ns), or 0 for none.
func (p *parallel) remaining() time.Duration {
	if p.e.opt.MaxTime == 0 {
		return 0
	}
	return max(p.e.opt.MaxTime-time.Since(p.start), time.Nanosecond)
}

// probe runs the sequential search with a node budget; done says its
// result is the answer.
func (p *parallel) probe() (Result, bool) {
	e, o := p.e, p.e.opt
	budget := o.ProbeNodes
	switch {
	case budget < 0:
		return Result{}, false
	case budget == 0:
		budget = DefaultProbeNodes
	}
	po := o
	po.Workers = 0
	po.MaxNodes = budget
	if o.MaxNodes > 0 && o.MaxNodes <= budget {
		po.MaxNodes = o.MaxNodes
	}
	pe, err := New(e.s, po)
	if err != nil { // cannot happen: the options were validated
		return Result{Reason: Stopped}, true
	}
	var held []*cp.Snapshot
	full := false
	r := pe.Run(func(s *cp.Store) bool {
		switch {
		case p.onSol == nil:
		case p.optimize:
			held = append(held[:0], s.Snapshot()) // only the last one is reported
		case len(held) == probeBuffer:
			full = true
			return false
		default:
			held = append(held, s.Snapshot())
		}
		return true
	})
	p.base = r.Stats
	p.base.Props = append([]PropStats(nil), r.Props...)
	spent := r.Reason == NodeLimit && (o.MaxNodes == 0 || po.MaxNodes < o.MaxNodes)
	if !full && !spent {
		r.Props = p.base.Props
		r.Workers = []WorkerStats{{Tasks: 1, Nodes: r.Nodes, Failures: r.Failures, Propagations: r.Propagations, Solutions: r.Solutions, Busy: r.Elapsed}}
		if p.optimize && r.Solutions > 0 {
			r.Solutions = 1
		}
		for i, sn := range held {
			if !p.handOn(e.s, sn) {
				r.Reason = Stopped
				if !p.optimize {
					r.Solutions = int64(i + 1)
				}
				break
			}
		}
		r.Elapsed = time.Since(p.start)
		return r, true
	}
	if p.optimize && r.HasObjective {
		var sn *cp.Snapshot
		if len(held) > 0 {
			sn = held[0]
		}
		p.inc.Store(&incumbent{value: r.Objective, snap: sn})
	}
	return Result{}, false
}

// handOn narrows s to a solution, calls the callback on it and undoes the
// narrowing; it returns the callback's answer.
func (p *parallel) handOn(s *cp.Store, sn *cp.Snapshot) bool {
	if p.onSol == nil {
		return true
	}
	lvl := s.Push()
	keep := true
	if s.RestrictTo(sn) {
		keep = p.onSol(s)
	}
	s.PopTo(lvl - 1)
	return keep
}

// split divides the root; done says there is nothing to search in
// parallel (no subproblem, or a limit).
func (p *parallel) split() (Result, bool) {
	e, o := p.e, p.e.opt
	so := o
	so.MaxTime = p.remaining()
	n := o.Subproblems
	if n == 0 {
		n = DefaultSubproblems
		if !p.stealable() {
			n *= 8
		}
	}
	subs, r, err := Split(e.s, so, n)
	if err != nil {
		return Result{Reason: Stopped}, true
	}
	p.base = addCounters(p.base, r.Stats)
	p.base.Props = addProps(p.base.Props, r.Props)
	if r.Reason != Exhausted || len(subs) == 0 {
		out := Result{Reason: r.Reason, Stats: p.base, RootFailure: r.RootFailure}
		if inc := p.inc.Load(); inc != nil {
			out.Solutions, out.Objective, out.HasObjective = 1, inc.value, true
			if inc.snap != nil && !p.handOn(e.s, inc.snap) {
				out.Reason = Stopped
			}
		}
		out.Elapsed = time.Since(p.start)
		return out, true
	}
	p.subs = subs
	p.locateProbe()
	return Result{}, false
}

// locateProbe records the probe's solution as found in the subproblem it
// lies in.
func (p *parallel) locateProbe() {
	p.bounds = make([]subBound, len(p.subs))
	inc := p.inc.Load()
	if inc == nil || inc.snap == nil {
		return
	}
	for _, sp := range p.subs {
		if !slices.ContainsFunc(sp.Decisions, func(d Decision) bool { return !d.holds(inc.snap) }) {
			p.bounds[sp.Index] = subBound{hasFound: true, best: inc.value}
			return
		}
	}
}

// stealable reports whether a worker may give part of its task away
// without changing the answer: not with restarts (a restart would search
// the given part again); and when solutions are reported in order, only
// with a branching whose choices depend on the domains alone, so that the
// given part is searched as its giver would have searched it.
func (p *parallel) stealable() bool {
	o := p.e.opt
	if o.Restart.Policy != NoRestarts {
		return false
	}
	if p.optimize || p.onSol == nil {
		return true
	}
	phases := o.Phases
	if len(phases) == 0 {
		phases = []Phase{{VarSelect: o.VarSelect, ValSelect: o.ValSelect}}
	}
	for _, ph := range phases {
		if ph.VarSelect == DomWDeg || ph.ValSelect == ValRandom {
			return false
		}
	}
	return true
}

// run starts the workers and merges their results until every task is
// settled.
func (p *parallel) run() {
	o := p.e.opt
	base := o.Context
	if base == nil {
		base = context.Background()
	}
	if o.MaxTime > 0 {
		p.ctx, p.cancel = context.WithDeadline(base, p.start.Add(o.MaxTime))
	} else {
		p.ctx, p.cancel = context.WithCancel(base)
	}
	defer p.cancel()
	p.sub = o
	p.sub.Workers, p.sub.Subproblems, p.sub.MaxTime = 0, 0, 0
	p.sub.Progress, p.sub.ProgressEvery = nil, workerTick
	if p.optimize {
		p.sub.MaxSolutions = 0
	}
	p.live = !p.optimize && (p.onSol != nil || p.k > 0)
	p.stealing = p.stealable()
	p.fresh = !p.optimize && p.onSol != nil && !p.stealing
	p.tasks = make([]task, len(p.subs))
	for i := range p.tasks {
		t := &p.tasks[i]
		t.sub, t.path = i, p.subs[i].Decisions
		if i+1 < len(p.tasks) {
			t.next = &p.tasks[i+1]
		}
	}
	p.first, p.head = &p.tasks[0], &p.tasks[0]
	p.all = len(p.tasks)
	p.cutSub = len(p.subs) - 1
	p.nextProgress.Store(p.progressEvery())
	if p.onSol != nil && !p.optimize {
		d, err := p.root.Clone()
		if err != nil { // New checked every propagator
			panic("search: parallel: " + err.Error())
		}
		p.deliv = d
	}
	var wg sync.WaitGroup
	for range o.Workers {
		w := &worker{p: p}
		p.workers = append(p.workers, w)
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.loop()
		}()
	}
	p.merge()
	wg.Wait()
}

func (p *parallel) progressEvery() int64 {
	if p.e.opt.ProgressEvery > 0 {
		return p.e.opt.ProgressEvery
	}
	return DefaultProgressEvery
}

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
	w.depth = max(w.depth, r.MaxDepth+depth)
	w.props = addProps(w.props, r.Props)
}

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
		if p.settled == p.all {
			return
		}
		if p.progressDue {
			p.progressDue = false
			st := p.snapshot()
			p.mu.Unlock()
			p.e.opt.Progress(st)
			p.mu.Lock()
			continue
		}
		p.cond.Wait()
	}
}

// advance hands on (or counts) the solutions of the head tasks in answer
// order (under mu, released around the callback).
func (p *parallel) advance() {
	for p.head != nil && !p.stop {
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

// result merges the workers' statistics, decides the reason and, for
// branch and bound, reports the canonical solution.
func (p *parallel) result() Result {
	r := Result{Stats: p.base}
	r.Props = append([]PropStats(nil), p.base.Props...)
	for _, w := range p.workers {
		r.Nodes += w.stats.Nodes
		r.Failures += w.stats.Failures
		r.Propagations += w.stats.Propagations
		r.Restarts += w.restS
		r.MaxDepth = max(r.MaxDepth, w.depth)
		r.Props = addProps(r.Props, w.props)
		r.Workers = append(r.Workers, w.stats)
	}
	r.Subproblems = len(p.subs)
	complete := true
	for t := p.first; t != nil; t = t.next {
		if !t.cut && t.state != taskDone {
			complete = false
			break
		}
	}
	switch {
	case p.stop:
		r.Reason = p.reason
	case complete:
		r.Reason = Exhausted
	case p.e.opt.Context != nil && p.e.opt.Context.Err() != nil:
		r.Reason = Canceled
	default:
		r.Reason = TimeLimit
	}
	if p.optimize {
		if inc := p.inc.Load(); inc != nil {
			r.Solutions, r.Objective, r.HasObjective = 1, inc.value, true
			sn := inc.snap
			if r.Reason == Exhausted {
				c, st, reason := p.canonical(inc.value)
				r.Stats = addCounters(r.Stats, st)
				switch {
				case c != nil:
					sn = c
				case reason != Exhausted:
					r.Reason = reason // a limit stopped the choice: the optimum stands, unproven as the answer
				}
			}
			if sn != nil && !p.handOn(p.root, sn) && r.Reason == Exhausted {
				r.Reason = Stopped
			}
		}
	} else {
		r.Solutions = p.counted
		if !p.live {
			r.Solutions = p.totalFound
		}
	}
	r.Elapsed = time.Since(p.start)
	return r
}

// canonical returns the first solution of value v in the subproblem of
// the lowest index that holds one (step 4; see bound.go), with the
// statistics of the searches it made; nil and the reason when a limit
// stopped it.
func (p *parallel) canonical(v int) (*cp.Snapshot, Stats, Reason) {
	var st Stats
	for _, sp := range p.subs {
		has, known := p.holds(sp.Index, v)
		if known && !has {
			continue
		}
		sn, r := p.firstAt(sp, v)
		st = addCounters(st, r.Stats)
		switch {
		case sn != nil:
			return sn, st, Exhausted
		case r.Reason != Exhausted:
			return nil, st, r.Reason
		case has:
			return nil, st, Exhausted // cannot happen: a solution of value v was found there
		}
	}
	return nil, st, Exhausted
}

// firstAt searches sp with the objective fixed to v, for its first
// solution, on the root store (the workers are done).
func (p *parallel) firstAt(sp Subproblem, v int) (*cp.Snapshot, Result) {
	s := p.root
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	if !s.Assign(p.obj, v) || !replay(s, sp.Decisions) {
		return nil, Result{Reason: Exhausted, Stats: Stats{Nodes: 1, Failures: 1}}
	}
	o := p.e.opt
	o.Workers, o.Objective, o.MaxSolutions = 0, Objective{}, 1
	o.MaxNodes, o.MaxFailures, o.Progress = 0, 0, nil
	o.MaxTime = p.remaining()
	o.AllowNoVars = true
	se, err := New(s, o)
	if err != nil {
		return nil, Result{Reason: Exhausted}
	}
	var sn *cp.Snapshot
	r := se.Run(func(s *cp.Store) bool { sn = s.Snapshot(); return false })
	if r.Reason == Stopped {
		r.Reason = Exhausted
	}
	return sn, r
}

// addCounters adds b's counters to a's (not the table).
func addCounters(a, b Stats) Stats {
	a.Nodes += b.Nodes
	a.Failures += b.Failures
	a.Propagations += b.Propagations
	a.Restarts += b.Restarts
	a.MaxDepth = max(a.MaxDepth, b.MaxDepth)
	return a
}

// addProps adds the propagator table b to a (allocating a when empty).
func addProps(a, b []PropStats) []PropStats {
	if len(b) == 0 {
		return a
	}
	if len(a) < len(b) {
		a = append(a, make([]PropStats, len(b)-len(a))...)
	}
	for i, r := range b {
		a[i].ID, a[i].Kind, a[i].Label = r.ID, r.Kind, r.Label
		a[i].Calls += r.Calls
		a[i].Prunings += r.Prunings
		a[i].Failures += r.Failures
	}
	return a
}

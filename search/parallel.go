package search

import (
	"context"
	"runtime"
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
	wseed    []int64 // the probe's dom/wdeg weights, each task's first ones
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
	// Lookahead counters of its tasks.
	probes, refuted int64
	learnS          Stats // the learning counters of its tasks
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
	if pe.br.useWDeg {
		// Every task starts from the weights the probe learned: the
		// same for every task, so its search does not depend on which
		// worker runs it, and not the uniform weights of a fresh search.
		p.wseed = slices.Clone(pe.br.w.weight)
	}
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
	if o.Restart.Policy != NoRestarts || o.Learn {
		return false // no stack of right branches to give away
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
	// Workers far beyond the cores gain nothing (only GOMAXPROCS run at
	// once) and each costs a clone of the store: 4,096 asked for on a
	// 30×30 Kakurasu were 4 GB. The answer does not depend on how many
	// run.
	for range activeWorkers(o.Workers) {
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

// activeWorkers is how many of the workers asked for run: at most two a
// core (room for stealing to even out the load), and at least 4 allowed.
func activeWorkers(asked int) int {
	return min(asked, max(4, 2*runtime.GOMAXPROCS(0)))
}

func (p *parallel) progressEvery() int64 {
	if p.e.opt.ProgressEvery > 0 {
		return p.e.opt.ProgressEvery
	}
	return DefaultProgressEvery
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
		r.Probes += w.probes
		r.Refuted += w.refuted
		r.addLearning(&w.learnS)
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
	a.Probes += b.Probes
	a.Refuted += b.Refuted
	a.addLearning(&b)
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

package search

import (
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// The engine is a state machine driven one step at a time: each step
// explores at most one node (applies a branch, then the objective bound,
// then propagates), reports a solution, restarts, or ends. The stack holds
// one frame per pending right branch; nothing is allocated per node once
// the stack has reached the search's depth.
//
// Levels: the search propagates the root at the level it finds the store
// at (base), then pushes one level for the root of each run. A left branch
// pushes a level; its right branch is applied after PopTo to the level the
// left branch was pushed from, and its frame is dropped, so the right
// branch's state joins the parent's level. A restart pops back to base and
// pushes a fresh root, so right branches never leak into the next run.

// frame is a choice point whose right branch is still to explore.
type frame struct {
	d      decision
	lvl    int32 // store level before the left branch's Push
	depth  int32 // decisions above the node that branched
	nFixed int32 // brancher's fixed prefix at that node
}

type phase uint8

const (
	phaseDescend   phase = iota // at a propagated node: branch or report a solution
	phaseBacktrack              // after a failure or a solution: take the next right branch
	phaseDone                   // the search space is exhausted
	phaseRoot                   // the root is still to propagate (or to finish propagating)
	phaseResume                 // a node's propagation was interrupted: finish it
)

// event is what a step did.
type event uint8

const (
	evNode      event = iota // explored a node that propagated
	evFail                   // explored a node that failed
	evSolution               // the current node is a solution
	evRestart                // went back to the root
	evNodeLimit              // refused to explore a node beyond MaxNodes
	evFailLimit              // refused to go on after MaxFailures failures
	evRejected               // LearnProbe found the clauses too wide
	evInterrupt              // a propagation was interrupted (Store.Interrupt)
	evDone                   // nothing left to explore
)

// begin resets the engine for a new search on the store's current state.
func (e *Search) begin() {
	s := e.s
	if e.br.useWDeg && e.br.w.np != s.NumProps() {
		e.br.w.build(s) // propagators were posted since New
	}
	e.br.reset()
	if len(e.wseed) == len(e.br.w.weight) {
		copy(e.br.w.weight, e.wseed)
	}
	e.stack = e.stack[:0]
	e.stats = Stats{}
	e.learning = false
	if e.learn != nil {
		e.beginLearn()
		e.learning = e.learn.on
	}
	e.depth = 0
	e.hasBest, e.best = false, 0
	e.rootFailure = nil
	e.rs.reset(e.opt.Restart, e.freeSeq)
	e.restartsOn = e.opt.Restart.Policy != NoRestarts
	e.runFails = 0
	e.resetLimits()
	e.base = s.Level()
	e.prop0 = s.Propagations()
	e.props.begin(s)
	e.start = time.Now()
	e.clock.lastLook = e.start
	e.clock.arm(s, e.opt.MaxTime, e.opt.Context)
	e.phase = phaseDone
}

// root counts the root node, whose propagation is the first step.
func (e *Search) root() {
	e.stats.Nodes = 1
	e.phase = phaseRoot
}

// rootStep propagates the root node at the base level (so its pruning
// stays valid for any later search on the store) and opens the first run.
func (e *Search) rootStep() event {
	s := e.s
	switch s.PropagateInterruptible() {
	case cp.Interrupted:
		return evInterrupt
	case cp.Failure:
		return e.rootFailed()
	}
	if e.opt.Lookahead.on() {
		switch e.lookahead() {
		case evInterrupt:
			e.phase = phaseRoot // the root's propagation and lookahead start over
			return evInterrupt
		case evFail:
			return e.rootFailed()
		}
	}
	s.Push()
	e.phase = phaseDescend
	return evNode
}

// rootFailed ends a search whose root has no solution.
func (e *Search) rootFailed() event {
	e.stats.Failures = 1
	e.phase = phaseDone
	e.rootFailure = newRootFailure(e.s)
	return evFail
}

// step does one unit of work; see event.
func (e *Search) step() event {
	if e.learning {
		return e.stepLearn()
	}
	s := e.s
	switch e.phase {
	case phaseRoot:
		return e.rootStep()
	case phaseResume:
		return e.propagate()
	case phaseDescend:
		d, ok := e.br.choose(s)
		if !ok {
			return e.solution()
		}
		if e.stats.Nodes >= e.lim.maxNodes {
			return evNodeLimit
		}
		e.stack = append(e.stack, frame{d, int32(s.Level()), int32(e.depth), int32(e.br.nFixed)})
		if e.steal != nil {
			e.path = append(e.path[:e.depth], d.branch(false))
		}
		s.Push()
		e.setDepth(e.depth + 1)
		return e.node(d.left(s))
	case phaseBacktrack:
		n := len(e.stack)
		if n == 0 {
			e.phase = phaseDone
			return evDone
		}
		if e.stats.Failures >= e.lim.maxFails {
			return evFailLimit
		}
		if e.restartsOn && e.runFails >= e.rs.cutoff {
			return e.restart()
		}
		if e.stats.Nodes >= e.lim.maxNodes {
			return evNodeLimit
		}
		f := e.stack[n-1]
		e.stack = e.stack[:n-1]
		s.PopTo(int(f.lvl))
		e.br.nFixed = int(f.nFixed)
		if e.steal != nil {
			e.path = append(e.path[:f.depth], f.d.branch(true))
		}
		e.setDepth(int(f.depth) + 1)
		return e.node(f.d.right(s))
	}
	return evDone
}

func (e *Search) setDepth(d int) {
	e.depth = d
	e.stats.MaxDepth = max(e.stats.MaxDepth, d)
}

// node finishes exploring a node whose branch was applied (ok is the
// write's result): objective bound, then propagation.
func (e *Search) node(ok bool) event {
	e.stats.Nodes++
	if ok && e.hasBest {
		ok = e.bound()
	}
	if ok && e.shared != nil {
		ok = e.applySharedBound()
	}
	if !ok {
		return e.fail()
	}
	return e.propagate()
}

// propagate propagates the current node; an interrupted propagation leaves
// the node in phaseResume, to be finished if the search goes on.
func (e *Search) propagate() event {
	s := e.s
	switch s.PropagateInterruptible() {
	case cp.Fixpoint:
		e.phase = phaseDescend
		if e.learning || !e.opt.Lookahead.at(e.depth) {
			return evNode
		}
		if ev := e.lookahead(); ev != evFail {
			return ev
		}
		return e.fail()
	case cp.Interrupted:
		e.phase = phaseResume
		return evInterrupt
	}
	e.br.w.bump(s, s.FailedProp())
	return e.fail()
}

func (e *Search) fail() event {
	e.stats.Failures++
	e.runFails++
	e.phase = phaseBacktrack
	return evFail
}

// bound enforces that the next solution beats the best one.
func (e *Search) bound() bool {
	if e.br.maxim {
		return e.s.SetMin(e.br.obj, e.best+1)
	}
	return e.s.SetMax(e.br.obj, e.best-1)
}

// solution records the current node as a solution and schedules the
// backtrack that follows it.
func (e *Search) solution() event {
	e.stats.Solutions++
	if x, ok := e.opt.Objective.Var(); ok {
		e.best, e.hasBest = e.s.Value(x), true
		e.stats.Objective, e.stats.HasObjective = e.best, true
	} else {
		// The current run's tree is the whole space: finishing it reports
		// every solution once.
		e.restartsOn = false
	}
	e.phase = phaseBacktrack
	return evSolution
}

// restart goes back to the root, keeping the weights, the random state and
// the objective bound, and moves to the next cutoff.
func (e *Search) restart() event {
	s := e.s
	e.stats.Restarts++
	e.runFails = 0
	e.rs.next()
	s.PopTo(e.base)
	e.stack = e.stack[:0]
	e.br.nFixed = 0
	e.depth = 0
	s.Push()
	if e.node(true) == evInterrupt {
		return evInterrupt
	}
	return evRestart
}

// finish restores the store to the base level and builds the result.
func (e *Search) finish(r Reason) Result {
	s := e.s
	e.clock.disarm()
	e.running = false
	if s.Level() > e.base {
		s.PopTo(e.base)
	}
	if e.learn != nil {
		e.endLearn()
	}
	e.phase = phaseDone
	e.stats.Depth = 0
	e.stats.Propagations = s.Propagations() - e.prop0
	e.stats.Elapsed = time.Since(e.start)
	e.stats.Props = e.props.end(s)
	e.result = Result{Reason: r, Stats: e.stats, RootFailure: e.rootFailure}
	return e.result
}

// snapshot is the running statistics for a Progress call.
func (e *Search) snapshot() Stats {
	st := e.stats
	st.Propagations = e.s.Propagations() - e.prop0
	st.Elapsed = time.Since(e.start)
	st.Props = nil
	return st
}

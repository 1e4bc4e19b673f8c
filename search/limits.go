package search

import (
	"fmt"
	"math"
	"time"
)

// Reason says why a search ended.
type Reason uint8

const (
	// Exhausted: the whole search space was explored, so the answer is a
	// proof (all solutions were reported, there is none, or the last
	// solution of a branch and bound is optimal).
	Exhausted Reason = iota
	// Stopped: the solution callback returned false.
	Stopped
	// SolutionLimit: Options.MaxSolutions solutions were reported.
	SolutionLimit
	// NodeLimit: Options.MaxNodes nodes were explored.
	NodeLimit
	// FailLimit: Options.MaxFailures failures happened.
	FailLimit
	// TimeLimit: Options.MaxTime elapsed.
	TimeLimit
	// Canceled: Options.Context was done.
	Canceled
	// Reentered: Run was called from inside its own solution callback and
	// refused (see Search); nothing was searched.
	Reentered
	// LearningRejected: Options.LearnProbe found the clauses learned so
	// far too wide to pay.
	LearningRejected
)

func (r Reason) String() string {
	switch r {
	case Exhausted:
		return "exhausted"
	case Stopped:
		return "stopped"
	case SolutionLimit:
		return "solution limit"
	case NodeLimit:
		return "node limit"
	case FailLimit:
		return "failure limit"
	case TimeLimit:
		return "time limit"
	case Canceled:
		return "canceled"
	case Reentered:
		return "refused: Run called from inside its own solution callback"
	case LearningRejected:
		return "learning rejected by the probe"
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// limits holds the counters' limits in a branch-free form (no limit =
// math.MaxInt64) and the next node counts at which the clock, the context
// and the progress callback are looked at.
type limits struct {
	maxNodes, maxFails      int64
	probeAt                 int64 // failures at which LearnProbe looks
	nextCheck, nextProgress int64
	progressEvery           int64
}

// checkPeriod is the time between two looks at the clock by node count
// (the fallback of the interrupt, see periodic); maxCheckEvery bounds the
// nodes between two looks.
const (
	checkPeriod   = 5 * time.Millisecond
	maxCheckEvery = 1 << 12
)

func (e *Search) resetLimits() {
	l, o := &e.lim, &e.opt
	l.maxNodes, l.maxFails = orMax(o.MaxNodes), orMax(o.MaxFailures)
	l.probeAt = orMax(o.LearnProbe.Failures)
	l.progressEvery = o.ProgressEvery
	if l.progressEvery == 0 {
		l.progressEvery = DefaultProgressEvery
	}
	l.nextProgress = l.progressEvery
	e.clock.every = 1
	l.nextCheck = 1
}

func orMax(n int64) int64 {
	if n == 0 {
		return math.MaxInt64
	}
	return n
}

// checkClock looks at the context and the time limit.
func (e *Search) checkClock() (Reason, bool) {
	if ctx := e.opt.Context; ctx != nil && ctx.Err() != nil {
		return Canceled, true
	}
	if e.opt.MaxTime > 0 && time.Since(e.start) >= e.opt.MaxTime {
		return TimeLimit, true
	}
	return Exhausted, false
}

// interrupted handles a propagation stopped by Store.Interrupt: the time
// limit or the context ends the search; any other request (one a nested
// search on the same store left) is withdrawn and the node's propagation
// resumes at the next step.
func (e *Search) interrupted() (Reason, bool) {
	e.s.ClearInterrupt() // before looking, so that a request made after the look stays
	return e.checkClock()
}

// periodic runs after every node. The time limit and the context reach a
// running search as a store interrupt (one atomic load per node); as a
// fallback it also looks at the clock every few nodes, doubling or halving
// the number of nodes between two looks so that they are about
// checkPeriod apart whatever a node costs. Every progressEvery nodes it
// reports progress.
func (e *Search) periodic(restarted bool) (Reason, bool) {
	n := e.stats.Nodes
	if n >= e.lim.nextCheck || restarted || e.s.InterruptRequested() {
		if e.s.InterruptRequested() {
			e.s.ClearInterrupt()
		}
		if r, stop := e.checkClock(); stop {
			return r, true
		}
		e.adaptCheck(n)
	}
	if e.opt.Progress != nil && n >= e.lim.nextProgress {
		e.lim.nextProgress = n + e.lim.progressEvery
		e.opt.Progress(e.snapshot())
	}
	return Exhausted, false
}

// adaptCheck sets the node count of the next look at the clock.
func (e *Search) adaptCheck(n int64) {
	c := &e.clock
	now := time.Now()
	switch d := now.Sub(c.lastLook); {
	case d < checkPeriod/2 && c.every < maxCheckEvery:
		c.every *= 2
	case d > checkPeriod && c.every > 1:
		c.every /= 2
	}
	c.lastLook = now
	e.lim.nextCheck = n + c.every
}

// probeRejects is Options.LearnProbe's look, once a run: whether the
// clauses learned so far are too wide to go on learning.
func (e *Search) probeRejects() bool {
	e.lim.probeAt = math.MaxInt64
	return e.opt.LearnProbe.Rejects(e.stats)
}

// Rejects reports whether the clauses counted in st are too wide to go on
// learning: a mean LBD above MaxLBD and, when MaxLBDShare is set, above
// that share of the mean decision level of the conflicts too. A clause
// whose LBD is its conflict's level names every decision, as a decision
// nogood; on a deep search (scheduling: 40-120 levels a conflict) clauses
// of 6-8 levels still prune far from where they were learned.
func (p LearnProbe) Rejects(st Stats) bool {
	if st.Learned == 0 {
		return false
	}
	lbd := float64(st.LearnedLBD) / float64(st.Learned)
	if lbd <= p.MaxLBD {
		return false
	}
	return p.MaxLBDShare == 0 || st.Conflicts == 0 ||
		lbd > p.MaxLBDShare*float64(st.ConflictLevels)/float64(st.Conflicts)
}

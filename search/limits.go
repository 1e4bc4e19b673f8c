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
	}
	return fmt.Sprintf("Reason(%d)", uint8(r))
}

// limits holds the counters' limits in a branch-free form (no limit =
// math.MaxInt64) and the next node counts at which the clock, the context
// and the progress callback are looked at.
type limits struct {
	maxNodes, maxFails      int64
	nextCheck, nextProgress int64
	progressEvery           int64
}

func (l *limits) reset(o *Options) {
	l.maxNodes, l.maxFails = orMax(o.MaxNodes), orMax(o.MaxFailures)
	l.nextCheck = checkEvery
	l.progressEvery = o.ProgressEvery
	if l.progressEvery == 0 {
		l.progressEvery = DefaultProgressEvery
	}
	l.nextProgress = l.progressEvery
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

// periodic runs after every node: every checkEvery nodes (and at each
// restart) it looks at the clock and the context, and every progressEvery
// nodes it reports progress.
func (e *Search) periodic(restarted bool) (Reason, bool) {
	n := e.stats.Nodes
	if n >= e.lim.nextCheck || restarted {
		e.lim.nextCheck = n + checkEvery
		if r, stop := e.checkClock(); stop {
			return r, true
		}
	}
	if e.opt.Progress != nil && n >= e.lim.nextProgress {
		e.lim.nextProgress = n + e.lim.progressEvery
		e.opt.Progress(e.snapshot())
	}
	return Exhausted, false
}

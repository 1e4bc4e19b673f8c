package search

import (
	"iter"
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// Result is the outcome of a search: why it ended and its statistics.
// Status sums it up; Stats.HasObjective says whether Stats.Objective holds
// a value.
type Result struct {
	Reason Reason
	Stats
	// RootFailure, when not nil, names the propagator whose failure ended
	// the root propagation: the model has no solution, proven without a
	// decision.
	RootFailure *RootFailure
	// Subproblems is the number of subproblems a parallel search
	// (Options.Workers ≥ 1) split its root into, 0 when it did not split
	// (a sequential search, or a parallel one that its probe answered).
	Subproblems int
	// Workers is each worker's share of a parallel search (nil for a
	// sequential one); the Stats above sum them, with the probe's and the
	// split's nodes.
	Workers []WorkerStats
}

// Complete reports whether the search explored the whole space, so that
// its answer is a proof: the solutions reported are all of them (none:
// the model is infeasible), or the last one of a branch and bound is
// optimal.
func (r Result) Complete() bool { return r.Reason == Exhausted }

// Search is a reusable search engine bound to a store and its options.
// Run may be called again: each run starts afresh (same weights, same
// random seed) and so repeats the same search. A Search is not safe for
// concurrent use; Options.Context may be canceled from any goroutine.
// Run must not be called again from inside its own solution callback (nor
// All iterated there): such a call is refused with Reason Reentered and
// leaves the running search untouched. Another Search may run on the same
// store from inside the callback: it starts from the solution and returns
// the store to it.
type Search struct {
	s   *cp.Store
	opt Options

	br    brancher
	rs    restarter
	lim   limits
	props propTable
	stack []frame

	phase       phase
	depth       int
	base        int
	hasBest     bool
	best        int
	restartsOn  bool
	freeSeq     bool // a free search without a Restart policy: Chuffed's -f sequence (restarter.free)
	runFails    int64
	rootFailure *RootFailure

	start   time.Time
	prop0   int64
	stats   Stats
	result  Result
	running bool // inside Run: a nested Run is refused

	clock clock

	learn     *learner // Options.Learn, nil otherwise
	learning  bool     // this run learns
	learnHook func(lits []cp.Lit)

	shared *sharedBound // a parallel branch and bound's incumbent, or nil
	steal  *stealLink   // a parallel worker's link to idle workers, or nil
	path   []Decision   // with steal: the decisions from the root to the node

	stopReason Reason  // the limit that stopped a split's propagation
	wseed      []int64 // a parallel task's first dom/wdeg weights (the probe's), or nil
}

// New returns a search over s. The model must be fully posted; the
// options are checked (an error wraps ErrOptions) and copied.
func New(s *cp.Store, opt Options) (*Search, error) {
	if err := opt.validate(s); err != nil {
		return nil, err
	}
	e := &Search{s: s, opt: opt}
	if opt.FreeSearch && opt.Restart.Policy == NoRestarts {
		e.opt.Restart = Luby(freeRestartScale)
		e.freeSeq = true
	}
	if opt.Learn {
		l, err := newLearner(s)
		if err != nil {
			return nil, err
		}
		e.learn = l
	}
	e.br.init(s, &e.opt)
	e.stack = make([]frame, 0, len(e.br.vars)+1)
	return e, nil
}

// Store is the store the search runs on.
func (e *Search) Store() *cp.Store { return e.s }

// Run searches from the store's current state and calls onSolution (if not
// nil) at each solution, with the store at that solution: every decision
// variable is fixed and the store is at its fixpoint, so the callback reads
// values with Store.Value. Returning false stops the search. In branch and
// bound each solution is strictly better than the previous one.
//
// The root is propagated at the level the store is at, and kept; all else
// is undone, so Run returns with the store at that level. Run allocates
// nothing once the search has reached its depth (with a Context, hooking
// it costs a few allocations per Run); Result.Props is owned by the Search
// (see Stats).
//
// The time limit and the context stop the search within one propagator
// run: they interrupt the propagation (Store.PropagateInterruptible), and
// an interrupted node ends the search with TimeLimit or Canceled, never as
// a failure or a solution.
//
// A call from inside onSolution (Run of the same Search, or All) is
// refused: it returns at once with Reason Reentered and changes nothing.
func (e *Search) Run(onSolution func(*cp.Store) bool) Result {
	if e.running {
		return Result{Reason: Reentered}
	}
	if e.opt.Workers > 0 {
		return e.runParallel(onSolution)
	}
	e.running = true
	e.begin()
	if r, stop := e.checkClock(); stop {
		return e.finish(r)
	}
	e.root()
	for {
		switch ev := e.step(); ev {
		case evDone:
			return e.finish(Exhausted)
		case evNodeLimit:
			return e.finish(NodeLimit)
		case evFailLimit:
			return e.finish(FailLimit)
		case evRejected:
			return e.finish(LearningRejected)
		case evSolution:
			if onSolution != nil && !onSolution(e.s) {
				return e.finish(Stopped)
			}
			if e.opt.MaxSolutions > 0 && e.stats.Solutions >= e.opt.MaxSolutions {
				return e.finish(SolutionLimit)
			}
			if r, stop := e.periodic(false); stop {
				return e.finish(r)
			}
		case evInterrupt:
			if r, stop := e.interrupted(); stop {
				return e.finish(r)
			}
		default: // evNode, evFail, evRestart
			if e.steal != nil && e.steal.wanted() {
				e.donate()
			}
			if r, stop := e.periodic(ev == evRestart); stop {
				return e.finish(r)
			}
		}
	}
}

// All returns the solutions as an iterator; each yields the store at the
// solution, valid until the next iteration. Breaking out of the loop stops
// the search (Reason Stopped). Result gives the outcome afterwards.
func (e *Search) All() iter.Seq[*cp.Store] {
	return func(yield func(*cp.Store) bool) { e.Run(yield) }
}

// Result is the outcome of the last Run (or iteration of All); the zero
// Result before the first one.
func (e *Search) Result() Result { return e.result }

// Solve runs one search with the given options; see Search.Run.
func Solve(s *cp.Store, opt Options, onSolution func(*cp.Store) bool) (Result, error) {
	e, err := New(s, opt)
	if err != nil {
		return Result{}, err
	}
	return e.Run(onSolution), nil
}

// Count counts solutions, stopping as soon as limit are found (0: the
// options' MaxSolutions, if any). With limit 2, a complete result with one
// solution proves it unique; Reason SolutionLimit means there are at least
// limit solutions.
func Count(s *cp.Store, opt Options, limit int64) (Result, error) {
	if limit > 0 {
		opt.MaxSolutions = limit
	}
	return Solve(s, opt, nil)
}

package puzzles

import (
	"context"
	"errors"
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Status is the outcome of Solve: the search's own (search.Status).
type Status = search.Status

const (
	// Unknown: a limit stopped the search before it had an answer.
	Unknown = search.Unknown
	// Solved: at least one solution was found (for an optimisation puzzle:
	// a limit stopped the search before optimality was proven).
	Solved = search.Solved
	// Optimal: the best solution was found and proven optimal.
	Optimal = search.Optimal
	// Unsatisfiable: the complete search found no solution.
	Unsatisfiable = search.Unsatisfiable
)

// All asks Solve for every solution.
const All = -1

// ErrWrongSolution is returned if the engine ever produces an assignment that
// the puzzle's independent Verify rejects. It means a bug, and Solve reports
// it instead of printing a wrong answer.
var ErrWrongSolution = errors.New("the engine produced a wrong solution")

// Options tune Solve. The zero value finds one solution (for an optimisation
// puzzle, a proven optimum) with the kind's recommended search.
type Options struct {
	// Solutions is how many solutions to look for: 0 or 1 finds one, n > 1
	// counts up to n (2 answers "is it unique?"), All finds every one. For
	// an optimisation puzzle, n > 1 counts the optimal solutions after the
	// optimum is proven.
	Solutions int64
	// Tune, when set, adjusts the kind's recommended search options
	// (branching, seed, limits, context, restarts, progress) before each
	// search phase.
	Tune func(*search.Options)
	// OnSolution is called with each solution, after Verify accepted it:
	// every solution of a satisfaction puzzle, every improving solution and
	// then every counted optimal one of an optimisation puzzle. Returning
	// false stops the search.
	OnSolution func(Solution) bool
	// ProfileLabels tags each propagator run with pprof labels
	// (constraint=<kind>), for CPU profiles split by constraint.
	ProfileLabels bool
	// Build bounds the building of the model (BuildLimited): a context or
	// deadline reached while building gives an Unknown result stopped by
	// Canceled or TimeLimit, a model past the memory cap an error.
	Build BuildLimits
	// OwnModel solves on the puzzle's own model, built for this call,
	// even for a kind whose shapes Solve keeps (see Solve): the
	// propagation counts are then those of that model.
	OwnModel bool
	// Workers, when at least 1, solves with the parallel search on that
	// many goroutines (search.Options.Workers, before Tune): the answer,
	// solution included, is the same for every value of Workers. 0 runs
	// the sequential search.
	Workers int
}

// Result is what Solve found.
type Result struct {
	Status Status
	// Solution is the last solution found (the best, when optimising), or nil.
	Solution Solution
	// Solutions is the number of solutions found (optimal ones when
	// counting them after optimisation, else improving ones).
	Solutions    int64
	Objective    int
	HasObjective bool
	// Reason is why the (last) search phase ended; search.Exhausted means
	// the answer is a proof (unsatisfiable, optimal, an exact count).
	Reason search.Reason
	Stats  search.Stats
	// Workers is each worker's share of a parallel solve (Workers ≥ 1),
	// summed over the search phases; Subproblems is the number of
	// subproblems its last phase split into (0 when its probe answered).
	Workers     []search.WorkerStats
	Subproblems int
	// RootFailure names the constraint whose root propagation proved the
	// puzzle unsatisfiable, when it did; nil otherwise.
	RootFailure *search.RootFailure
}

// Unique reports whether the solution is known to be unique (Solutions
// asked ≥ 2): unique is true for exactly one solution found by a complete
// search, false for two or more; known is false otherwise.
func (r *Result) Unique() (unique, known bool) {
	switch {
	case r.Solutions >= 2:
		return false, true
	case r.Solutions == 1 && r.Reason == search.Exhausted:
		return true, true
	}
	return false, false
}

// Solve builds p's model and searches it. Every solution is decoded and
// checked by the puzzle's Verify before it is reported.
//
// A puzzle of a kind with a Template (Sudoku, Takuzu, Hidato, Futoshiki,
// Skyscrapers) is solved, with the sequential search and unless OwnModel is
// set, on a working copy of its shape's model kept between calls
// (solve_pool.go): the same answer and search, nodes and failures included;
// its Stats.Propagations count the givens' propagation on the shape's
// propagated model rather than the root propagation of the puzzle's own.
func Solve(p Puzzle, opt Options) (*Result, error) {
	if res, ok, err := solvePooled(p, opt); ok {
		return res, err
	}
	return solveBuilt(p, opt)
}

// solveBuilt is Solve on p's own model, built here.
func solveBuilt(p Puzzle, opt Options) (*Result, error) {
	m, err := BuildLimited(p, opt.Build)
	if err != nil {
		return stoppedBuild(err)
	}
	res := &Result{HasObjective: m.Objective != model.NoObjective}
	if !res.HasObjective {
		err := runPhase(p, m, opt, opt.Solutions, res)
		return res, err
	}
	if err := runPhase(p, m, opt, 1, res); err != nil || opt.Solutions == 0 || opt.Solutions == 1 || res.Status != Optimal {
		return res, err
	}
	// Count the optimal solutions: the same model with the objective fixed.
	best := res.Objective
	m2, err := BuildLimited(p, opt.Build)
	if errors.Is(err, cp.ErrBuildStopped) {
		res.Reason = stopReason(err) // the optimum stands, its count is unknown
		return res, nil
	}
	if err != nil {
		return nil, err
	}
	m2.Store.Assign(m2.Objective, best)
	m2.Objective = model.NoObjective
	m2.Search.Objective = search.Objective{}
	first := res.Stats
	count := &Result{}
	if err := runPhase(p, m2, opt, opt.Solutions, count); err != nil {
		return nil, err
	}
	res.Solutions, res.Reason = count.Solutions, count.Reason
	if count.Solution != nil {
		res.Solution = count.Solution
	}
	res.Stats = addStats(first, count.Stats)
	res.Workers = addWorkers(res.Workers, count.Workers)
	res.Subproblems = max(res.Subproblems, count.Subproblems)
	return res, nil
}

// stoppedBuild is Solve's answer when the model's build failed: a limit
// that stopped it is an Unknown result, like a search that it stopped
// before any solution; any other error is returned.
func stoppedBuild(err error) (*Result, error) {
	if !errors.Is(err, cp.ErrBuildStopped) {
		return nil, err
	}
	return &Result{Status: Unknown, Reason: stopReason(err)}, nil
}

// stopReason is the search's reason for a build stopped by a limit.
func stopReason(err error) search.Reason {
	if errors.Is(err, context.DeadlineExceeded) {
		return search.TimeLimit
	}
	return search.Canceled
}

// runPhase runs one search on m, filling res.
func runPhase(p Puzzle, m *Model, opt Options, want int64, res *Result) error {
	return runSearch(p, m, opt, phaseOptions(m, opt, want), res)
}

// phaseOptions are the search options of one phase on m looking for want
// solutions: the kind's, then opt's (Workers, then Tune, called here once).
func phaseOptions(m *Model, opt Options, want int64) search.Options {
	so := m.Search
	if so.Vars == nil && so.Phases == nil {
		so.Vars = m.Vars
	}
	switch {
	case m.Objective == model.NoObjective:
	case m.Maximize:
		so.Objective = search.Maximize(m.Objective)
	default:
		so.Objective = search.Minimize(m.Objective)
	}
	switch {
	case m.Objective != model.NoObjective:
		so.MaxSolutions = 0
	case want == All:
		so.MaxSolutions = 0
	case want <= 1:
		so.MaxSolutions = 1
	default:
		so.MaxSolutions = want
	}
	so.Workers = opt.Workers
	if opt.Tune != nil {
		opt.Tune(&so)
	}
	return so
}

// runSearch runs the search so on m, filling res with what it found; every
// solution is checked by p's Verify (and Score).
func runSearch(p Puzzle, m *Model, opt Options, so search.Options, res *Result) error {
	if opt.ProfileLabels {
		m.Store.SetProfileLabels(true, nil)
		defer m.Store.SetProfileLabels(false, nil)
	}
	var verr error
	r, err := search.Solve(m.Store, so, func(st *cp.Store) bool {
		sol := m.Decode(st)
		if err := p.Verify(sol); err != nil {
			verr = fmt.Errorf("%s: %w: %v", p.Name(), ErrWrongSolution, err)
			return false
		}
		res.Solution = sol
		res.Solutions++
		if m.Objective != model.NoObjective {
			res.Objective = st.Value(m.Objective)
			if score, ok := p.Score(sol); ok && score != res.Objective {
				verr = fmt.Errorf("%s: %w: objective %d but the solution scores %d", p.Name(), ErrWrongSolution, res.Objective, score)
				return false
			}
		}
		return opt.OnSolution == nil || opt.OnSolution(sol)
	})
	if err != nil {
		return fmt.Errorf("%s: %w", p.Name(), err)
	}
	if verr != nil {
		return verr
	}
	res.Reason, res.Stats, res.Status = r.Reason, r.Stats, r.Status()
	res.Workers, res.Subproblems = r.Workers, r.Subproblems
	res.RootFailure = r.RootFailure
	return nil
}

// addWorkers sums the per-worker statistics of two phases.
func addWorkers(a, b []search.WorkerStats) []search.WorkerStats {
	for i, w := range b {
		if i == len(a) {
			a = append(a, search.WorkerStats{})
		}
		a[i].Tasks += w.Tasks
		a[i].Stolen += w.Stolen
		a[i].Nodes += w.Nodes
		a[i].Failures += w.Failures
		a[i].Propagations += w.Propagations
		a[i].Solutions += w.Solutions
		a[i].Busy += w.Busy
	}
	return a
}

func addStats(a, b search.Stats) search.Stats {
	a.Nodes += b.Nodes
	a.Failures += b.Failures
	a.Propagations += b.Propagations
	a.MaxDepth = max(a.MaxDepth, b.MaxDepth)
	a.Restarts += b.Restarts
	a.Probes += b.Probes
	a.Refuted += b.Refuted
	a.Conflicts += b.Conflicts
	a.Learned += b.Learned
	a.LearnedLits += b.LearnedLits
	a.LearnedLBD += b.LearnedLBD
	a.Backjumps += b.Backjumps
	a.BackjumpLevels += b.BackjumpLevels
	a.Forgotten += b.Forgotten
	a.Clauses = b.Clauses
	a.ClauseBytes = b.ClauseBytes
	a.PeakClauseBytes = max(a.PeakClauseBytes, b.PeakClauseBytes)
	a.Elapsed += b.Elapsed
	for i := range a.Props {
		if i < len(b.Props) {
			a.Props[i].Calls += b.Props[i].Calls
			a.Props[i].Prunings += b.Props[i].Prunings
			a.Props[i].Failures += b.Props[i].Failures
		}
	}
	return a
}

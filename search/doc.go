// Package search explores the search space of a cp.Store: branching,
// depth-first search, solution counting, branch and bound, limits,
// restarts and statistics. It imports only the kernel, cp.
//
// # Branching
//
// A search branches on Options.Vars. At each node a variable is selected
// among the unfixed ones (VarSelect: InputOrder, FirstFail, DomWDeg,
// MiniZinc's Smallest, Largest, AntiFirstFail, Occurrence, MaxRegret, and
// Activity with learning) and a
// binary choice is made on it (ValSelect): the left branch x = v, the right
// branch x ≠ v, for v the minimum, the maximum, the median, the value
// nearest the middle of the bounds (ValMiddle) or a uniformly random value
// of the domain; or, with ValSplit, x ≤ m then x > m for m the middle of
// the bounds (ValReverseSplit: x > m first). Ties between variables go to
// the earlier one in Options.Vars (after the larger Store.Degree for
// FirstFail). On an interval variable (cp.Store.IsInterval), whose domain
// cannot lose an inner value, ValMedian, ValMiddle and ValRandom split the
// bounds at the middle and at a random value instead.
//
// Options.Phases, instead of Vars, split the decision variables into
// groups, each with its own VarSelect and ValSelect, searched in order: a
// phase branches only once every variable of the earlier phases is fixed
// (by a decision or by propagation). A search with no decision variable
// is an error, unless Options.AllowNoVars asks for one: it then only
// propagates the root.
//
// DomWDeg picks the smallest ratio |dom(x)| / wdeg(x). Each propagator has
// a weight, 1 at the start of a search and bumped by one each time it
// fails (Store.FailedProp); wdeg(x) sums the weights of the active
// propagators subscribed to x that have another unfixed subscribed
// variable. A propagator that stands for several constraints
// (cp.PartWeigher: propagators.AllDifferentGrid's units) has a weight per
// part instead, bumped when that part fails and summed over the parts x
// is in: the weights of the constraints posted apart. Weights persist
// across restarts. The ratios are compared
// exactly (128-bit cross products); a variable with weighted degree 0 comes
// after all others.
//
// # Depth-first search
//
// The search keeps an explicit stack of pending right branches and uses
// Store.Push and Store.PopTo; a node is a branch applied and propagated.
// A solution is a node where all decision variables are fixed, at the
// store's fixpoint; Run calls its callback there (return false to stop;
// calling the same Search's Run from the callback is refused with Reason
// Reentered),
// All offers the same as an iter.Seq, and Count counts with a limit (2
// answers "is the solution unique?").
//
// With Options.Objective set to Minimize(x) or Maximize(x) the search is a
// branch and bound on x: after each solution every node enforces
// x ≤ best−1 (≥ best+1) before propagating, so each reported solution is
// strictly better than the last; a complete search proves the last one
// optimal. The zero Objective satisfies: no variable is optimised by
// default.
//
// # Limits, restarts, statistics
//
// Nodes, failures, solutions, wall time and a context.Context bound a
// search. A timer and a context hook interrupt the store's propagation
// (cp.Store.Interrupt), so the time limit and a cancellation stop even a
// search whose single fixpoint takes long, within one propagator run; an
// interrupted node is reported as TimeLimit or Canceled, never as a failure
// or a solution. As a fallback the clock is also looked at every few nodes,
// adaptively, about every 5 ms whatever a node costs. Result.Reason says
// which limit stopped the search, or Exhausted when the answer is a proof;
// Result.Status sums up the answer (Unknown, Solved, Optimal,
// Unsatisfiable), Stats.HasObjective says whether Stats.Objective holds a
// value, and Result.RootFailure names the propagator (its kind and label)
// whose failure at the root proved the model infeasible.
// Restarts (Luby, geometric) count failures since the last restart; the
// cutoffs grow without bound, so the search stays complete.
//
// Stats count nodes, failures, propagations, depth, solutions, restarts
// and time, with a per-propagator table (calls, prunings, failures) built
// at the end, summed by kind and by constraint (Stats.ByKind,
// Stats.ByConstraint); Options.Progress receives the running counters
// every few thousand nodes. The package never prints: Stats.WriteTable
// writes the tables to a writer the caller gives.
//
// # Learning
//
// Options.Learn makes the search learn from its failures (conflict-driven
// nogood learning, as in lazy clause generation solvers). It turns on the
// store's fact trail (cp.Store.SetExplain) for the run. Each decision
// opens a level of its own; a failure is analysed over the trail of facts
// (first unique implication point: the facts of the deepest level are
// replaced by their lazy reasons, cp.Store.Reason, until one is left;
// the literals of earlier levels stay as they are, x = v made true by
// the removal of x's other values being one literal as in lazy clause
// generation), the clause is minimised (recursive self-subsuming
// resolution: a literal whose reason the others imply goes), and the
// result, a nogood (a conjunction of literals x = v, x ≠ v, x ≤ v, x ≥ v
// the model cannot satisfy), is stored as the clause of its negated
// literals in a clause database: a propagator the search posts on the
// store (kind "learned-nogoods"), propagated with two watched literals
// (watched by kind of literal and, on small domains, by value) and
// explaining its own prunings by the clause's other literals. The search
// then jumps back to the clause's assertion level (backjumping, reported
// in Stats.Backjumps and Stats.BackjumpLevels), where the clause prunes.
// The database keeps Glucose's tiers: clauses of LBD (literal block
// distance) at most 2 stay, those of LBD at most 6 stay while conflicts
// use them, and half of the others, the least active, go at each
// reduction; never one that is the reason of a fact on the trail;
// Options.LearnMemory bounds its bytes. The VarSelect Activity picks the
// variable that appeared most in recent conflicts (VSIDS, ties by
// dom/wdeg), Options.PhaseSaving tries a variable's last value first;
// restarts keep the clauses. Options.FreeSearch alternates, over
// restarts (by default Chuffed's -f sequence), the model's branching and activity over
// every decision variable, as Chuffed's free search does: the mode for
// finding one solution or an optimum on a hard instance where conflicts
// share structure (large Sudokus, scheduling); for enumerating many
// solutions, or where propagation alone decides quickly, the plain search
// is faster. Stats.ExplainTime and Stats.AnalysisTime say how much of a
// run the reasons and the analyses took.
//
// The guarantees stay. A learned clause is a consequence of the model
// (and of the branch-and-bound bound, below) alone, never of a decision,
// so it cuts no solution: the search stays complete. Counting: after a
// solution the deepest decision still in its left branch is flipped into
// its right branch as a pseudo decision (the plain search's right
// branch), and the deepest pseudo decision is a floor no backjump goes
// below, so no solution already reported is reached again and none is
// skipped (a conflict analysed down to the floor's level closes the
// floor's subtree and flips the next decision up). Branch and bound: the
// bound x ≤ best−1 is written at each level like a decision but left out
// of the nogoods; since the bound only tightens, every clause learned
// under an older bound still holds. Clauses belong to one run: Run empties
// the database at its start and its end, so a clause learned under one
// run's bound never prunes another. A run started from a solution
// callback of a learning run on the same store is a plain search. The
// whole is deterministic like the plain search.
//
// Learning allocates (the clauses, the analysis' scratch while it
// grows); the plain search is unchanged and allocation-free.
//
// # Lookahead
//
// Options.Lookahead is singleton consistency on small domains inside the
// search: at the root, and at the nodes down to Lookahead.Depth, each
// value of each decision variable with at most Lookahead.MaxDomain values
// is assigned and propagated on a level of its own, and a value whose
// probe fails is removed before the node branches (passes repeat until
// one removes nothing; MaxProbes bounds a node's work). Removed values
// have no solution, so counts, optima and the order of the solutions of a
// static branching are those of the search without it; its tree is a
// subtree of that search's. Stats.Probes and Stats.Refuted count the work
// and what it found. Probing allocates nothing. With Learn only the root
// is probed (the root's removals hold for the whole search; one made below
// it would need a reason). Singleton runs the same probes outside a
// search, with a budget, for the grading ladder.
//
// # Parallel search
//
// Options.Workers ≥ 1 runs the search on that many goroutines, each on its
// own clone of the store (cp.Store.Clone: every propagator must implement
// cp.Cloner, which New checks), with the same answer for every number of
// workers and every timing: the solutions reported and their order, the
// count, the optimum and the solution reported for it. Workers 0, the
// default, is the sequential search in the calling goroutine; its answer
// may differ in which solutions it reports (a branch and bound reports
// every improving solution, the parallel one only its canonical optimum),
// never in the count, the optimum or the status.
//
// The parallel search first runs the sequential one for
// Options.ProbeNodes nodes (DefaultProbeNodes); an easy model ends there.
// Otherwise Split divides the root into Options.Subproblems subproblems
// (DefaultSubproblems) in depth-first order, which do not depend on
// Workers; each worker takes the next one, replays its decisions and
// searches it, and the calling goroutine merges the results in that order
// and calls the solution callback there, on a clone of the store (read
// the values from the callback's argument). A worker with nothing left to
// take asks for work and a busy one gives away the pending right branch
// nearest its root (work stealing), unless the answer depends on the
// order in which a subproblem is searched and its branching may change
// that order (DomWDeg, ValRandom, restarts); a DomWDeg task starts from
// the weights the probe learned. In branch and bound the
// workers share the incumbent, read at every node, and the solution
// reported for the optimum is the first one, in the subproblem of the
// lowest index holding an optimal solution, of a search of that
// subproblem with the objective fixed; counting sums exact counts; a
// solution limit, MaxNodes, MaxFailures, MaxTime, the context and a
// callback returning false stop every worker (a node limit within about
// 256 nodes a worker). Result.Workers gives each worker's share and
// Result.Subproblems the split; Progress is called from the calling
// goroutine with the totals. Under a limit the answer depends on timing.
//
// With Learn each task learns on its own, from an empty clause database:
// its clauses may rest on its path (replayed below the task's root, like
// root facts) and go with the task, so no task depends on which worker ran
// what before it, and the answer on the number of workers. A learning
// task has no stack of right branches to give away: there is no work
// stealing, and the split has 8 times as many subproblems by default.
//
// Split and SolveSubproblem expose the subproblems as plain data
// (Subproblem, Decision, both JSON-friendly), so that the parts of one
// search can be solved on other machines and merged: see puzzles'
// SplitJobs, SolvePart and MergeParts, and docs/PARALLEL.md.
//
// # Singleton consistency
//
// Singleton probes values: it assigns x = v on a choice point, propagates,
// and removes v for good when that fails (SAC, restricted to chosen
// variables and small domains, with a probe budget; one refutation at a
// time when asked). It propagates under the store's rung limit, so a
// grader runs it over whatever rung of reasoning it has reached.
//
// # Determinism and cost
//
// The same model, options and seed give the same search: no map, no
// clock and no goroutine decides an order (the parallel search's
// goroutines decide none that the answer shows), and ValRandom draws from
// a PCG generator seeded from Options.Seed at the start of each run.
//
// A search step allocates nothing once the stack has reached the search's
// depth; a repeated Run on the same Search allocates nothing. Selecting a
// variable scans the unfixed decision variables of the current phase:
// O(n) per node for InputOrder (amortised) and FirstFail,
// O(n + Σ degree·arity) for DomWDeg; ValMedian and ValRandom cost
// O(words of the domain).
package search

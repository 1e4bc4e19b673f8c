package main

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"runtime"
	"time"

	"github.com/tessera-cp/tessera/cmd/fzn-tessera/internal/flatzinc"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// The FlatZinc status lines.
const (
	lineSolution      = "----------"
	lineComplete      = "=========="
	lineUnsatisfiable = "=====UNSATISFIABLE====="
	lineUnknown       = "=====UNKNOWN====="
)

// runSolve reads, builds and solves one FlatZinc file.
func runSolve(ctx context.Context, o options, stdin io.Reader, stdout, stderr io.Writer) int {
	start := time.Now()
	name, data, err := readInput(o.file, stdin, o.maxInput)
	if err != nil {
		fmt.Fprintf(stderr, "fzn-tessera: %s\n", errorText(err))
		return exitError
	}
	m, err := flatzinc.Parse(name, data)
	if err != nil {
		fmt.Fprintf(stderr, "fzn-tessera: %s\n", err)
		return exitError
	}
	if o.paths != "" {
		if m.Paths, err = readPaths(o.paths); err != nil {
			fmt.Fprintf(stderr, "fzn-tessera: --paths: %s\n", errorText(err))
			return exitError
		}
	}
	// The build's root propagation stops at a signal or the time limit.
	buildCtx, cancel := ctx, context.CancelFunc(func() {})
	if o.timeLimit > 0 {
		buildCtx, cancel = context.WithTimeout(ctx, o.timeLimit)
	}
	p, err := flatzinc.BuildContext(buildCtx, m)
	cancel()
	if err != nil {
		if fe, ok := err.(*flatzinc.Error); ok && fe.File == "" {
			fe.File = name
		}
		fmt.Fprintf(stderr, "fzn-tessera: %s\n", err)
		quoteModelLine(stderr, err.Error())
		return exitError
	}
	listAll := p.Kind == flatzinc.Satisfy && (o.all || o.solutions > 1)
	opt := p.SearchOptions(o.free && listAll)
	if o.free && !listAll {
		// Free search: learning, with runs that alternate between the
		// annotations' branching and activity (search.Options.FreeSearch).
		// Listing the solutions of a satisfaction problem keeps the plain
		// search without the annotations: learning pays for one solution
		// or an optimum, and enumerating with it costs far more a node.
		setFreeSearch(&opt)
	}
	opt.Seed = o.seed
	opt.MaxTime = o.timeLimit
	opt.Context = ctx
	optimising := opt.Objective != (search.Objective{})
	limit := o.solutions // solutions to print; 0: no limit
	if limit == 0 && !o.all && !optimising {
		limit = 1
	}
	// A constant objective ("solve minimize 5") is searched as satisfaction:
	// its first solution is optimal, so the search is complete there.
	constObjective := p.Kind != flatzinc.Satisfy && p.ObjectiveFixed
	if constObjective {
		limit = 1
	}
	if opt.Restart != (search.Restart{}) && !optimising && limit != 1 {
		// A restart would list the solutions found before it again.
		opt.Restart = search.Restart{}
		p.Notes = append(p.Notes, "restarts dropped: they would repeat solutions when listing several")
	}
	opt.Workers = workers(p.Store, o.threads, &p.Notes)
	if o.verbose {
		describe(stderr, p, opt, o)
	}
	initTime := time.Since(start)

	out := bufio.NewWriter(stdout)
	defer out.Flush()
	printEach := o.all || !optimising
	var last bytes.Buffer // the best solution, printed at the end when not printEach
	var verifyErr error
	printed := int64(0)
	objVar, _ := opt.Objective.Var()
	best := 0 // the objective of the last solution printed or kept
	onSolution := func(s *cp.Store) bool {
		// Satisfaction leaves the defined variables to Complete.
		p.Complete(ctx, s, func(s *cp.Store) {
			if err := p.Verify(s); err != nil {
				verifyErr = err
				return
			}
			printed++
			if optimising {
				best = s.Value(objVar)
			}
			if printEach {
				p.WriteSolution(out, s)
				fmt.Fprintln(out, lineSolution)
				out.Flush()
			} else {
				last.Reset()
				p.WriteSolution(&last, s)
			}
		})
		return verifyErr == nil && (limit == 0 || printed < limit)
	}
	probe := opt.Learn && opt.FreeSearch && optimising
	first := opt
	if probe && opt.Workers == 0 {
		// One search that looks at its clauses after the probe's
		// failures, and goes on with them when they pay.
		first.LearnProbe = freeProbe
	} else if probe {
		first.MaxFailures = freeProbeFailures
	}
	res, err := search.Solve(p.Store, first, onSolution)
	proven := false // the probe's best solution is optimal (a better bound fails)
	stopped := res.Reason == search.LearningRejected || res.Reason == search.FailLimit
	if err == nil && probe && stopped && verifyErr == nil {
		next := opt
		if res.Reason == search.LearningRejected || freeProbe.Rejects(res.Stats) {
			next = p.SearchOptions(false)
			next.Seed, next.Context, next.Workers = opt.Seed, opt.Context, opt.Workers
			if o.verbose {
				fmt.Fprintf(stderr, "%% free search: learned clauses of mean LBD %.1f after %d failures; going on by the annotations without learning\n",
					float64(res.LearnedLBD)/float64(res.Learned), res.Failures)
			}
		}
		next.MaxTime = 0
		if o.timeLimit > 0 {
			next.MaxTime = max(o.timeLimit-res.Elapsed, time.Millisecond)
		}
		if optimising && printed > 0 {
			proven = !tightenObjective(p, objVar, best)
		}
		if !proven && !next.Learn {
			p.Store.SetExplain(false) // the fact trail would only slow the plain search
		}
		if !proven {
			r2, err2 := search.Solve(p.Store, next, onSolution)
			res, err = mergeResults(res, r2), err2
		}
	}
	if err != nil {
		fmt.Fprintf(stderr, "fzn-tessera: internal error: %v\n", err)
		return exitError
	}
	if verifyErr != nil {
		fmt.Fprintf(stderr, "fzn-tessera: internal error: a solution breaks the model: %v\n", verifyErr)
		return exitError
	}
	if !printEach && printed > 0 {
		out.Write(last.Bytes())
		fmt.Fprintln(out, lineSolution)
	}
	switch {
	case (res.Complete() || constObjective || proven) && printed > 0:
		fmt.Fprintln(out, lineComplete)
	case res.Complete():
		fmt.Fprintln(out, lineUnsatisfiable)
		if res.RootFailure != nil {
			if site, ok := p.FailureSite(res.RootFailure.Prop); ok {
				writeRootFailure(stderr, site)
			}
		}
	case printed == 0:
		fmt.Fprintln(out, lineUnknown)
	}
	if o.stats {
		writeStats(out, p, res, printed, initTime)
	}
	if o.verbose {
		fmt.Fprintf(stderr, "%% search: %v after %v (%s)\n", res.Status(), res.Elapsed.Round(time.Microsecond), res.Reason)
		if res.RootFailure != nil {
			fmt.Fprintf(stderr, "%% infeasible at the root: %s\n", res.RootFailure)
		}
		res.WriteTable(stderr, res.Status().String())
	}
	return exitOK
}

// Free search (-f) on an optimisation probes learning first: after
// freeProbeFailures failures, when the clauses it learned have a mean LBD
// above freeProbeLBD (they span many decision levels, so they seldom prune
// elsewhere: tsp_gr17, still_life, talent_scheduling), the search goes on
// with the model's branching and no learning, from the root with the
// probe's best objective as bound; otherwise the same search goes on
// learning, its clauses and activities kept (search.Options.LearnProbe;
// a parallel search, which has no probe, starts a second one). Both
// limits are counts, so the choice is deterministic. A satisfaction
// problem keeps learning: there LBD is no guide (steiner_triples_9's
// clauses have a mean LBD near 7, and learning finds its solution after
// 1,041 failures where the annotations take minutes).
const (
	freeProbeFailures = 500
	freeProbeLBD      = 6.0
	freeProbeLBDShare = 0.3
)

// freeProbe is the probe of -f on an optimisation. Clauses of more than
// freeProbeLBD levels are kept when they span at most freeProbeLBDShare
// of the levels their conflicts were found at: open-shop's conflicts lie
// 35-70 levels deep and its clauses span 6-8 of them (a share of
// 0.09-0.23), where learning finds j7per10-1's optimum and the annotations
// alone do not in 30,000 failures; golomb 08/09 (0.50, 0.40), talent
// scheduling (0.66), still_life (0.81), knapsack01_p08 (0.93) and tsp_gr17
// (0.86) still go on without learning.
var freeProbe = search.LearnProbe{Failures: freeProbeFailures, MaxLBD: freeProbeLBD, MaxLBDShare: freeProbeLBDShare}

// tightenObjective asks the next search for a better objective than best,
// at the store's root; false when that leaves no solution (best is then
// optimal).
func tightenObjective(p *flatzinc.Problem, x cp.VarID, best int) bool {
	if p.Kind == flatzinc.Maximize {
		return p.Store.SetMin(x, best+1) && p.Store.Propagate()
	}
	return p.Store.SetMax(x, best-1) && p.Store.Propagate()
}

// mergeResults is the result of a probe a and the search b that went on
// after it: b's outcome, the figures of both.
func mergeResults(a, b search.Result) search.Result {
	r := b
	r.Nodes += a.Nodes
	r.Failures += a.Failures
	r.Propagations += a.Propagations
	r.Restarts += a.Restarts
	r.MaxDepth = max(r.MaxDepth, a.MaxDepth)
	r.Solutions += a.Solutions
	r.Elapsed += a.Elapsed
	r.Conflicts += a.Conflicts
	r.ConflictLevels += a.ConflictLevels
	r.Learned += a.Learned
	r.LearnedLits += a.LearnedLits
	r.LearnedLBD += a.LearnedLBD
	r.ExplainTime += a.ExplainTime
	r.AnalysisTime += a.AnalysisTime
	if !r.HasObjective {
		r.Objective, r.HasObjective = a.Objective, a.HasObjective
	}
	return r
}

// writeStats writes the statistics in MiniZinc's format.
func writeStats(w io.Writer, p *flatzinc.Problem, res search.Result, solutions int64, initTime time.Duration) {
	stat := func(name string, v any) { fmt.Fprintf(w, "%%%%%%mzn-stat: %s=%v\n", name, v) }
	stat("initTime", fmt.Sprintf("%.6f", initTime.Seconds()))
	stat("solveTime", fmt.Sprintf("%.6f", res.Elapsed.Seconds()))
	stat("solutions", solutions)
	stat("variables", p.Store.NumVars())
	stat("propagators", p.Store.NumProps())
	stat("propagations", res.Propagations)
	stat("nodes", res.Nodes)
	stat("failures", res.Failures)
	stat("restarts", res.Restarts)
	stat("peakDepth", res.MaxDepth)
	if res.Conflicts > 0 || res.Learned > 0 {
		stat("conflicts", res.Conflicts)
		stat("learnedClauses", res.Learned)
		if res.Learned > 0 {
			stat("meanClauseSize", fmt.Sprintf("%.1f", float64(res.LearnedLits)/float64(res.Learned)))
			stat("meanClauseLBD", fmt.Sprintf("%.1f", float64(res.LearnedLBD)/float64(res.Learned)))
		}
		stat("explainTime", fmt.Sprintf("%.6f", res.ExplainTime.Seconds()))
	}
	if res.HasObjective {
		stat("objective", res.Objective)
	}
	fmt.Fprintln(w, "%%%mzn-stat-end")
}

// describe writes, under -v, what was built and how the search runs.
func describe(w io.Writer, p *flatzinc.Problem, opt search.Options, o options) {
	fmt.Fprintf(w, "%% %d variables, %d propagators, %s\n", p.Store.NumVars(), p.Store.NumProps(), p.Kind)
	if opt.Workers > 0 {
		fmt.Fprintf(w, "%% -p %d: parallel search on %d workers\n", o.threads, opt.Workers)
	}
	switch {
	case opt.FreeSearch:
		fmt.Fprintln(w, "% -f: free search: learning, the runs between restarts alternate between the annotations' branching and activity")
	case o.free:
		fmt.Fprintln(w, "% -f: listing solutions: the search annotations are ignored, no learning")
	}
	for i, ph := range opt.Phases {
		fmt.Fprintf(w, "%% phase %d: %d variables, %v, %v\n", i+1, len(ph.Vars), ph.VarSelect, ph.ValSelect)
	}
	if r := opt.Restart; r.Policy != search.NoRestarts {
		fmt.Fprintf(w, "%% restarts: %v, scale %d, factor %g\n", r.Policy, r.Scale, r.Factor)
	}
	for _, n := range p.Notes {
		fmt.Fprintf(w, "%% %s\n", n)
	}
}

// defaultMaxInput is the default limit of a FlatZinc file's size (as the
// tessera command's 4 MiB for a puzzle file); --max-input-mb raises it.
const defaultMaxInput = 4 << 20

// readInput reads FILE, or standard input for "-", but never more than
// limit+1 bytes: an endless stream (/dev/zero, a pipe that never closes
// its data) stops there with an error, so memory stays bounded.
func readInput(arg string, stdin io.Reader, limit int64) (string, []byte, error) {
	name, r := "<stdin>", stdin
	if arg != "-" {
		f, err := os.Open(arg)
		if err != nil {
			return arg, nil, err
		}
		defer f.Close()
		name, r = arg, f
	}
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return name, nil, fmt.Errorf("%s: %w", name, err)
	}
	if int64(len(data)) > limit {
		return name, nil, fmt.Errorf("%s: larger than the limit of %d MiB (raise it with --max-input-mb N)", name, limit>>20)
	}
	return name, data, nil
}

// workers is search.Options.Workers for -p threads: 0 (the sequential
// search) for -p 1, else threads capped at the machine's cores (the
// parallel search gives the same answer for every number of workers, so
// more goroutines than cores would only cost memory). It stays 0, with a
// note, when a propagator of the model cannot be cloned for the workers.
func workers(s *cp.Store, threads int, notes *[]string) int {
	if threads <= 1 {
		return 0
	}
	for id := range s.NumProps() {
		if _, ok := s.Propagator(cp.PropID(id)).(cp.Cloner); !ok {
			*notes = append(*notes, fmt.Sprintf("-p %d: %s cannot be cloned for parallel workers; one worker searches",
				threads, s.Kind(cp.PropID(id))))
			return 0
		}
	}
	if n := runtime.NumCPU(); threads > n {
		*notes = append(*notes, fmt.Sprintf("-p %d: %d workers, one per core", threads, n))
		return n
	}
	return threads
}

// maxPathsBytes bounds the .paths file read: MiniZinc writes a line per
// variable and constraint, far less than this for any model it compiles.
const maxPathsBytes = 256 << 20

// readPaths reads MiniZinc's .paths symbol table.
func readPaths(name string) (*flatzinc.Paths, error) {
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxPathsBytes+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxPathsBytes {
		return nil, fmt.Errorf("%s: larger than %d MiB", name, maxPathsBytes>>20)
	}
	return flatzinc.ParsePaths(data), nil
}

// setFreeSearch turns on -f's search: learning with runs that alternate
// between the annotations' branching and activity. As Chuffed's, the
// activity runs set a literal x = v false first on wide domains too
// (search.Options.WideNeFirst) and keep activity on bound literals x ≤ v
// (search.Options.BoundLiterals).
func setFreeSearch(opt *search.Options) {
	opt.Learn, opt.FreeSearch, opt.WideNeFirst, opt.BoundLiterals = true, true, true, true
}

package cli

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/search"
)

const solveHelp = `Usage: tessera solve [flags] FILE...

Solves each puzzle and prints its solution. On a terminal the solution is
drawn with the genre's structure (box-drawing borders around boxes and
cages, the ROGO loop in line characters, Tetravex pieces as boxes);
redirected into a file or a pipe it is the solution block (the solution
format of 'tessera formats'), which 'tessera check' reads back (it reads
the drawing too). --draw and --plain choose either. FILE is a path, - for
standard input, or bundled:KIND/NAME (bundled:KIND/NAME#K: the K-th
puzzle of a collection).
With several puzzles (several files, or a collection) each answer is
preceded by a line '# NAME'. The puzzles of a collection share the model
of their shape (built once, the givens assigned to a copy); a malformed
line of a collection is reported with its FILE:LINE (and '# error: ...'
under its heading) while the other puzzles are solved. Every solution
printed has passed the puzzle's own rule checker (Verify). ROGO puzzles
are solved to a proven optimum.

What to find (at most one of):
  --all           every solution, each preceded by '# solution K', then
                  '# N solutions' (ROGO: every optimal loop)
  --count N       count the solutions, stopping at N; prints the count
                  (ROGO: the optimal loops)
  --unique        count to 2: prints '# unique: yes' or '# unique: no',
                  then a solution

Limits (for each puzzle; both make the exit code 4 when they stop a search
before its answer; the best solution found so far is still printed):
  --timeout D     stop after the duration D (1s, 500ms, 2m)
  --nodes N       stop after N search nodes (for each search phase: a
                  ROGO count has an optimisation phase and a counting phase)

Search:
  --brancher B    variable choice: mrv (smallest domain first), domwdeg
                  (smallest domain / weighted degree), input (file order),
                  activity (with --learn: the variables of recent conflicts
                  first, VSIDS; ties by domwdeg); default: the kind's
                  recommended one
  --learn         free search with conflict-driven learning: each failure
                  is analysed into a nogood that prunes the rest of the
                  search (backjumping, forgetting, phase saving), and the
                  runs between restarts (Luby, 100 failures a unit)
                  alternate between the kind's branching and the values
                  of recent conflicts (activity); still complete and exact for
                  counts and optima. For a hard puzzle's one solution or
                  optimum (large Sudokus); counting is faster without it
  --lookahead N   singleton lookahead: at a node, every value of each
                  decision variable with at most N values is tried and
                  propagated, and a value that fails is removed before
                  branching (pays where propagation leaves dead values)
  --lookahead-depth D
                  lookahead at the root and the nodes at most D decisions
                  deep (default: every node; with --learn: the root only)
  --seed N        seed of the random choices (the same seed gives the same
                  search)
  --workers N     search on N cores (all: every core): the parallel search,
                  whose answer (solution, count, optimum and its solution)
                  is the same for every N; default 0, the sequential search
                  (its answer may differ in which solution it reports).
                  On a collection (a file of several puzzles): N puzzles
                  at a time, each with the sequential search, the answers
                  in file order and the output the same for every N
  --max-model-mb N
                  the memory a puzzle's model may take, in MiB (default
                  256; every bundled puzzle needs under 128): a larger
                  model is refused with a message rather than built

Output:
  --draw          the drawing, even when standard output is not a
                  terminal
  --plain         the solution block, even on a terminal (the default
                  when standard output is a file or a pipe)
  --stats         statistics to stderr: status, nodes, failures,
                  propagations, max depth, restarts, time, then the
                  propagator table aggregated by constraint kind and by
                  constraint (kind and label): calls, prunings, failures
                  (with --profile cpu, also the share of CPU time of each
                  propagator type, from the profile)
  --json          one JSON object per puzzle on its own line instead of the
                  text output: {"file", "kind", "status" (solved, optimal,
                  unsatisfiable, unknown, error), "solution" (text or null),
                  "solutions", "objective" (or null), "unique" (true, false
                  or null), "stats": {"nodes", "failures", "propagations",
                  "time_ms", with --learn "learning": {"conflicts",
                  "learned", "mean_size", "mean_lbd", "backjumps",
                  "backjump_levels", "forgotten", "clauses",
                  "peak_clause_bytes", "conflicts_per_s", and the
                  shares of the time in explainers and in conflict
                  analysis, "explain_share" and "analysis_share"}, and
                  with --stats "by_kind" and
                  "by_constraint": [{"name", "propagators", "calls",
                  "prunings", "failures"}]}, "error" (or null), and for an
                  unsatisfiable puzzle whose root propagation fails,
                  "root_failure" (the constraint that failed)}
  --progress      a live status line on stderr for searches longer than
                  about a second (nodes, failures, nodes/s, best objective);
                  default: on when stderr is a terminal (--progress=false
                  turns it off)

Profiling (runtime/pprof and runtime/trace; the profile is written even when a
limit or Ctrl-C stops the search):
  --profile P     cpu, mem, allocs, trace, block or mutex; writes
                  cpu.pprof, mem.pprof (mem and allocs), trace.out,
                  block.pprof or mutex.pprof
  --profile-dir D the directory of the profile (default: the current one)

Ctrl-C stops the search as a limit does and prints what was found; a
second Ctrl-C quits at once.

Exit codes: 0 every puzzle solved (optimal, count done); 1 an input error
(or the output could not be written); 2 a usage error; 3 some puzzle has no
solution; 4 a limit or Ctrl-C stopped a search before its answer. With
several puzzles the most severe wins: 2, then 1, then 3, then 4, then 0.
`

// mode is what solve looks for.
type mode int

const (
	modeOne    mode = iota // one solution (a proven optimum for ROGO)
	modeAll                // every solution
	modeCount              // count up to N
	modeUnique             // count up to 2
)

// solveConfig is the parsed solve command line.
type solveConfig struct {
	mode       mode
	count      int64
	timeout    time.Duration
	nodes      int64
	brancher   search.VarSelect
	hasBranch  bool
	seed       uint64
	hasSeed    bool
	learn      bool
	lookahead  search.Lookahead
	stats      bool
	json       bool
	draw       bool // draw the solutions (a terminal, or --draw), else their blocks
	progress   bool
	profile    string
	profileDir string
	workers    int
	maxModelMB int64
}

// progressFlag is --progress: a boolean flag that remembers whether it was
// given.
type progressFlag struct {
	on, set bool
}

func (p *progressFlag) String() string   { return strconv.FormatBool(p.on) }
func (p *progressFlag) IsBoolFlag() bool { return true }
func (p *progressFlag) Set(s string) error {
	v, err := strconv.ParseBool(s)
	if err != nil {
		return errors.New("expected true or false")
	}
	p.on, p.set = v, true
	return nil
}

var branchers = map[string]search.VarSelect{
	"mrv":      search.FirstFail,
	"domwdeg":  search.DomWDeg,
	"input":    search.InputOrder,
	"activity": search.Activity,
}

// parseSolve reads the solve flags; files are the operands.
func parseSolve(args []string, stdout, stderr io.Writer) (cfg solveConfig, files []string, help bool, err error) {
	fs := newFlagSet("solve")
	all := fs.Bool("all", false, "")
	count := fs.Int64("count", 0, "")
	unique := fs.Bool("unique", false, "")
	timeout := fs.Duration("timeout", 0, "")
	nodes := fs.Int64("nodes", 0, "")
	brancher := fs.String("brancher", "", "")
	seed := fs.Uint64("seed", 0, "")
	fs.BoolVar(&cfg.learn, "learn", false, "")
	lookahead := fs.Int("lookahead", 0, "")
	lookDepth := fs.Int("lookahead-depth", search.AllDepths, "")
	fs.BoolVar(&cfg.stats, "stats", false, "")
	fs.BoolVar(&cfg.json, "json", false, "")
	drawing := addDrawFlags(fs)
	var progress progressFlag
	fs.Var(&progress, "progress", "")
	fs.StringVar(&cfg.profile, "profile", "", "")
	fs.StringVar(&cfg.profileDir, "profile-dir", "", "")
	fs.Var((*workersFlag)(&cfg.workers), "workers", "")
	fs.Int64Var(&cfg.maxModelMB, "max-model-mb", puzzles.DefaultMaxModelBytes>>20, "")

	files, help, err = parseFlags(fs, args)
	if err != nil || help {
		return cfg, nil, help, err
	}
	set := map[string]bool{}
	fs.Visit(func(f *flag.Flag) { set[f.Name] = true })

	var modes []string
	for _, m := range []string{"all", "count", "unique"} {
		if set[m] {
			modes = append(modes, "--"+m)
		}
	}
	switch {
	case len(modes) > 1:
		return cfg, nil, false, fmt.Errorf("%s exclude each other", strings.Join(modes, " and "))
	case *all:
		cfg.mode = modeAll
	case set["count"]:
		if *count < 1 {
			return cfg, nil, false, fmt.Errorf("--count %d: expected a number of solutions of at least 1", *count)
		}
		cfg.mode, cfg.count = modeCount, *count
	case *unique:
		cfg.mode = modeUnique
	}
	if set["timeout"] && *timeout <= 0 {
		return cfg, nil, false, fmt.Errorf("--timeout %v: expected a positive duration", *timeout)
	}
	cfg.timeout = *timeout
	if cfg.maxModelMB < 1 || cfg.maxModelMB > 1<<24 {
		return cfg, nil, false, fmt.Errorf("--max-model-mb %d: expected a number of MiB from 1 to 16777216", cfg.maxModelMB)
	}
	if set["nodes"] && *nodes < 1 {
		return cfg, nil, false, fmt.Errorf("--nodes %d: expected a number of nodes of at least 1", *nodes)
	}
	cfg.nodes = *nodes
	if set["brancher"] {
		vs, ok := branchers[*brancher]
		if !ok {
			return cfg, nil, false, fmt.Errorf("--brancher %q: expected mrv, domwdeg, activity or input", *brancher)
		}
		cfg.brancher, cfg.hasBranch = vs, true
	}
	cfg.seed, cfg.hasSeed = *seed, set["seed"]
	switch {
	case set["lookahead"] && (*lookahead < 2):
		return cfg, nil, false, fmt.Errorf("--lookahead %d: expected the largest domain to probe, at least 2", *lookahead)
	case set["lookahead-depth"] && !set["lookahead"]:
		return cfg, nil, false, errors.New("--lookahead-depth needs --lookahead")
	case set["lookahead-depth"] && *lookDepth < 0:
		return cfg, nil, false, fmt.Errorf("--lookahead-depth %d: expected a number of decisions, at least 0", *lookDepth)
	case set["lookahead-depth"] && *lookDepth > 0 && cfg.learn:
		return cfg, nil, false, fmt.Errorf("--lookahead-depth %d with --learn: learning takes lookahead at the root only (--lookahead-depth 0)", *lookDepth)
	}
	cfg.lookahead = search.Lookahead{MaxDomain: *lookahead, Depth: *lookDepth}
	if cfg.learn {
		cfg.lookahead.Depth = 0
	}
	if set["profile"] {
		if _, ok := profileModes[cfg.profile]; !ok {
			return cfg, nil, false, fmt.Errorf("--profile %q: expected cpu, mem, allocs, trace, block or mutex", cfg.profile)
		}
	}
	if set["profile-dir"] && !set["profile"] {
		return cfg, nil, false, errors.New("--profile-dir needs --profile")
	}
	if cfg.profileDir == "" {
		cfg.profileDir = "."
	}
	if cfg.draw, err = drawing.drawn(stdout); err != nil {
		return cfg, nil, false, err
	}
	cfg.progress = progress.on
	if !progress.set {
		cfg.progress = isTerminal(stderr)
	}
	if len(files) == 0 {
		return cfg, nil, false, errors.New("expected at least one FILE")
	}
	stdins := 0
	for _, f := range files {
		if f == "-" {
			stdins++
		}
	}
	if stdins > 1 {
		return cfg, nil, false, errors.New("standard input (-) can be read only once")
	}
	return cfg, files, false, nil
}

func runSolve(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cfg, files, help, err := parseSolve(args, stdout, stderr)
	if help {
		fmt.Fprint(stdout, solveHelp)
		return exitOK
	}
	if err != nil {
		return usageError(stderr, "solve", err.Error())
	}

	s := &solver{cfg: cfg, ctx: ctx, stdout: stdout, stderr: stderr, several: len(files) > 1}
	if cfg.json {
		s.enc = json.NewEncoder(stdout)
		s.enc.SetEscapeHTML(false)
	}
	var prof *profiler
	if cfg.profile != "" {
		prof, err = startProfile(cfg.profile, cfg.profileDir)
		if err != nil {
			report(stderr, err)
			return exitInput
		}
		defer prof.stop()
	}

	code := exitOK
	skippedPuzzles, skippedFiles := 0, 0
	for i, arg := range files {
		if ctx.Err() != nil {
			skippedFiles = len(files) - i
			break
		}
		es, err := loadEntries(arg, stdin)
		if err != nil {
			code = worse(code, s.fileError(arg, err))
			continue
		}
		if len(es) > 1 {
			s.several = true
		}
		// A collection: throughput mode (solve_collection.go).
		c, skipped := s.solveEntries(es)
		code, skippedPuzzles = worse(code, c), skipped
	}
	if skippedPuzzles+skippedFiles > 0 {
		var left []string
		if skippedPuzzles > 0 {
			left = append(left, plural(int64(skippedPuzzles), "puzzle of the collection", "puzzles of the collection"))
		}
		if skippedFiles > 0 {
			left = append(left, plural(int64(skippedFiles), "file", "files"))
		}
		fmt.Fprintf(stderr, "tessera: interrupted; %s not solved\n", strings.Join(left, " and "))
		code = worse(code, exitLimited)
	}

	if prof != nil {
		path, err := prof.stop()
		if err != nil {
			report(stderr, err)
			return worse(code, exitInput)
		}
		fmt.Fprintf(stderr, "tessera: %s profile written to %s\n", cfg.profile, path)
		if cfg.stats && cfg.profile == "cpu" {
			if err := writeCPUShare(stderr, path); err != nil {
				report(stderr, err)
			}
		}
	}
	return code
}

// solver solves puzzles one after the other and writes their answers.
type solver struct {
	cfg            solveConfig
	ctx            context.Context
	stdout, stderr io.Writer
	enc            *json.Encoder
	several        bool // print '# NAME' before each answer
	cur            puzzles.Puzzle
	answers        int                 // answers printed so far
	cache          *puzzles.ModelCache // set: solve on the models of a collection's shapes
}

// fileError reports a file that could not be read or parsed.
func (s *solver) fileError(arg string, err error) int {
	report(s.stderr, err)
	if s.enc != nil {
		msg := errorText(err)
		s.enc.Encode(jsonResult{File: arg, Status: "error", Error: &msg})
	}
	return exitInput
}

// heading starts the text answer of the puzzle named name.
func (s *solver) heading(name string) {
	if s.enc != nil {
		return
	}
	if s.several {
		if s.answers > 0 {
			fmt.Fprintln(s.stdout)
		}
		fmt.Fprintf(s.stdout, "# %s\n", name)
	}
	s.answers++
}

// block writes a solution, drawn on a terminal (or with --draw), else its
// block, ending with one newline.
func (s *solver) block(sol puzzles.Solution) {
	if s.cfg.draw {
		fmt.Fprint(s.stdout, drawSolution(s.cur, sol))
		return
	}
	fmt.Fprintf(s.stdout, "%s\n", strings.TrimRight(sol.Format(), "\n"))
}

// solve solves one puzzle and returns its exit code.
func (s *solver) solve(p puzzles.Puzzle) int {
	cfg := &s.cfg
	name := p.Name()
	s.cur = p
	var deadline time.Time
	if cfg.timeout > 0 {
		deadline = time.Now().Add(cfg.timeout)
	}
	prog := newProgress(s.stderr, name, cfg.progress)

	var (
		optimize bool             // the current search phase optimises
		first    puzzles.Solution // the first solution of a satisfaction phase
		last     puzzles.Solution // the last solution reported
		streamed int64
	)
	want := int64(0)
	switch cfg.mode {
	case modeAll:
		want = puzzles.All
	case modeCount:
		want = cfg.count
	case modeUnique:
		want = 2
	}
	s.heading(name)
	opt := puzzles.Options{
		Solutions: want,
		Workers:   cfg.workers,
		// pprof labels constraint=<kind> make 'go tool pprof -tagfocus'
		// split the CPU profile by constraint.
		ProfileLabels: cfg.profile == "cpu",
		// The limits hold while the model is built too.
		Build: puzzles.BuildLimits{Context: s.ctx, Deadline: deadline, MaxBytes: cfg.maxModelMB << 20},
		Tune: func(so *search.Options) {
			_, optimize = so.Objective.Var()
			if cfg.hasBranch {
				so.VarSelect = cfg.brancher
			}
			if cfg.hasSeed {
				so.Seed = cfg.seed
			}
			if cfg.learn {
				// Free search as Chuffed's -f: short runs (Luby, 100
				// failures a unit) whatever the kind's restarts.
				so.Learn, so.PhaseSaving, so.FreeSearch = true, true, true
				so.Restart = search.Luby(search.DefaultFreeRestartScale)
			}
			so.Lookahead = cfg.lookahead
			if cfg.nodes > 0 {
				so.MaxNodes = cfg.nodes
			}
			if cfg.timeout > 0 {
				so.MaxTime = max(time.Until(deadline), time.Nanosecond)
			}
			so.Context = s.ctx
			prog.tune(so)
		},
		OnSolution: func(sol puzzles.Solution) bool {
			// Solve calls this only with solutions that passed Verify.
			last = sol
			if score, ok := p.Score(sol); ok && optimize {
				prog.improved(score)
			}
			if !optimize {
				if first == nil {
					first = sol
				}
				if cfg.mode == modeAll && s.enc == nil {
					streamed++
					fmt.Fprintf(s.stdout, "# solution %d\n", streamed)
					s.block(sol)
				}
			}
			return true
		},
	}
	solve := puzzles.Solve
	if s.cache != nil {
		solve = s.cache.Solve
	}
	res, err := solve(p, opt)
	prog.done()
	if errors.Is(err, cp.ErrModelTooLarge) {
		err = fmt.Errorf("%w (--max-model-mb raises the limit)", err)
	}
	if err != nil {
		report(s.stderr, err)
		if s.enc != nil {
			msg := errorText(err)
			s.enc.Encode(jsonResult{File: name, Kind: p.Kind(), Status: "error", Error: &msg})
		}
		return exitInput
	}
	sol := res.Solution
	if sol == nil {
		// A counting phase stopped by a limit before its first solution
		// leaves the optimum of the optimisation phase.
		sol = last
	}
	if first == nil {
		first = sol
	}
	code := s.exitCode(res)

	if s.enc != nil {
		s.writeJSON(p, res, sol)
	} else {
		s.writeText(res, sol, first, streamed)
	}
	s.writeNotes(name, res, sol)
	if cfg.stats {
		writeStats(s.stderr, name, res)
		writeWorkerStats(s.stderr, res)
	}
	return code
}

// exitCode is the exit code of one puzzle's result.
func (s *solver) exitCode(res *puzzles.Result) int {
	switch res.Status {
	case puzzles.Unsatisfiable:
		return exitUnsat
	case puzzles.Unknown:
		return exitLimited
	case puzzles.Solved:
		if res.HasObjective {
			return exitLimited // an optimum not proven
		}
	}
	switch res.Reason {
	case search.Exhausted, search.SolutionLimit, search.Stopped:
		return exitOK
	}
	return exitLimited // a count stopped by a limit
}

// counting reports whether the answer is a count of solutions.
func (s *solver) counting() bool { return s.cfg.mode != modeOne }

// countDone reports whether res's count is complete or reached its target.
func countDone(res *puzzles.Result) bool {
	return res.Reason == search.Exhausted || res.Reason == search.SolutionLimit
}

// countedOptima reports whether res counts optimal solutions (an
// optimisation proven optimal, then counted).
func countedOptima(res *puzzles.Result) bool {
	return res.HasObjective && res.Status == puzzles.Optimal
}

func plural(n int64, one, many string) string {
	if n == 1 {
		return fmt.Sprintf("%d %s", n, one)
	}
	return fmt.Sprintf("%d %s", n, many)
}

// writeText writes the text answer (after the heading).
func (s *solver) writeText(res *puzzles.Result, sol, first puzzles.Solution, streamed int64) {
	switch res.Status {
	case puzzles.Unsatisfiable, puzzles.Unknown:
		// Said on stderr; under a heading, a comment says it too.
		if s.several {
			if res.Status == puzzles.Unsatisfiable {
				fmt.Fprintln(s.stdout, "# no solution")
			} else {
				fmt.Fprintf(s.stdout, "# no answer: %s stopped the search\n", limitText(res.Reason, &s.cfg))
			}
		}
		return
	}
	what, whats := "solution", "solutions"
	if countedOptima(res) {
		what, whats = "optimal solution", "optimal solutions"
	}
	switch s.cfg.mode {
	case modeOne:
		s.block(sol)
	case modeUnique:
		switch unique, known := res.Unique(); {
		case known && unique:
			fmt.Fprintf(s.stdout, "# unique: yes (1 %s)\n", what)
		case known:
			fmt.Fprintf(s.stdout, "# unique: no (at least 2 %s)\n", whats)
		default:
			fmt.Fprintf(s.stdout, "# unique: unknown: %s stopped the count\n", limitText(res.Reason, &s.cfg))
		}
		s.block(first)
	case modeAll:
		if streamed == 0 {
			s.block(sol) // an optimisation stopped before its counting phase
		}
		if countDone(res) && (!res.HasObjective || countedOptima(res)) {
			fmt.Fprintf(s.stdout, "# %s\n", plural(res.Solutions, what, whats))
		} else if countedOptima(res) || !res.HasObjective {
			fmt.Fprintf(s.stdout, "# %s found before %s\n", plural(res.Solutions, what, whats), limitText(res.Reason, &s.cfg))
		}
	case modeCount:
		switch {
		case res.HasObjective && !countedOptima(res):
			s.block(sol) // the count never started: the optimum is not proven
		case res.Reason == search.Exhausted:
			fmt.Fprintf(s.stdout, "%s\n", plural(res.Solutions, what, whats))
		case res.Reason == search.SolutionLimit:
			fmt.Fprintf(s.stdout, "at least %s (--count %d)\n", plural(res.Solutions, what, whats), s.cfg.count)
		default:
			fmt.Fprintf(s.stdout, "at least %s; %s stopped the count\n", plural(res.Solutions, what, whats), limitText(res.Reason, &s.cfg))
		}
	}
}

// writeNotes says on stderr what the answer does not: no solution, no
// answer, an optimum not proven.
func (s *solver) writeNotes(name string, res *puzzles.Result, sol puzzles.Solution) {
	switch {
	case res.Status == puzzles.Unsatisfiable:
		if c := rootFailure(res); c != "" {
			fmt.Fprintf(s.stderr, "tessera: %s: no solution: %s fails at the root (the search is complete)\n", name, c)
		} else {
			fmt.Fprintf(s.stderr, "tessera: %s: no solution (the search is complete)\n", name)
		}
	case res.Status == puzzles.Unknown:
		fmt.Fprintf(s.stderr, "tessera: %s: no answer: %s stopped the search after %s\n", name, limitText(res.Reason, &s.cfg), plural(res.Stats.Nodes, "node", "nodes"))
	case res.HasObjective && res.Status == puzzles.Solved:
		fmt.Fprintf(s.stderr, "tessera: %s: best solution found so far (objective %d), not proven optimal: %s stopped the search\n", name, res.Objective, limitText(res.Reason, &s.cfg))
	}
}

// rootFailure names the constraint whose root propagation proved res
// unsatisfiable, or "" when the search went past the root or no
// propagator failed (a domain emptied while the model was built).
func rootFailure(res *puzzles.Result) string {
	if res.RootFailure == nil || res.RootFailure.Prop < 0 {
		return ""
	}
	return res.RootFailure.String()
}

// limitText names the limit that ended a search.
func limitText(r search.Reason, cfg *solveConfig) string {
	switch r {
	case search.NodeLimit:
		return fmt.Sprintf("the node limit (--nodes %d)", cfg.nodes)
	case search.TimeLimit:
		return fmt.Sprintf("the time limit (--timeout %v)", cfg.timeout)
	case search.Canceled:
		return "an interrupt"
	case search.FailLimit:
		return "the failure limit"
	}
	return r.String()
}

// jsonResult is the --json object of one puzzle; the fields and their
// order are stable.
type jsonResult struct {
	File      string    `json:"file"`
	Kind      string    `json:"kind"`
	Status    string    `json:"status"`
	Solution  *string   `json:"solution"`
	Solutions int64     `json:"solutions"`
	Objective *int      `json:"objective"`
	Unique    *bool     `json:"unique"`
	Stats     jsonStats `json:"stats"`
	Error     *string   `json:"error"`
	// RootFailure names the constraint that failed at the root of an
	// unsatisfiable puzzle ("alldifferent column 9"), when one did.
	RootFailure string `json:"root_failure,omitempty"`
}

type jsonStats struct {
	Nodes        int64   `json:"nodes"`
	Failures     int64   `json:"failures"`
	Propagations int64   `json:"propagations"`
	TimeMS       float64 `json:"time_ms"`
	// With --learn: the learning counters.
	Learning *jsonLearning `json:"learning,omitempty"`
	// With --lookahead: the values probed and those refuted.
	Lookahead *jsonLookahead `json:"lookahead,omitempty"`
	// With --stats: the propagator counters by constraint kind and by
	// constraint (kind and label), most calls first.
	ByKind       []jsonPropRow `json:"by_kind,omitempty"`
	ByConstraint []jsonPropRow `json:"by_constraint,omitempty"`
}

// jsonLearning is the "learning" object of the --json stats (--learn).
type jsonLearning struct {
	Conflicts       int64   `json:"conflicts"`
	Learned         int64   `json:"learned"`
	MeanSize        float64 `json:"mean_size"`
	MeanLBD         float64 `json:"mean_lbd"`
	Backjumps       int64   `json:"backjumps"`
	BackjumpLevels  int64   `json:"backjump_levels"`
	Forgotten       int64   `json:"forgotten"`
	Clauses         int64   `json:"clauses"`
	PeakClauseBytes int64   `json:"peak_clause_bytes"`
	// Per second of the search, and the shares of its time spent in the
	// explainers and in the whole conflict analyses (0 to 1).
	ConflictsPerSec float64 `json:"conflicts_per_s"`
	ExplainShare    float64 `json:"explain_share"`
	AnalysisShare   float64 `json:"analysis_share"`
}

// jsonLookahead is the "lookahead" object of the --json stats (--lookahead).
type jsonLookahead struct {
	Probes  int64 `json:"probes"`
	Refuted int64 `json:"refuted"`
}

func learningJSON(st *search.Stats) *jsonLearning {
	mean := func(a, b int64) float64 {
		if b == 0 {
			return 0
		}
		return float64(a) / float64(b)
	}
	j := &jsonLearning{
		Conflicts: st.Conflicts, Learned: st.Learned,
		MeanSize: mean(st.LearnedLits, st.Learned), MeanLBD: mean(st.LearnedLBD, st.Learned),
		Backjumps: st.Backjumps, BackjumpLevels: st.BackjumpLevels, Forgotten: st.Forgotten,
		Clauses: st.Clauses, PeakClauseBytes: st.PeakClauseBytes,
	}
	if sec := st.Elapsed.Seconds(); sec > 0 {
		j.ConflictsPerSec = float64(st.Conflicts) / sec
		j.ExplainShare = st.ExplainTime.Seconds() / sec
		j.AnalysisShare = st.AnalysisTime.Seconds() / sec
	}
	return j
}

func (s *solver) writeJSON(p puzzles.Puzzle, res *puzzles.Result, sol puzzles.Solution) {
	out := jsonResult{
		File:      p.Name(),
		Kind:      p.Kind(),
		Status:    res.Status.String(),
		Solutions: res.Solutions,
		Stats: jsonStats{
			Nodes:        res.Stats.Nodes,
			Failures:     res.Stats.Failures,
			Propagations: res.Stats.Propagations,
			TimeMS:       float64(res.Stats.Elapsed.Microseconds()) / 1000,
		},
	}
	if res.Status == puzzles.Unsatisfiable {
		out.RootFailure = rootFailure(res)
	}
	if s.cfg.learn {
		out.Stats.Learning = learningJSON(&res.Stats)
	}
	if s.cfg.lookahead.MaxDomain > 0 {
		out.Stats.Lookahead = &jsonLookahead{Probes: res.Stats.Probes, Refuted: res.Stats.Refuted}
	}
	if s.cfg.stats {
		out.Stats.ByKind = jsonRows(res.Stats.ByKind())
		out.Stats.ByConstraint = jsonRows(res.Stats.ByConstraint())
	}
	if sol != nil {
		text := strings.TrimRight(sol.Format(), "\n")
		out.Solution = &text
	}
	if res.HasObjective && sol != nil {
		obj := res.Objective
		out.Objective = &obj
	}
	// Uniqueness is known only from a count (of the optimal solutions, for
	// an optimisation).
	if s.counting() && (!res.HasObjective || countedOptima(res)) {
		if unique, known := res.Unique(); known {
			out.Unique = &unique
		}
	}
	s.enc.Encode(out)
}

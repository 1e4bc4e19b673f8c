package puzzles

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// A distributed solve runs a puzzle's search on many machines with no
// cluster code of its own: SplitJobs divides the search space into parts,
// each a Job of plain data (the puzzle's text and, for each of its
// subproblems, the decisions that lead to it), SolvePart answers one Job
// anywhere (a PartResult, plain data too), and MergeParts combines the
// results into the answer of the whole search. Any engine that runs one
// command per line (a Kubernetes Indexed Job, GNU parallel over ssh, a
// queue) carries them; docs/PARALLEL.md gives recipes.
//
// The subproblems are those of search.Split, dealt round robin into the
// parts so that each part holds some of every region of the tree; a part
// searches its subproblems in index order. The merged answer is the whole
// search's: the count is the sum of the parts' counts; the first solution
// is the first found in the subproblem of the lowest index (the sequential
// search's first solution when its branching depends on the domains only);
// an optimum is the best of the parts' values, its solution the one of the
// lowest subproblem index among them (each part's search carries its best
// value from subproblem to subproblem, and must beat it strictly).

// JobVersion is the version of the Job and PartResult formats (2: the
// split's identity and each part's decisions hash, see split_identity.go).
const JobVersion = 2

// ErrJob is wrapped by the errors of a job or a part result that does not
// fit (another version, another puzzle, a part missing or given twice).
var ErrJob = errors.New("job does not fit")

// Job is one part of a distributed solve.
type Job struct {
	Version int    `json:"version"`
	File    string `json:"file"` // the puzzle's name, for messages
	Kind    string `json:"kind"`
	// Puzzle is the puzzle in its file format (Puzzle.Format).
	Puzzle string `json:"puzzle"`
	// Want is what to find, as Options.Solutions: 0 or 1 one, n > 1 count
	// up to n, All (-1) every one. Question is the caller's name for it
	// (the command line's flag), carried to the result untouched.
	Want     int64  `json:"want"`
	Question string `json:"question,omitempty"`
	// Brancher overrides the kind's variable selection ("" keeps it);
	// Seed, when set, the search's seed.
	Brancher string  `json:"brancher,omitempty"`
	Seed     *uint64 `json:"seed,omitempty"`
	// Root fingerprints the propagated root (cp.Store.DomainFingerprint),
	// so that a part solved by another build of the model is refused.
	Root string `json:"root"`
	// Split is the split's identity, Decisions the hash of this part's
	// subproblems (split_identity.go).
	Split     string `json:"split"`
	Decisions string `json:"decisions"`
	Part      int    `json:"part"`
	Parts     int    `json:"parts"`
	// Target is the number of subproblems asked of the split, Total the
	// number it made (fewer when the tree is small).
	Target      int                 `json:"target"`
	Total       int                 `json:"total"`
	Subproblems []search.Subproblem `json:"subproblems"`
}

// PartResult is the answer of one Job.
type PartResult struct {
	Version int    `json:"version"`
	File    string `json:"file"`
	Kind    string `json:"kind"`
	// Puzzle, Want and Question are the job's, so that the results alone
	// hold what MergeParts needs.
	Puzzle   string  `json:"puzzle"`
	Want     int64   `json:"want"`
	Question string  `json:"question,omitempty"`
	Brancher string  `json:"brancher,omitempty"`
	Seed     *uint64 `json:"seed,omitempty"`
	Root     string  `json:"root"`
	// Split is the job's split identity; Decisions the hash of the
	// subproblems this part searched, computed by SolvePart from them.
	Split     string `json:"split"`
	Decisions string `json:"decisions"`
	Part      int    `json:"part"`
	Parts     int    `json:"parts"`
	Target    int    `json:"target"`
	Total     int    `json:"total"`
	// Source names where the result was read ("<stdin>:3"), for
	// MergeParts' messages; it is not part of the line.
	Source string `json:"-"`
	// Complete is false when a limit stopped the part before its answer.
	Complete bool `json:"complete"`
	// Solutions counts the solutions found (for an optimisation puzzle,
	// those at the part's best value, when a count was asked).
	Solutions int64 `json:"solutions"`
	// Solution is the part's first solution (its best, when optimising)
	// in the kind's solution format, found in subproblem Index; nil for
	// none.
	Solution  *string `json:"solution"`
	Index     int     `json:"index"`
	Objective *int    `json:"objective"`
	Nodes     int64   `json:"nodes"`
	Failures  int64   `json:"failures"`
	TimeMS    float64 `json:"time_ms"`
}

// BranchersByName are the variable selections a Job may name.
var BranchersByName = map[string]search.VarSelect{
	"mrv":     search.FirstFail,
	"domwdeg": search.DomWDeg,
	"input":   search.InputOrder,
}

// jobModel builds p's model with the job's search options, propagates its
// root and returns its fingerprint.
func jobModel(p Puzzle, brancher string, seed *uint64, lim BuildLimits) (*Model, search.Options, string, error) {
	m, err := BuildLimited(p, lim)
	if err != nil {
		return nil, search.Options{}, "", err
	}
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
	if brancher != "" {
		vs, ok := BranchersByName[brancher]
		if !ok {
			return nil, so, "", fmt.Errorf("%s: brancher %q: %w (expected mrv, domwdeg or input)", p.Name(), brancher, ErrJob)
		}
		so.VarSelect = vs
	}
	if seed != nil {
		so.Seed = *seed
	}
	m.Store.Propagate()
	return m, so, strconv.FormatUint(m.Store.DomainFingerprint(), 16), nil
}

// SplitJobs divides p's search into parts jobs of about subproblems
// subproblems in all (at least parts; 8 per part when 0), for the
// question want (Options.Solutions, named question in the jobs). brancher
// and seed override the kind's search as Job says. A puzzle whose root has
// no solution gives jobs with no subproblem.
func SplitJobs(p Puzzle, want int64, question string, parts, subproblems int, brancher string, seed *uint64) ([]Job, error) {
	if parts < 1 {
		return nil, fmt.Errorf("%s: %d parts: expected at least 1: %w", p.Name(), parts, ErrJob)
	}
	if subproblems == 0 {
		subproblems = 8 * parts
	}
	subproblems = max(subproblems, parts)
	root, dealt, err := splitParts(p, brancher, seed, parts, subproblems)
	if err != nil {
		return nil, err
	}
	total := 0
	for _, d := range dealt {
		total += len(d)
	}
	jobs := make([]Job, parts)
	for k := range jobs {
		j := Job{
			Version: JobVersion, File: p.Name(), Kind: p.Kind(), Puzzle: p.Format(),
			Want: want, Question: question, Brancher: brancher, Seed: seed, Root: root,
			Part: k, Parts: parts, Target: subproblems, Total: total, Subproblems: dealt[k],
		}
		j.Split = j.identity().id()
		j.Decisions = decisionsDigest(j.Split, k, j.Subproblems)
		jobs[k] = j
	}
	return jobs, nil
}

// splitParts splits p's search into target subproblems (search.Split),
// dealt round robin into parts lists (each in index order), and returns
// them with the fingerprint of the propagated root. It is deterministic:
// MergeParts calls it again to check the parts' decisions.
func splitParts(p Puzzle, brancher string, seed *uint64, parts, target int) (string, [][]search.Subproblem, error) {
	m, so, root, err := jobModel(p, brancher, seed, BuildLimits{})
	if err != nil {
		return "", nil, err
	}
	subs, res, err := search.Split(m.Store, so, target)
	if err != nil {
		return "", nil, fmt.Errorf("%s: %w", p.Name(), err)
	}
	if res.Reason != search.Exhausted {
		return "", nil, fmt.Errorf("%s: the split stopped: %v", p.Name(), res.Reason)
	}
	dealt := make([][]search.Subproblem, parts)
	for k := range dealt {
		dealt[k] = []search.Subproblem{}
	}
	for i, sp := range subs {
		dealt[i%parts] = append(dealt[i%parts], sp)
	}
	return root, dealt, nil
}

// SolvePart answers one job: it parses the job's puzzle, checks that its
// model is the one the job was split from, and searches the job's
// subproblems in index order. maxTime bounds the search (0: none), ctx
// cancels it (nil: never); either leaves the result incomplete. Every
// solution it returns has passed the puzzle's Verify.
func SolvePart(ctx context.Context, job Job, maxTime time.Duration) (*PartResult, error) {
	if job.Version != JobVersion {
		return nil, fmt.Errorf("%s: part %d: job version %d, this tessera reads version %d: %w", job.File, job.Part, job.Version, JobVersion, ErrJob)
	}
	if job.identity().id() != job.Split {
		return nil, fmt.Errorf("%s: part %d: the job's puzzle, options or split parameters are not those of its split identity (edited after the split?): %w", job.File, job.Part, ErrJob)
	}
	if job.Part < 0 || job.Part >= job.Parts {
		return nil, fmt.Errorf("%s: part %d of %d: %w", job.File, job.Part, job.Parts, ErrJob)
	}
	decisions := decisionsDigest(job.Split, job.Part, job.Subproblems)
	if decisions != job.Decisions {
		return nil, fmt.Errorf("%s: part %d: the job's subproblems are not the ones its split wrote (a tampered or damaged job): %w", job.File, job.Part, ErrJob)
	}
	ps, err := Parse(job.File, []byte(job.Puzzle))
	if err != nil {
		return nil, err
	}
	if len(ps) != 1 || ps[0].Kind() != job.Kind {
		return nil, fmt.Errorf("%s: part %d: the job's puzzle text is not one %s puzzle: %w", job.File, job.Part, job.Kind, ErrJob)
	}
	p := ps[0]
	start := time.Now()
	lim := BuildLimits{Context: ctx}
	if maxTime > 0 {
		lim.Deadline = start.Add(maxTime)
	}
	out := &PartResult{
		Version: JobVersion, File: job.File, Kind: job.Kind, Root: job.Root,
		Puzzle: job.Puzzle, Want: job.Want, Question: job.Question, Brancher: job.Brancher, Seed: job.Seed,
		Split: job.Split, Decisions: decisions, Part: job.Part, Parts: job.Parts, Target: job.Target, Total: job.Total,
		Complete: true,
	}
	m, so, root, err := jobModel(p, job.Brancher, job.Seed, lim)
	if errors.Is(err, cp.ErrBuildStopped) {
		// The limit stopped the build: a part not complete, as one the
		// limit stopped in its search.
		out.Complete = false
		out.TimeMS = float64(time.Since(start).Microseconds()) / 1000
		return out, nil
	}
	if err != nil {
		return nil, err
	}
	if root != job.Root {
		return nil, fmt.Errorf("%s: part %d: the model's root differs from the one the job was split from (another version of tessera?): %w", job.File, job.Part, ErrJob)
	}
	if maxTime > 0 {
		so.MaxTime = maxTime
	}
	so.Context = ctx
	ps0 := &partSolver{p: p, m: m, so: so, want: job.Want, deadline: start.Add(maxTime), timed: maxTime > 0}
	subs := slices.Clone(job.Subproblems)
	slices.SortFunc(subs, func(a, b search.Subproblem) int { return a.Index - b.Index })
	if err := ps0.run(subs, out); err != nil {
		return nil, err
	}
	out.TimeMS = float64(time.Since(start).Microseconds()) / 1000
	return out, nil
}

// partSolver searches the subproblems of one job.
type partSolver struct {
	p        Puzzle
	m        *Model
	so       search.Options
	want     int64
	deadline time.Time
	timed    bool
}

// limit is the solutions a satisfaction search may still count (0: no
// limit).
func (ps *partSolver) limit(found int64) int64 {
	switch {
	case ps.want == All:
		return 0
	case ps.want <= 1:
		return 1 - found
	}
	return ps.want - found
}

func (ps *partSolver) options() search.Options {
	o := ps.so
	if ps.timed {
		o.MaxTime = max(time.Until(ps.deadline), time.Nanosecond)
	}
	return o
}

func (ps *partSolver) run(subs []search.Subproblem, out *PartResult) error {
	s := ps.m.Store
	if ps.m.Objective == model.NoObjective {
		for _, sp := range subs {
			o := ps.options()
			o.MaxSolutions = ps.limit(out.Solutions)
			var verr error
			r, err := search.SolveSubproblem(s, o, sp, func(st *cp.Store) bool {
				sol := ps.m.Decode(st)
				if verr = ps.p.Verify(sol); verr != nil {
					return false
				}
				if out.Solution == nil {
					text := sol.Format()
					out.Solution, out.Index = &text, sp.Index
				}
				return true
			})
			if err := ps.check(err, verr); err != nil {
				return err
			}
			ps.add(out, r)
			out.Solutions += r.Solutions
			if !r.Complete() && r.Reason != search.SolutionLimit {
				out.Complete = false
				return nil
			}
			if l := ps.limit(out.Solutions); ps.want != All && l <= 0 {
				return nil
			}
		}
		return nil
	}
	// Optimisation: branch and bound through the subproblems, carrying the
	// best value (a later subproblem must beat it strictly), then, if a
	// count was asked, the solutions at that value.
	best, has := 0, false
	for _, sp := range subs {
		lvl := s.Push()
		ok := true
		if has {
			ok = ps.beat(best)
		}
		var r search.Result
		var verr error
		if ok {
			var err error
			r, err = search.SolveSubproblem(s, ps.options(), sp, func(st *cp.Store) bool {
				sol := ps.m.Decode(st)
				if verr = ps.verifyScore(sol, st.Value(ps.m.Objective)); verr != nil {
					return false
				}
				best, has = st.Value(ps.m.Objective), true
				text := sol.Format()
				out.Solution, out.Index = &text, sp.Index
				return true
			})
			if err := ps.check(err, verr); err != nil {
				s.PopTo(lvl - 1)
				return err
			}
		}
		s.PopTo(lvl - 1)
		ps.add(out, r)
		if ok && !r.Complete() {
			out.Complete = false
			break
		}
	}
	if has {
		v := best
		out.Objective = &v
	}
	if !has || ps.want == 0 || ps.want == 1 || !out.Complete {
		if has {
			out.Solutions = 1
		}
		return nil
	}
	for _, sp := range subs {
		lvl := s.Push()
		ok := s.Assign(ps.m.Objective, best)
		var r search.Result
		if ok {
			o := ps.options()
			o.Objective = search.Objective{}
			o.MaxSolutions = ps.limit(out.Solutions)
			var verr error
			var err error
			r, err = search.SolveSubproblem(s, o, sp, func(st *cp.Store) bool {
				verr = ps.verifyScore(ps.m.Decode(st), best)
				return verr == nil
			})
			if err := ps.check(err, verr); err != nil {
				s.PopTo(lvl - 1)
				return err
			}
		}
		s.PopTo(lvl - 1)
		ps.add(out, r)
		out.Solutions += r.Solutions
		if ok && !r.Complete() && r.Reason != search.SolutionLimit {
			out.Complete = false
			return nil
		}
		if l := ps.limit(out.Solutions); ps.want != All && l <= 0 {
			return nil
		}
	}
	return nil
}

// beat requires the next solution to be strictly better than best.
func (ps *partSolver) beat(best int) bool {
	if ps.m.Maximize {
		return ps.m.Store.SetMin(ps.m.Objective, best+1)
	}
	return ps.m.Store.SetMax(ps.m.Objective, best-1)
}

func (ps *partSolver) verifyScore(sol Solution, value int) error {
	if err := ps.p.Verify(sol); err != nil {
		return err
	}
	if score, ok := ps.p.Score(sol); ok && score != value {
		return fmt.Errorf("objective %d but the solution scores %d", value, score)
	}
	return nil
}

func (ps *partSolver) check(err, verr error) error {
	if err != nil {
		return fmt.Errorf("%s: %w", ps.p.Name(), err)
	}
	if verr != nil {
		return fmt.Errorf("%s: %w: %v", ps.p.Name(), ErrWrongSolution, verr)
	}
	return nil
}

func (ps *partSolver) add(out *PartResult, r search.Result) {
	out.Nodes += r.Nodes
	out.Failures += r.Failures
}

// MergeParts combines the results of every part of one split into the
// answer of the whole search, as Solve would give it for the jobs' Want:
// the puzzle, and the status, count, objective and solution (parsed back
// and checked by Verify). It first proves that the results form the split:
// each one's fields hash to its split identity, every identity is the
// first result's, every part is present once, and each part's decisions
// are those of the split recomputed from the puzzle (split_identity.go).
// An error names the result (its Source, else its part) and wraps ErrJob.
func MergeParts(results []PartResult) (Puzzle, *Result, error) {
	if len(results) == 0 {
		return nil, nil, fmt.Errorf("no part result: %w", ErrJob)
	}
	for i := range results {
		if err := checkResultLine(&results[i], &results[0]); err != nil {
			return nil, nil, err
		}
	}
	first := &results[0]
	ps, err := Parse(first.File, []byte(first.Puzzle))
	if err != nil {
		return nil, nil, err
	}
	if len(ps) != 1 || ps[0].Kind() != first.Kind {
		return nil, nil, fmt.Errorf("%s: the results' puzzle text is not one %s puzzle: %w", resultAt(first), first.Kind, ErrJob)
	}
	p := ps[0]
	if err := checkPartition(p, results); err != nil {
		return nil, nil, err
	}
	res, err := mergeParts(p, first.Want, results)
	return p, res, err
}

// resultAt names a result in a message: where it was read, else its part.
func resultAt(r *PartResult) string {
	if r.Source != "" {
		return r.Source
	}
	return fmt.Sprintf("%s: part %d", r.File, r.Part)
}

// checkResultLine checks one result on its own and against the first.
func checkResultLine(r, first *PartResult) error {
	at := resultAt(r)
	id := r.identity()
	switch {
	case r.Version != JobVersion:
		return fmt.Errorf("%s: result version %d, this tessera reads version %d: %w", at, r.Version, JobVersion, ErrJob)
	case id.id() != r.Split:
		return fmt.Errorf("%s: the result's puzzle, options or split parameters are not those of its split identity (edited after the split?): %w", at, ErrJob)
	case r.Split != first.Split:
		return fmt.Errorf("%s: %s: %w", at, first.identity().differs(id, resultAt(first)), ErrJob)
	case r.Part < 0 || r.Part >= r.Parts:
		return fmt.Errorf("%s: part %d of %d: %w", at, r.Part, r.Parts, ErrJob)
	}
	return nil
}

// checkPartition checks that results (of one identity) hold every part
// once, and that each part searched the subproblems the split gave it:
// the split is made again from p and the results' options.
func checkPartition(p Puzzle, results []PartResult) error {
	first := &results[0]
	parts := first.Parts
	at := make([]*PartResult, parts)
	for i := range results {
		r := &results[i]
		if q := at[r.Part]; q != nil {
			return fmt.Errorf("%s: part %d of %d given twice (also %s): %w", resultAt(r), r.Part, parts, resultAt(q), ErrJob)
		}
		at[r.Part] = r
	}
	var missing []int
	for k, r := range at {
		if r == nil {
			missing = append(missing, k)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("%s: %d results, but part %s of %d is missing: %w", first.File, len(results), listInts(missing, 10), parts, ErrJob)
	}
	root, dealt, err := splitParts(p, first.Brancher, first.Seed, parts, first.Target)
	if err != nil {
		return err
	}
	total := 0
	for _, d := range dealt {
		total += len(d)
	}
	if root != first.Root || total != first.Total {
		return fmt.Errorf("%s: the split made again from the puzzle differs (root %s, %d subproblems; the results': root %s, %d): another version of tessera?: %w",
			resultAt(first), root, total, first.Root, first.Total, ErrJob)
	}
	for k, r := range at {
		if decisionsDigest(r.Split, k, dealt[k]) != r.Decisions {
			return fmt.Errorf("%s: part %d searched other subproblems than its split gave it (a tampered or damaged job): %w", resultAt(r), k, ErrJob)
		}
		if r.Solution != nil && !slices.ContainsFunc(dealt[k], func(sp search.Subproblem) bool { return sp.Index == r.Index }) {
			return fmt.Errorf("%s: part %d: its solution's subproblem %d is not one of the part's: %w", resultAt(r), k, r.Index, ErrJob)
		}
	}
	return nil
}

// listInts writes at most n of xs, then how many more.
func listInts(xs []int, n int) string {
	s := ""
	for i, x := range xs {
		if i == n {
			return s + fmt.Sprintf(" and %d more", len(xs)-n)
		}
		if i > 0 {
			s += ", "
		}
		s += strconv.Itoa(x)
	}
	return s
}

func mergeParts(p Puzzle, want int64, results []PartResult) (*Result, error) {
	m, err := p.Build()
	if err != nil {
		return nil, err
	}
	res := &Result{HasObjective: m.Objective != model.NoObjective}
	complete := true
	var pick *PartResult
	for i := range results {
		r := &results[i]
		complete = complete && r.Complete
		res.Stats.Nodes += r.Nodes
		res.Stats.Failures += r.Failures
		if r.Solution != nil && (pick == nil || betterPart(r, pick, m.Maximize)) {
			pick = r
		}
	}
	if pick != nil {
		sol, err := p.ParseSolution(fmt.Sprintf("%s: part %d", p.Name(), pick.Part), []byte(*pick.Solution))
		if err != nil {
			return nil, err
		}
		if err := p.Verify(sol); err != nil {
			return nil, fmt.Errorf("%s: %w: %v", p.Name(), ErrWrongSolution, err)
		}
		res.Solution = sol
		if res.HasObjective {
			if pick.Objective == nil {
				return nil, fmt.Errorf("%s: part %d: a solution without its objective: %w", p.Name(), pick.Part, ErrJob)
			}
			res.Objective = *pick.Objective
			if score, ok := p.Score(sol); ok && score != res.Objective {
				return nil, fmt.Errorf("%s: %w: objective %d but the solution scores %d", p.Name(), ErrWrongSolution, res.Objective, score)
			}
		}
	}
	for _, r := range results {
		if !res.HasObjective || r.Objective != nil && *r.Objective == res.Objective {
			res.Solutions += r.Solutions
		}
	}
	// The limit the sequential search counts to (0: none).
	limit := want
	switch {
	case want == All:
		limit = 0
	case want <= 1:
		limit = 1
	}
	res.Reason = search.Exhausted
	switch {
	case limit > 0 && res.Solutions >= limit:
		res.Solutions = limit
		if !res.HasObjective || want > 1 {
			res.Reason = search.SolutionLimit
		}
		if !complete && res.HasObjective {
			res.Reason = search.TimeLimit // the optimum is not proven
		}
	case !complete:
		res.Reason = search.TimeLimit
	}
	switch {
	case res.Solution == nil && complete:
		res.Status = Unsatisfiable
		res.RootFailure = rootFailure(m.Store)
	case res.Solution == nil:
		res.Status = Unknown
	case res.HasObjective && complete:
		res.Status = Optimal
	default:
		res.Status = Solved
	}
	return res, nil
}

// rootFailure names the constraint whose root propagation fails, as the
// plain solve does (search.Result.RootFailure), or nil when the root
// propagates: the merged answer then says why as Solve does.
func rootFailure(s *cp.Store) *search.RootFailure {
	if s.Propagate() {
		return nil
	}
	p := s.FailedProp()
	if p < 0 || int(p) >= s.NumProps() {
		return &search.RootFailure{Prop: -1}
	}
	return search.RootFailureOf(s, p)
}

// betterPart reports whether part a's solution comes before b's in the
// merged answer: a better objective, else the lower subproblem index.
func betterPart(a, b *PartResult, maxim bool) bool {
	if a.Objective != nil && b.Objective != nil && *a.Objective != *b.Objective {
		return *a.Objective > *b.Objective == maxim
	}
	return a.Index < b.Index
}

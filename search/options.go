package search

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/tessera-cp/tessera/cp"
)

// ErrOptions is wrapped by every error New returns for invalid Options.
var ErrOptions = errors.New("invalid search options")

// VarSelect chooses the next decision variable among the unfixed ones.
type VarSelect uint8

const (
	// InputOrder picks the first unfixed variable of Options.Vars.
	InputOrder VarSelect = iota
	// FirstFail (MRV) picks the smallest domain; ties go to the larger
	// Store.Degree, then to the earlier variable of Options.Vars.
	FirstFail
	// DomWDeg picks the smallest ratio of domain size to weighted degree;
	// ties go to the earlier variable. See the package documentation.
	DomWDeg
	// Smallest picks the variable with the smallest minimum (MiniZinc's
	// smallest), Largest the one with the largest maximum, AntiFirstFail
	// the largest domain, Occurrence the most subscribed propagators
	// (Store.Degree), MaxRegret the largest gap between the two smallest
	// values; ties go to the earlier variable.
	Smallest
	Largest
	AntiFirstFail
	Occurrence
	MaxRegret
	// Activity (with Options.Learn) picks the largest activity (VSIDS: the
	// variables of each conflict's analysis are bumped, and older bumps
	// decay); ties, and every choice before the first conflict, go by
	// dom/wdeg. Without Learn every activity stays 0: it is DomWDeg.
	Activity
	numVarSelects
)

func (v VarSelect) String() string {
	switch v {
	case InputOrder:
		return "input-order"
	case FirstFail:
		return "first-fail"
	case DomWDeg:
		return "dom/wdeg"
	case Smallest:
		return "smallest"
	case Largest:
		return "largest"
	case AntiFirstFail:
		return "anti-first-fail"
	case Occurrence:
		return "occurrence"
	case MaxRegret:
		return "max-regret"
	case Activity:
		return "activity"
	}
	return fmt.Sprintf("VarSelect(%d)", uint8(v))
}

// ValSelect chooses the decision made on the selected variable.
type ValSelect uint8

const (
	// ValMin tries x = min first, then x ≠ min.
	ValMin ValSelect = iota
	// ValMax tries x = max first, then x ≠ max.
	ValMax
	// ValMedian tries x = the median value of the current domain (the lower
	// one when the size is even), then x ≠ that value.
	ValMedian
	// ValSplit splits the domain: x ≤ m first, then x > m, with m the
	// middle of min..max rounded down.
	ValSplit
	// ValRandom tries x = a value drawn uniformly from the current domain
	// (PCG seeded from Options.Seed), then x ≠ that value.
	ValRandom
	// ValReverseSplit splits the domain upper half first: x > m, then
	// x ≤ m, with m as for ValSplit.
	ValReverseSplit
	// ValMiddle tries x = the value nearest the middle of min..max (the
	// lower one of two as near), then x ≠ that value.
	ValMiddle
	numValSelects
)

func (v ValSelect) String() string {
	switch v {
	case ValMin:
		return "min"
	case ValMax:
		return "max"
	case ValMedian:
		return "median"
	case ValSplit:
		return "split"
	case ValRandom:
		return "random"
	case ValReverseSplit:
		return "reverse-split"
	case ValMiddle:
		return "middle"
	}
	return fmt.Sprintf("ValSelect(%d)", uint8(v))
}

// Objective is what a search optimises. The zero value, Objective{}, is no
// objective: the search satisfies, reporting every solution. Minimize and
// Maximize build the others; there is no other way to name a variable, so
// "no objective" can never be mistaken for variable 0.
type Objective struct {
	x   cp.VarID
	dir int8 // 0 satisfy, -1 minimise, +1 maximise
}

// Minimize asks for a branch and bound towards the smallest value of x.
func Minimize(x cp.VarID) Objective { return Objective{x: x, dir: -1} }

// Maximize asks for a branch and bound towards the largest value of x.
func Maximize(x cp.VarID) Objective { return Objective{x: x, dir: +1} }

// Var is the variable to optimise; ok is false for the zero Objective.
func (o Objective) Var() (x cp.VarID, ok bool) { return o.x, o.dir != 0 }

// Maximizing reports whether o maximises (false for satisfy and minimise).
func (o Objective) Maximizing() bool { return o.dir > 0 }

func (o Objective) String() string {
	switch {
	case o.dir < 0:
		return fmt.Sprintf("minimize x%d", o.x)
	case o.dir > 0:
		return fmt.Sprintf("maximize x%d", o.x)
	}
	return "satisfy"
}

// Phase is a group of decision variables with its own variable and value
// selection; see Options.Phases.
type Phase struct {
	Vars      []cp.VarID
	VarSelect VarSelect
	ValSelect ValSelect
}

// DefaultFreeRestartScale is the Luby scale (failures) of a free search
// without a Restart policy.
const DefaultFreeRestartScale = 100

// freeRestartScale is DefaultFreeRestartScale, but for the tests that
// need restarts on small models (SetFreeRestartScale).
var freeRestartScale int64 = DefaultFreeRestartScale

// LearnProbe is Options.LearnProbe.
type LearnProbe struct {
	Failures int64   // when to look (0: never)
	MaxLBD   float64 // the largest mean LBD of the clauses that goes on
	// MaxLBDShare, when not 0, goes on too while the mean LBD is at most
	// this share of the conflicts' mean decision level (see Rejects).
	MaxLBDShare float64
}

// DefaultProgressEvery is the number of nodes between two Progress calls
// when Options.ProgressEvery is 0.
const DefaultProgressEvery = 1 << 14

// Options configures a search. With Vars set and everything else zero, it
// enumerates every solution in input order, smallest value first, without
// limits. Options that cannot mean what they say are errors (wrapping
// ErrOptions): no decision variables without AllowNoVars, Vars together
// with Phases, an objective variable outside the store.
type Options struct {
	// Vars are the decision variables, branched on with VarSelect and
	// ValSelect. A solution is a fixpoint of the store where all of them
	// (and the objective) are fixed.
	Vars      []cp.VarID
	VarSelect VarSelect
	ValSelect ValSelect

	// Phases, instead of Vars, VarSelect and ValSelect (setting both is an
	// error), split the decision variables into groups searched in order:
	// every variable of a phase is fixed before the next phase branches.
	// Each phase selects its own variables and values; none is empty.
	Phases []Phase

	// AllowNoVars accepts a search without decision variables (Vars and
	// Phases empty), which is otherwise an error: such a search propagates
	// the root, which is its one solution unless propagation fails (an
	// objective, if any, is still branched on). A model whose variables
	// are all fixed by propagation is solved this way.
	AllowNoVars bool

	// Seed seeds ValRandom. The same model, options and seed give the same
	// search.
	Seed uint64

	// Limits; 0 means none. A limit that stops the search is reported in
	// Result.Reason.
	MaxNodes     int64
	MaxFailures  int64
	MaxSolutions int64
	MaxTime      time.Duration
	// Context cancels the search (nil means none). MaxTime and Context
	// stop a search within one propagator run (see Search.Run).
	Context context.Context

	// Restart is the restart policy (the zero value: no restarts).
	Restart Restart

	// Learn turns on conflict-driven nogood learning: each failure is
	// analysed into a clause over literals (first UIP over the store's fact
	// trail), the search jumps back to where the clause asserts, and the
	// clauses prune the rest of the search. It keeps every guarantee of the
	// plain search (complete, deterministic, counting and branch and bound
	// exact; see the package documentation, "Learning"). The store must be
	// at level 0 when the search is built (New posts the clause database)
	// and, unless its fact trail is already on (cp.Store.SetExplain), when
	// Run starts.
	Learn bool
	// LearnMemory bounds the memory of the learned clauses, in bytes
	// (0: DefaultLearnMemory); forgetting keeps them under it.
	LearnMemory int64
	// PhaseSaving, with Learn, tries first the value each variable had
	// when a backjump or a restart last undid it (then ValSelect's).
	PhaseSaving bool

	// FreeSearch, with Learn, is free search in the spirit of Chuffed's
	// -f: the runs between restarts alternate between the model's
	// branching (Vars or Phases with their selections; the first run) and
	// activity-based branching: VSIDS on the literals x = v of every
	// decision variable of every phase (the most active literal x = v
	// still open is branched on, x ≠ v first on small domains;
	// litactivity.go), or, when some decision
	// variable is an interval variable or wider than 4096 values, VSIDS
	// on the variables
	// (ties and the first choices by dom/wdeg, each phase's value
	// selection after the saved phase). Without a Restart policy it
	// restarts by Chuffed's -f sequence: pairs of model runs of
	// DefaultFreeRestartScale failures each between pairs of activity runs
	// of 2, 4, 2, 8, 2, 4, 2, 16 … times that (freeCutoff); with one, the
	// runs alternate at every restart. Counting and branch and
	// bound stay exact (see the package documentation, "Learning").
	FreeSearch bool

	// WideNeFirst, with FreeSearch, makes the activity runs branch x ≠ v
	// first on the variables whose initial domain spans more than
	// minWideNe values too (Chuffed's -f decides x = v and x ≥ v, see
	// litactivity.go; this is measured, not copied): on scheduling models, whose
	// start times span a horizon, x = v there guesses one date of a
	// hundred and more. fzn-tessera -f sets it; by default such
	// domains branch x = v first (Tetravex's and Hidato's cells, where a
	// removal of one value of many decides little).
	WideNeFirst bool

	// BoundLiterals, with FreeSearch, gives the activity runs bound
	// literals x ≤ v beside the literals x = v, as Chuffed keeps activity
	// on the bound literals of its integer variables: the bounds in a
	// conflict's reasons bump them, and when the most active open literal
	// is a bound literal the run branches x ≤ v first, then x > v. On
	// scheduling models, whose reasons are start-time bounds, the
	// literals x = v get bumped by decisions only. fzn-tessera -f sets it.
	BoundLiterals bool

	// LearnProbe, with Learn, lets a learning run give itself up once:
	// when its failures reach LearnProbe.Failures and the clauses it has
	// learned have a mean LBD above LearnProbe.MaxLBD (they span many
	// decision levels, so they seldom prune elsewhere), the run ends with
	// Reason LearningRejected, and the caller may go on without learning;
	// otherwise the run goes on as if nothing had been looked at, its
	// clauses and activities kept. Both limits are counts, so the choice is
	// deterministic. The zero value: no probe. Not with Workers.
	LearnProbe LearnProbe

	// Lookahead is singleton consistency on small domains at the root
	// and, to a depth, in the search (the zero value: none).
	Lookahead Lookahead

	// Objective, when set with Minimize(x) or Maximize(x), asks for branch
	// and bound: every solution after the first is strictly better than
	// the previous one; a complete search proves the last one optimal. If
	// x is not a decision variable it is branched on last, best value
	// first. The zero value satisfies.
	Objective Objective

	// Progress, when not nil, is called with the running statistics about
	// every ProgressEvery nodes (DefaultProgressEvery when 0). Stats.Props
	// is nil in these calls.
	Progress      func(Stats)
	ProgressEvery int64

	// Workers, when at least 1, runs the embarrassingly parallel search on
	// that many goroutines, each on its own clone of the store (every
	// propagator must implement cp.Cloner): see the package documentation.
	// Its answer (the solutions reported and their order, the count, the
	// optimum and the solution reported for it) is the same for every
	// value of Workers and every timing, unless a limit stops the search.
	// 0, the default, runs the sequential search in the calling goroutine.
	// At most max(4, 2×GOMAXPROCS) workers run: more would each cost a
	// clone of the store and none would run sooner.
	Workers int
	// Subproblems is the number of subproblems the parallel search splits
	// the root into (DefaultSubproblems when 0); the answer depends on it,
	// not on Workers.
	Subproblems int
	// ProbeNodes is the node budget of the parallel search's first step, a
	// sequential search whose answer is kept when it finishes within it
	// (DefaultProbeNodes when 0; negative: no probe, always split).
	ProbeNodes int64
}

func optErr(format string, args ...any) error {
	return fmt.Errorf("search: %s: %w", fmt.Sprintf(format, args...), ErrOptions)
}

func (o *Options) validate(s *cp.Store) error {
	n := cp.VarID(s.NumVars())
	for i, x := range o.Vars {
		if x < 0 || x >= n {
			return optErr("Vars[%d] = %d is not a variable of the store", i, x)
		}
	}
	if err := checkSelect(o.VarSelect, o.ValSelect, ""); err != nil {
		return err
	}
	if len(o.Phases) > 0 {
		switch {
		case len(o.Vars) > 0:
			return optErr("both Vars and Phases are set; put Vars into a phase")
		case o.VarSelect != InputOrder || o.ValSelect != ValMin:
			return optErr("VarSelect and ValSelect apply to Vars; with Phases set each phase has its own")
		}
	}
	for k, ph := range o.Phases {
		if len(ph.Vars) == 0 {
			return optErr("Phases[%d] has no Vars", k)
		}
		for i, x := range ph.Vars {
			if x < 0 || x >= n {
				return optErr("Phases[%d].Vars[%d] = %d is not a variable of the store", k, i, x)
			}
		}
		if err := checkSelect(ph.VarSelect, ph.ValSelect, fmt.Sprintf("Phases[%d]: ", k)); err != nil {
			return err
		}
	}
	if len(o.Vars) == 0 && len(o.Phases) == 0 && !o.AllowNoVars {
		return optErr("no decision variables: set Vars (or Phases), or AllowNoVars for a search that only propagates")
	}
	if x, ok := o.Objective.Var(); ok && (x < 0 || x >= n) {
		return optErr("objective %v: %d is not a variable of the store", o.Objective, x)
	}
	switch {
	case o.MaxNodes < 0:
		return optErr("negative MaxNodes %d", o.MaxNodes)
	case o.MaxFailures < 0:
		return optErr("negative MaxFailures %d", o.MaxFailures)
	case o.MaxSolutions < 0:
		return optErr("negative MaxSolutions %d", o.MaxSolutions)
	case o.MaxTime < 0:
		return optErr("negative MaxTime %v", o.MaxTime)
	case o.ProgressEvery < 0:
		return optErr("negative ProgressEvery %d", o.ProgressEvery)
	case o.LearnMemory < 0:
		return optErr("negative LearnMemory %d", o.LearnMemory)
	case (o.LearnMemory != 0 || o.PhaseSaving || o.FreeSearch) && !o.Learn:
		return optErr("LearnMemory, PhaseSaving and FreeSearch need Learn")
	case (o.WideNeFirst || o.BoundLiterals) && !o.FreeSearch:
		return optErr("WideNeFirst and BoundLiterals need FreeSearch")
	case o.LearnProbe.Failures < 0 || o.LearnProbe.MaxLBD < 0 || o.LearnProbe.MaxLBDShare < 0:
		return optErr("negative LearnProbe %+v", o.LearnProbe)
	case o.LearnProbe.Failures > 0 && (!o.Learn || o.Workers > 0):
		return optErr("LearnProbe needs Learn, and one worker (Workers %d)", o.Workers)
	case o.Workers < 0:
		return optErr("negative Workers %d", o.Workers)
	case o.Subproblems < 0:
		return optErr("negative Subproblems %d", o.Subproblems)
	case o.Workers > 0 && o.MaxSolutions > 0 && o.Objective.dir != 0:
		return optErr("MaxSolutions with an objective is not supported by the parallel search (Workers %d): the improving solutions depend on timing", o.Workers)
	}
	if o.Workers > 0 {
		for p := range s.NumProps() {
			if _, ok := s.Propagator(cp.PropID(p)).(cp.Cloner); !ok {
				return fmt.Errorf("search: Workers %d needs every propagator to implement cp.Cloner, and propagator %d (%s, %T) does not: %w (%w)",
					o.Workers, p, s.Kind(cp.PropID(p)), s.Propagator(cp.PropID(p)), ErrOptions, cp.ErrNotCloneable)
			}
		}
	}
	if err := o.Lookahead.validate(o.Learn); err != nil {
		return err
	}
	return o.Restart.validate()
}

func checkSelect(vs VarSelect, val ValSelect, where string) error {
	if vs >= numVarSelects {
		return optErr("%sunknown %v", where, vs)
	}
	if val >= numValSelects {
		return optErr("%sunknown %v", where, val)
	}
	return nil
}

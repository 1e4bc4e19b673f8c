package tessera

import (
	"context"
	"time"

	"github.com/tessera-cp/tessera/search"
)

// VarSelect and ValSelect are the search's heuristics (package search);
// the constants are repeated here so that a model needs no other import.
type (
	VarSelect = search.VarSelect
	ValSelect = search.ValSelect
)

const (
	InputOrder = search.InputOrder // the first unfixed variable
	FirstFail  = search.FirstFail  // the smallest domain (ties: most constrained)
	DomWDeg    = search.DomWDeg    // the smallest domain / weighted degree
	Activity   = search.Activity   // with Learn: the most active in recent conflicts

	ValMin    = search.ValMin    // x = min, then x ≠ min
	ValMax    = search.ValMax    // x = max, then x ≠ max
	ValMedian = search.ValMedian // x = the median value
	ValSplit  = search.ValSplit  // x ≤ mid, then x > mid
	ValRandom = search.ValRandom // x = a value drawn with Seed
)

// Option configures Solve, Count, All and Optimize.
type Option func(*config)

type config struct {
	opt    search.Options
	phases []phase
	tune   []func(*search.Options)
}

// phase is a group of decision variables with its heuristics.
type phase struct {
	xs     []IntVar
	varSel VarSelect
	valSel ValSelect
}

// Branch sets the decision variables and how to branch on them. Without
// it the search branches on every variable the user created (IntVar,
// IntVars, grids, BoolVar…; not those the model introduced: constants,
// Define, Reify), in creation order, first fail, smallest value first.
//
// Several Branch options are search phases, searched in order.
func Branch(xs []IntVar, v VarSelect, val ValSelect) Option {
	return func(c *config) { c.phases = append(c.phases, phase{xs, v, val}) }
}

// BranchBools is Branch over Booleans.
func BranchBools(bs []BoolVar, v VarSelect, val ValSelect) Option {
	return Branch(Ints(bs), v, val)
}

// Timeout stops the search after d (0: no limit).
func Timeout(d time.Duration) Option { return func(c *config) { c.opt.MaxTime = d } }

// MaxNodes stops the search after n nodes (0: no limit).
func MaxNodes(n int64) Option { return func(c *config) { c.opt.MaxNodes = n } }

// MaxFailures stops the search after n failures (0: no limit).
func MaxFailures(n int64) Option { return func(c *config) { c.opt.MaxFailures = n } }

// MaxSolutions stops Count and All after n solutions (0: no limit); Count
// with MaxSolutions(2) answers "is the solution unique?".
func MaxSolutions(n int64) Option { return func(c *config) { c.opt.MaxSolutions = n } }

// Context stops the search when ctx is done.
func Context(ctx context.Context) Option { return func(c *config) { c.opt.Context = ctx } }

// Seed seeds ValRandom: the same model, options and seed give the same
// search.
func Seed(seed uint64) Option { return func(c *config) { c.opt.Seed = seed } }

// Restarts sets the restart policy (search.Luby(scale),
// search.Geometric(base, factor)).
func Restarts(r search.Restart) Option { return func(c *config) { c.opt.Restart = r } }

// Learn turns on conflict-driven nogood learning in free search, as the
// command line's --learn does (search.Options.Learn, PhaseSaving and
// FreeSearch): each failure is analysed into a nogood that prunes the
// rest of the search, and the runs between restarts (Chuffed's -f
// sequence, unless Restarts says otherwise: search.Options.FreeSearch)
// alternate between the model's branching and the activity of the
// literals of recent conflicts.
// Counts and optima stay exact.
func Learn() Option {
	return func(c *config) {
		c.opt.Learn, c.opt.PhaseSaving, c.opt.FreeSearch = true, true, true
		c.opt.Lookahead.Depth = 0 // learning takes lookahead at the root only
	}
}

// Lookahead turns on singleton lookahead (search.Options.Lookahead) at
// the root and every node: each value of a decision variable with at most
// maxDomain values is tried and propagated, and a value that fails is
// removed before branching. With Learn it runs at the root only.
func Lookahead(maxDomain int) Option {
	return func(c *config) {
		c.opt.Lookahead = search.Lookahead{MaxDomain: maxDomain, Depth: search.AllDepths}
		if c.opt.Learn {
			c.opt.Lookahead.Depth = 0
		}
	}
}

// Progress calls f with the running statistics about every `every` nodes
// (0: search.DefaultProgressEvery).
func Progress(f func(search.Stats), every int64) Option {
	return func(c *config) { c.opt.Progress, c.opt.ProgressEvery = f, every }
}

// Tune adjusts the search.Options the model built, last, for what the
// other options do not cover. Vars, Objective and Sense are the model's.
func Tune(f func(*search.Options)) Option {
	return func(c *config) { c.tune = append(c.tune, f) }
}

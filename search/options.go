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
	}
	return fmt.Sprintf("ValSelect(%d)", uint8(v))
}

// Sense says whether the search optimises Options.Objective.
type Sense uint8

const (
	// Satisfy ignores the objective: every solution is reported.
	Satisfy Sense = iota
	// Minimize runs branch and bound towards the smallest objective.
	Minimize
	// Maximize runs branch and bound towards the largest objective.
	Maximize
	numSenses
)

func (s Sense) String() string {
	switch s {
	case Satisfy:
		return "satisfy"
	case Minimize:
		return "minimize"
	case Maximize:
		return "maximize"
	}
	return fmt.Sprintf("Sense(%d)", uint8(s))
}

// DefaultProgressEvery is the number of nodes between two Progress calls
// when Options.ProgressEvery is 0.
const DefaultProgressEvery = 1 << 14

// Options configures a search. The zero value (with Vars set) enumerates
// every solution in input order, smallest value first, without limits.
type Options struct {
	// Vars are the decision variables. A solution is a fixpoint of the
	// store where all of them are fixed.
	Vars []cp.VarID

	VarSelect VarSelect
	ValSelect ValSelect
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

	// Objective and Sense ask for branch and bound. With Minimize (Maximize)
	// every solution after the first is strictly better than the previous
	// one; a complete search proves the last one optimal. If Objective is
	// not among Vars it is branched on last, best value first.
	Objective cp.VarID
	Sense     Sense

	// Progress, when not nil, is called with the running statistics about
	// every ProgressEvery nodes (DefaultProgressEvery when 0). Stats.Props
	// is nil in these calls.
	Progress      func(Stats)
	ProgressEvery int64
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
	if o.VarSelect >= numVarSelects {
		return optErr("unknown %v", o.VarSelect)
	}
	if o.ValSelect >= numValSelects {
		return optErr("unknown %v", o.ValSelect)
	}
	if o.Sense >= numSenses {
		return optErr("unknown %v", o.Sense)
	}
	if o.Sense != Satisfy && (o.Objective < 0 || o.Objective >= n) {
		return optErr("Objective = %d is not a variable of the store", o.Objective)
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
	}
	return o.Restart.validate()
}

package search

import (
	"context"

	"github.com/tessera-cp/tessera/cp"
)

// Refuted is a value singleton consistency took out: propagating X = V
// failed, so X ≠ V.
type Refuted struct {
	X cp.VarID
	V int
}

// SingletonOptions bounds a singleton-consistency pass; see Singleton.
type SingletonOptions struct {
	// Vars are the variables probed, in this order (the fixed ones are
	// skipped).
	Vars []cp.VarID
	// MaxDomain probes only the variables with at most this many values
	// (0: all): singleton consistency on small domains is cheap and
	// finds most of what it can find.
	MaxDomain int
	// MaxProbes is the budget: the number of probes (x = v propagated)
	// after which Singleton stops (0: no budget).
	MaxProbes int64
	// MaxRefuted stops Singleton after this many refuted values (0: no
	// bound); 1 takes one deduction at a time.
	MaxRefuted int
	// OnePass stops after one pass over Vars instead of repeating passes
	// until one refutes nothing.
	OnePass bool
	// Context stops Singleton between probes once it is done (nil: none);
	// Singleton then returns its error.
	Context context.Context
}

// SingletonResult is what a Singleton call did.
type SingletonResult struct {
	// Refuted lists the values taken out, in the order found; each was
	// removed from the store, and the store propagated, before the next
	// probe.
	Refuted []Refuted
	// Probes counts the values tried.
	Probes int64
	// Failed: the store has no solution left (propagation failed, at the
	// start or after a removal, or every value of a variable was
	// refuted). The store is then failed at the level Singleton was
	// called at; PopTo clears it.
	Failed bool
	// Fixpoint: a whole pass over Vars refuted nothing, within the
	// budget: every value left of every probed variable survives its
	// propagation (singleton consistency, restricted to Vars and
	// MaxDomain).
	Fixpoint bool
}

// Singleton enforces singleton consistency (Debruyne and Bessière's SAC,
// restricted to opt.Vars and small domains, with a budget): for each
// unfixed variable x of opt.Vars with at most opt.MaxDomain values and
// each value v of its domain, it pushes a choice point, assigns x = v and
// propagates; if that fails, x ≠ v holds in every solution, so v is
// removed for good (at the store's current level) and the store
// propagated. Passes repeat until one refutes nothing (Fixpoint), unless
// opt.OnePass; opt.MaxProbes and opt.MaxRefuted stop it earlier.
//
// The propagation inside a probe is the store's own, under its rung limit
// (cp.Store.SetRungLimit): a grader runs singleton consistency over
// whatever rung of reasoning it has reached. The store must be at level
// 0 or above, with nothing queued that matters (Singleton propagates
// first). A probe allocates nothing; Refuted grows as values are found.
// An unknown variable in opt.Vars is an error wrapping ErrOptions.
func Singleton(s *cp.Store, opt SingletonOptions) (SingletonResult, error) {
	var res SingletonResult
	n := cp.VarID(s.NumVars())
	for i, x := range opt.Vars {
		if x < 0 || x >= n {
			return res, optErr("Singleton: Vars[%d] = %d is not a variable of the store", i, x)
		}
	}
	switch {
	case opt.MaxDomain < 0:
		return res, optErr("Singleton: negative MaxDomain %d", opt.MaxDomain)
	case opt.MaxProbes < 0:
		return res, optErr("Singleton: negative MaxProbes %d", opt.MaxProbes)
	case opt.MaxRefuted < 0:
		return res, optErr("Singleton: negative MaxRefuted %d", opt.MaxRefuted)
	}
	if !s.Propagate() {
		res.Failed = true
		return res, nil
	}
	for {
		found := len(res.Refuted)
		for _, x := range opt.Vars {
			if s.Fixed(x) || (opt.MaxDomain > 0 && s.Size(x) > opt.MaxDomain) || s.IsInterval(x) {
				continue // an interval variable cannot lose an inner value
			}
			for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
				if opt.MaxProbes > 0 && res.Probes >= opt.MaxProbes {
					return res, nil
				}
				if opt.Context != nil && opt.Context.Err() != nil {
					return res, opt.Context.Err()
				}
				res.Probes++
				if probe(s, x, v) {
					continue
				}
				res.Refuted = append(res.Refuted, Refuted{x, v})
				if !s.Remove(x, v) || !s.Propagate() {
					res.Failed = true
					return res, nil
				}
				if opt.MaxRefuted > 0 && len(res.Refuted) >= opt.MaxRefuted {
					return res, nil
				}
				if s.Fixed(x) {
					break
				}
			}
		}
		if len(res.Refuted) == found {
			res.Fixpoint = true
			return res, nil
		}
		if opt.OnePass {
			return res, nil
		}
	}
}

// probe reports whether x = v survives propagation, leaving the store as
// it found it.
func probe(s *cp.Store, x cp.VarID, v int) bool {
	lvl := s.Push()
	ok := s.Assign(x, v) && s.Propagate()
	s.PopTo(lvl - 1)
	return ok
}

package propagators

import (
	"errors"
	"fmt"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// ErrArgs is wrapped by every error a post function returns for malformed
// arguments.
var ErrArgs = errors.New("invalid constraint arguments")

func argErr(constraint, format string, args ...any) error {
	return fmt.Errorf("%s: %s: %w", constraint, fmt.Sprintf(format, args...), ErrArgs)
}

// checkVars verifies that every variable belongs to s, that none is an
// interval variable (a propagator that handles them calls checkVarsAny)
// and, unless repeats are allowed, that none appears twice.
func checkVars(s *cp.Store, constraint string, allowRepeats bool, xs ...cp.VarID) error {
	if err := checkVarsAny(s, constraint, allowRepeats, xs...); err != nil {
		return err
	}
	for i, x := range xs {
		if s.IsInterval(x) {
			return argErr(constraint, "variable %d (argument %d) is an interval variable (domain %d..%d kept as bounds, without a bitset); this constraint needs bitset domains", x, i, s.Min(x), s.Max(x))
		}
	}
	return nil
}

// checkVarsAny is checkVars for a propagator that handles interval
// variables: it reasons on their bounds only, never iterates their values,
// never relies on a Remove strictly inside their bounds, and fails at every
// assignment that violates its constraint.
func checkVarsAny(s *cp.Store, constraint string, allowRepeats bool, xs ...cp.VarID) error {
	n := cp.VarID(s.NumVars())
	for i, x := range xs {
		if x < 0 || x >= n {
			return argErr(constraint, "variable %d (argument %d) does not belong to the store", x, i)
		}
	}
	if allowRepeats {
		return nil
	}
	if len(xs) <= 32 {
		// Short scopes (a puzzle's lines and cages): pairwise, no map.
		for i, x := range xs {
			for j, y := range xs[:i] {
				if x == y {
					return argErr(constraint, "variable %d appears twice (arguments %d and %d)", x, j, i)
				}
			}
		}
		return nil
	}
	seen := make(map[cp.VarID]int, len(xs))
	for i, x := range xs {
		if j, dup := seen[x]; dup {
			return argErr(constraint, "variable %d appears twice (arguments %d and %d)", x, j, i)
		}
		seen[x] = i
	}
	return nil
}

// checkOffset verifies that a constant added to a value cannot overflow:
// |c| ≤ cp.MaxValue+1, so that v+c and v-c fit in an int for every value v.
func checkOffset(constraint string, c int) error {
	if c > cp.MaxValue+1 || c < -cp.MaxValue-1 {
		return argErr(constraint, "the constant %d lies outside ±2^62", c)
	}
	return nil
}

// failNow marks the store failed (the write that would empty x's domain is
// refused), for constraints that are false whatever the domains.
func failNow(s *cp.Store, x cp.VarID) error {
	s.SetMin(x, s.Max(x)+1)
	return nil
}

// aliasCopy returns a fresh variable tied to x by Equal, for a post
// function whose propagator takes an argument apart from another that the
// caller passed as the same variable (x[x[i]], x·y = x): the propagator
// runs on the copy. An interval variable gets an interval copy.
func aliasCopy(s *cp.Store, x cp.VarID) (cp.VarID, error) {
	var c cp.VarID
	if s.IsInterval(x) {
		c = s.NewIntervalVar(s.Min(x), s.Max(x))
	} else {
		vs := make([]int, 0, s.Size(x))
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			vs = append(vs, v)
		}
		c = s.NewVarValues(vs)
	}
	return c, Equal(s, c, x, 0)
}

// distinctArgs returns xs with every repeat of a variable replaced by a
// fresh copy tied to it by Equal (aliasCopy), for a post function whose
// propagator reads each argument as moving alone. The variables must
// belong to s (checkVarsAny first).
func distinctArgs(s *cp.Store, xs []cp.VarID) ([]cp.VarID, error) {
	out := slices.Clone(xs)
	seen := make(map[cp.VarID]bool, len(xs))
	for i, x := range out {
		if !seen[x] {
			seen[x] = true
			continue
		}
		c, err := aliasCopy(s, x)
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

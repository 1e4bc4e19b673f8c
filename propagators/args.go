package propagators

import (
	"errors"
	"fmt"

	"github.com/tessera-cp/tessera/cp"
)

// ErrArgs is wrapped by every error a post function returns for malformed
// arguments.
var ErrArgs = errors.New("invalid constraint arguments")

func argErr(constraint, format string, args ...any) error {
	return fmt.Errorf("%s: %s: %w", constraint, fmt.Sprintf(format, args...), ErrArgs)
}

// checkVars verifies that every variable belongs to s and, unless repeats are
// allowed, that none appears twice.
func checkVars(s *cp.Store, constraint string, allowRepeats bool, xs ...cp.VarID) error {
	n := cp.VarID(s.NumVars())
	for i, x := range xs {
		if x < 0 || x >= n {
			return argErr(constraint, "variable %d (argument %d) does not belong to the store", x, i)
		}
	}
	if allowRepeats {
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

// failNow marks the store failed (the write that would empty x's domain is
// refused), for constraints that are false whatever the domains.
func failNow(s *cp.Store, x cp.VarID) error {
	s.SetMin(x, s.Max(x)+1)
	return nil
}

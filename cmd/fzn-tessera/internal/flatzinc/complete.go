package flatzinc

import (
	"context"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// Complete is called with the store at a solution of the search of
// SearchOptions. In satisfaction that search leaves out the variables
// some constraint defines (is_defined_var) unless they are printed, as
// MiniZinc and Gecode do: a defined variable is not always a function of
// the others (MiniZinc marks as defined the control boolean of a half
// reification, r ⇒ C, which is free wherever C holds), and branching on
// such variables would list one solution of the model many times over.
// Complete fixes the variables still unfixed by a nested search for one
// extension and calls f with the store at it, so that f sees, verifies and
// prints a full assignment; it reports false, and f is not called, when no
// extension exists (the search's solution was not one of the model). ctx,
// which may be nil, cancels the nested search.
func (p *Problem) Complete(ctx context.Context, s *cp.Store, f func(*cp.Store)) bool {
	var free []cp.VarID
	for x := range p.vars {
		if !s.Fixed(cp.VarID(x)) {
			free = append(free, cp.VarID(x))
		}
	}
	if len(free) == 0 {
		f(s)
		return true
	}
	found := false
	_, err := search.Solve(s, search.Options{Vars: free, VarSelect: search.FirstFail, MaxSolutions: 1, Context: ctx},
		func(s *cp.Store) bool {
			found = true
			f(s)
			return false
		})
	return err == nil && found
}

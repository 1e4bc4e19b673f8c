package tessera

import (
	"errors"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
)

// The Boolean and reified propagators come from the bool branch; until it
// lands, clauses are posted as linear sums and the rest report pending.
// TODO(layer): wire propagators.BoolClause, BoolAnd, BoolOr, BoolXor,
// ReifLinear and ReifIn when they land on main.

var errPending = errors.New("not available yet (the propagator has not landed)")

func boolClause(s *cp.Store, pos, neg []cp.VarID) error {
	a := make([]int, 0, len(pos)+len(neg))
	xs := make([]cp.VarID, 0, len(pos)+len(neg))
	for _, x := range pos {
		a, xs = append(a, 1), append(xs, x)
	}
	for _, x := range neg {
		a, xs = append(a, -1), append(xs, x)
	}
	return propagators.Linear(s, a, xs, propagators.GE, 1-len(neg))
}

func boolAnd(s *cp.Store, xs []cp.VarID, b cp.VarID) error { return errPending }
func boolOr(s *cp.Store, xs []cp.VarID, b cp.VarID) error  { return errPending }
func boolXor(s *cp.Store, xs []cp.VarID, b cp.VarID) error { return errPending }

func reifLinear(s *cp.Store, a []int, xs []cp.VarID, rel propagators.Rel, c int, b cp.VarID, implies bool) error {
	return errPending
}

func reifIn(s *cp.Store, x cp.VarID, values []int, b cp.VarID, implies bool) error {
	return errPending
}

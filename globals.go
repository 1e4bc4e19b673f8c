package tessera

import (
	"github.com/tessera-cp/tessera/cp"
)

// The global constraints: each checks that its variables belong to the
// model, posts the propagator of package propagators named alike (see its
// documentation for the consistency it reaches and its cost) and returns
// the Posted to name it. An empty scope is an error where the constraint
// would be void (AllDifferent of nothing is more likely a slicing mistake
// than a model). They are grouped by family, one file each:
// globals_<family>.go (alldifferent, arith, count, element, graph, order,
// regular, sched, table), with its tests in globals_<family>_test.go.

// ids returns the store variables of xs after checking them.
func (m *Model) ids(xs []IntVar, nonEmpty bool) ([]cp.VarID, error) {
	if err := m.checkAll(xs, nonEmpty); err != nil {
		return nil, err
	}
	return IDs(xs), nil
}

// checkVars checks single variables.
func (m *Model) checkVars(xs ...IntVar) error {
	for _, x := range xs {
		if err := m.check(x); err != nil {
			return err
		}
	}
	return nil
}

// global posts a constraint over xs, described by what and its variables.
func (m *Model) global(what string, xs []IntVar, fn func(s *cp.Store) error) Posted {
	return m.post(what, varsDesc(xs), fn)
}

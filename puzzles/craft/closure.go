package craft

import (
	"cmp"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/search"
)

// closes answers the generator's question "does the ladder solve this
// position without a rung above ceiling?" without the walk's order: the
// walk takes one deduction at a time from the lowest rung (to count them),
// but what it reaches below a ceiling is the fixpoint of every rung up to
// the ceiling, whatever the order (each rung's deductions only remove
// values, and a position with fewer values lets none of them deduce less).
// So closes propagates every propagation rung up to the ceiling at once,
// then enforces singleton consistency over forward checking (Lookahead)
// and over every rung (DeepLookahead) to their joint fixpoint; at Search
// it counts the solutions up to two. It works from the store's current
// state, on a choice point the caller pops. TestClosesAgreesWithWalk
// holds it to the walk's answers.
//
// false with a nil error: the ladder gets stuck below the ceiling, or the
// position has no solution (or, at Search, several).
func (m *Model) closes(ceiling Rung) (bool, error) {
	s := m.Store
	prop := min(ceiling, m.top)
	s.SetRungLimit(prop.cp())
	if !s.Propagate() {
		return false, nil
	}
	if ceiling >= Search {
		return m.solutions(2, 1)
	}
	for !m.solved() {
		if ceiling < Lookahead {
			return false, nil
		}
		if err := m.canceled(); err != nil {
			return false, err
		}
		// The cells with two values first: their probes are the ones that
		// refute most often, and each refutation's propagation up to the
		// ceiling spares the probes of the cells it fixes.
		n, failed, err := m.singleton(lookaheadInner, prop, 2)
		if err != nil || failed {
			return false, err
		}
		if n > 0 {
			continue
		}
		if n, failed, err = m.singleton(lookaheadInner, prop, 0); err != nil || failed {
			return false, err
		}
		if n > 0 {
			continue
		}
		if ceiling < DeepLookahead {
			return false, nil
		}
		if n, failed, err = m.singleton(m.top, prop, 0); err != nil || failed || n == 0 {
			return false, err
		}
	}
	return true, nil
}

// singleton refutes every value of the decision variables (with at most
// maxDomain values, 0: all) whose assumption fails under propagation up to
// rung inner, to the fixpoint, then propagates the store up to rung outer;
// it returns how many values it refuted and whether the store failed.
func (m *Model) singleton(inner, outer Rung, maxDomain int) (int, bool, error) {
	s := m.Store
	s.SetRungLimit(inner.cp())
	res, err := search.Singleton(s, search.SingletonOptions{Vars: m.Vars, MaxDomain: maxDomain, MaxRefuted: 1, Context: m.ctx})
	s.SetRungLimit(outer.cp())
	switch {
	case err != nil:
		return 0, false, err
	case res.Failed:
		return 0, true, nil
	case len(res.Refuted) > 0 && !s.Propagate():
		return 0, true, nil
	}
	return len(res.Refuted), false, nil
}

// solutions searches the position with every rung on, stopping at limit
// solutions, and reports whether it found exactly want and, unless it
// stopped at the limit, proved there are no more.
func (m *Model) solutions(limit, want int64) (bool, error) {
	s := m.Store
	s.SetRungLimit(cmp.Or(m.searchRung, cp.MaxRung))
	opt := m.base.Search
	opt.MaxSolutions = limit
	opt.Objective = search.Objective{} // fixed to the optimum: count the best solutions
	var res search.Result
	var err error
	if limit == 1 {
		// One search set up once: Run starts from the store's state,
		// and resets the brancher (its weights too), as a new one would.
		if m.first == nil {
			m.first, err = search.New(s, opt)
		}
		if err == nil {
			res = m.first.Run(nil)
		}
	} else {
		res, err = search.Solve(s, opt, nil)
	}
	switch {
	case err != nil:
		return false, err
	case res.Solutions != want:
		return false, nil
	}
	return res.Complete(), nil
}

// bandUpTo finds the band of the position among bands, climbing their
// ceilings one after the other up to hi on the same store (the fixpoint
// under a ceiling is a start for the next one: what a lower ceiling
// deduces, a higher one deduces too), so that the band costs one closure
// up to hi, not one per band: the index of the lowest band whose ceiling
// the ladder solves the position under (the walk's Hardest is in it), or
// -1 when none up to hi does (or the position has no solution, or at
// Search several). It works from the store's current state, on a choice
// point the caller pops.
func (m *Model) bandUpTo(bands []Band, hi Rung) (int, error) {
	for i, b := range bands {
		c := min(b.Upto, hi)
		ok, err := m.closes(c)
		if err != nil || ok {
			return i, err
		}
		if c == hi || c >= Search || m.Store.Failed() {
			break
		}
	}
	return -1, nil
}

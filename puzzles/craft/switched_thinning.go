package craft

import "github.com/tessera-cp/tessera/search"

// thin takes the switchable constraints out in the order perm (keep's
// indexes, every one true on entry), each while the ladder still solves
// the puzzle within ceiling, and leaves in keep the ones it needs: the
// answers closes gives one trial after the other (trial i on the
// constraints kept among perm[:i] and every one of perm[i+1:]). Each
// trial's position, the fixpoint of the rungs up to ceiling's
// propagation rung, is reached by switching each constraint on at about
// log2(len(perm)) choice points in all, not by propagating every kept
// constraint again per trial, as thinning does for values: the fixpoint
// is the same whatever order the constraints come on in. Where that
// fixpoint solves the puzzle, every trial below it does; where it does
// not, below the lookahead ceilings the constraint is needed, and at
// them leaf(k) answers on the trial's position (closesHere; nil: needed)
// for constraint k, the decisions before it in keep already. It works on
// the trials' started position (start) and leaves it, and every
// switchable propagator off, as it found them. TestSwitchedThinAgrees
// holds it to closes.
func (t *switchedTrials) thin(keep []bool, perm []int, ceiling Rung, leaf func(k int) (bool, error)) error {
	s := t.m.Store
	s.SetRungLimit(min(ceiling, t.m.top).cp())
	th := switchedThinning{t: t, keep: keep, perm: perm, leaf: leaf, on: make([]bool, len(keep)), live: make([]bool, len(t.props))}
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	if !s.Propagate() { // the started position is propagated already
		return nil
	}
	return th.decide(0, len(perm))
}

// closesHere is closes on the position a trial of thin stands on (its
// constraints' propagators on, propagated up to ceiling's propagation
// rung), below its fixpoint shortcut: the count to two first where
// countFirst, then the probes; the store is left as it was.
func (t *switchedTrials) closesHere(ceiling Rung) (bool, error) {
	m := t.m
	s := m.Store
	defer s.SetRungLimit(min(ceiling, m.top).cp())
	if t.countFirst {
		lvl := s.Push()
		s.SetRungLimit(m.top.cp())
		opt := m.base.Search
		opt.MaxSolutions = 2
		opt.Objective = search.Objective{}
		res, err := search.Solve(s, opt, nil)
		s.PopTo(lvl - 1)
		if err != nil || res.Solutions != 1 || !res.Complete() || ceiling >= Search {
			return err == nil && res.Solutions == 1 && res.Complete(), err
		}
	}
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	return m.closes(ceiling)
}

// switchedThinning is one thin: on[k] whether constraint k is on the
// store, live[j] whether propagator t.props[j] is.
type switchedThinning struct {
	t        *switchedTrials
	leaf     func(k int) (bool, error)
	keep     []bool
	perm     []int
	on, live []bool
	turned   []int    // the propagators switched on, a stack
	put      []int    // the constraints switched on, a stack
	from     [][2]int // turned's and put's lengths at each choice point
}

// decide runs the trials of perm[lo:hi] on a store that holds the
// constraints kept among perm[:lo] and every one of perm[hi:], propagated.
func (th *switchedThinning) decide(lo, hi int) error {
	if th.t.m.solved() {
		// Every trial here has these constraints on and more: each
		// is solved, and its constraint goes.
		for _, k := range th.perm[lo:hi] {
			th.keep[k] = false
		}
		return nil
	}
	if hi-lo == 1 {
		if th.leaf == nil {
			return nil // needed: keep[perm[lo]] stays true
		}
		ok, err := th.leaf(th.perm[lo])
		th.keep[th.perm[lo]] = !ok
		return err
	}
	mid := (lo + hi) / 2
	// The first half's trials: the second half's constraints all on.
	var err error
	if th.switchOn(th.perm[mid:hi], nil) {
		err = th.decide(lo, mid)
	}
	th.switchBack()
	if err != nil {
		return err
	}
	// The second half's: the first half's kept ones on.
	if th.switchOn(th.perm[lo:mid], th.keep) {
		err = th.decide(mid, hi)
	}
	th.switchBack()
	return err
}

// switchOn puts the constraints ks (those keep holds, when keep is not
// nil) on, on a new choice point, with the propagators whose constraints
// are now all on, and propagates; false when the store fails (it does
// not: the square meets every constraint).
func (th *switchedThinning) switchOn(ks []int, keep []bool) bool {
	t := th.t
	s := t.m.Store
	s.Push()
	th.from = append(th.from, [2]int{len(th.turned), len(th.put)})
	for _, k := range ks {
		if keep == nil || keep[k] {
			th.on[k] = true
			th.put = append(th.put, k)
		}
	}
	for j, pid := range t.props {
		if th.live[j] {
			continue
		}
		on := true
		for _, k := range t.needs[j] {
			on = on && th.on[k]
		}
		if on {
			th.live[j] = true
			th.turned = append(th.turned, j)
			s.SetRung(pid, t.rung[j])
			s.Schedule(pid)
		}
	}
	return s.Propagate()
}

// switchBack pops switchOn's choice point and puts its constraints and
// propagators off again.
func (th *switchedThinning) switchBack() {
	t := th.t
	s := t.m.Store
	s.PopTo(s.Level() - 1)
	from := th.from[len(th.from)-1]
	th.from = th.from[:len(th.from)-1]
	for _, j := range th.turned[from[0]:] {
		th.live[j] = false
		s.SetRung(t.props[j], t.off)
	}
	for _, k := range th.put[from[1]:] {
		th.on[k] = false
	}
	th.turned, th.put = th.turned[:from[0]], th.put[:from[1]]
}

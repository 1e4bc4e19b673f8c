package craft

// thin takes the switchable constraints out in the order perm (keep's
// indexes, every one true on entry), each while the fixpoint of the rungs
// up to ceiling (below Lookahead) still solves the puzzle, and leaves in
// keep the ones it needs: the answers closes gives one trial after the
// other (trial i on the constraints kept among perm[:i] and every one of
// perm[i+1:]), for a propagation of each constraint on about
// log2(len(perm)) choice points instead of one of every constraint per
// trial, as thinning does for values: the fixpoint is the same whatever
// order the constraints come on in. It works on the trials' started
// position (start) and leaves it and every switchable propagator off
// as it found them. TestSwitchedThinAgrees holds it to closes.
func (t *switchedTrials) thin(keep []bool, perm []int, ceiling Rung) {
	s := t.m.Store
	s.SetRungLimit(min(ceiling, t.m.top).cp())
	th := switchedThinning{t: t, keep: keep, perm: perm, on: make([]bool, len(keep)), live: make([]bool, len(t.props))}
	lvl := s.Push()
	if s.Propagate() { // the started position is propagated already
		th.decide(0, len(perm))
	}
	s.PopTo(lvl - 1)
}

// switchedThinning is one thin: on[k] whether constraint k is on the
// store, live[j] whether propagator t.props[j] is.
type switchedThinning struct {
	t        *switchedTrials
	keep     []bool
	perm     []int
	on, live []bool
	turned   []int    // the propagators switched on, a stack
	put      []int    // the constraints switched on, a stack
	from     [][2]int // turned's and put's lengths at each choice point
}

// decide runs the trials of perm[lo:hi] on a store that holds the
// constraints kept among perm[:lo] and every one of perm[hi:], propagated.
func (th *switchedThinning) decide(lo, hi int) {
	if hi-lo == 1 {
		th.keep[th.perm[lo]] = !th.t.m.solved()
		return
	}
	mid := (lo + hi) / 2
	// The first half's trials: the second half's constraints all on.
	if th.switchOn(th.perm[mid:hi], nil) {
		th.decide(lo, mid)
	}
	th.switchBack()
	// The second half's: the first half's kept ones on.
	if th.switchOn(th.perm[lo:mid], th.keep) {
		th.decide(mid, hi)
	}
	th.switchBack()
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

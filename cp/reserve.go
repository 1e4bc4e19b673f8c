package cp

import "slices"

// ReserveModel makes room for vars more bitset variables holding words
// domain words in all, and props more propagators, so that a model built
// in one go (a puzzle's grid and its constraints) grows the store's
// per-variable and per-propagator arrays once instead of doubling each of
// them a dozen times. It is a hint: creating more than reserved still
// works. Past the memory cap of SetBuildLimits it reserves nothing.
func (s *Store) ReserveModel(vars, words, props int) {
	if b := s.build; b != nil && b.maxBytes > 0 && s.modelBytes()+int64(words)*12 > b.maxBytes {
		return // let the variables' own growth meet the cap and report it
	}
	s.off = slices.Grow(s.off, vars)
	s.nw = slices.Grow(s.nw, vars)
	s.base = slices.Grow(s.base, vars)
	s.min = slices.Grow(s.min, vars)
	s.max = slices.Grow(s.max, vars)
	s.siz = slices.Grow(s.siz, vars)
	s.trail.varStamp = slices.Grow(s.trail.varStamp, vars)
	s.subs = slices.Grow(s.subs, vars)
	s.words = slices.Grow(s.words, words)
	s.trail.wordStamp = slices.Grow(s.trail.wordStamp, words)

	s.props = slices.Grow(s.props, props)
	s.notifiers = slices.Grow(s.notifiers, props)
	s.prio = slices.Grow(s.prio, props)
	s.active = slices.Grow(s.active, props)
	s.kind = slices.Grow(s.kind, props)
	s.label = slices.Grow(s.label, props)
	s.counters = slices.Grow(s.counters, props)
	s.reserveInts(props) // each propagator's active flag
	q := &s.queue
	q.inQueue = slices.Grow(q.inQueue, props)
	q.rung = slices.Grow(q.rung, props)
	q.held = slices.Grow(q.held, props)
	q.heldPos = slices.Grow(q.heldPos, props)
	q.growRings(len(s.props) + props)
}

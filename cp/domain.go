package cp

import "math/bits"

// The writes. Each returns false when it would empty the domain; the domain
// is then left as it was and the store is marked failed, so a propagator
// that ignores the result still fails its Propagate call.

// Remove removes v from x's domain. On an interval variable only a bound
// can be removed: removing a value strictly between the bounds is ignored
// (and reported as a success), since the domain cannot represent the hole.
func (s *Store) Remove(x VarID, v int) bool {
	if v < s.min[x] || v > s.max[x] {
		return true
	}
	o := int(s.off[x])
	if o < 0 {
		return s.removeInterval(x, v)
	}
	b := v - s.base[x]
	wi := o + b>>6
	m := uint64(1) << (b & 63)
	if s.words[wi]&m == 0 {
		return true
	}
	if s.siz[x] == 1 {
		return s.failWrite(x, OpNe, v)
	}
	if s.expl != nil {
		s.expl.stamp[o<<6+b] = s.note(x, OpNe, v, s.min[x], s.max[x])
	}
	s.saveVar(x)
	s.saveWord(wi)
	s.word0 = s.words[o]
	s.words[wi] &^= m
	s.siz[x]--
	ev := EventDomain
	switch v {
	case s.min[x]:
		s.min[x] = s.nextSet(x, v+1)
		ev = EventBounds
	case s.max[x]:
		s.max[x] = s.prevSet(x, v-1)
		ev = EventBounds
	}
	if s.siz[x] == 1 {
		ev = EventFixed
	}
	s.changed(x, ev, 1)
	return true
}

// removeInterval is Remove on an interval variable, v within the bounds.
func (s *Store) removeInterval(x VarID, v int) bool {
	lo, hi := s.min[x], s.max[x]
	switch {
	case s.siz[x] == 1:
		return s.failWrite(x, OpNe, v)
	case v == lo:
		lo++
	case v == hi:
		hi--
	default:
		return true
	}
	if s.expl != nil {
		s.note(x, OpNe, v, s.min[x], s.max[x])
	}
	s.setBoundsInterval(x, lo, hi)
	return true
}

// setBoundsInterval narrows an interval variable to lo..hi, a non-empty
// sub-range of its domain other than the domain itself.
func (s *Store) setBoundsInterval(x VarID, lo, hi int) {
	s.saveVar(x)
	removed := s.siz[x] - (hi - lo + 1)
	s.min[x], s.max[x], s.siz[x] = lo, hi, hi-lo+1
	s.changed(x, s.boundsEvent(x), removed)
}

// SetMin removes every value below m.
func (s *Store) SetMin(x VarID, m int) bool {
	if m <= s.min[x] {
		return true
	}
	if m > s.max[x] {
		return s.failWrite(x, OpGe, m)
	}
	if s.expl != nil {
		s.note(x, OpGe, m, s.min[x], s.max[x])
	}
	if s.off[x] < 0 {
		s.setBoundsInterval(x, m, s.max[x])
		return true
	}
	s.saveVar(x)
	s.word0 = s.words[s.off[x]]
	removed := s.clearRange(x, s.min[x], m-1)
	s.siz[x] -= removed
	s.min[x] = s.nextSet(x, m)
	s.changed(x, s.boundsEvent(x), removed)
	return true
}

// SetMax removes every value above m.
func (s *Store) SetMax(x VarID, m int) bool {
	if m >= s.max[x] {
		return true
	}
	if m < s.min[x] {
		return s.failWrite(x, OpLe, m)
	}
	if s.expl != nil {
		s.note(x, OpLe, m, s.min[x], s.max[x])
	}
	if s.off[x] < 0 {
		s.setBoundsInterval(x, s.min[x], m)
		return true
	}
	s.saveVar(x)
	s.word0 = s.words[s.off[x]]
	removed := s.clearRange(x, m+1, s.max[x])
	s.siz[x] -= removed
	s.max[x] = s.prevSet(x, m)
	s.changed(x, s.boundsEvent(x), removed)
	return true
}

// Assign reduces x's domain to {v}.
func (s *Store) Assign(x VarID, v int) bool {
	if !s.Contains(x, v) {
		return s.failWrite(x, OpEq, v)
	}
	if s.siz[x] == 1 {
		return true
	}
	if s.expl != nil {
		s.note(x, OpEq, v, s.min[x], s.max[x])
	}
	if s.off[x] < 0 {
		s.setBoundsInterval(x, v, v)
		return true
	}
	s.saveVar(x)
	s.word0 = s.words[s.off[x]]
	removed := s.siz[x] - 1
	if v > s.min[x] {
		s.clearRange(x, s.min[x], v-1)
	}
	if v < s.max[x] {
		s.clearRange(x, v+1, s.max[x])
	}
	s.min[x], s.max[x], s.siz[x] = v, v, 1
	s.changed(x, EventFixed, removed)
	return true
}

// IntersectWords keeps only the values of x whose bit is set in mask, a
// bitset in x's own coordinates (bit i = Base(x)+i, len(mask) >= len(Words(x))).
// x must have a bitset (not IsInterval): a post function that uses the
// bitset writes refuses interval variables; IntersectWords panics otherwise.
func (s *Store) IntersectWords(x VarID, mask []uint64) bool {
	return s.filter(x, mask, 0)
}

// IntersectWord0 is IntersectWords for a variable whose values all lie in
// its first word (Max(x) < Base(x)+64, as Word0 reads them): it keeps the
// values whose bit is set in keep. The
// write of the one-word AllDifferent, made once per variable and call:
// one word to save and count, no loop over words.
func (s *Store) IntersectWord0(x VarID, keep uint64) bool {
	o := int(s.off[x])
	if o < 0 || s.nw[x] != 1 || s.expl != nil {
		mask := [1]uint64{keep} // filter reads word 0 alone: lo = hi = 0
		return s.filter(x, mask[:], 0)
	}
	w := s.words[o]
	nw := w & keep
	if nw == w {
		return true
	}
	if nw == 0 {
		return s.failFilter(x)
	}
	s.saveVar(x)
	s.saveWord(o)
	s.word0 = w
	s.words[o] = nw
	kept := bits.OnesCount64(nw)
	removed := s.siz[x] - kept
	s.siz[x] = kept
	lo, hi := s.base[x]+bits.TrailingZeros64(nw), s.base[x]+63-bits.LeadingZeros64(nw)
	ev := EventDomain
	if lo != s.min[x] || hi != s.max[x] {
		s.min[x], s.max[x] = lo, hi
		ev = s.boundsEvent(x)
	}
	s.changed(x, ev, removed)
	return true
}

// RemoveWords removes the values of x whose bit is set in mask (same
// coordinates as IntersectWords).
func (s *Store) RemoveWords(x VarID, mask []uint64) bool {
	return s.filter(x, mask, ^uint64(0))
}

// filter keeps the values whose bit is set in mask^flip.
func (s *Store) filter(x VarID, mask []uint64, flip uint64) bool {
	o := int(s.off[x])
	if o < 0 {
		panic("cp: IntersectWords or RemoveWords on an interval variable (its post function should have refused it)")
	}
	lo, hi := (s.min[x]-s.base[x])>>6, (s.max[x]-s.base[x])>>6
	kept := 0
	for i := lo; i <= hi; i++ {
		kept += bits.OnesCount64(s.words[o+i] & (mask[i] ^ flip))
	}
	if kept == 0 {
		return s.failFilter(x)
	}
	removed := s.siz[x] - kept
	if removed == 0 {
		return true
	}
	if s.expl != nil {
		s.noteFilter(x, mask, flip, lo, hi)
	}
	s.saveVar(x)
	s.word0 = s.words[o]
	for i := lo; i <= hi; i++ {
		w := s.words[o+i]
		if nw := w & (mask[i] ^ flip); nw != w {
			s.saveWord(o + i)
			s.words[o+i] = nw
		}
	}
	s.siz[x] = kept
	oldMin, oldMax := s.min[x], s.max[x]
	s.min[x] = s.nextSet(x, oldMin)
	s.max[x] = s.prevSet(x, oldMax)
	ev := EventDomain
	if s.min[x] != oldMin || s.max[x] != oldMax {
		ev = s.boundsEvent(x)
	}
	s.changed(x, ev, removed)
	return true
}

// clearRange clears the bits of values lo..hi (lo <= hi, both within the
// variable's initial range) and returns how many were set.
func (s *Store) clearRange(x VarID, lo, hi int) int {
	o := int(s.off[x])
	bl, bh := lo-s.base[x], hi-s.base[x]
	removed := 0
	for i := bl >> 6; i <= bh>>6; i++ {
		m := ^uint64(0)
		if i == bl>>6 {
			m &= ^uint64(0) << (bl & 63)
		}
		if i == bh>>6 {
			m &= ^uint64(0) >> (63 - bh&63)
		}
		if w := s.words[o+i]; w&m != 0 {
			if s.expl != nil {
				s.expl.stampBits(o+i, w&m)
			}
			removed += bits.OnesCount64(w & m)
			s.saveWord(o + i)
			s.words[o+i] = w &^ m
		}
	}
	return removed
}

func (s *Store) boundsEvent(x VarID) Event {
	if s.siz[x] == 1 {
		return EventFixed
	}
	return EventBounds
}

func (s *Store) fail() bool {
	s.failed = true
	return false
}

// Failed reports whether the store has failed since the last PopTo.
func (s *Store) Failed() bool { return s.failed }

// changed records a successful write: counters, then the subscribers.
func (s *Store) changed(x VarID, ev Event, removed int) {
	if s.current >= 0 {
		s.counters[s.current].Prunings += int64(removed)
	}
	subs := s.subs[x]
	for i := range subs {
		sb := &subs[i]
		if !sb.cond.Matches(ev) {
			continue
		}
		if sb.cond == onValue {
			// Told when its value goes now, or stays as the only one: not
			// when another value goes, nor when the value went before.
			// (Value subscriptions are on bitset variables only; for a
			// one-word one, gone is what this write removed.)
			o := int(s.off[x])
			bit := uint64(1) << (sb.bit & 63)
			if s.nw[x] == 1 {
				if gone := s.word0 &^ s.words[o]; gone&bit == 0 && (ev != EventFixed || s.words[o]&bit == 0) {
					continue
				}
			} else if ev != EventFixed && s.words[o+int(sb.bit>>6)]&bit != 0 {
				continue
			}
		}
		p := sb.prop
		if s.trail.ints[s.active[p]] == 0 {
			continue
		}
		if n := s.notifiers[p]; n != nil && !n.Notify(s, sb.tag, ev) {
			continue
		}
		if p == s.current {
			s.selfHit = true
			continue
		}
		s.queue.push(p, s.prio[p])
	}
}

package cp

import "math/bits"

// Word-level queries of the fact trail, for explainers whose variables'
// domains fit in one word (Word0): a domain before a fact position as a
// bitset, and a reason "x lies in this set" built from bitsets, with no
// walk over values one at a time.

// Word0At is Word0 before fact position at (at <= 0: the given domain):
// the values of x's first word that were in its domain then, bit b
// standing for Base(x)+b. x must be a bitset variable and the fact trail
// on.
//
// Most questions are about recent positions, after which x lost a value
// or two: its facts since at are walked back (a removal x ≠ v gives back
// v alone). Past a few of them, or a fact of another kind, a value gone
// now was there then if its stamp is at or after at: one stamp read per
// given value gone.
func (s *Store) Word0At(x VarID, at int) uint64 {
	e := s.expl
	o := int(s.off[x])
	w := s.words[o]
	since := int32(max(at, 0))
	f := e.last[x]
	for k := 0; f >= since; k++ {
		l := &e.facts[f]
		if k == word0Walk || l.lit.Op != OpNe {
			return s.word0Stamps(x, w, since)
		}
		if b := l.lit.V - s.base[x]; b < 64 {
			w |= 1 << b // b >= 0: v was in x's domain
		}
		f = l.prev
	}
	return w
}

// word0Walk is how many of a variable's facts Word0At walks back before
// it reads stamps instead.
const word0Walk = 4

// word0Stamps is Word0At by stamps: w (x's first word now) with the given
// values gone since position since.
func (s *Store) word0Stamps(x VarID, w uint64, since int32) uint64 {
	o := int(s.off[x])
	gone := ^w & s.givenSpan0(x)
	stamp := s.expl.stamp[o<<6 : o<<6+64]
	for ; gone != 0; gone &= gone - 1 {
		b := bits.TrailingZeros64(gone)
		if stamp[b] >= since {
			w |= 1 << b
		}
	}
	return w
}

// givenWord0 is Word0At(x, 0), x's given first word, read once: a value
// given keeps its place (present, or gone with a stamp), a value not
// given never gets one.
func (s *Store) givenWord0(x VarID) uint64 {
	e := s.expl
	if g := e.given0[x]; g != 0 {
		return g
	}
	g := s.Word0At(x, 0)
	e.given0[x] = g
	return g
}

// givenSpan0 is the mask of the bits of x's first word between its given
// bounds.
func (s *Store) givenSpan0(x VarID) uint64 {
	e := s.expl
	lo, hi := e.initMin[x]-s.base[x], e.initMax[x]-s.base[x]
	if lo > 63 || hi < 0 {
		return 0
	}
	lo, hi = max(lo, 0), min(hi, 63)
	return ^uint64(0) >> (63 - hi) &^ (1<<lo - 1)
}

// AppendWithinWord0At is AppendWithinAt for a variable whose values all
// lie in its first word: dom is Word0At(x, at) (the caller has it), set
// the values x lies in (bits as in Word0; dom ⊆ set). It appends the
// shorter of the set's and the domain's bounds and holes, the set's on a
// tie, counting each by popcounts before writing one literal, and leaves
// out what is given.
func (s *Store) AppendWithinWord0At(x VarID, at int, dom, set uint64, buf []Lit) []Lit {
	given := s.givenWord0(x)
	set &= given
	// dom is non-empty (a domain before a fact) and within set.
	if n := s.word0Lits(x, given, set); n <= s.word0Lits(x, given, dom) {
		return s.appendWord0Lits(x, given, set, buf)
	}
	return s.appendWord0Lits(x, given, dom, buf)
}

// word0Lits counts the literals appendWord0Lits would write for w.
func (s *Store) word0Lits(x VarID, given, w uint64) int {
	e := s.expl
	lo, hi := bits.TrailingZeros64(w), 63-bits.LeadingZeros64(w)
	base := s.base[x]
	if lo == hi {
		if e.initMin[x] == e.initMax[x] {
			return 0
		}
		return 1
	}
	n := 0
	if base+lo > e.initMin[x] {
		n++
	}
	if base+hi < e.initMax[x] {
		n++
	}
	return n + bits.OnesCount64(given&^w&between(lo, hi))
}

// appendWord0Lits appends what says x lies in w (bits of x's first word,
// within the given domain): x = v for one value, else the given values it
// lacks between its bounds, then its bounds beyond the given ones (tidy's
// order).
func (s *Store) appendWord0Lits(x VarID, given, w uint64, buf []Lit) []Lit {
	e := s.expl
	lo, hi := bits.TrailingZeros64(w), 63-bits.LeadingZeros64(w)
	base := s.base[x]
	if lo == hi {
		if e.initMin[x] != e.initMax[x] {
			buf = append(buf, LitEq(x, base+lo))
		}
		return buf
	}
	for h := given &^ w & between(lo, hi); h != 0; h &= h - 1 {
		buf = append(buf, LitNe(x, base+bits.TrailingZeros64(h)))
	}
	if base+lo > e.initMin[x] {
		buf = append(buf, LitGe(x, base+lo))
	}
	if base+hi < e.initMax[x] {
		buf = append(buf, LitLe(x, base+hi))
	}
	return buf
}

// between is the mask of bits lo+1 .. hi-1 (lo < hi <= 63).
func between(lo, hi int) uint64 {
	return (uint64(1)<<hi - 1) &^ (uint64(1)<<(lo+1) - 1)
}

// domainReasonWord0 is domainReasonBound, tidied, for a variable whose
// values lie in its first word, by words: the given values gone, and the
// bound only when it is not given, in tidy's order, so tidy is not asked
// (its Given test per literal was 4 % of a learning run on the 25×25
// Sudokus).
func (s *Store) domainReasonWord0(l Lit, f *fact, i int, buf []Lit) []Lit {
	e, x := s.expl, l.X
	base := s.base[x]
	gone := s.givenWord0(x) &^ s.Word0At(x, i)
	if l.Op == OpGe {
		from := f.lit.V
		if f.lit.Op != OpGe {
			from = f.oldMin
		}
		for h := gone & span0(from-base, l.V-1-base); h != 0; h &= h - 1 {
			buf = append(buf, LitNe(x, base+bits.TrailingZeros64(h)))
		}
		if f.lit.Op != OpGe && f.oldMin > e.initMin[x] {
			buf = append(buf, LitGe(x, f.oldMin))
		}
		return buf
	}
	from := f.lit.V
	if f.lit.Op != OpLe {
		from = f.oldMax
	}
	for h := gone & span0(l.V+1-base, from-base); h != 0; h &= h - 1 {
		buf = append(buf, LitNe(x, base+bits.TrailingZeros64(h)))
	}
	if f.lit.Op != OpLe && f.oldMax < e.initMax[x] {
		buf = append(buf, LitLe(x, f.oldMax))
	}
	return buf
}

// span0 is the mask of bits lo..hi of one word, clipped to 0..63 (empty
// when lo > hi).
func span0(lo, hi int) uint64 {
	lo, hi = max(lo, 0), min(hi, 63)
	if lo > hi {
		return 0
	}
	return ^uint64(0) >> uint(63-hi) &^ (1<<uint(lo) - 1)
}

package propagators

import (
	"math/bits"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// ReifIn posts b ⇔ x ∈ values (mode Equiv) or b ⇒ x ∈ values (Implies). b
// must be a boolean (domain within {0,1}); values is a set (any order,
// repeats ignored, may be empty); x may be b itself.
//
// Domain consistent: while b is unfixed, b = 1 is kept iff x has a value in
// the set, b = 0 (Equiv) iff x has one outside it, and every value of x is
// supported; once b is fixed, x is intersected with the set or loses it.
// The set is a bitset in x's domain words, so a call costs O(w) for w =
// words spanned by x's current bounds (one word for domains of at most 64
// values); it subscribes OnDomain to x. The set is read at post only (no
// copy is kept). A single value goes to the O(1) propagator of b ⇔ x = v;
// b fixed at post, or x = b, is solved at post.
func ReifIn(s *cp.Store, x cp.VarID, values []int, b cp.VarID, mode Reif) error {
	const name = "ReifIn"
	if err := checkMode(name, mode); err != nil {
		return err
	}
	if err := checkVars(s, name, true, x, b); err != nil {
		return err
	}
	if err := checkBools(s, name, b); err != nil {
		return err
	}
	lit := newReifLit(b, mode)
	if x == b {
		for v := 0; v <= 1; v++ {
			in := slices.Contains(values, v)
			if (v == 1 && !in) || (v == 0 && lit.bwd && in) {
				s.Remove(b, v)
			}
		}
		return nil
	}
	// The set within x's initial range, as a mask over x's words (a
	// domain of one word keeps it in the propagator: one allocation).
	words := s.Words(x)
	base := s.Base(x)
	p := &reifIn{lit: lit, x: x}
	if len(words) == 1 {
		p.mask = p.word[:]
	} else {
		p.mask = make([]uint64, len(words))
	}
	for _, v := range values {
		if d := v - base; d >= 0 && d < 64*len(words) {
			p.mask[d>>6] |= 1 << (d & 63)
		}
	}
	inRange, last := 0, 0 // the distinct values of the set in range
	for i, w := range p.mask {
		if c := bits.OnesCount64(w); c > 0 {
			inRange, last = inRange+c, base+64*i+bits.TrailingZeros64(w)
		}
	}
	if inRange == 1 {
		postReifEqVal(s, x, last, lit)
		return nil
	}
	if s.Fixed(b) {
		p.Propagate(s) // a domain operation on x; nothing left to post
		return nil
	}
	id := s.Post(p, cp.Binary, "reif-in")
	s.Subscribe(id, x, cp.OnDomain, 0)
	s.Subscribe(id, b, cp.OnFixed, 1)
	return nil
}

// reifIn propagates lit ⇔ x ∈ S, S given by mask in x's coordinates.
type reifIn struct {
	lit  reifLit
	x    cp.VarID
	mask []uint64
	word [1]uint64 // mask's word, for x of one domain word
}

func (p *reifIn) Propagate(s *cp.Store) cp.Status {
	l := p.lit
	if s.Fixed(l.b) {
		ok := true
		if s.Value(l.b) == l.bt {
			ok = !l.fwd || s.IntersectWords(p.x, p.mask)
		} else if l.bwd {
			ok = s.RemoveWords(p.x, p.mask)
		}
		if !ok {
			return cp.Fail
		}
		return cp.Subsumed
	}
	words, base := s.Words(p.x), s.Base(p.x)
	lo, hi := (s.Min(p.x)-base)>>6, (s.Max(p.x)-base)>>6
	in, out := false, false
	for i := lo; i <= hi && !(in && out); i++ {
		w, m := words[i], p.mask[i]
		in = in || w&m != 0
		out = out || w&^m != 0
	}
	switch {
	case !out:
		return l.decided(s, true)
	case !in:
		return l.decided(s, false)
	}
	return cp.Fix
}

func (p *reifIn) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	inSet := func(v int) bool {
		b := v - s.Base(p.x)
		return b >= 0 && b < 64*len(p.mask) && p.mask[b>>6]&(1<<(b&63)) != 0
	}
	if d, holds := p.lit.decidedAt(s, l, at); d {
		if holds {
			return s.AppendWithinAt(p.x, at, inSet, buf)
		}
		return s.AppendWithinAt(p.x, at, func(v int) bool { return !inSet(v) }, buf)
	}
	if l.X == p.x {
		if r, ok := p.lit.bAt(s, at, buf); ok {
			return r
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner; the value mask is shared (read only), or
// copied with p.word when it is that word.
func (p *reifIn) Clone(*cp.Store) cp.Propagator {
	c := *p
	if len(c.mask) == 1 {
		c.mask = c.word[:]
	}
	return &c
}

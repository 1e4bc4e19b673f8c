package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// Reasons of the domain AllDifferent in its one-word form (scopes and
// spans of at most 64, every puzzle grid): the domains before the fact
// are read as words of value indices (cp.Store.Word0At), and the Hall set
// is found by a matching over those words, as the propagation's own
// one-word form does, with no walk over values.
//
// y ≠ u: another variable fixed to u is the reason. Else a matching of
// every variable but y: u is taken (y = u would complete it otherwise),
// by w say; w cannot be matched again without u, and the variables that
// the alternating paths from w reach form the smallest Hall set whose
// values hold u: as many values as variables. Each of them lying within
// those values is the reason. A failure: two variables fixed to one
// value, else a variable the matching leaves out, whose alternating paths
// reach more variables than values.
//
// The words live in the store's scratch (cp.Store.ScratchWords slot 0 and
// ScratchInts slots 13..15), so a reason costs no allocation once they
// have grown.

// hallWords is the state of one explanation.
type hallWords struct {
	dom      []uint64 // per variable: its value indices before at
	varMatch []int    // per variable: value index + 1, 0 unmatched
	valMatch []int    // per value index: variable + 1, 0 free
	queue    []int    // breadth-first queue of variables
	free     uint64   // value indices not matched
}

// explainWord is Explain in the one-word form; ok is false for a literal
// it does not explain (the caller falls back on the general form).
func (p *alldiffDomain) explainWord(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) ([]cp.Lit, bool) {
	j := -1 // the variable of y ≠ u
	if l.Op == cp.OpNe {
		if j = indexOf(p.xs, l.X); j < 0 {
			return buf, false
		}
	} else if l.Op != cp.OpFalse {
		return buf, false
	}
	h := hallWords{
		dom:      s.ScratchWords(0, p.n),
		varMatch: s.ScratchInts(13, p.n),
		valMatch: s.ScratchInts(14, p.nv),
		queue:    s.ScratchInts(15, p.n)[:0],
		free:     ^uint64(0) >> uint(64-p.nv),
	}
	var fixed uint64 // the values of the fixed variables
	for i, x := range p.xs {
		d := s.Word0At(x, at) << uint(p.shift[i])
		h.dom[i] = d
		if d&(d-1) != 0 {
			continue
		}
		if d == 0 {
			return buf, false // an empty domain: a write failed, not this constraint
		}
		if j < 0 && fixed&d != 0 {
			// Two variables fixed to one value.
			k := 0
			for h.dom[k] != d {
				k++
			}
			return append(buf, p.litEq(s, k, d), p.litEq(s, i, d)), true
		}
		fixed |= d
	}
	var u uint64 // y ≠ u: u's bit
	if j >= 0 {
		b := l.V - s.Base(l.X) + p.shift[j]
		if b < 0 || b >= p.nv {
			return buf, false
		}
		u = 1 << uint(b)
		if fixed&u != 0 {
			for i, d := range h.dom {
				if i != j && d == u {
					return append(buf, p.litEq(s, i, d)), true
				}
			}
		}
	}
	// A matching of every variable but y, greedy then by augmenting
	// paths; one that none reaches marks a failure's Hall set.
	for i, d := range h.dom {
		if c := d & h.free; i != j && c != 0 {
			h.take(i, bits.TrailingZeros64(c))
		}
	}
	for i := range h.dom {
		if i != j && h.varMatch[i] == 0 && !h.augment(i, 0) {
			return p.appendHallWords(s, &h, at, buf), true
		}
	}
	if j < 0 {
		return buf, false // no Hall set: the failure was not this constraint's
	}
	w := h.valMatch[bits.TrailingZeros64(u)] - 1
	if w < 0 {
		return buf, false // y = u completes the matching: no Hall set
	}
	h.varMatch[w], h.valMatch[bits.TrailingZeros64(u)] = 0, 0
	if h.augment(w, u) {
		return buf, false
	}
	return p.appendHallWords(s, &h, at, buf), true
}

// take matches variable i to value index v.
func (h *hallWords) take(i, v int) {
	h.varMatch[i], h.valMatch[v] = v+1, i+1
	h.free &^= 1 << uint(v)
}

// augment matches the unmatched variable root along a shortest augmenting
// path that avoids the values of banned, breadth first over value words
// (each value visited once), and reports whether one exists. When none
// does, h.queue holds the variables the alternating paths from root
// reach: a Hall set.
func (h *hallWords) augment(root int, banned uint64) bool {
	// parent and via: varMatch of a queued variable is its value + 1, so
	// the path is read back from the values: the value a variable was
	// reached through is the one it is matched to.
	q := append(h.queue[:0], root)
	seen := banned
	for k := 0; k < len(q); k++ {
		i := q[k]
		c := h.dom[i] &^ seen
		if f := c & h.free; f != 0 {
			h.shiftPath(q[:k+1], i, bits.TrailingZeros64(f))
			h.queue = q[:0]
			return true
		}
		seen |= c
		for ; c != 0; c &= c - 1 {
			q = append(q, h.valMatch[bits.TrailingZeros64(c)]-1)
		}
	}
	h.queue = q
	return false
}

// shiftPath flips the augmenting path that ends at variable i, which
// takes the free value v: each variable on the way back to the root (the
// first of q) takes the value of the one after it. A variable's parent is
// the earliest variable in q whose domain holds its matched value.
func (h *hallWords) shiftPath(q []int, i, v int) {
	for {
		old := h.varMatch[i] - 1
		h.take(i, v)
		if i == q[0] {
			return
		}
		// i was reached through old: its parent is the first variable
		// of q that holds old (breadth first, so the one that queued it).
		k := 0
		for h.dom[q[k]]>>uint(old)&1 == 0 {
			k++
		}
		i, v = q[k], old
	}
}

// appendHallWords appends the reason of the Hall set in h.queue: each of
// its variables lies within the values of all of them.
func (p *alldiffDomain) appendHallWords(s *cp.Store, h *hallWords, at int, buf []cp.Lit) []cp.Lit {
	var vals uint64
	for _, i := range h.queue {
		vals |= h.dom[i]
	}
	for _, i := range h.queue {
		sh := uint(p.shift[i])
		buf = s.AppendWithinWord0At(p.xs[i], at, h.dom[i]>>sh, vals>>sh, buf)
	}
	return buf
}

// litEq is xs[i] = the value of index word d (one bit).
func (p *alldiffDomain) litEq(s *cp.Store, i int, d uint64) cp.Lit {
	x := p.xs[i]
	return cp.LitEq(x, s.Base(x)+bits.TrailingZeros64(d)-p.shift[i])
}

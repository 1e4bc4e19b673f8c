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
	if l.Op == cp.OpNe && at < s.NumFacts() {
		if r, ok := p.explainNow(s, l, at, buf); ok {
			return r, true
		}
	}
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
	var vals, set uint64
	for _, i := range h.queue {
		vals |= h.dom[i]
		set |= 1 << uint(i)
		h.dom[i] >>= uint(p.shift[i]) // back to the variable's own bits
	}
	return p.appendWithin(s, set, h.dom, vals, at, buf)
}

// appendWithin appends the reason of a Hall set: each variable i of set
// (a bit per index of p.xs) lies within vals (the set's values, shifted
// as the propagation's words), dom[i] being its domain before at in its
// own bits. Each variable's literals are tidy (AppendWithinWord0At), and
// the variables go in the order of p.xs, which is the order of their ids
// in every grid: then the whole reason is tidy and the store is told so
// (cp.Store.ReasonTidy), which spares the sort and the given tests of
// its tidy pass.
func (p *alldiffDomain) appendWithin(s *cp.Store, set uint64, dom []uint64, vals uint64, at int, buf []cp.Lit) []cp.Lit {
	sorted, last := true, cp.VarID(-1)
	for ; set != 0; set &= set - 1 {
		i := bits.TrailingZeros64(set)
		sh := uint(p.shift[i])
		buf = s.AppendWithinWord0At(p.xs[i], at, dom[i], vals>>sh, buf)
		sorted = sorted && p.xs[i] > last
		last = p.xs[i]
	}
	if sorted {
		s.ReasonTidy()
	}
	return buf
}

// litEq is xs[i] = the value of index word d (one bit).
func (p *alldiffDomain) litEq(s *cp.Store, i int, d uint64) cp.Lit {
	x := p.xs[i]
	return cp.LitEq(x, s.Base(x)+bits.TrailingZeros64(d)-p.shift[i])
}

// The reasons of one conflict analysis are all asked in one state of the
// store. A matching of every variable over the domains now (alldiffWhy,
// kept for the state) is one over the larger domains before any fact
// too, so a removal y ≠ u is explained from it with no matching built
// for the fact's time: the variable w matched to u, and the variables the
// alternating paths from w reach over the domains before the fact,
// without u and without y's value (y leaves the matching), form the
// smallest Hall set whose values hold u then. Only the domains of its
// variables are read at the fact's time. When there is no matching of
// every variable now (the failing constraint, or one the failure stopped
// before its fixpoint), the reason is found by a matching of the domains
// before the fact (explainWord).

// alldiffWhy is the matching of the domains now that the reasons start
// from, and the state it is for.
type alldiffWhy struct {
	recorded int64 // cp.Store.FactsRecorded when built: with facts, names the state
	facts    int   // cp.Store.NumFacts when built
	ok       bool  // every variable is matched
	free     uint64
	varMatch [alldiffWordMax]uint8 // per variable: its value index + 1, 0 none
	valMatch [alldiffWordMax]uint8 // per value index: its variable + 1, 0 free
}

// explainNow explains y ≠ u (a fact before at < NumFacts) by the Hall set
// of the domains before at that the matching now leads to; ok is false
// when there is no matching of every variable now.
func (p *alldiffDomain) explainNow(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) ([]cp.Lit, bool) {
	j := indexOf(p.xs, l.X)
	if j < 0 {
		return buf, false
	}
	b := l.V - s.Base(l.X) + p.shift[j]
	if b < 0 || b >= p.nv {
		return buf, false
	}
	wy := &p.why
	if rec, n := s.FactsRecorded(), s.NumFacts(); wy.recorded != rec || wy.facts != n {
		wy.recorded, wy.facts = rec, n
		wy.ok = p.matchNow(s)
	}
	if !wy.ok {
		return buf, false
	}
	w := int(wy.valMatch[b]) - 1
	if w < 0 || w >= p.n || w == j {
		return buf, false // u is free now: y = u would complete the matching
	}
	// Breadth first from w over the values but u: a free value, or y's
	// (free once y leaves), would end an augmenting path.
	u := uint64(1) << uint(b)
	open := wy.free
	if m := wy.varMatch[j]; m > 0 {
		open |= 1 << (m - 1)
	}
	q := s.ScratchInts(15, p.n)[:0]
	q = append(q, w)
	then := s.ScratchWords(0, p.n) // per variable of q: its domain before at
	seen := u
	var vals uint64 // the set's values before at
	inQ := uint64(1) << uint(w)
	for k := 0; k < len(q); k++ {
		i := q[k]
		then[i] = s.Word0At(p.xs[i], at)
		d := then[i] << uint(p.shift[i])
		vals |= d
		c := d &^ seen
		if c&open != 0 {
			return buf, false // no Hall set: y ≠ u did not follow then
		}
		seen |= c
		for ; c != 0; c &= c - 1 {
			i := int(wy.valMatch[bits.TrailingZeros64(c)]) - 1
			if i < 0 || i >= p.n || i == j || inQ>>uint(i)&1 != 0 {
				return buf, false // not a matching (cannot happen)
			}
			inQ |= 1 << uint(i)
			q = append(q, i)
		}
	}
	// The search closed: every value of the set's domains but u is the
	// matched value of a distinct variable of the set other than w, so
	// the values are no more than the variables, u among them unless
	// they are fewer, and y is not one of them. That is the reason,
	// whatever the matching held.
	return p.appendWithin(s, inQ, then, vals, at, buf), true
}

// matchNow makes p.why a matching of every variable over the domains now,
// repairing the one it holds (pairs whose value left, then augmenting
// paths), and reports whether there is one.
func (p *alldiffDomain) matchNow(s *cp.Store) bool {
	wy := &p.why
	h := hallWords{
		dom:      s.ScratchWords(0, p.n),
		varMatch: s.ScratchInts(13, p.n),
		valMatch: s.ScratchInts(14, p.nv),
		queue:    s.ScratchInts(15, p.n)[:0],
		free:     ^uint64(0) >> uint(64-p.nv),
	}
	for i, x := range p.xs {
		h.dom[i] = s.Word0(x) << uint(p.shift[i])
		if m := int(wy.varMatch[i]) - 1; m >= 0 && h.dom[i]>>uint(m)&1 != 0 && h.valMatch[m] == 0 {
			h.take(i, m)
		}
	}
	for i, d := range h.dom {
		if c := d & h.free; h.varMatch[i] == 0 && c != 0 {
			h.take(i, bits.TrailingZeros64(c))
		}
	}
	ok := true
	for i := range h.dom {
		if h.varMatch[i] == 0 && !h.augment(i, 0) {
			ok = false
			break
		}
	}
	for i, m := range h.varMatch {
		wy.varMatch[i] = uint8(m)
	}
	for v, i := range h.valMatch {
		wy.valMatch[v] = uint8(i)
	}
	wy.free = h.free
	return ok
}

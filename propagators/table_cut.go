package propagators

import (
	"math/bits"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Support cuts: the reasons of a positive Table (cp.Explainer) read from
// projections built once at post.
//
// x ≠ v holds because every tuple with x = v (its supports) has lost a
// value. For each variable y, the projection P_y of those tuples onto y
// (the values y takes in them) is a bitset kept per support slot, so the
// question "did y alone kill them all?" costs one look per value of P_y,
// not a pass over the tuples. The reason is then a cut:
//
//  1. a single variable y none of whose values of P_y was alive before the
//     fact: "y avoids the values of P_y it lost" (a fixed neighbour says it
//     in one literal), the variable said in the fewest literals;
//  2. else a few variables whose alive values of P_y support no tuple of
//     the target together: taken fewest-alive first until no target tuple
//     is alive on all of them, then each dropped when the others suffice
//     (so the cut is minimal by variables); each says it avoids its lost
//     values of P_y.
//
// A bound has as target the supports of the values it cuts off, and a
// failure every tuple (P_y: every value of y in the table). Each
// variable's part is the shorter of its lost values and its domain
// (cp.Store.AppendWithinAt), so a cut is never longer than the coarse
// reason. The projections take nslots·Σ⌈range_y/64⌉ words; a table whose
// projections would outweigh its supports keeps the greedy cover
// (tableCover) instead.
type tableCuts struct {
	projW   int      // words of one slot's projections
	projOff []int    // per variable: its first word in a slot's projections
	proj    []uint64 // per slot: projW words; nil when too large
	projAll []uint64 // the projections of every tuple: each variable's table values
}

// buildCuts fills the projections of c's supports, unless they would take
// more words than the supports themselves (and a little more).
func (c *tableShape) buildCuts(s *cp.Store, ts tableSet) {
	k := len(ts.vars)
	var t tableCuts
	t.projOff = make([]int, k)
	for j := range k {
		t.projOff[j] = t.projW
		t.projW += (c.slotHi[j]-c.slotLo[j])>>6 + 1
	}
	if c.nslots*t.projW > 2*len(c.sup)+4096 {
		c.cuts = tableCuts{}
		return
	}
	if s != nil {
		s.ChargeBuildBytes(int64(c.nslots*t.projW+t.projW) * 8)
	}
	t.proj = make([]uint64, c.nslots*t.projW)
	t.projAll = make([]uint64, t.projW)
	for r := 0; r < ts.n; r++ {
		row := ts.flat[r*k : r*k+k]
		for i, v := range row {
			sl := int(c.valSlot[c.slotOff[i]+v-c.slotLo[i]])
			block := t.proj[sl*t.projW : (sl+1)*t.projW]
			for j, w := range row {
				b := w - c.slotLo[j]
				block[t.projOff[j]+b>>6] |= 1 << (b & 63)
			}
			b := v - c.slotLo[i]
			t.projAll[t.projOff[i]+b>>6] |= 1 << (b & 63)
		}
	}
	c.cuts = t
}

// projOf returns variable j's words of the projection P.
func (c *tableCore) projOf(t *tableCuts, P []uint64, j int) []uint64 {
	return P[t.projOff[j] : t.projOff[j]+(c.slotHi[j]-c.slotLo[j])>>6+1]
}

// aliveIn counts the values of Pj (variable j's projection words) alive
// before at.
func (c *tableCore) aliveIn(s *cp.Store, at, j int, Pj []uint64) int {
	x, n := c.vars[j], 0
	for w, word := range Pj {
		for word != 0 {
			b := bits.TrailingZeros64(word)
			word &= word - 1
			if s.ContainsAt(x, c.slotLo[j]+w<<6+b, at) {
				n++
			}
		}
	}
	return n
}

// appendAvoid appends literals saying variable j avoids the values of Pj
// it lost before at.
func (c *tableCore) appendAvoid(s *cp.Store, at, j int, Pj []uint64, buf []cp.Lit) []cp.Lit {
	x, lo, hi := c.vars[j], c.slotLo[j], c.slotHi[j]
	return s.AppendWithinAt(x, at, func(v int) bool {
		if v < lo || v > hi {
			return true
		}
		b := v - lo
		return Pj[b>>6]&(1<<(b&63)) == 0 || s.ContainsAt(x, v, at)
	}, buf)
}

// cutReason appends the support cut of l (see tableCuts); false when l is
// not one it explains (then buf is unchanged).
func (p *tableCT) cutReason(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) ([]cp.Lit, bool) {
	t := &p.cuts
	if t.proj == nil {
		return buf, false
	}
	P := s.ScratchWords(3, t.projW)
	target := s.ScratchWords(0, p.nw)
	i := indexOf(p.vars, l.X)
	switch {
	case l.Op == cp.OpFalse:
		copy(P, t.projAll)
		p.allTuples(target)
	case i >= 0 && l.Op == cp.OpNe:
		sl := p.slot(i, l.V)
		if sl < 0 {
			return buf, true // no tuple has x = v: the table alone forbids it
		}
		copy(P, t.proj[sl*t.projW:(sl+1)*t.projW])
		copy(target, p.sup[sl*p.nw:(sl+1)*p.nw])
	case i >= 0 && (l.Op == cp.OpGe || l.Op == cp.OpLe):
		for v := p.slotLo[i]; v <= p.slotHi[i]; v++ {
			if sl := p.slot(i, v); sl >= 0 && !l.Holds(v) {
				for w, pw := range t.proj[sl*t.projW : (sl+1)*t.projW] {
					P[w] |= pw
				}
				for w := range target {
					target[w] |= p.sup[sl*p.nw+w]
				}
			}
		}
	default:
		return buf, false
	}
	// 1. A single variable that lost every value of its projection.
	k := len(p.vars)
	alive := s.ScratchInts(0, k)
	// The best so far is kept at buf[base:], each candidate tried after it.
	base, best := len(buf), -1
	for j := range p.vars {
		Pj := p.projOf(t, P, j)
		alive[j] = p.aliveIn(s, at, j, Pj)
		if alive[j] > 0 {
			continue
		}
		end := len(buf)
		buf = p.appendAvoid(s, at, j, Pj, buf)
		if n := len(buf) - end; best < 0 || n < end-base {
			best = j
			buf = buf[:base+copy(buf[base:], buf[end:])]
		} else {
			buf = buf[:end]
		}
	}
	if best >= 0 {
		return buf, true
	}
	// 2. Several: the tuples of target alive on each variable.
	nz := s.ScratchInts(1, p.nw)[:0]
	for w, tw := range target {
		if tw != 0 {
			nz = append(nz, w)
		}
	}
	if len(nz) == 0 {
		return buf, true // no tuple to kill
	}
	order := s.ScratchInts(2, k)[:0]
	for j := range p.vars {
		order = append(order, j)
	}
	slices.SortStableFunc(order, func(a, b int) int { return alive[a] - alive[b] })
	masks := s.ScratchWords(1, k*len(nz)) // per chosen variable: its alive tuples over nz
	left := s.ScratchWords(2, len(nz))    // target tuples alive on every chosen variable
	for q, w := range nz {
		left[q] = target[w]
	}
	chosen := s.ScratchInts(3, k)[:0]
	remaining := true
	for _, j := range order {
		if !remaining {
			break
		}
		x := p.vars[j]
		m := masks[len(chosen)*len(nz) : (len(chosen)+1)*len(nz)]
		clear(m) // a variable that killed nothing left its tuples here
		for w, word := range p.projOf(t, P, j) {
			for word != 0 {
				b := bits.TrailingZeros64(word)
				word &= word - 1
				v := p.slotLo[j] + w<<6 + b
				if !s.ContainsAt(x, v, at) {
					continue
				}
				sl := p.slot(j, v)
				sup := p.sup[sl*p.nw : (sl+1)*p.nw]
				for q, tw := range nz {
					m[q] |= sup[tw]
				}
			}
		}
		kills := false
		remaining = false
		for q := range nz {
			nl := left[q] & m[q]
			kills = kills || nl != left[q]
			left[q] = nl
			remaining = remaining || nl != 0
		}
		if kills {
			chosen = append(chosen, j)
		}
	}
	if remaining {
		return buf, false // some target tuple alive: not a fact this table made
	}
	// Drop a chosen variable when the others kill every target tuple.
	for c := len(chosen) - 1; c >= 0; c-- {
		needed := false
		for q, w := range nz {
			acc := target[w]
			for d := range chosen {
				if d != c && chosen[d] >= 0 {
					acc &= masks[d*len(nz)+q]
				}
			}
			if acc != 0 {
				needed = true
				break
			}
		}
		if !needed {
			chosen[c] = -1
		}
	}
	for _, j := range chosen {
		if j >= 0 {
			buf = p.appendAvoid(s, at, j, p.projOf(t, P, j), buf)
		}
	}
	return buf, true
}

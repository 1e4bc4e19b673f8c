package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// Reasons of Table and NegativeTable (cp.Explainer).
//
// Table: x ≠ v because every tuple with x = v has lost a value: the reason
// is a set of removed values (y ≠ w) that kills each of those tuples,
// chosen greedily (the value killing most of the tuples still alive
// first), each variable's part said in the shorter of its removed values
// and its domain (cp.Store.AppendWithinAt). A bound written because no
// tuple reaches past it needs no reason; a failure kills every tuple the
// same way.
//
// NegativeTable: x ≠ v because every combination of the other variables'
// domains, with x = v, is a forbidden tuple: the reason is the others'
// domains.

// tableCover chooses removed values (before at) that kill every tuple of
// target (a bitset over the tuples, consumed) and marks them in chosen
// (per support slot). It reports false when some tuple of target is alive
// at at (then no such cover exists).
//
// Only the words where target has tuples are looked at. A variable with
// few values left is tried alone first: if none of them supports a target
// tuple, its domain is the reason (aloneByAlive). Else the removed values
// whose supports meet target (the candidates) are scored, once. When the
// candidates of one variable kill every tuple on their own,
// that variable alone is the reason (the one said in the fewest literals:
// a fixed neighbour is one literal however many values it lost); else the
// candidates are chosen greedily, the one killing most of the tuples left
// first.
func (c *tableCore) tableCover(s *cp.Store, at int, target []uint64, chosen []int, buf []cp.Lit) bool {
	nz := s.ScratchInts(1, len(target))[:0]
	for w, t := range target {
		if t != 0 {
			nz = append(nz, w)
		}
	}
	if i := c.aloneByAlive(s, at, target, nz, buf); i >= 0 {
		for v := c.slotLo[i]; v <= c.slotHi[i]; v++ {
			if sl := c.slot(i, v); sl >= 0 && !s.ContainsAt(c.vars[i], v, at) {
				chosen[sl] = 1
			}
		}
		return true
	}
	// cand: candidate slots; varOf: their variable's index.
	cand := s.ScratchInts(2, c.nslots)[:0]
	varOf := s.ScratchInts(3, c.nslots)[:0]
	union := s.ScratchWords(1, len(nz))
	own := s.ScratchWords(2, len(nz))
	bestVar, bestLits := -1, 0
	for i, x := range c.vars {
		clear(own)
		first := len(cand)
		for v := c.slotLo[i]; v <= c.slotHi[i]; v++ {
			sl := c.slot(i, v)
			if sl < 0 || s.ContainsAt(x, v, at) {
				continue
			}
			sup := c.sup[sl*c.nw : (sl+1)*c.nw]
			hit := uint64(0)
			for j, w := range nz {
				m := sup[w] & target[w]
				own[j] |= m
				hit |= m
			}
			if hit != 0 {
				cand = append(cand, sl)
				varOf = append(varOf, i)
			}
		}
		covers := len(cand) > first
		for j, w := range nz {
			union[j] |= own[j]
			covers = covers && own[j] == target[w]
		}
		if !covers {
			continue
		}
		// Say it, to count its literals.
		for _, sl := range cand[first:] {
			chosen[sl] = 1
		}
		n := len(c.appendVar(s, at, i, chosen, buf)) - len(buf)
		for _, sl := range cand[first:] {
			chosen[sl] = 0
		}
		if bestVar < 0 || n < bestLits {
			bestVar, bestLits = i, n
		}
	}
	for j, w := range nz {
		if union[j] != target[w] {
			return false
		}
	}
	if bestVar >= 0 {
		for k, sl := range cand {
			if varOf[k] == bestVar {
				chosen[sl] = 1
			}
		}
		return true
	}
	// Greedy: each round drops the candidates that kill nothing left and
	// the words left empty, so rounds get cheaper.
	for len(nz) > 0 {
		best, bestN := -1, 0
		kept := cand[:0]
		for _, sl := range cand {
			sup := c.sup[sl*c.nw : (sl+1)*c.nw]
			n := 0
			for _, w := range nz {
				n += bits.OnesCount64(target[w] & sup[w])
			}
			if n == 0 {
				continue
			}
			if n > bestN {
				best, bestN = len(kept), n
			}
			kept = append(kept, sl)
		}
		cand = kept
		sl := cand[best] // the union check above: some candidate kills a tuple left
		chosen[sl] = 1
		sup := c.sup[sl*c.nw : (sl+1)*c.nw]
		left := nz[:0]
		for _, w := range nz {
			if target[w] &^= sup[w]; target[w] != 0 {
				left = append(left, w)
			}
		}
		nz = left
	}
	return true
}

// aloneByAlive looks for a variable none of whose values alive at at
// supports a tuple of target (its domain then kills them all), checking
// only the variables with fewer alive values than removed ones (deep in a
// search: a fixed neighbour costs one pass over the target's words nz).
// It returns the one whose domain is said in the fewest literals, or -1.
func (c *tableCore) aloneByAlive(s *cp.Store, at int, target []uint64, nz []int, buf []cp.Lit) int {
	best, bestLits := -1, 0
	for i, x := range c.vars {
		alive, removed := 0, 0
		for v := c.slotLo[i]; v <= c.slotHi[i]; v++ {
			if c.slot(i, v) < 0 {
				continue
			}
			if s.ContainsAt(x, v, at) {
				alive++
			} else {
				removed++
			}
		}
		if alive > removed {
			continue
		}
		covers := true
		for v := c.slotLo[i]; v <= c.slotHi[i] && covers; v++ {
			sl := c.slot(i, v)
			if sl < 0 || !s.ContainsAt(x, v, at) {
				continue
			}
			sup := c.sup[sl*c.nw : (sl+1)*c.nw]
			for _, w := range nz {
				if sup[w]&target[w] != 0 {
					covers = false
					break
				}
			}
		}
		if !covers {
			continue
		}
		if n := len(s.AppendDomainAt(x, at, buf)) - len(buf); best < 0 || n < bestLits {
			best, bestLits = i, n
		}
	}
	return best
}

// appendChosen appends, per variable, literals that exclude its chosen
// values (and hold before at).
func (c *tableCore) appendChosen(s *cp.Store, at int, chosen []int, buf []cp.Lit) []cp.Lit {
	for i := range c.vars {
		buf = c.appendVar(s, at, i, chosen, buf)
	}
	return buf
}

// appendVar appends literals that exclude variable i's chosen values (none
// when it has no chosen value).
func (c *tableCore) appendVar(s *cp.Store, at, i int, chosen []int, buf []cp.Lit) []cp.Lit {
	any := false
	for v := c.slotLo[i]; v <= c.slotHi[i] && !any; v++ {
		sl := c.slot(i, v)
		any = sl >= 0 && chosen[sl] != 0
	}
	if !any {
		return buf
	}
	return s.AppendWithinAt(c.vars[i], at, func(v int) bool {
		sl := c.slot(i, v)
		return sl < 0 || chosen[sl] == 0
	}, buf)
}

func (p *tableCT) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	target := s.ScratchWords(0, p.nw)
	i := indexOf(p.vars, l.X)
	switch {
	case l.Op == cp.OpFalse:
		p.allTuples(target)
	case i >= 0 && l.Op == cp.OpNe:
		if sl := p.slot(i, l.V); sl >= 0 {
			copy(target, p.sup[sl*p.nw:sl*p.nw+p.nw])
		}
	case i >= 0 && (l.Op == cp.OpGe || l.Op == cp.OpLe):
		for v := p.slotLo[i]; v <= p.slotHi[i]; v++ {
			if sl := p.slot(i, v); sl >= 0 && !l.Holds(v) {
				for w := range target {
					target[w] |= p.sup[sl*p.nw+w]
				}
			}
		}
	default:
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	chosen := s.ScratchInts(0, p.nslots)
	if !p.tableCover(s, at, target, chosen, buf) {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	return p.appendChosen(s, at, chosen, buf)
}

// allTuples sets target to every tuple of the table (the union of the
// first variable's supports).
func (c *tableCore) allTuples(target []uint64) {
	clear(target)
	for v := c.slotLo[0]; v <= c.slotHi[0]; v++ {
		if sl := c.slot(0, v); sl >= 0 {
			for w := range target {
				target[w] |= c.sup[sl*c.nw+w]
			}
		}
	}
}

func (p *tableNeg) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if l.Op != cp.OpNe {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	for _, y := range p.vars {
		if y != l.X {
			buf = s.AppendDomainAt(y, at, buf)
		}
	}
	return buf
}

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
func (c *tableCore) tableCover(s *cp.Store, at int, target []uint64, chosen []int) bool {
	for anySetWords(target) {
		best, bestN := -1, 0
		for i, x := range c.vars {
			for v := c.slotLo[i]; v <= c.slotHi[i]; v++ {
				sl := c.slot(i, v)
				if sl < 0 || chosen[sl] != 0 || s.ContainsAt(x, v, at) {
					continue
				}
				n := 0
				for w, t := range target {
					n += bits.OnesCount64(t & c.sup[sl*c.nw+w])
				}
				if n > bestN {
					best, bestN = sl, n
				}
			}
		}
		if best < 0 {
			return false
		}
		chosen[best] = 1
		for w := range target {
			target[w] &^= c.sup[best*c.nw+w]
		}
	}
	return true
}

func anySetWords(b []uint64) bool {
	for _, w := range b {
		if w != 0 {
			return true
		}
	}
	return false
}

// appendChosen appends, per variable, literals that exclude its chosen
// values (and hold before at).
func (c *tableCore) appendChosen(s *cp.Store, at int, chosen []int, buf []cp.Lit) []cp.Lit {
	for i, x := range c.vars {
		any := false
		for v := c.slotLo[i]; v <= c.slotHi[i] && !any; v++ {
			sl := c.slot(i, v)
			any = sl >= 0 && chosen[sl] != 0
		}
		if !any {
			continue
		}
		buf = s.AppendWithinAt(x, at, func(v int) bool {
			sl := c.slot(i, v)
			return sl < 0 || chosen[sl] == 0
		}, buf)
	}
	return buf
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
	if !p.tableCover(s, at, target, chosen) {
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

package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// NegativeTable posts (xs[0], …, xs[n-1]) ∉ tuples: no listed tuple holds.
//
// Every tuple must have len(xs) values. Tuples that cannot hold in the
// domains the variables have when NegativeTable is called are dropped, and so
// are duplicates. A variable may appear several times in xs: tuples giving it
// two different values are dropped (they never hold) and the rest is
// projected onto the distinct variables. An empty list constrains nothing;
// a list over one distinct variable removes its values from the domain.
//
// The propagator keeps the forbidden tuples that are valid in the current
// domains in a reversible sparse bitset, updated like Compact-Table's. A value
// v of x is removed when the valid forbidden tuples with x = v are as many as
// the assignments of the other variables (the product of their domain
// sizes), which is domain consistent (a removed value supports nothing, so
// one pass reaches the fixpoint); the count is only taken for variables
// whose product of other domain sizes does not exceed the number of valid
// forbidden tuples, so most calls cost O(n²) plus the update. A count costs
// O(w) for w live words; a call O(Σ|dom x| · w) at worst.
func NegativeTable(s *cp.Store, xs []cp.VarID, tuples [][]int) error {
	ts, err := tablePrepare(s, "NegativeTable", xs, tuples)
	if err != nil {
		return err
	}
	switch {
	case ts.n == 0:
		return nil
	case len(ts.vars) == 1:
		x := ts.vars[0]
		mask := make([]uint64, len(s.Words(x)))
		for _, v := range ts.flat {
			b := v - s.Base(x)
			mask[b>>6] |= 1 << (b & 63)
		}
		s.RemoveWords(x, mask) // a wipe-out marks the store failed
		return nil
	}
	p := &tableNeg{tableCore: newTableCore(s, ts)}
	nw := 0
	for _, x := range ts.vars {
		nw = max(nw, len(s.Words(x)))
	}
	p.rm = make([]uint64, nw)
	id := s.Post(p, tablePriority(len(ts.vars)), "negative-table")
	for i, x := range ts.vars {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	return nil
}

// tableNeg is the counting propagator of a negative table: domain
// consistent; a call costs the Compact-Table update, O(n²) for the products
// of domain sizes, and O(w) per value of a variable whose product does not
// exceed the valid forbidden tuples (see NegativeTable).
type tableNeg struct {
	tableCore
	rm []uint64 // scratch: values to remove, in a variable's word coordinates
}

func (p *tableNeg) Propagate(s *cp.Store) cp.Status {
	if _, _, ok := p.update(s); !ok {
		return cp.Subsumed // no forbidden tuple can hold any more
	}
	words := s.BitsetWords(p.cur)
	lim := s.Int(p.limit)
	valid := 0
	for j := 0; j < lim; j++ {
		valid += bits.OnesCount64(words[p.index[j]])
	}
	for i, x := range p.vars {
		// other = Π_{j≠i} |dom x_j| (sizes as of the update), capped
		// above valid: a value needs other forbidden tuples to lose all
		// its supports.
		other := 1
		for j := range p.vars {
			if j != i {
				other *= p.size[j]
				if other > valid {
					break
				}
			}
		}
		if other > valid {
			continue
		}
		cur := s.Words(x)
		base := s.Base(x)
		lo := max(p.wLo[i], (s.Min(x)-base)>>6)
		hi := min(p.wHi[i], (s.Max(x)-base)>>6)
		removed := false
		for w := lo; w <= hi; w++ {
			bw := cur[w]
			rm := uint64(0)
			for bw != 0 {
				b := bits.TrailingZeros64(bw)
				bw &= bw - 1
				sl := p.slot(i, base+w<<6+b)
				if sl < 0 {
					continue
				}
				sup := p.sup[sl*p.nw : sl*p.nw+p.nw]
				cnt := 0
				for j := 0; j < lim && cnt < other; j++ {
					o := p.index[j]
					cnt += bits.OnesCount64(words[o] & sup[o])
				}
				if cnt >= other {
					rm |= 1 << b
				}
			}
			p.rm[w] = rm
			removed = removed || rm != 0
		}
		if !removed {
			continue
		}
		if !s.RemoveWords(x, p.rmView(s, x, lo, hi)) {
			return cp.Fail
		}
	}
	return cp.Fix
}

// rmView clears the scratch words of x outside lo..hi within x's current
// word range, so that RemoveWords reads only this call's removals.
func (p *tableNeg) rmView(s *cp.Store, x cp.VarID, lo, hi int) []uint64 {
	base := s.Base(x)
	for w := (s.Min(x) - base) >> 6; w < lo; w++ {
		p.rm[w] = 0
	}
	for w := hi + 1; w <= (s.Max(x)-base)>>6; w++ {
		p.rm[w] = 0
	}
	return p.rm
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

// Clone implements cp.Cloner.
func (p *tableNeg) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.tableCore = p.tableCore.clone()
	c.rm = cloneSlice(p.rm)
	return &c
}

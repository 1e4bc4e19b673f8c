package propagators

import (
	"math/bits"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Table posts (xs[0], …, xs[n-1]) ∈ tuples: the variables take the values of
// one of the listed tuples.
//
// Every tuple must have len(xs) values. Tuples holding a value outside the
// domain a variable has when Table is called can never hold and are dropped;
// so are duplicates. A variable may appear several times in xs: the tuples
// whose values differ at its positions are dropped and the table is projected
// onto the distinct variables. When no tuple is left the store fails; a table
// over one distinct variable is posted as a domain intersection.
//
// The propagator is Compact-Table (Demeulenaere et al., CP 2016): the set of
// tuples valid in the current domains is a reversible sparse bitset, updated
// from the values each variable lost since the previous call (or rebuilt from
// the values it kept, whichever is fewer), and each value keeps a residue,
// the last word of the table where it had a support. Domain consistent. A call
// costs O(Σ min(|Δx|, |dom x|) · w + Σ |dom x|) word operations for a table of
// w live words (a value whose residue still holds costs O(1)); memory is
// O(t·n + v·t/64) for t tuples and v distinct (variable, value) pairs.
func Table(s *cp.Store, xs []cp.VarID, tuples [][]int) error {
	return tablePost(s, "Table", "table", xs, tuples)
}

// tablePost is Table with the statistics kind chosen by the caller (Cage
// posts its compiled tables as "cage").
func tablePost(s *cp.Store, name, kind string, xs []cp.VarID, tuples [][]int) error {
	ts, err := tablePrepare(s, name, xs, tuples)
	if err != nil {
		return err
	}
	switch {
	case ts.n == 0:
		return failNow(s, xs[0])
	case len(ts.vars) == 1:
		x := ts.vars[0]
		mask := make([]uint64, len(s.Words(x)))
		for _, v := range ts.flat {
			b := v - s.Base(x)
			mask[b>>6] |= 1 << (b & 63)
		}
		s.IntersectWords(x, mask) // a wipe-out marks the store failed
		return nil
	}
	p := &tableCT{tableCore: newTableCore(s, ts)}
	p.residue = make([]int32, p.nslots)
	p.primed = s.NewRevInt(0)
	id := s.Post(p, tablePriority(len(ts.vars)), kind)
	for i, x := range ts.vars {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	return nil
}

func tablePriority(arity int) cp.Priority {
	if arity <= 3 {
		return cp.Linear
	}
	return cp.Quadratic
}

// tableSet is a validated table: n distinct tuples over the distinct
// variables vars, stored row after row in flat.
type tableSet struct {
	vars []cp.VarID
	flat []int
	n    int
}

// tablePrepare validates a table, projects it onto the distinct variables,
// drops the tuples that cannot hold in the current domains (or that give a
// repeated variable two values) and sorts and deduplicates the rest.
func tablePrepare(s *cp.Store, name string, xs []cp.VarID, tuples [][]int) (tableSet, error) {
	s.ChargeBuildBytes(int64(len(tuples)) * int64(len(xs)) * 8) // its tables, about
	if err := s.BuildErr(); err != nil {
		return tableSet{}, err // a limit of the model's build (cp.Store.SetBuildLimits)
	}
	if len(xs) == 0 {
		return tableSet{}, argErr(name, "no variables")
	}
	if err := checkVars(s, name, true, xs...); err != nil {
		return tableSet{}, err
	}
	for i, t := range tuples {
		if len(t) != len(xs) {
			return tableSet{}, argErr(name, "tuple %d has %d values, want %d", i, len(t), len(xs))
		}
	}
	// first[i] is the position of xs[i]'s first occurrence; col[i] the
	// index of xs[i] among the distinct variables.
	first := make([]int, len(xs))
	col := make([]int, len(xs))
	var vars []cp.VarID
	for i, x := range xs {
		first[i] = i
		col[i] = len(vars)
		for j := 0; j < i; j++ {
			if xs[j] == x {
				first[i], col[i] = j, col[j]
				break
			}
		}
		if first[i] == i {
			vars = append(vars, x)
		}
	}
	k := len(vars)
	flat := make([]int, 0, len(tuples)*k)
next:
	for _, t := range tuples {
		for i, v := range t {
			if t[first[i]] != v || !s.Contains(xs[i], v) {
				continue next
			}
		}
		for i, v := range t {
			if first[i] == i {
				flat = append(flat, v)
			}
		}
	}
	n := len(flat) / k
	order := make([]int32, n)
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(a, b int32) int {
		return slices.Compare(flat[int(a)*k:int(a)*k+k], flat[int(b)*k:int(b)*k+k])
	})
	out := make([]int, 0, len(flat))
	for i, o := range order {
		row := flat[int(o)*k : int(o)*k+k]
		if i > 0 && slices.Equal(row, out[len(out)-k:]) {
			continue
		}
		out = append(out, row...)
	}
	return tableSet{vars: vars, flat: out, n: len(out) / k}, nil
}

// tableCore is the state shared by the positive and the negative table: the
// reversible sparse bitset of the tuples valid in the current domains, the
// support masks of each (variable, value) and the last domains seen.
type tableCore struct {
	vars []cp.VarID
	nw   int // words of the tuple bitset

	cur   cp.RevBitset // valid tuples
	index []int32      // word indices; the first limit are the non-zero words (not trailed)
	limit cp.RevInt
	mask  []uint64 // scratch, nw words, indexed like cur

	// Values of variable i with a support mask: slotLo[i]..slotHi[i];
	// valSlot[slotOff[i]+v-slotLo[i]] is the slot of value v, or -1. The mask
	// of slot k is sup[k*nw : (k+1)*nw].
	slotLo, slotHi []int
	slotOff        []int
	valSlot        []int32
	nslots         int
	sup            []uint64

	// Word range wLo[i]..wHi[i] of variable i's domain words covering its
	// slot values; last[lastOff[i]+j] mirrors word wLo[i]+j as it was at the
	// end of the previous call (reversible), lastSize[i] its domain size.
	wLo, wHi []int
	lastOff  []int
	last     cp.RevBitset
	lastSize []cp.RevInt

	keep []uint64 // scratch in a variable's word coordinates
	size []int    // scratch: domain sizes at the last update
}

func newTableCore(s *cp.Store, ts tableSet) tableCore {
	k := len(ts.vars)
	nw := (ts.n + 63) / 64
	c := tableCore{
		vars:     ts.vars,
		nw:       nw,
		cur:      s.NewRevBitset(ts.n, true),
		index:    make([]int32, nw),
		limit:    s.NewRevInt(nw),
		mask:     make([]uint64, nw),
		slotLo:   make([]int, k),
		slotHi:   make([]int, k),
		slotOff:  make([]int, k),
		wLo:      make([]int, k),
		wHi:      make([]int, k),
		lastOff:  make([]int, k),
		lastSize: make([]cp.RevInt, k),
		size:     make([]int, k),
	}
	for i := range c.index {
		c.index[i] = int32(i)
	}
	for i := range ts.vars {
		lo, hi := ts.flat[i], ts.flat[i]
		for t := 1; t < ts.n; t++ {
			v := ts.flat[t*k+i]
			lo, hi = min(lo, v), max(hi, v)
		}
		c.slotLo[i], c.slotHi[i] = lo, hi
		c.slotOff[i] = len(c.valSlot)
		for v := lo; v <= hi; v++ {
			c.valSlot = append(c.valSlot, -1)
		}
	}
	for t := 0; t < ts.n; t++ {
		for i := range ts.vars {
			j := c.slotOff[i] + ts.flat[t*k+i] - c.slotLo[i]
			if c.valSlot[j] < 0 {
				c.valSlot[j] = int32(c.nslots)
				c.nslots++
			}
		}
	}
	c.sup = make([]uint64, c.nslots*nw)
	for t := 0; t < ts.n; t++ {
		for i := range ts.vars {
			sl := int(c.valSlot[c.slotOff[i]+ts.flat[t*k+i]-c.slotLo[i]])
			c.sup[sl*nw+t>>6] |= 1 << (t & 63)
		}
	}
	nlast, maxw := 0, 0
	for i, x := range ts.vars {
		c.wLo[i] = (c.slotLo[i] - s.Base(x)) >> 6
		c.wHi[i] = (c.slotHi[i] - s.Base(x)) >> 6
		c.lastOff[i] = nlast
		nlast += c.wHi[i] - c.wLo[i] + 1
		maxw = max(maxw, c.wHi[i]+1)
	}
	c.keep = make([]uint64, maxw)
	c.last = s.NewRevBitset(64*nlast, false)
	for i, x := range ts.vars {
		w := s.Words(x)
		for j := c.wLo[i]; j <= c.wHi[i]; j++ {
			s.SetBitsetWord(c.last, c.lastOff[i]+j-c.wLo[i], w[j])
		}
		c.lastSize[i] = s.NewRevInt(s.Size(x))
	}
	return c
}

// slot returns the support slot of value v of variable i, or -1.
func (c *tableCore) slot(i, v int) int {
	if v < c.slotLo[i] || v > c.slotHi[i] {
		return -1
	}
	return int(c.valSlot[c.slotOff[i]+v-c.slotLo[i]])
}

// update removes from the valid tuples those that lost a value since the
// last call. It returns the number of variables that changed, the index of
// one of them, and false when no tuple is left.
func (c *tableCore) update(s *cp.Store) (changed, which int, ok bool) {
	which = -1
	for i, x := range c.vars {
		sz := s.Size(x)
		c.size[i] = sz
		lastSz := s.Int(c.lastSize[i])
		if sz == lastSz {
			continue
		}
		changed++
		which = i
		lim := s.Int(c.limit)
		for j := 0; j < lim; j++ {
			c.mask[c.index[j]] = 0
		}
		cur := s.Words(x)
		last := s.BitsetWords(c.last)
		lo := c.lastOff[i] - c.wLo[i] // last word of domain word w: last[lo+w]
		base := s.Base(x)
		delta := lastSz-sz < sz
		for w := c.wLo[i]; w <= c.wHi[i]; w++ {
			bw := cur[w]
			if delta {
				bw = last[lo+w] &^ bw
			}
			for bw != 0 {
				b := bits.TrailingZeros64(bw)
				bw &= bw - 1
				if sl := c.slot(i, base+w<<6+b); sl >= 0 {
					sup := c.sup[sl*c.nw : sl*c.nw+c.nw]
					for j := 0; j < lim; j++ {
						o := c.index[j]
						c.mask[o] |= sup[o]
					}
				}
			}
			s.SetBitsetWord(c.last, lo+w, cur[w])
		}
		s.SetInt(c.lastSize[i], sz)
		var flip uint64
		if delta {
			flip = ^uint64(0)
		}
		if !c.intersect(s, flip) {
			return changed, which, false
		}
	}
	return changed, which, true
}

// intersect keeps the valid tuples whose bit is set in mask^flip and
// reports whether any is left.
func (c *tableCore) intersect(s *cp.Store, flip uint64) bool {
	words := s.BitsetWords(c.cur)
	lim := s.Int(c.limit)
	for j := lim - 1; j >= 0; j-- {
		o := c.index[j]
		w := words[o]
		nw := w & (c.mask[o] ^ flip)
		if nw == w {
			continue
		}
		s.SetBitsetWord(c.cur, int(o), nw)
		if nw == 0 {
			lim--
			c.index[j], c.index[lim] = c.index[lim], o
		}
	}
	s.SetInt(c.limit, lim)
	return lim > 0
}

// commit records variable i's current domain as the last one seen.
func (c *tableCore) commit(s *cp.Store, i int) {
	x := c.vars[i]
	cur := s.Words(x)
	for w := c.wLo[i]; w <= c.wHi[i]; w++ {
		s.SetBitsetWord(c.last, c.lastOff[i]+w-c.wLo[i], cur[w])
	}
	s.SetInt(c.lastSize[i], s.Size(x))
}

// tableCT is the Compact-Table propagator of a positive table: domain
// consistent; a call costs the update (O(min(|Δx|, |dom x|)·w) word
// operations per changed variable, w the live words of the table) plus
// O(|dom x|) residue checks per unfixed variable, each failing one
// O(w) (see Table).
type tableCT struct {
	tableCore
	residue []int32   // per slot: a word of cur where the value last had a support
	primed  cp.RevInt // 1 once a call has filtered every variable
}

func (p *tableCT) Propagate(s *cp.Store) cp.Status {
	changed, which, ok := p.update(s)
	if !ok {
		return cp.Fail
	}
	// When a single variable changed since a call that left every value
	// supported, that variable's remaining values are still supported.
	skip := -1
	if changed == 1 && s.Int(p.primed) != 0 {
		skip = which
	}
	words := s.BitsetWords(p.cur)
	lim := s.Int(p.limit)
	unfixed := 0
	for i, x := range p.vars {
		if s.Size(x) > 1 {
			unfixed++
		}
		// A fixed variable's value is in every valid tuple.
		if i == skip || s.Size(x) == 1 {
			continue
		}
		cur := s.Words(x)
		base := s.Base(x)
		lo := max(p.wLo[i], (s.Min(x)-base)>>6)
		hi := min(p.wHi[i], (s.Max(x)-base)>>6)
		removed := s.Min(x) < p.slotLo[i] || s.Max(x) > p.slotHi[i]
		for w := lo; w <= hi; w++ {
			bw := cur[w]
			keep := bw
			for bw != 0 {
				b := bits.TrailingZeros64(bw)
				bw &= bw - 1
				sl := p.slot(i, base+w<<6+b)
				if sl >= 0 {
					sup := p.sup[sl*p.nw : sl*p.nw+p.nw]
					r := p.residue[sl]
					if words[r]&sup[r] != 0 {
						continue
					}
					found := false
					for j := 0; j < lim; j++ {
						o := p.index[j]
						if words[o]&sup[o] != 0 {
							p.residue[sl] = o
							found = true
							break
						}
					}
					if found {
						continue
					}
				}
				keep &^= 1 << b
			}
			p.keep[w] = keep
			removed = removed || keep != cur[w]
		}
		if !removed {
			continue
		}
		if !s.SetMin(x, p.slotLo[i]) || !s.SetMax(x, p.slotHi[i]) || !s.IntersectWords(x, p.keep) {
			return cp.Fail
		}
		p.commit(s, i)
		if s.Size(x) == 1 {
			unfixed--
		}
	}
	s.SetInt(p.primed, 1)
	if unfixed <= 1 {
		return cp.Subsumed
	}
	return cp.Fix
}

package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Element posts value = array[index], index 0-based. The index domain is
// intersected with 0..len(array)-1 at post time. When index and value are
// the same variable the constraint is x = array[x], solved at post time;
// when the index is fixed at post time, value is assigned.
//
// The propagator is domain consistent on index and value. Supports are
// recomputed at each call: one pass over the index domain marks the values
// array[i] present in value's domain (removing the indices whose value is
// gone), then value's domain is intersected with the marks, O(|dom index| +
// w) where w is the number of 64-bit words spanned by value's bounds. It
// subscribes OnDomain to both. value may be an interval variable
// (cp.Store.IsInterval): it then gets the smallest and the largest
// supported value as its bounds, O(|dom index|); index needs a bitset.
func Element(s *cp.Store, array []int, index, value cp.VarID) error {
	const name = "Element"
	if len(array) == 0 {
		return argErr(name, "empty array")
	}
	if err := checkVars(s, name, true, index); err != nil {
		return err
	}
	if err := checkVarsAny(s, name, true, value); err != nil {
		return err
	}
	n := len(array)
	if index == value {
		for v, ok := s.Min(index), true; ok; v, ok = s.Next(index, v) {
			if (v < 0 || v >= n || array[v] != v) && !s.Remove(index, v) {
				return nil // no i with array[i] = i: the store has failed
			}
		}
		return nil
	}
	if !s.SetMin(index, 0) || !s.SetMax(index, n-1) {
		return nil
	}
	if s.Fixed(index) {
		s.Assign(value, array[s.Value(index)])
		return nil
	}
	p := &elementConst{
		array: slices.Clone(array),
		index: index, value: value,
		mask: make([]uint64, len(s.Words(value))),
	}
	id := s.Post(p, cp.Linear, "element")
	s.Subscribe(id, index, cp.OnDomain, 0)
	s.Subscribe(id, value, cp.OnDomain, 1)
	return nil
}

// elementConst propagates value = array[index]; see Element. mask is
// scratch in value's bit coordinates.
type elementConst struct {
	array        []int
	index, value cp.VarID
	mask         []uint64
}

func (p *elementConst) Propagate(s *cp.Store) cp.Status {
	idx, val := p.index, p.value
	if s.IsInterval(val) {
		return p.bounds(s)
	}
	base := s.Base(val)
	lo, hi := (s.Min(val)-base)>>6, (s.Max(val)-base)>>6
	m := p.mask
	clear(m[lo : hi+1])
	for i, ok := s.Min(idx), true; ok; i, ok = s.Next(idx, i) {
		v := p.array[i]
		if s.Contains(val, v) {
			b := v - base
			m[b>>6] |= 1 << (b & 63)
		} else if !s.Remove(idx, i) {
			return cp.Fail
		}
	}
	if !s.IntersectWords(val, m) {
		return cp.Fail
	}
	if s.Fixed(idx) || s.Fixed(val) {
		return cp.Subsumed
	}
	return cp.Fix
}

// bounds is Propagate for an interval value: the indices whose value left
// value's bounds go, and value's bounds close on the values left.
func (p *elementConst) bounds(s *cp.Store) cp.Status {
	idx, val := p.index, p.value
	lo, hi := s.Max(val), s.Min(val)
	for i, ok := s.Min(idx), true; ok; i, ok = s.Next(idx, i) {
		v := p.array[i]
		if s.Contains(val, v) {
			lo, hi = min(lo, v), max(hi, v)
		} else if !s.Remove(idx, i) {
			return cp.Fail
		}
	}
	if !s.SetMin(val, lo) || !s.SetMax(val, hi) {
		return cp.Fail
	}
	if s.Fixed(idx) || s.Fixed(val) {
		return cp.Subsumed
	}
	return cp.Fix
}

// Reasons of Element, ElementVar and Element2D (cp.Explainer).
//
// Element and Element2D are tables of pairs (i, array[i]) and triples
// (r, c, matrix[r][c]): a pruning is explained by the lost values that
// kill every pair or triple it needs (tupleCover): index ≠ i because
// value ≠ array[i]; value ≠ v because index lost every i with
// array[i] = v.
//
// ElementVar: index ≠ i because array[i] and value have no common value
// (each lies within its own domain, which the other misses); value ≠ v
// because every array[i] still indexed lost v; once index is fixed to k,
// value and array[k] trade removals (index = k and the other's ≠), and
// their meeting disjoint fails by index = k and the reason of index ≠ k.

func (p *elementConst) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	if r, ok := p.explainDirect(s, l, at, buf); ok {
		return r
	}
	n := len(p.array)
	flat := s.ScratchInts(15, 2*n)
	for i, v := range p.array {
		flat[2*i], flat[2*i+1] = i, v
	}
	vars := [2]cp.VarID{p.index, p.value}
	c := tupleCover{s: s, vars: vars[:], k: 2, flat: flat, at: at}
	if c.run(l) {
		return c.appendReason(buf)
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// explainDirect gives in O(n) the reasons the tuple cover would choose for
// the writes Propagate makes (a distinct index and value: each pair has one
// killer besides the fact's own variable): index ≠ i by value missing
// array[i]; value ≠ v, or a bound of value, by index within the positions
// whose array value survives. It reports false for anything else.
func (p *elementConst) explainDirect(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) ([]cp.Lit, bool) {
	idx, val := p.index, p.value
	if idx == val {
		return buf, false
	}
	switch {
	case l.X == idx && l.Op == cp.OpNe && l.V >= 0 && l.V < len(p.array):
		v := p.array[l.V]
		switch {
		case v < s.MinAt(val, at):
			return append(buf, cp.LitGe(val, v+1)), true
		case v > s.MaxAt(val, at):
			return append(buf, cp.LitLe(val, v-1)), true
		case !s.ContainsAt(val, v, at):
			return append(buf, cp.LitNe(val, v)), true
		}
	case l.X == val && (l.Op == cp.OpNe || l.Op == cp.OpGe || l.Op == cp.OpLe):
		// Every position whose value violates l had left index.
		for i, ok := s.NextAt(idx, -1, at); ok; i, ok = s.NextAt(idx, i, at) {
			if i >= 0 && i < len(p.array) && !l.Holds(p.array[i]) {
				return buf, false
			}
		}
		return s.AppendWithinAt(idx, at, func(i int) bool {
			return i < 0 || i >= len(p.array) || l.Holds(p.array[i])
		}, buf), true
	}
	return buf, false
}

// Clone implements cp.Cloner; the array is shared (read only).
func (p *elementConst) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.mask = cloneSlice(p.mask)
	return &c
}

// ElementVar posts value = array[index] over an array of variables, index
// 0-based; the index domain is intersected with 0..len(array)-1 at post
// time. The array may repeat a variable and may contain value; index may be
// value itself or appear in the array (x[x[i]], a[i] = i): the propagator
// then runs on a fresh copy of the index, which Equal ties to it, so its
// consistency below is over the copy. When the index is fixed at post time
// the constraint is rewritten to Equal(array[i], value).
//
// The propagator is domain consistent on index and value: an index i stays
// while dom(array[i]) ∩ dom(value) is non-empty, a value stays while some
// remaining array[i] contains it. The array variables are pruned only once
// the index is fixed to i; array[i] = value is then made domain consistent
// (each domain is intersected with the other's). A call costs
// O(|dom index|·w), w the number of 64-bit words spanned by value's bounds.
// It subscribes OnDomain to index, value and the array; an incremental hook
// ignores the changes of array variables whose position has left the index
// domain.
func ElementVar(s *cp.Store, array []cp.VarID, index, value cp.VarID) error {
	const name = "ElementVar"
	if len(array) == 0 {
		return argErr(name, "empty array")
	}
	if err := checkVars(s, name, true, index, value); err != nil {
		return err
	}
	if err := checkVars(s, name, true, array...); err != nil {
		return err
	}
	if index == value || slices.Contains(array, index) {
		// x[x[i]], a[i] = i: the propagator's rules take the index apart
		// from the array and the value, so it runs on a fresh copy that
		// Equal ties to the index.
		c, err := aliasCopy(s, index)
		if err != nil {
			return err
		}
		index = c
	}
	if !s.SetMin(index, 0) || !s.SetMax(index, len(array)-1) {
		return nil
	}
	if s.Fixed(index) {
		return Equal(s, array[s.Value(index)], value, 0)
	}
	p := &elementVar{
		arr:   slices.Clone(array),
		index: index, value: value,
		vmask: make([]uint64, len(s.Words(value))),
	}
	count := make(map[cp.VarID]int, len(array))
	maxW := 0
	for _, a := range array {
		count[a]++
		maxW = max(maxW, len(s.Words(a)))
	}
	p.amask = make([]uint64, maxW)
	id := s.Post(p, cp.Linear, "element-var")
	s.Subscribe(id, index, cp.OnDomain, -1)
	s.Subscribe(id, value, cp.OnDomain, -1)
	for i, a := range array {
		switch c := count[a]; {
		case a == value || c == 0:
			// value: already subscribed; c == 0: a repeat, subscribed below or above
		case c == 1:
			s.Subscribe(id, a, cp.OnDomain, int32(i))
		default:
			s.Subscribe(id, a, cp.OnDomain, -1)
			count[a] = 0 // once
		}
	}
	return nil
}

// elementVar propagates value = arr[index]; see ElementVar. vmask is scratch
// in value's bit coordinates, amask in any array variable's.
type elementVar struct {
	arr          []cp.VarID
	index, value cp.VarID
	vmask, amask []uint64
}

// Notify ignores an array variable (tag = its only position) whose position
// is no longer a possible index.
func (p *elementVar) Notify(s *cp.Store, tag int32, _ cp.Event) bool {
	return tag < 0 || s.Contains(p.index, int(tag))
}

func (p *elementVar) Propagate(s *cp.Store) cp.Status {
	idx, val := p.index, p.value
	if !s.Fixed(idx) {
		vmin, vmax, base := s.Min(val), s.Max(val), s.Base(val)
		lo, hi := (vmin-base)>>6, (vmax-base)>>6
		vw := s.Words(val)
		m := p.vmask
		clear(m[lo : hi+1])
		for i, ok := s.Min(idx), true; ok; i, ok = s.Next(idx, i) {
			a := p.arr[i]
			if a == val {
				copy(m[lo:hi+1], vw[lo:hi+1])
				continue
			}
			amin, amax := s.Min(a), s.Max(a)
			var hit uint64
			if amax >= vmin && amin <= vmax {
				aw, ab := s.Words(a), s.Base(a)
				for w := (max(amin, vmin) - base) >> 6; w <= (min(amax, vmax)-base)>>6; w++ {
					x := elementWindow(aw, base+w<<6-ab) & vw[w]
					m[w] |= x
					hit |= x
				}
			}
			if hit == 0 && !s.Remove(idx, i) {
				return cp.Fail
			}
		}
		if !s.IntersectWords(val, m) {
			return cp.Fail
		}
		if !s.Fixed(idx) {
			return cp.Fix
		}
	}
	a := p.arr[s.Value(idx)]
	if a == val {
		return cp.Subsumed
	}
	if !p.equal(s, a, val) {
		return cp.Fail
	}
	if s.Fixed(a) {
		return cp.Subsumed
	}
	return cp.Fix
}

// equal makes a = v domain consistent: v ∩= dom a, then a ∩= dom v.
// Disjoint domains fail without a write, so that the failure is explained
// whole (Explain of FalseLit): a wipe-out of v would be explained value by
// value, each by its own a ≠ w, longer than a's domain once v has more
// values than a (a fixed with its index, x[x[i]]).
func (p *elementVar) equal(s *cp.Store, a, v cp.VarID) bool {
	if s.Max(a) < s.Min(v) || s.Min(a) > s.Max(v) {
		return false
	}
	vb, ab := s.Base(v), s.Base(a)
	lo, hi := (s.Min(v)-vb)>>6, (s.Max(v)-vb)>>6
	aw, vw := s.Words(a), s.Words(v)
	var common uint64
	for w := lo; w <= hi; w++ {
		p.vmask[w] = elementWindow(aw, vb+w<<6-ab)
		common |= p.vmask[w] & vw[w]
	}
	if common == 0 || !s.IntersectWords(v, p.vmask) {
		return false
	}
	lo, hi = (s.Min(a)-ab)>>6, (s.Max(a)-ab)>>6
	vw = s.Words(v)
	for w := lo; w <= hi; w++ {
		p.amask[w] = elementWindow(vw, ab+w<<6-vb)
	}
	return s.IntersectWords(a, p.amask)
}

func (p *elementVar) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	idx, val := p.index, p.value
	if l.Op == cp.OpNe && l.X == idx && l.V >= 0 && l.V < len(p.arr) && p.arr[l.V] != val {
		return p.appendDisjoint(s, p.arr[l.V], at, buf)
	}
	if k := s.MinAt(idx, at); k == s.MaxAt(idx, at) && k >= 0 && k < len(p.arr) {
		a := p.arr[k]
		if l.Op == cp.OpFalse && a != val {
			// equal found array[k] and value disjoint.
			return p.appendDisjoint(s, a, at, s.AppendDomainAt(idx, at, buf))
		}
		if l.Op == cp.OpNe && (l.X == val || l.X == a) && a != val {
			other := a
			if l.X == a {
				other = val
			}
			return append(buf, cp.LitEq(idx, k), cp.LitNe(other, l.V))
		}
	} else if l.Op == cp.OpNe && l.X == val {
		// Every array[i] still indexed lost l.V.
		for i, a := range p.arr {
			if s.ContainsAt(idx, i, at) && s.ContainsAt(a, l.V, at) {
				return s.CoarseReason(s.ExplainedProp(), at, buf)
			}
		}
		buf = s.AppendDomainAt(idx, at, buf)
		for i, a := range p.arr {
			if s.ContainsAt(idx, i, at) {
				buf = append(buf, cp.LitNe(a, l.V))
			}
		}
		return buf
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// appendDisjoint appends why a and value had no common value before at:
// a's domain, and value within the values a lacks.
func (p *elementVar) appendDisjoint(s *cp.Store, a cp.VarID, at int, buf []cp.Lit) []cp.Lit {
	buf = s.AppendDomainAt(a, at, buf)
	return s.AppendWithinAt(p.value, at, func(v int) bool { return !s.ContainsAt(a, v, at) }, buf)
}

// Clone implements cp.Cloner; the array of variables is shared (read only).
func (p *elementVar) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.vmask, c.amask = cloneSlice(p.vmask), cloneSlice(p.amask)
	return &c
}

// elementWindow returns bits b..b+63 of the bitset w (bits outside w are 0).
func elementWindow(w []uint64, b int) uint64 {
	if b < 0 {
		if b <= -64 {
			return 0
		}
		return w[0] << uint(-b)
	}
	i, sh := b>>6, uint(b&63)
	if i >= len(w) {
		return 0
	}
	r := w[i] >> sh
	if sh != 0 && i+1 < len(w) {
		r |= w[i+1] << (64 - sh)
	}
	return r
}

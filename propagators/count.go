package propagators

import (
	"math/bits"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Count posts n = |{i : xs[i] = value}|. The variables of xs must be
// distinct and n must not be one of them. An empty xs makes n = 0.
// Propagation and cost are those of Among.
func Count(s *cp.Store, xs []cp.VarID, value int, n cp.VarID) error {
	return countPost(s, "Count", xs, []int{value}, n)
}

// Among posts n = |{i : xs[i] ∈ values}|. The variables of xs must be
// distinct and n must not be one of them; values is a set (repeats are
// ignored; an empty set, like an empty xs, makes n = 0).
//
// Each xᵢ is definitely in (its domain ⊆ values), definitely out (disjoint)
// or undecided. With in = #definitely in and pos = in + #undecided,
// n ∈ [in, pos]; when max n = in the undecided variables lose their values
// in the set, when min n = pos they keep only those. This is domain
// consistent on xs and n (n's domain may have holes).
//
// An incremental hook keeps in, pos and the undecided set (reversible) up
// to date, O(1) per event for Count and O(w) for Among (w = words of the
// variable's domain), and schedules the propagator only when a variable
// becomes decided or n's bounds change; a call costs O(1), plus O(|xs|)
// when it decides every undecided variable (it is then subsumed). It
// subscribes to the undecided xs (Count: to their value v, SubscribeValue,
// so that a removal of another value costs it nothing; Among: OnDomain)
// and OnBounds to n.
func Among(s *cp.Store, xs []cp.VarID, values []int, n cp.VarID) error {
	return countPost(s, "Among", xs, values, n)
}

func countPost(s *cp.Store, name string, xs []cp.VarID, values []int, n cp.VarID) error {
	if err := checkVars(s, name, false, xs...); err != nil {
		return err
	}
	if err := checkVars(s, name, true, n); err != nil {
		return err
	}
	if i := slices.Index(xs, n); i >= 0 {
		return argErr(name, "the count variable %d is also xs[%d]", n, i)
	}
	if len(xs) == 0 || len(values) == 0 {
		s.Assign(n, 0)
		return nil
	}
	vals := slices.Clone(values)
	slices.Sort(vals)
	vals = slices.Compact(vals)
	p := &countAmong{xs: slices.Clone(xs), n: n, single: len(vals) == 1, v: vals[0]}
	if !p.single {
		p.moff = make([]int, len(xs)+1)
		for i, x := range xs {
			p.moff[i+1] = p.moff[i] + len(s.Words(x))
		}
		p.mask = make([]uint64, p.moff[len(xs)])
		for i, x := range xs {
			m, b := p.mask[p.moff[i]:p.moff[i+1]], s.Base(x)
			for _, v := range vals {
				// v ≤ Max(x) keeps v-b within int for any listed v.
				if v >= b && v <= s.Max(x) {
					m[(v-b)>>6] |= 1 << ((v - b) & 63)
				}
			}
		}
	}
	in, pos := 0, 0
	p.und = s.NewRevBitset(len(xs), false)
	for i := range xs {
		switch p.status(s, i) {
		case countIn:
			in++
			pos++
		case countUndecided:
			pos++
			k := i >> 6
			s.SetBitsetWord(p.und, k, s.BitsetWords(p.und)[k]|1<<(i&63))
		}
	}
	p.in, p.pos = s.NewRevInt(in), s.NewRevInt(pos)
	kind := "among"
	if p.single {
		kind = "count"
	}
	id := s.Post(p, cp.Linear, kind)
	s.Subscribe(id, n, cp.OnBounds, -1)
	for i, x := range xs {
		switch {
		case s.BitsetWords(p.und)[i>>6]&(1<<(i&63)) == 0:
		case p.single:
			// Its status changes only when v goes or x is fixed.
			s.SubscribeValue(id, x, p.v, int32(i))
		default:
			s.Subscribe(id, x, cp.OnDomain, int32(i))
		}
	}
	return nil
}

const (
	countOut = iota
	countUndecided
	countIn
)

// countAmong propagates n = |{i : xs[i] ∈ S}|; see Among. For Count
// (single) S = {v}; otherwise mask[moff[i]:moff[i+1]] is S in xs[i]'s bit
// coordinates. in and pos count the definitely-in and possibly-in
// variables, und holds the undecided ones.
type countAmong struct {
	xs      []cp.VarID
	n       cp.VarID
	single  bool
	v       int
	mask    []uint64
	moff    []int
	in, pos cp.RevInt
	und     cp.RevBitset
}

// status classifies xs[i] against S.
func (p *countAmong) status(s *cp.Store, i int) int {
	x := p.xs[i]
	if p.single {
		switch {
		case !s.Contains(x, p.v):
			return countOut
		case s.Fixed(x):
			return countIn
		}
		return countUndecided
	}
	w, m, b := s.Words(x), p.mask[p.moff[i]:p.moff[i+1]], s.Base(x)
	var inS, outS uint64
	for k := (s.Min(x) - b) >> 6; k <= (s.Max(x)-b)>>6; k++ {
		inS |= w[k] & m[k]
		outS |= w[k] &^ m[k]
	}
	switch {
	case inS == 0:
		return countOut
	case outS == 0:
		return countIn
	}
	return countUndecided
}

// Notify updates in, pos and the undecided set when xs[tag] becomes
// decided, and asks for a run only then or when n's bounds change (tag -1).
func (p *countAmong) Notify(s *cp.Store, tag int32, _ cp.Event) bool {
	if tag < 0 {
		return true
	}
	i := int(tag)
	k, bit := i>>6, uint64(1)<<(i&63)
	w := s.BitsetWords(p.und)[k]
	if w&bit == 0 {
		return false // decided already: it stays so
	}
	switch p.status(s, i) {
	case countIn:
		s.SetInt(p.in, s.Int(p.in)+1)
	case countOut:
		s.SetInt(p.pos, s.Int(p.pos)-1)
	default:
		return false
	}
	s.SetBitsetWord(p.und, k, w&^bit)
	return true
}

func (p *countAmong) Propagate(s *cp.Store) cp.Status {
	in, pos := s.Int(p.in), s.Int(p.pos)
	if !s.SetMin(p.n, in) || !s.SetMax(p.n, pos) {
		return cp.Fail
	}
	if in == pos {
		return cp.Subsumed
	}
	out := s.Max(p.n) == in
	if !out && s.Min(p.n) != pos {
		return cp.Fix
	}
	// Decide every undecided variable: out of S if n has reached in,
	// into S if n must reach pos. Notify clears their bits meanwhile, so
	// each word is copied first.
	und := s.BitsetWords(p.und)
	for k := range und {
		for w := und[k]; w != 0; w &= w - 1 {
			i := k<<6 + bits.TrailingZeros64(w)
			if !p.decide(s, i, out) {
				return cp.Fail
			}
		}
	}
	return cp.Subsumed
}

// decide removes S from xs[i] (out) or keeps only S.
func (p *countAmong) decide(s *cp.Store, i int, out bool) bool {
	x := p.xs[i]
	switch {
	case p.single && out:
		return s.Remove(x, p.v)
	case p.single:
		return s.Assign(x, p.v)
	case out:
		return s.RemoveWords(x, p.mask[p.moff[i]:p.moff[i+1]])
	}
	return s.IntersectWords(x, p.mask[p.moff[i]:p.moff[i+1]])
}

// Reasons of Count and Among (cp.Explainer). A variable is in when its
// domain lies within the values, out when it misses them all.
//
//   - n ≥ m: m variables are in (each within the values);
//   - n ≤ m: all but m are out (each outside them);
//   - x out: n ≤ k and k other variables are in;
//   - x in: n ≥ k and all but k variables (not x) are out.

// countIn reports whether value v belongs to the counted values.
func (p *countAmong) countIn(s *cp.Store, i, v int) bool {
	if p.single {
		return v == p.v
	}
	b := v - s.Base(p.xs[i])
	m := p.mask[p.moff[i]:p.moff[i+1]]
	return b >= 0 && b < 64*len(m) && m[b>>6]&(1<<(b&63)) != 0
}

// statusAt is status before position at.
func (p *countAmong) statusAt(s *cp.Store, i, at int) int {
	x := p.xs[i]
	in, out := false, false
	for v, more := s.MinAt(x, at), true; more && !(in && out); v, more = s.NextAt(x, v, at) {
		if p.countIn(s, i, v) {
			in = true
		} else {
			out = true
		}
	}
	switch {
	case !in:
		return countOut
	case !out:
		return countIn
	}
	return countUndecided
}

// appendStatus appends, for up to limit variables (not skip) of status
// st before at, the literals that keep them so, and returns how many.
func (p *countAmong) appendStatus(s *cp.Store, at, st, skip, limit int, buf []cp.Lit) ([]cp.Lit, int) {
	k := 0
	for i, x := range p.xs {
		if k == limit {
			break
		}
		if i == skip || p.statusAt(s, i, at) != st {
			continue
		}
		k++
		buf = s.AppendWithinAt(x, at, func(v int) bool { return p.countIn(s, i, v) == (st == countIn) }, buf)
	}
	return buf, k
}

func (p *countAmong) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n0, nx := len(buf), len(p.xs)
	switch j := indexOf(p.xs, l.X); {
	case l.X == p.n && l.Op == cp.OpGe:
		if r, k := p.appendStatus(s, at, countIn, -1, l.V, buf); k == l.V {
			return r
		}
	case l.X == p.n && l.Op == cp.OpLe:
		if r, k := p.appendStatus(s, at, countOut, -1, nx-l.V, buf); k == nx-l.V {
			return r
		}
	case j >= 0 && l.Op != cp.OpFalse:
		// Which way: does l exclude counted values (x out) or the others?
		out := l.Op == cp.OpNe && p.countIn(s, j, l.V) || l.Op == cp.OpEq && !p.countIn(s, j, l.V)
		if out {
			k := s.MaxAt(p.n, at)
			if r, got := p.appendStatus(s, at, countIn, j, k, append(buf, cp.LitLe(p.n, k))); got == k {
				return r
			}
		} else {
			k := nx - s.MinAt(p.n, at) // variables out
			if r, got := p.appendStatus(s, at, countOut, j, k, append(buf, cp.LitGe(p.n, nx-k))); got == k {
				return r
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n0])
}

// Clone implements cp.Cloner; the value mask is shared (read only), the
// counts live in reversible cells.
func (p *countAmong) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// CountVar posts n = |{i : xs[i] = value}| where the counted value is a
// variable (Count takes a constant): MiniZinc's count_eq with a variable
// value. The xs must be distinct variables of s; value and n must be two
// other variables. n's domain is intersected with 0..len(xs) at post; no
// xs makes n = 0. A fixed value at post posts Count.
//
// Domain consistent on xs, value and n. For each v in value's domain let
// in_v be the number of xs fixed to v and pos_v the number whose domain
// holds v; v can be counted any number of times in [in_v, pos_v]. So n
// keeps the t in some [in_v, pos_v], value keeps the v whose interval meets
// n's domain, and xs[i] keeps w iff some v of value's domain still meets
// n's domain with xs[i] = w (in_v and pos_v corrected for xs[i]: for
// v ≠ w xs[i] no longer counts, for v = w it counts for sure); a value
// w ≠ v is supported as soon as two such v exist, so each variable costs
// O(|D(value)|) plus O(|D(xs[i])|) when it has at most one. A call costs
// O(|xs|·|D(value)| + Σ|D(xs[i])|); scratch sized at post (value's initial
// domain, len(xs)). Priority cp.Linear; it subscribes OnDomain to all.
func CountVar(s *cp.Store, xs []cp.VarID, value, n cp.VarID) error {
	const name = "CountVar"
	if err := checkVars(s, name, false, xs...); err != nil {
		return err
	}
	if err := checkVars(s, name, false, value, n); err != nil {
		return err
	}
	for i, x := range xs {
		if x == value || x == n {
			return argErr(name, "xs[%d] (variable %d) is also the value or the count", i, x)
		}
	}
	if !s.SetMin(n, 0) || !s.SetMax(n, len(xs)) {
		return nil // the store has failed
	}
	if len(xs) == 0 {
		return nil
	}
	if s.Fixed(value) {
		return Count(s, xs, s.Value(value), n)
	}
	k := s.Size(value)
	p := &countVar{
		xs: slices.Clone(xs), value: value, n: n,
		vals: make([]int, k), in: make([]int, k), pos: make([]int, k),
		ncum: make([]int, len(xs)+2), cover: make([]int, len(xs)+2),
	}
	id := s.Post(p, cp.Linear, "count-var")
	for _, x := range append(slices.Clone(xs), value, n) {
		s.Subscribe(id, x, cp.OnDomain, 0)
	}
	return nil
}

// countVar propagates CountVar; see there. vals, in and pos hold value's
// domain and each value's counts; ncum[t+1] is the number of values ≤ t in
// n's domain, for interval tests; cover counts the intervals over each t.
type countVar struct {
	xs          []cp.VarID
	value, n    cp.VarID
	vals        []int
	in, pos     []int
	ncum, cover []int
}

// meets reports whether n's domain meets [a, b] (ncum current).
func (p *countVar) meets(a, b int) bool {
	a, b = max(a, 0), min(b, len(p.xs))
	return a <= b && p.ncum[b+1] > p.ncum[a]
}

// meetsAsV reports whether a variable taking vals[j] (fixed already, or
// not) leaves a count of vals[j] in n's domain.
func (p *countVar) meetsAsV(j int, fixed bool, in, pos []int) bool {
	lo := in[j]
	if !fixed {
		lo++
	}
	return p.meets(lo, pos[j])
}

func (p *countVar) Propagate(s *cp.Store) cp.Status {
	nx := len(p.xs)
	k := 0
	for v, ok := s.Min(p.value), true; ok; v, ok = s.Next(p.value, v) {
		p.vals[k], p.in[k], p.pos[k] = v, 0, 0
		k++
	}
	vals, in, pos := p.vals[:k], p.in[:k], p.pos[:k]
	allFixed := true
	for _, x := range p.xs {
		if s.Fixed(x) {
			if j, found := slices.BinarySearch(vals, s.Value(x)); found {
				in[j]++
				pos[j]++
			}
			continue
		}
		allFixed = false
		for j, v := range vals {
			if s.Contains(x, v) {
				pos[j]++
			}
		}
	}
	p.ncum[0] = 0
	for t := 0; t <= nx; t++ {
		p.ncum[t+1] = p.ncum[t]
		if s.Contains(p.n, t) {
			p.ncum[t+1]++
		}
	}
	// n: the union of the intervals [in_v, pos_v].
	clear(p.cover)
	for j := range vals {
		p.cover[in[j]]++
		p.cover[pos[j]+1]--
	}
	c := 0
	for t := 0; t <= nx; t++ {
		c += p.cover[t]
		if c == 0 && s.Contains(p.n, t) && !s.Remove(p.n, t) {
			return cp.Fail
		}
	}
	// value: the v whose interval meets n.
	for j, v := range vals {
		if !p.meets(in[j], pos[j]) && !s.Remove(p.value, v) {
			return cp.Fail
		}
	}
	// xs.
	for _, x := range p.xs {
		if !p.pruneVar(s, x, vals, in, pos) {
			return cp.Fail
		}
	}
	if allFixed && s.Fixed(p.value) {
		return cp.Subsumed // and n is fixed to the count
	}
	return cp.Fix
}

// pruneVar keeps the values w of x such that, with x = w, some v of value's
// domain can be counted a number of times in n's domain.
func (p *countVar) pruneVar(s *cp.Store, x cp.VarID, vals, in, pos []int) bool {
	fixed := s.Fixed(x)
	// good: the v for which x ≠ v leaves a count in n's domain.
	good, first := 0, -1
	for j, v := range vals {
		has := s.Contains(x, v)
		if fixed && has {
			continue // x = v: x ≠ v is impossible
		}
		hi := pos[j]
		if has {
			hi--
		}
		if p.meets(in[j], hi) {
			good++
			if first < 0 {
				first = j
			}
			if good == 2 {
				return true // every w has a v ≠ w
			}
		}
	}
	if good == 1 {
		v := vals[first]
		if s.Contains(x, v) && !p.meetsAsV(first, fixed, in, pos) {
			return s.Remove(x, v)
		}
		return true
	}
	// No v ≠ w works: x must take a value of value's domain that counts.
	j := 0
	for w, ok := s.Min(x), true; ok; w, ok = s.Next(x, w) {
		for j < len(vals) && vals[j] < w {
			j++
		}
		if (j == len(vals) || vals[j] != w || !p.meetsAsV(j, fixed, in, pos)) && !s.Remove(x, w) {
			return false
		}
	}
	return true
}

// Clone implements cp.Cloner; xs is shared (read only).
func (p *countVar) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.vals, c.in, c.pos = cloneSlice(p.vals), cloneSlice(p.in), cloneSlice(p.pos)
	c.ncum, c.cover = cloneSlice(p.ncum), cloneSlice(p.cover)
	return &c
}

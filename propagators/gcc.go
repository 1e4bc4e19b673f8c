package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// GlobalCardinality posts counts[k] = |{i : xs[i] = values[k]}| for each k;
// when closed, every xs[i] also takes one of the values (MiniZinc's
// global_cardinality and global_cardinality_closed).
//
// Consistency:
//   - xs: domain consistent with respect to the counts' bounds. A value
//     stays in xs[i]'s domain iff some assignment of the xs, within their
//     domains, gives every values[k] a number of occurrences within
//     [min counts[k], max counts[k]] (and, closed, uses the values only).
//     This is Régin's flow (AAAI 1996, see valueFlow): one value node per
//     values[k] with capacity interval the count's bounds, plus, when not
//     closed, one node for all the other values with capacity 0..n; a
//     feasible flow is kept between calls and repaired, and an edge whose
//     ends lie in different components of the residual graph is removed.
//     Holes in the counts' domains are ignored.
//   - counts: bounds from the xs after that pruning. With fixed_k the
//     number of xs fixed to values[k], possible_k the number whose domain
//     holds it, and oMin, oMax the numbers of xs that must / may take a
//     value outside values (0 and 0 when closed), each count is kept
//     within [max(fixed_k, n − oMax − Σ_{j≠k} hi_j), min(possible_k, n −
//     oMin − Σ_{j≠k} lo_j)] where lo_j, hi_j are count j's bounds
//     tightened by fixed_j and possible_j first. This is not bounds
//     consistency: a count may keep a bound no flow reaches.
//
// A call costs O(n·min(m, |D|)·log m) to read the edges (m = len(values)),
// O(n + m + E) for the components (E edges) and O(m + E) per variable
// rematched or unit rerouted; memory O(n + m + E + Σ words of the xs).
// Priority cp.Quadratic; it subscribes OnDomain to the xs and OnBounds to
// the counts.
//
// The xs must be distinct variables of s, values distinct and as many as
// counts, and no count among the xs (counts may repeat). Closed, the xs'
// domains are intersected with values at post; the counts' domains with
// 0..len(xs). No xs makes every count 0.
func GlobalCardinality(s *cp.Store, xs []cp.VarID, values []int, counts []cp.VarID, closed bool) error {
	const name = "GlobalCardinality"
	if len(values) != len(counts) {
		return argErr(name, "%d values for %d counts", len(values), len(counts))
	}
	if err := checkVars(s, name, false, xs...); err != nil {
		return err
	}
	if err := checkVars(s, name, true, counts...); err != nil {
		return err
	}
	for k, c := range counts {
		if i := slices.Index(xs, c); i >= 0 {
			return argErr(name, "counts[%d] is xs[%d] (variable %d)", k, i, c)
		}
	}
	sorted := slices.Clone(values)
	slices.Sort(sorted)
	for k := 1; k < len(sorted); k++ {
		if sorted[k] == sorted[k-1] {
			return argErr(name, "value %d appears twice", sorted[k])
		}
	}
	n, m := len(xs), len(values)
	for _, c := range counts {
		if !s.SetMin(c, 0) || !s.SetMax(c, n) {
			return nil // the store has failed
		}
	}
	if n == 0 {
		return nil
	}
	p := &gcc{
		xs: slices.Clone(xs), values: slices.Clone(values), counts: slices.Clone(counts),
		closed: closed, sorted: sorted, node: make([]int32, m),
		moff: make([]int, n+1), fixed: make([]int, m+1), possible: make([]int, m+1),
		lo: make([]int, m), hi: make([]int, m),
	}
	for k, v := range sorted {
		p.node[k] = int32(slices.Index(values, v))
	}
	for i, x := range xs {
		p.moff[i+1] = p.moff[i] + len(s.Words(x))
	}
	p.mask = make([]uint64, p.moff[n])
	edges := 0
	for i, x := range xs {
		mk, b := p.mask[p.moff[i]:p.moff[i+1]], s.Base(x)
		for _, v := range values {
			if v >= b && v <= s.Max(x) {
				mk[(v-b)>>6] |= 1 << ((v - b) & 63)
			}
		}
		if closed && !s.IntersectWords(x, mk) {
			return nil
		}
		edges += min(s.Size(x), m) + 1
	}
	p.f = newValueFlow(n, m+1, edges)
	p.f.hi[m] = int32(n) // the other values (no edge when closed)
	id := s.Post(p, cp.Quadratic, "gcc")
	for i, x := range xs {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	for k, c := range counts {
		s.Subscribe(id, c, cp.OnBounds, int32(n+k))
	}
	return nil
}

// gcc propagates GlobalCardinality; see there. Value node k < m stands for
// values[k], node m for every other value. sorted is values in increasing
// order and node[j] the node of sorted[j]; mask[moff[i]:moff[i+1]] is
// values in xs[i]'s bit coordinates.
type gcc struct {
	xs, counts []cp.VarID
	values     []int
	closed     bool
	sorted     []int
	node       []int32
	mask       []uint64
	moff       []int
	f          *valueFlow

	fixed, possible []int // per node, scratch
	lo, hi          []int // per count, scratch
}

func (p *gcc) Propagate(s *cp.Store) cp.Status {
	f, n, m := p.f, len(p.xs), len(p.values)
	for k, c := range p.counts {
		f.lo[k], f.hi[k] = int32(max(s.Min(c), 0)), int32(min(s.Max(c), n))
		if f.lo[k] > f.hi[k] {
			return cp.Fail
		}
	}
	p.edges(s)
	if !f.feasible() {
		return cp.Fail
	}
	choice := len(f.adj) > n // some variable has two edges: run Régin's filter
	if choice {
		f.components()
	}
	clear(p.fixed)
	clear(p.possible)
	for i, x := range p.xs {
		kept, last := 0, int32(-1)
		for _, v := range f.edges(int32(i)) {
			if !choice || f.supported(int32(i), v) {
				kept, last = kept+1, v
				p.possible[v]++
				continue
			}
			ok := false
			if int(v) == m {
				ok = s.IntersectWords(x, p.mask[p.moff[i]:p.moff[i+1]])
			} else {
				ok = s.Remove(x, p.values[v])
			}
			if !ok {
				return cp.Fail
			}
		}
		if kept == 1 {
			p.fixed[last]++
		}
	}
	return p.countBounds(s, n, p.fixed[m], p.possible[m])
}

// edges declares each variable's value nodes: the values[k] in its domain,
// and node m when it holds another value (not closed).
func (p *gcc) edges(s *cp.Store) {
	f, m := p.f, len(p.values)
	f.beginEdges()
	for i, x := range p.xs {
		listed := 0
		if s.Size(x) <= m {
			for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
				if j, found := slices.BinarySearch(p.sorted, v); found {
					f.adj = append(f.adj, p.node[j])
					listed++
				}
			}
		} else {
			for k, v := range p.values {
				if s.Contains(x, v) {
					f.adj = append(f.adj, int32(k))
					listed++
				}
			}
		}
		if !p.closed && listed < s.Size(x) {
			f.adj = append(f.adj, int32(m))
		}
		f.endVar(i)
	}
}

// countBounds narrows the counts (see GlobalCardinality). The xs are at
// their fixpoint (the pruning above is domain consistent, and the new
// bounds hold in every feasible flow), but a bound that moves past a hole
// in a count's domain changes the flow's intervals: when a count changed
// the propagator asks to run again (NoFix), which then finds nothing more
// or prunes for the new intervals.
func (p *gcc) countBounds(s *cp.Store, n, oMin, oMax int) cp.Status {
	sumLo, sumHi := 0, 0
	for k, c := range p.counts {
		p.lo[k] = max(s.Min(c), p.fixed[k])
		p.hi[k] = min(s.Max(c), p.possible[k])
		sumLo, sumHi = sumLo+p.lo[k], sumHi+p.hi[k]
	}
	all, changed := true, false
	for k, c := range p.counts {
		lo := max(p.lo[k], n-oMax-(sumHi-p.hi[k]))
		hi := min(p.hi[k], n-oMin-(sumLo-p.lo[k]))
		mn, mx := s.Min(c), s.Max(c)
		if !s.SetMin(c, lo) || !s.SetMax(c, hi) {
			return cp.Fail
		}
		changed = changed || s.Min(c) != mn || s.Max(c) != mx
		all = all && s.Fixed(c)
	}
	for _, x := range p.xs {
		all = all && s.Fixed(x)
	}
	switch {
	case all:
		return cp.Subsumed
	case changed:
		return cp.NoFix
	}
	return cp.Fix
}

// Reasons of GlobalCardinality (cp.Explainer): x ≠ v because a Hall set of
// the other xs, counted against the upper bounds of the counts of its
// values, leaves no room once x takes v: the reason is each Hall variable
// within its values and those counts' upper bounds (a failure: the same
// without x). Prunings that come from the counts' lower bounds, and the
// counts' own bounds past what the xs show alone, use the coarse reason.
// A count's bounds from the xs: count ≥ m because m of them are fixed to
// its value, count ≤ m because all but m lost it.

func (p *gcc) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n := len(p.xs)
	node := func(v int) int { // the index of v in values, or -1
		if j, ok := slices.BinarySearch(p.sorted, v); ok {
			return int(p.node[j])
		}
		return -1
	}
	if l.Op == cp.OpFalse || l.Op == cp.OpNe && indexOf(p.xs, l.X) >= 0 {
		var h hallFinder
		h.init(s, p.xs, nil, at, func(v int) int {
			if k := node(v); k >= 0 {
				return min(s.MaxAt(p.counts[k], at), n)
			}
			return n // the other values: never in a Hall set
		})
		if h.explain(l) {
			buf = h.appendReason(buf)
			for v := range h.nv {
				if h.inN[v] == 0 {
					continue
				}
				if k := node(h.vlo + v); k >= 0 {
					buf = append(buf, cp.LitLe(p.counts[k], min(s.MaxAt(p.counts[k], at), n)))
				}
			}
			return buf
		}
	}
	if k := indexOf(p.counts, l.X); k >= 0 && (l.Op == cp.OpGe || l.Op == cp.OpLe) {
		v, need, lit := p.values[k], l.V, cp.LitEq
		if l.Op == cp.OpLe {
			need, lit = n-l.V, cp.LitNe
		}
		n0 := len(buf)
		for _, x := range p.xs {
			if need > 0 && s.EntailedAt(lit(x, v), at) {
				buf = append(buf, lit(x, v))
				need--
			}
		}
		if need <= 0 {
			return buf
		}
		buf = buf[:n0]
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner; the variables, values and value masks are
// shared (read only).
func (p *gcc) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.f = p.f.clone()
	c.fixed, c.possible = cloneSlice(p.fixed), cloneSlice(p.possible)
	c.lo, c.hi = cloneSlice(p.lo), cloneSlice(p.hi)
	return &c
}

package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// NValue posts n = |{xs[i]}|, the number of distinct values the xs take
// (MiniZinc's nvalue). The xs must be distinct variables of s whose
// domains' union spans fewer than cp.MaxDomainWidth values, and n another
// variable; n's domain is intersected with 1..len(xs) at post (0 for no
// xs).
//
// Consistency: sound, with these rules, applied to their fixpoint:
//   - min n ≥ L, the least number of distinct values when each xs[i] may
//     take any value of its interval [min, max]: the fewest points that
//     stab every interval, found greedily by increasing max (Beldiceanu,
//     "Pruning for the minimum constraint family and for the number of
//     distinct values constraint family", CP 2001). Exact for the
//     intervals, a lower bound for the domains;
//   - max n ≤ U, the most distinct values the xs can take: the size of a
//     maximum matching of variables to values (kept between calls and
//     repaired, see valueFlow). Exact;
//   - with d the number of distinct values of the fixed xs and u the
//     number of unfixed ones: when max n = d, each unfixed xs[i] keeps only
//     those values; when min n = d + u, each loses them.
//
// A call costs O(n) to sort the intervals after a small change (O(n log n)
// at worst), O(Σ|D|) for the edges, O(W + Σ|D|) per augmenting search from
// a variable left unmatched (W: the width of the union of the initial
// domains) and O(Σ|D|) for the last two rules; memory O(n + W + Σ|D|).
// Priority cp.Quadratic; it subscribes OnDomain to the xs and OnBounds to n.
func NValue(s *cp.Store, xs []cp.VarID, n cp.VarID) error {
	const name = "NValue"
	if err := checkVars(s, name, false, xs...); err != nil {
		return err
	}
	if err := checkVars(s, name, false, n); err != nil {
		return err
	}
	if i := slices.Index(xs, n); i >= 0 {
		return argErr(name, "the count variable %d is also xs[%d]", n, i)
	}
	if len(xs) == 0 {
		s.Assign(n, 0)
		return nil
	}
	lo, hi := s.Base(xs[0]), s.Max(xs[0])
	edges := 0
	for _, x := range xs {
		lo, hi = min(lo, s.Base(x)), max(hi, s.Max(x))
		edges += s.Size(x)
	}
	if hi-lo >= cp.MaxDomainWidth {
		return argErr(name, "the values span %d..%d, wider than cp.MaxDomainWidth", lo, hi)
	}
	if !s.SetMin(n, 1) || !s.SetMax(n, len(xs)) {
		return nil // the store has failed
	}
	p := &nvalue{
		xs: slices.Clone(xs), n: n, vmin: lo,
		f:     newValueFlow(len(xs), hi-lo+1, edges),
		order: make([]int32, len(xs)), keyed: make([]alldiffKeyed, len(xs)),
		mark: make([]uint32, hi-lo+1),
	}
	for v := range p.f.m {
		p.f.hi[v] = 1
	}
	for i := range p.order {
		p.order[i] = int32(i)
	}
	id := s.Post(p, cp.Quadratic, "nvalue")
	for i, x := range xs {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	s.Subscribe(id, n, cp.OnBounds, -1)
	return nil
}

// nvalue propagates NValue; see there. Value node v of the matching stands
// for vmin+v; order holds the xs by increasing max (kept between calls);
// mark[v] == stamp flags the values of the fixed xs.
type nvalue struct {
	xs    []cp.VarID
	n     cp.VarID
	vmin  int
	f     *valueFlow
	order []int32
	keyed []alldiffKeyed
	mark  []uint32
	stamp uint32
}

func (p *nvalue) Propagate(s *cp.Store) cp.Status {
	if !s.SetMin(p.n, p.lower(s)) || !s.SetMax(p.n, p.upper(s)) {
		return cp.Fail
	}
	// The values of the fixed xs.
	p.stamp++
	if p.stamp == 0 {
		clear(p.mark)
		p.stamp = 1
	}
	d, u := 0, 0
	for _, x := range p.xs {
		if !s.Fixed(x) {
			u++
			continue
		}
		if v := s.Value(x) - p.vmin; p.mark[v] != p.stamp {
			p.mark[v] = p.stamp
			d++
		}
	}
	if u == 0 {
		return cp.Subsumed // n was fixed to d: L = U = d
	}
	keep := s.Max(p.n) == d // unfixed xs take fixed values only
	drop := s.Min(p.n) == d+u
	if keep || drop {
		for _, x := range p.xs {
			if s.Fixed(x) {
				continue
			}
			for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
				if (p.mark[v-p.vmin] == p.stamp) != keep && !s.Remove(x, v) {
					return cp.Fail
				}
			}
		}
	}
	return cp.NoFix
}

// lower returns the fewest points stabbing every interval [min xs[i],
// max xs[i]]: by increasing max, a new point (at that max) for each
// interval that the last point misses.
func (p *nvalue) lower(s *cp.Store) int {
	p.sortByMax(s)
	count, last := 0, 0
	for k, i := range p.order {
		if x := p.xs[i]; k == 0 || s.Min(x) > last {
			count++
			last = s.Max(x)
		}
	}
	return count
}

// sortByMax sorts order by (max, index), by insertion from the previous
// order (O(n) after a small change), falling back on pdqsort once 4n
// entries have moved.
func (p *nvalue) sortByMax(s *cp.Store) {
	order := p.order
	moves, limit := 0, 4*len(order)
	for i := 1; i < len(order); i++ {
		e := order[i]
		ke := s.Max(p.xs[e])
		j := i
		for ; j > 0; j-- {
			f := order[j-1]
			if kf := s.Max(p.xs[f]); kf < ke || kf == ke && f < e {
				break
			}
			order[j] = f
		}
		order[j] = e
		if moves += i - j; moves > limit {
			for k, x := range p.xs {
				p.keyed[k] = alldiffKeyed{s.Max(x), int32(k)}
			}
			slices.SortFunc(p.keyed, alldiffCmpKeyed)
			for k, ki := range p.keyed {
				order[k] = ki.i
			}
			return
		}
	}
}

// upper returns the size of a maximum matching of the xs to their values.
func (p *nvalue) upper(s *cp.Store) int {
	f := p.f
	f.beginEdges()
	for i, x := range p.xs {
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			f.adj = append(f.adj, int32(v-p.vmin))
		}
		f.endVar(i)
	}
	return f.maximum()
}

// Clone implements cp.Cloner.
func (p *nvalue) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.f = p.f.clone()
	c.order, c.keyed, c.mark = cloneSlice(p.order), cloneSlice(p.keyed), cloneSlice(p.mark)
	return &c
}

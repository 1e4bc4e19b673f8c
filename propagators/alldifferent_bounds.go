package propagators

import (
	"cmp"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// alldiffBounds is AllDifferent at bounds(Z) consistency, by the algorithm of
// López-Ortiz, Quimper, Tromp and van Beek ("A fast and simple algorithm for
// bounds consistency of the alldifferent constraint", IJCAI 2003).
//
// The intervals [min, max] are sorted by min and by max and their distinct
// end points ranked; one sweep in increasing max order with two union-find
// style forests (path compression over the ranks) finds the Hall intervals
// and raises every lower bound past them, and the symmetric sweep lowers the
// upper bounds. Consistency: bounds(Z), that is every min and every max
// extends to a solution in which the other variables take any value of
// their intervals (holes are ignored, except that a bound landing in a hole
// moves on to the next value and the sweeps run again). Cost per pass:
// O(n log n) at worst for the sorts (an insertion sort from the previous
// order, O(n) after a small change, falls back on pdqsort), and nearly
// linear sweeps (path compression); one more pass each time a new bound fell
// in a hole. Memory O(n), sized at post time.
type alldiffBounds struct {
	xs  []cp.VarID
	off []int // xs[i] stands for the value xs[i]+off[i] (nil: all 0)

	lo, hi           []int   // interval of each variable, hi is max+1
	minRank, maxRank []int32 // ranks of lo and hi among the bounds
	minSorted        []int32 // variables by increasing lo
	maxSorted        []int32 // variables by increasing hi
	keyed            []alldiffKeyed

	bounds []int   // the distinct end points, with a sentinel at each end
	t, h   []int32 // the forests over the ranks: critical capacities, Hall intervals
	d      []int   // capacity left between consecutive end points
	nb     int     // bounds[1..nb] are the end points
}

// alldiffKeyed is a sort item: a key and the variable it belongs to.
type alldiffKeyed struct {
	key int
	i   int32
}

func alldiffCmpKeyed(a, b alldiffKeyed) int {
	if c := cmp.Compare(a.key, b.key); c != 0 {
		return c
	}
	return cmp.Compare(a.i, b.i)
}

func newAlldiffBounds(xs []cp.VarID, off []int) *alldiffBounds {
	n := len(xs)
	p := &alldiffBounds{
		xs:        xs,
		off:       off,
		lo:        make([]int, n),
		hi:        make([]int, n),
		minRank:   make([]int32, n),
		maxRank:   make([]int32, n),
		minSorted: make([]int32, n),
		maxSorted: make([]int32, n),
		keyed:     make([]alldiffKeyed, n),
		bounds:    make([]int, 2*n+2),
		t:         make([]int32, 2*n+2),
		h:         make([]int32, 2*n+2),
		d:         make([]int, 2*n+2),
	}
	for i := range n {
		p.minSorted[i], p.maxSorted[i] = int32(i), int32(i)
	}
	return p
}

func (p *alldiffBounds) Propagate(s *cp.Store) cp.Status {
	for {
		fixed := p.sortIntervals(s)
		if fixed == len(p.xs) {
			// All fixed: the sweep below still detects a repeated value.
			if !p.filterLower(s) {
				return cp.Fail
			}
			return cp.Subsumed
		}
		// Each sweep reports whether a new bound fell in a hole, in which
		// case the store moved it further and the intervals changed beyond
		// what the sweeps assumed.
		okL, holeL := p.filterLowerHoles(s)
		if !okL {
			return cp.Fail
		}
		okU, holeU := p.filterUpper(s)
		if !okU {
			return cp.Fail
		}
		if !holeL && !holeU {
			return cp.Fix
		}
	}
}

// sortIntervals reads the intervals, sorts them by lo and by hi and ranks
// the distinct end points into bounds[1..nb]. It returns the number of fixed
// variables.
func (p *alldiffBounds) sortIntervals(s *cp.Store) int {
	n := len(p.xs)
	fixed := 0
	for i, x := range p.xs {
		p.lo[i], p.hi[i] = s.Min(x), s.Max(x)+1
		if p.off != nil {
			p.lo[i], p.hi[i] = p.lo[i]+p.off[i], p.hi[i]+p.off[i]
		}
		if s.Fixed(x) {
			fixed++
		}
	}
	p.sortBy(p.minSorted, p.lo)
	p.sortBy(p.maxSorted, p.hi)

	// Merge the two sorted lists of end points.
	lo, hi := p.lo[p.minSorted[0]], p.hi[p.maxSorted[0]]
	last := lo - 2
	nb := 0
	p.bounds[0] = last
	for i, j := 0, 0; ; {
		if i < n && lo <= hi {
			if lo != last {
				nb++
				p.bounds[nb], last = lo, lo
			}
			p.minRank[p.minSorted[i]] = int32(nb)
			i++
			if i < n {
				lo = p.lo[p.minSorted[i]]
			}
		} else {
			if hi != last {
				nb++
				p.bounds[nb], last = hi, hi
			}
			p.maxRank[p.maxSorted[j]] = int32(nb)
			j++
			if j == n {
				break
			}
			hi = p.hi[p.maxSorted[j]]
		}
	}
	p.nb = nb
	p.bounds[nb+1] = p.bounds[nb] + 2
	return fixed
}

// sortBy sorts order, a permutation of the variables, by (key[i], i). It
// starts from the order of the previous call, which a small change leaves
// nearly sorted, with an insertion sort, and falls back on pdqsort once the
// insertion sort has moved 4n entries: O(n) after a small change, O(n log n)
// at worst.
func (p *alldiffBounds) sortBy(order []int32, key []int) {
	moves, limit := 0, 4*len(order)
	for i := 1; i < len(order); i++ {
		e := order[i]
		ke := key[e]
		j := i
		for ; j > 0; j-- {
			f := order[j-1]
			if kf := key[f]; kf < ke || kf == ke && f < e {
				break
			}
			order[j] = f
		}
		order[j] = e
		if moves += i - j; moves > limit {
			for k := range p.keyed {
				p.keyed[k] = alldiffKeyed{key[k], int32(k)}
			}
			slices.SortFunc(p.keyed, alldiffCmpKeyed)
			for k, ki := range p.keyed {
				order[k] = ki.i
			}
			return
		}
	}
}

func alldiffPathMax(a []int32, i int32) int32 {
	for a[i] > i {
		i = a[i]
	}
	return i
}

func alldiffPathMin(a []int32, i int32) int32 {
	for a[i] < i {
		i = a[i]
	}
	return i
}

// alldiffPathSet points every node on the path from start to end at to.
func alldiffPathSet(a []int32, start, end, to int32) {
	for k := start; k != end; {
		next := a[k]
		a[k] = to
		k = next
	}
}

// filterLower is the lower-bound sweep, failing only (used when every
// variable is fixed, where it cannot prune but detects repeated values).
func (p *alldiffBounds) filterLower(s *cp.Store) bool {
	ok, _ := p.filterLowerHoles(s)
	return ok
}

// filterLowerHoles visits the intervals by increasing hi, fills each one
// into the leftmost free capacity of its range, fails on an over-full
// interval and raises lo past the Hall intervals it meets.
func (p *alldiffBounds) filterLowerHoles(s *cp.Store) (ok, hole bool) {
	t, h, d, bounds := p.t, p.h, p.d, p.bounds
	nb := int32(p.nb)
	for i := int32(1); i <= nb+1; i++ {
		t[i], h[i] = i-1, i-1
		d[i] = bounds[i] - bounds[i-1]
	}
	for _, k := range p.maxSorted {
		x, y := p.minRank[k], p.maxRank[k]
		z := alldiffPathMax(t, x+1)
		j := t[z]
		d[z]--
		if d[z] == 0 {
			t[z] = z + 1
			z = alldiffPathMax(t, t[z])
			t[z] = j
		}
		alldiffPathSet(t, x+1, z, z)
		if d[z] < bounds[z]-bounds[y] {
			return false, false
		}
		if h[x] > x {
			w := alldiffPathMax(h, h[x])
			m := bounds[w]
			if p.off != nil {
				m -= p.off[k]
			}
			xv := p.xs[k]
			if !s.SetMin(xv, m) {
				return false, false
			}
			if s.Min(xv) != m {
				hole = true
			}
			alldiffPathSet(h, x, w, w)
		}
		if d[z] == bounds[z]-bounds[y] {
			alldiffPathSet(h, h[y], j-1, y)
			h[y] = j - 1
		}
	}
	return true, hole
}

// filterUpper is the mirror image: intervals by decreasing lo, filled into
// the rightmost free capacity, hi lowered past the Hall intervals. It uses
// the ranks of the sort, so the bounds raised by filterLower count at their
// old values (sound, and enough: see Propagate).
func (p *alldiffBounds) filterUpper(s *cp.Store) (ok, hole bool) {
	t, h, d, bounds := p.t, p.h, p.d, p.bounds
	nb := int32(p.nb)
	for i := int32(0); i <= nb; i++ {
		t[i], h[i] = i+1, i+1
		d[i] = bounds[i+1] - bounds[i]
	}
	for i := len(p.minSorted) - 1; i >= 0; i-- {
		k := p.minSorted[i]
		x, y := p.maxRank[k], p.minRank[k]
		z := alldiffPathMin(t, x-1)
		j := t[z]
		d[z]--
		if d[z] == 0 {
			t[z] = z - 1
			z = alldiffPathMin(t, t[z])
			t[z] = j
		}
		alldiffPathSet(t, x-1, z, z)
		if d[z] < bounds[y]-bounds[z] {
			return false, false
		}
		if h[x] < x {
			w := alldiffPathMin(h, h[x])
			m := bounds[w] - 1
			if p.off != nil {
				m -= p.off[k]
			}
			xv := p.xs[k]
			if !s.SetMax(xv, m) {
				return false, false
			}
			if s.Max(xv) != m {
				hole = true
			}
			alldiffPathSet(h, x, w, w)
		}
		if d[z] == bounds[y]-bounds[z] {
			alldiffPathSet(h, h[y], j+1, y)
			h[y] = j + 1
		}
	}
	return true, hole
}

func (p *alldiffBounds) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	j := indexOf(p.xs, l.X)
	switch {
	case l.Op == cp.OpFalse:
		if a, b, ok := alldiffHallInterval(s, p.xs, p.off, at, -1, cp.MaxValue, cp.MinValue, 1); ok {
			return alldiffAppendHall(s, p.xs, p.off, at, -1, a, b, buf)
		}
	case j >= 0 && l.Op == cp.OpGe:
		o := shifted(p.off, j)
		m := l.V + o
		if a, b, ok := alldiffHallInterval(s, p.xs, p.off, at, j, s.MinAt(l.X, at)+o, m-1, 0); ok {
			buf = append(buf, cp.LitGe(l.X, a-o))
			return alldiffAppendHall(s, p.xs, p.off, at, j, a, b, buf)
		}
	case j >= 0 && l.Op == cp.OpLe:
		o := shifted(p.off, j)
		m := l.V + o
		if a, b, ok := alldiffHallInterval(s, p.xs, p.off, at, j, m+1, s.MaxAt(l.X, at)+o, 0); ok {
			buf = append(buf, cp.LitLe(l.X, b-o))
			return alldiffAppendHall(s, p.xs, p.off, at, j, a, b, buf)
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner; xs and off are shared (read only).
func (p *alldiffBounds) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.lo, c.hi = cloneSlice(p.lo), cloneSlice(p.hi)
	c.minRank, c.maxRank = cloneSlice(p.minRank), cloneSlice(p.maxRank)
	c.minSorted, c.maxSorted = cloneSlice(p.minSorted), cloneSlice(p.maxSorted)
	c.keyed = cloneSlice(p.keyed)
	c.bounds = cloneSlice(p.bounds)
	c.t, c.h, c.d = cloneSlice(p.t), cloneSlice(p.h), cloneSlice(p.d)
	return &c
}

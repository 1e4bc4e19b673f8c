package propagators

import (
	"github.com/tessera-cp/tessera/cp"
)

// hallFinder finds Hall sets at a past position of the fact trail, for the
// reasons of the matching-based propagators (AllDifferent at domain level,
// AllDifferentExcept, Inverse). Variables xs[i] read as the values
// xs[i]+off[i]; each value v may carry cap(v) variables. When no
// assignment of the variables (but one left out) fits the capacities, a
// Hall set H exists whose values N(H) — the union of their domains — hold
// fewer than |H| variables in all: "every y of H lies in N(H)" is then the
// reason, and H is found as the variables an unassigned variable reaches by
// alternating paths from a maximum matching (Kuhn's augmenting paths,
// O(n·E) at worst: explanation is lazy and runs on small scopes).
//
// Its arrays live in the store's scratch slots 0..9, so a reason costs no
// allocation once they have grown.
type hallFinder struct {
	s        *cp.Store
	xs       []cp.VarID
	off      []int // nil: all 0
	at       int
	vlo, nv  int
	start    []int // variable i's value indices are adj[start[i]:start[i+1]]
	adj      []int
	cap      []int // per value index
	match    []int // per variable: value index + 1, 0 unassigned
	owner    []int // per value index of capacity 1: its variable + 1 once taken
	load     []int // per value index: variables assigned
	seen     []int // per value index: visit stamp
	inH      []int // per variable: 1 in the Hall set found
	inN      []int // per value index: 1 in N(H)
	bfs      []int // per variable: queue
	stamp    int
	skip     int // the variable left out, -1 none
	hSize    int
	deficits int // variables left unassigned by the maximum matching
}

// offAt is xs[i]'s offset.
func (h *hallFinder) offAt(i int) int {
	if h.off == nil {
		return 0
	}
	return h.off[i]
}

// init reads the domains before position at; capOf gives each value's
// capacity (nil: 1 for every value).
func (h *hallFinder) init(s *cp.Store, xs []cp.VarID, off []int, at int, capOf func(v int) int) {
	h.s, h.xs, h.off, h.at = s, xs, off, at
	n := len(xs)
	lo, hi := cp.MaxValue, cp.MinValue
	for i, x := range xs {
		lo = min(lo, s.MinAt(x, at)+h.offAt(i))
		hi = max(hi, s.MaxAt(x, at)+h.offAt(i))
	}
	h.vlo, h.nv = lo, hi-lo+1
	h.start = s.ScratchInts(0, n+1)
	edges := 0
	for i, x := range xs {
		h.start[i] = edges
		for v, ok := s.MinAt(x, at), true; ok; v, ok = s.NextAt(x, v, at) {
			edges++
		}
	}
	h.start[n] = edges
	h.adj = s.ScratchInts(1, edges)
	k := 0
	for i, x := range xs {
		for v, ok := s.MinAt(x, at), true; ok; v, ok = s.NextAt(x, v, at) {
			h.adj[k] = v + h.offAt(i) - lo
			k++
		}
	}
	h.cap = s.ScratchInts(2, h.nv)
	for v := range h.cap {
		h.cap[v] = 1
		if capOf != nil {
			h.cap[v] = capOf(lo + v)
		}
	}
	h.match = s.ScratchInts(3, n)
	h.load = s.ScratchInts(4, h.nv)
	h.owner = s.ScratchInts(9, h.nv)
	h.seen = s.ScratchInts(5, h.nv)
	h.inH = s.ScratchInts(6, n)
	h.inN = s.ScratchInts(7, h.nv)
	h.bfs = s.ScratchInts(8, n)
}

// valueIndex is the index of value v, or -1 outside the range.
func (h *hallFinder) valueIndex(v int) int {
	if v < h.vlo || v >= h.vlo+h.nv {
		return -1
	}
	return v - h.vlo
}

// augment looks for an augmenting path from variable i (Kuhn), taking a
// value with room left first (most variables find one: no path to walk).
func (h *hallFinder) augment(i int) bool {
	for _, v := range h.adj[h.start[i]:h.start[i+1]] {
		if h.load[v] < h.cap[v] {
			h.take(i, v)
			return true
		}
	}
	for _, v := range h.adj[h.start[i]:h.start[i+1]] {
		if h.seen[v] == h.stamp {
			continue
		}
		h.seen[v] = h.stamp
		if h.cap[v] == 1 {
			// owner 0: the unit taken for the variable left out.
			if j := h.owner[v] - 1; j >= 0 && h.augment(j) {
				h.match[i] = v + 1
				h.owner[v] = i + 1
				return true
			}
			continue
		}
		for j := range h.xs {
			if j != h.skip && h.match[j] == v+1 && h.augment(j) {
				h.match[i] = v + 1
				return true
			}
		}
	}
	return false
}

// take matches variable i to the free room of value index v.
func (h *hallFinder) take(i, v int) {
	h.match[i] = v + 1
	h.load[v]++
	h.owner[v] = i + 1
}

// deficient assigns every variable but skip (-1: none) as far as the
// capacities allow, with one unit of value index takes (-1: none) taken
// by skip, and reports whether some variable is left over; the smallest
// Hall set found from a leftover variable is then marked in inH and its
// values in inN.
func (h *hallFinder) deficient(skip, takes int) bool {
	h.skip = skip
	clear(h.match)
	clear(h.load)
	clear(h.owner)
	if takes >= 0 {
		h.load[takes]++
	}
	h.deficits = 0
	for i := range h.xs {
		if i == skip {
			continue
		}
		h.stamp++
		if !h.augment(i) {
			h.deficits++
		}
	}
	if h.deficits == 0 {
		return false
	}
	best, bestSize := -1, len(h.xs)+1
	for i := range h.xs {
		if i != skip && h.match[i] == 0 {
			if n := h.reach(i); n < bestSize {
				best, bestSize = i, n
			}
		}
	}
	h.reach(best)
	h.hSize = bestSize
	return true
}

// reach marks in inH and inN what the alternating paths from the
// unassigned variable u reach, and returns the number of variables.
func (h *hallFinder) reach(u int) int {
	clear(h.inH)
	clear(h.inN)
	q := h.bfs[:0]
	q = append(q, u)
	h.inH[u] = 1
	for k := 0; k < len(q); k++ {
		i := q[k]
		for _, v := range h.adj[h.start[i]:h.start[i+1]] {
			if h.inN[v] == 1 {
				continue
			}
			h.inN[v] = 1
			for j := range h.xs {
				if j != h.skip && h.inH[j] == 0 && h.match[j] == v+1 {
					h.inH[j] = 1
					q = append(q, j)
				}
			}
		}
	}
	return len(q)
}

// appendReason appends, for each variable y of the Hall set, literals that
// say y lies in N(H) (the shorter of its set's bounds and holes and its
// domain's, see cp.Store.AppendWithinAt).
func (h *hallFinder) appendReason(buf []cp.Lit) []cp.Lit {
	for i, x := range h.xs {
		if h.inH[i] == 0 {
			continue
		}
		off := h.offAt(i)
		buf = h.s.AppendWithinAt(x, h.at, func(v int) bool {
			k := h.valueIndex(v + off)
			return k >= 0 && h.inN[k] == 1
		}, buf)
	}
	return buf
}

// explain finds the Hall set behind l (a removal y ≠ v, or FalseLit for a
// failure) and reports whether it found one.
func (h *hallFinder) explain(l cp.Lit) bool {
	if l.Op == cp.OpFalse {
		return h.deficient(-1, -1)
	}
	j := indexOf(h.xs, l.X)
	if j < 0 || l.Op != cp.OpNe {
		return false
	}
	k := h.valueIndex(l.V + h.offAt(j))
	return k >= 0 && h.cap[k] > 0 && h.deficient(j, k)
}

package propagators

import (
	"math/bits"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// PathOrder posts Path(succ, start, end) and order[i] = the position of node
// i on the path, counted from 0 at start (so order[end] = n-1). Hidato and
// Numbrix clues fix positions: a cell holding the number k has order k-1.
// The order variables are restricted to 0..n-1 and must be distinct from
// succ, start and end (errors as for Path, and for len(order) ≠ len(succ)).
//
// Besides Path's propagators it posts AllDifferent(order, Domain) and the
// walk propagator described under CircuitOrder (the path's walk starts at a
// node of dom(start) and ends at a node of dom(end) whose successor may be
// n).
func PathOrder(s *cp.Store, succ, order []cp.VarID, start, end cp.VarID) error {
	if err := pathCheck(s, "PathOrder", succ, order, start, end); err != nil {
		return err
	}
	n := len(succ)
	if !orderRestrict(s, order) || !pathPost(s, succ, start, end) {
		return nil // the store has failed
	}
	if n == 1 {
		s.Assign(order[0], 0)
		return nil
	}
	_ = AllDifferent(s, order, Domain)
	orderPost(s, "path-order", succ, order, start, end, n)
	return nil
}

// CircuitOrder posts Circuit(succ) and order[i] = the position of node i on
// the circuit, counted from 0 at node 0 (so order[0] = 0 and the node whose
// successor is 0 has order n-1). The order variables are restricted to
// 0..n-1 and must be distinct from the successors. It returns an error
// wrapping ErrArgs for an empty scope, len(order) ≠ len(succ), a variable
// that does not belong to s, or a repeated variable.
//
// Besides Circuit's propagators it posts AllDifferent(order, Domain) and a
// walk propagator over positions. A walk is a sequence w_0 … w_{n-1} of
// nodes (revisits allowed; order[0] = 0 keeps node 0 at position 0 only)
// with w_0 = 0 (Path: w_0 ∈ dom(start)),
// v ∈ dom(order[w_v]) and w_{v+1} ∈ dom(succ[w_v]) for every v, and 0 ∈
// dom(succ[w_{n-1}]) (Path: n ∈ dom(succ[w_{n-1}]) and w_{n-1} ∈ dom(end)).
// Every Hamiltonian cycle (path) with its positions is such a walk.
//
// Consistency of the walk propagator: domain consistent on the walks — a
// value of order[i], succ[i], start or end survives exactly when some walk
// uses it (order[i] = v: w_v = i; succ[i] = j: w_v = i and w_{v+1} = j;
// closing succ[i] = 0 (Path: n): w_{n-1} = i; start, end: w_0, w_{n-1}).
// This contains the channelling order[succ[i]] = order[i] + 1 at domain
// level, the bounds from the distances to start and end (a node at
// position v is within v steps of the start and n-1-v of the end), and the
// distances between nodes with known positions (a Hidato cell two steps
// away from the clue k cannot hold k ± 1). It does not see that a walk
// revisits a node; AllDifferent and the circuit propagator do.
//
// The walk propagator keeps no state: a call computes, with bitsets over
// the nodes, the nodes each position can hold reached forwards from the
// start layer by layer, then keeps those from which the end is reached
// backwards. It costs O(Σ_v |layer v|·w + n²) for w = ⌈(n+1)/64⌉ words per
// bitset: O(n²·w) at worst, far less once the positions are narrow. It
// wakes on any domain change of its variables.
func CircuitOrder(s *cp.Store, succ, order []cp.VarID) error {
	const name = "CircuitOrder"
	if len(succ) == 0 {
		return argErr(name, "empty scope")
	}
	if len(order) != len(succ) {
		return argErr(name, "%d successors but %d order variables", len(succ), len(order))
	}
	if err := checkVars(s, name, false, slices.Concat(succ, order)...); err != nil {
		return err
	}
	if !orderRestrict(s, order) || !s.Assign(order[0], 0) {
		return nil // the store has failed
	}
	if err := Circuit(s, succ); err != nil {
		return err
	}
	if len(succ) == 1 {
		return nil
	}
	_ = AllDifferent(s, order, Domain)
	orderPost(s, "circuit-order", succ, order, -1, -1, 0)
	return nil
}

// orderRestrict restricts the order variables to 0..n-1.
func orderRestrict(s *cp.Store, order []cp.VarID) bool {
	for _, x := range order {
		if !s.SetMin(x, 0) || !s.SetMax(x, len(order)-1) {
			return false
		}
	}
	return true
}

// orderPost posts the walk propagator. start and end are -1 for a circuit
// (the walk starts at node 0); closeVal is the successor value that ends
// the walk (n for a path, 0 for a circuit).
func orderPost(s *cp.Store, kind string, succ, order []cp.VarID, start, end cp.VarID, closeVal int) {
	n := len(succ)
	w := (n + 1 + 63) / 64
	maxWords := 0
	all := slices.Concat(succ, order)
	if start >= 0 {
		all = append(all, start, end)
	}
	for _, x := range all {
		maxWords = max(maxWords, len(s.Words(x)))
	}
	p := &orderWalk{
		succ: slices.Clone(succ), order: slices.Clone(order), start: start, end: end,
		n: n, w: w, closeVal: closeVal,
		nb: make([]uint64, n*w), ocol: make([]uint64, n*w),
		fw: make([]uint64, n*w), bw: make([]uint64, n*w), keep: make([]uint64, n*w),
		tmp: make([]uint64, w), mask: make([]uint64, maxWords),
	}
	subscribeOnce(s, s.Post(p, cp.Cubic, kind), cp.OnDomain, all...)
}

// orderWalk is the walk propagator of PathOrder and CircuitOrder. Its
// bitsets hold w words per row, bit j for node (or successor value) j.
type orderWalk struct {
	succ, order []cp.VarID
	start, end  cp.VarID // -1 for a circuit
	n, w        int
	closeVal    int

	nb   []uint64 // row i: dom(succ[i])
	ocol []uint64 // row v: the nodes i with v ∈ dom(order[i])
	fw   []uint64 // row v: the nodes some walk prefix reaches at position v
	bw   []uint64 // row v: those of fw[v] from which some walk suffix ends
	keep []uint64 // row i: scratch for the values to keep
	tmp  []uint64
	mask []uint64 // scratch in a variable's own coordinates
}

func (p *orderWalk) row(a []uint64, r int) []uint64 { return a[r*p.w : (r+1)*p.w] }

func (p *orderWalk) Propagate(s *cp.Store) cp.Status {
	n := p.n
	for i, x := range p.succ {
		bitsFrom(s, x, p.row(p.nb, i))
	}
	clear(p.ocol)
	for i, x := range p.order {
		base, bit := s.Base(x), uint64(1)<<(i&63)
		for k, word := range s.Words(x) {
			for ; word != 0; word &= word - 1 {
				if v := base + k<<6 + bits.TrailingZeros64(word); v >= 0 && v < n {
					p.ocol[v*p.w+i>>6] |= bit
				}
			}
		}
	}
	// Forwards: layer 0 is the start (node 0 for a circuit).
	f0 := p.row(p.fw, 0)
	if p.start >= 0 {
		bitsFrom(s, p.start, f0)
	} else {
		clear(f0)
		f0[0] = 1
	}
	if !andInto(f0, p.row(p.ocol, 0)) {
		return cp.Fail
	}
	for v := 0; v+1 < n; v++ {
		next := p.row(p.fw, v+1)
		clear(next)
		for k, word := range p.row(p.fw, v) {
			for ; word != 0; word &= word - 1 {
				i := k<<6 + bits.TrailingZeros64(word)
				for t, b := range p.row(p.nb, i) {
					next[t] |= b
				}
			}
		}
		if !andInto(next, p.row(p.ocol, v+1)) {
			return cp.Fail
		}
	}
	// Backwards: layer n-1 keeps the nodes that may close the walk.
	last := p.row(p.bw, n-1)
	copy(last, p.row(p.fw, n-1))
	cw, cb := p.closeVal>>6, uint64(1)<<(p.closeVal&63)
	for k, word := range last {
		for ; word != 0; word &= word - 1 {
			i := k<<6 + bits.TrailingZeros64(word)
			if p.nb[i*p.w+cw]&cb == 0 || p.end >= 0 && !s.Contains(p.end, i) {
				last[k] &^= 1 << (i & 63)
			}
		}
	}
	if isZero(last) {
		return cp.Fail
	}
	for v := n - 2; v >= 0; v-- {
		cur, next := p.row(p.bw, v), p.row(p.bw, v+1)
		copy(cur, p.row(p.fw, v))
		for k, word := range cur {
			for ; word != 0; word &= word - 1 {
				i := k<<6 + bits.TrailingZeros64(word)
				if !intersects(p.row(p.nb, i), next) {
					cur[k] &^= 1 << (i & 63)
				}
			}
		}
		if isZero(cur) {
			return cp.Fail
		}
	}
	return p.prune(s)
}

// prune keeps the values some walk uses: order[i] ∋ v iff i ∈ bw[v];
// succ[i] ∋ j iff i ∈ bw[v] and j ∈ bw[v+1] for some v, or j is the closing
// value and i ∈ bw[n-1]; start ∈ bw[0], end ∈ bw[n-1].
func (p *orderWalk) prune(s *cp.Store) cp.Status {
	n, closeVal := p.n, p.closeVal
	// Order: transpose bw into the keep rows.
	clear(p.keep)
	for v := 0; v < n; v++ {
		for k, word := range p.row(p.bw, v) {
			for ; word != 0; word &= word - 1 {
				i := k<<6 + bits.TrailingZeros64(word)
				p.keep[i*p.w+v>>6] |= 1 << (v & 63)
			}
		}
	}
	for i, x := range p.order {
		if !intersectFrom(s, x, p.row(p.keep, i), p.mask) {
			return cp.Fail
		}
	}
	// Successors: the union of the next layers over i's positions.
	for i, x := range p.succ {
		tmp := p.tmp
		clear(tmp)
		for k, word := range p.row(p.keep, i) {
			for ; word != 0; word &= word - 1 {
				v := k<<6 + bits.TrailingZeros64(word)
				if v+1 < n {
					for t, b := range p.row(p.bw, v+1) {
						tmp[t] |= b
					}
				} else {
					tmp[closeVal>>6] |= 1 << (closeVal & 63)
				}
			}
		}
		if !intersectFrom(s, x, tmp, p.mask) {
			return cp.Fail
		}
	}
	if p.start >= 0 {
		if !intersectFrom(s, p.start, p.row(p.bw, 0), p.mask) ||
			!intersectFrom(s, p.end, p.row(p.bw, n-1), p.mask) {
			return cp.Fail
		}
	}
	return cp.Fix
}

// Clone implements cp.Cloner; succ and order are shared (read only).
func (p *orderWalk) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.nb, c.ocol = cloneSlice(p.nb), cloneSlice(p.ocol)
	c.fw, c.bw = cloneSlice(p.fw), cloneSlice(p.bw)
	c.keep, c.tmp, c.mask = cloneSlice(p.keep), cloneSlice(p.tmp), cloneSlice(p.mask)
	return &c
}

// andInto sets dst &= src and reports whether dst is still non-empty.
func andInto(dst, src []uint64) bool {
	var union uint64
	for k := range dst {
		dst[k] &= src[k]
		union |= dst[k]
	}
	return union != 0
}

func isZero(a []uint64) bool {
	for _, w := range a {
		if w != 0 {
			return false
		}
	}
	return true
}

func intersects(a, b []uint64) bool {
	for k := range a {
		if a[k]&b[k] != 0 {
			return true
		}
	}
	return false
}

// bitsFrom copies the values 0..64·len(dst)-1 of x's domain into dst (bit v
// for value v), whatever x's base.
func bitsFrom(s *cp.Store, x cp.VarID, dst []uint64) {
	clear(dst)
	base := s.Base(x)
	for k, word := range s.Words(x) {
		if word == 0 {
			continue
		}
		lo := base + 64*k // the value of the word's bit 0
		switch {
		case lo <= -64 || lo >= 64*len(dst):
		case lo < 0:
			dst[0] |= word >> uint(-lo)
		default:
			q, r := lo>>6, uint(lo&63)
			dst[q] |= word << r
			if r > 0 && q+1 < len(dst) {
				dst[q+1] |= word >> (64 - r)
			}
		}
	}
}

// intersectFrom keeps the values v of x whose bit v is set in src (values
// outside 0..64·len(src)-1 go), through mask, a scratch of at least
// len(s.Words(x)) words. It reports false on a wipe-out.
func intersectFrom(s *cp.Store, x cp.VarID, src, mask []uint64) bool {
	base := s.Base(x)
	m := mask[:len(s.Words(x))]
	for k := range m {
		lo := base + 64*k
		switch {
		case lo <= -64 || lo >= 64*len(src):
			m[k] = 0
		case lo < 0:
			m[k] = src[0] << uint(-lo)
		default:
			q, r := lo>>6, uint(lo&63)
			m[k] = src[q] >> r
			if r > 0 && q+1 < len(src) {
				m[k] |= src[q+1] << (64 - r)
			}
		}
	}
	return s.IntersectWords(x, m)
}

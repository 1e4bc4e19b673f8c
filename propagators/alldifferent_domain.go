package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// alldiffDomain is AllDifferent at domain consistency by Régin's algorithm
// ("A filtering algorithm for constraints of difference in CSPs", AAAI 1994).
//
// The value graph links variable i to each value of its domain; values are
// indexed relative to vmin, the smallest value of the union of the initial
// domains, so value index v stands for vmin+v, and a variable's domain words
// are its adjacency row. A call
//
//  1. removes the values of the variables fixed since the last call from
//     the other variables (forward checking, O(n) each: cheap, and it makes
//     the repair below trivial after a search decision);
//  2. repairs the maximum matching kept from the previous call: pairs whose
//     value left the domain are dropped and their variables rematched by
//     augmenting paths (depth-first, with a look-ahead for a free value in
//     each visited domain by word operations on a bitset of free values);
//     no matching of every variable means failure;
//  3. computes the strongly connected components of the residual graph
//     (matched edges value → variable, the others variable → value, plus a
//     sink reached from every free value and leading to every matched
//     value, so that even alternating paths from free values become cycles)
//     by an iterative Tarjan;
//  4. removes each unmatched edge whose ends lie in different components:
//     it belongs to no maximum matching, so its value to no solution. This
//     is done as each component completes, by word operations: a variable
//     keeps its matched value and the values of its own component.
//
// That is the walk form (propagateWalk), for wide spans and for stores that
// record explanations; otherwise spans and scopes of at most 64 (every
// puzzle grid) run the one-word form (propagateWord,
// alldifferent_oneword.go): the same pruning on domains held as single
// words, and, between two backtracks, only on the components that the
// writes since the last call touched (alldifferent_incremental.go).
//
// The matching is a hint, not trailed: after a backtrack the domains are
// larger, so it stays a matching, and every call re-validates it.
// Consistency: domain (generalised arc) consistency, and the propagator is
// at its fixpoint afterwards. Cost per call: O(n) per newly fixed variable
// for step 1, O(n + W + Σ|D(x)|) for steps 3 and 4 (W is the width of the
// union of the initial domains, at most cp.MaxDomainWidth; domains are
// scanned a word at a time, values one set bit at a time), plus
// O(n + Σ|D(x)|) per broken pair for the repair (O(n·Σ|D(x)|) at worst for
// the first matching). Memory O(n + W), sized at post time; nothing is
// allocated afterwards.
type alldiffDomain struct {
	xs    []cp.VarID
	n     int   // len(xs)
	vmin  int   // the value of index 0
	nv    int   // value indices are 0..nv-1
	shift []int // Base(xs[i]) + off[i] - vmin: the value index of bit 0 of xs[i]'s words

	varMatch []int32  // the value index matched to each variable, or -1
	valMatch []int32  // the variable matched to each value index, or -1
	free     []uint64 // bit v set iff value index v < nv is unmatched (padded by a word)
	seen     []int32  // per value index: stamp of the last augmenting search that visited it
	stamp    int32
	// offsets: xs[i] stands for the value xs[i]+off[i] (AllDifferentOffset),
	// read through shift: a value index u is the value Base(xs[i])+u-shift[i]
	// of xs[i]. (A flag, not the slice: it fits the padding after stamp.)
	offsets bool
	frames  []alldiffFrame // depth-first search stack (augmenting paths, Tarjan)

	// Tarjan over nodes: variable i is node i, value index v is node n+v,
	// the sink is node n+nv.
	index, low []int32
	tstack     []int32
	scc        []uint64 // the values of the component being closed (padded like free)
	mask       []uint64 // removal mask, as long as the longest domain

	pending []int32 // variables fixed since the last call (Notify)
	epoch   uint64  // the store epoch pending belongs to

	// The one-word form (alldifferent_oneword.go), nil when the span or
	// the scope is wider than alldiffWordMax: each variable's domain as a
	// word of value indices (dom) and the values it lost since the last
	// call (lost, alldifferent_incremental.go), and per value index the
	// row of the variable graph (fw) and the component (comp).
	dom, lost, fw, comp []uint64

	// The one-word form's memory of its last call, which lets the next
	// call redo only the components its writes touched
	// (alldifferent_incremental.go): valid while kept is set and the
	// store's epoch is keptEpoch. dom holds the domains it left, comp
	// the components; r and rest are R and the matched values of the
	// other open variables, fixed the variables left with one value, and
	// touched the variables written since (Notify).
	r, rest, fixed uint64
	touched        uint64
	keptEpoch      uint64
	kept           bool

	// cells: with a grid's own fixpoint (alldifferent_grid_local.go),
	// each variable's cell in the grid's words.
	cells []int32

	why alldiffWhy // the matching the one-word reasons start from (alldifferent_reason_word.go)

	learning bool // a learning search runs (SetLearning): the one-word form even under explanation
}

// SetLearning is told by a learning search that it starts (on) or ends.
func (p *alldiffDomain) SetLearning(on bool) { p.learning = on }

// alldiffFrame is a step of an iterative depth-first search. For a variable
// node it walks the set bits of the domain words word..end, bits holding the
// bits of the current word not yet visited; for a value node or the sink,
// word counts the successors already given.
type alldiffFrame struct {
	node int32
	via  int32 // augmenting search: the value index descended through
	word int32
	end  int32
	bits uint64
}

func newAlldiffDomain(s *cp.Store, xs []cp.VarID, off []int) *alldiffDomain {
	return newAlldiffDomainIn(s, xs, off, 1, 0)
}

// newAlldiffDomainIn is newAlldiffDomain with the values lo..hi, if any,
// in the span of value indices too (a grid's units share its value
// indices).
func newAlldiffDomainIn(s *cp.Store, xs []cp.VarID, off []int, lo, hi int) *alldiffDomain {
	n := len(xs)
	at := func(i int) int { // the offset of xs[i]
		if off == nil {
			return 0
		}
		return off[i]
	}
	vmin, vmax := s.Base(xs[0])+at(0), s.Max(xs[0])+at(0)
	if lo <= hi {
		vmin, vmax = min(vmin, lo), max(vmax, hi)
	}
	maxWords := 0
	for i, x := range xs {
		vmin, vmax = min(vmin, s.Base(x)+at(i)), max(vmax, s.Max(x)+at(i))
		maxWords = max(maxWords, len(s.Words(x)))
	}
	nv := vmax - vmin + 1
	p := &alldiffDomain{xs: xs, n: n, vmin: vmin, nv: nv, shift: make([]int, n), offsets: off != nil}
	// The free bitset is read 64 bits at a time from any variable's word
	// offset, so it covers the farthest word of any variable plus one.
	span := nv
	for i, x := range xs {
		p.shift[i] = s.Base(x) + at(i) - vmin
		span = max(span, p.shift[i]+64*len(s.Words(x)))
	}
	p.carve(span/64+2, maxWords)
	for v := 0; v < nv; v++ {
		p.free[v>>6] |= 1 << (v & 63)
	}
	for i := range p.varMatch {
		p.varMatch[i] = -1
	}
	for v := range p.valMatch {
		p.valMatch[v] = -1
	}
	return p
}

// Notify queues the variables that became fixed, for the forward-checking
// pre-pass; every event schedules the propagator.
func (p *alldiffDomain) Notify(s *cp.Store, tag int32, ev cp.Event) bool {
	if p.dom != nil && (!s.Explaining() || p.learning) {
		p.touched |= 1 << uint(tag) // tag is the index in xs, < 64
		return true
	}
	if e := s.Epoch(); e != p.epoch {
		p.epoch, p.pending = e, p.pending[:0]
	}
	if ev == cp.EventFixed && len(p.pending) < cap(p.pending) {
		p.pending = append(p.pending, tag)
	}
	return true
}

// carve gives p its working arrays, zeroed, out of one block per element
// type (a Sudoku posts 27 of these per solve, and a collection clones them
// per puzzle): nf words for the bitsets over value indices, nm for the
// removal mask. The walk form's arrays are there in every case: a store
// that records explanations runs it (see Propagate), and recording can
// begin after the post.
func (p *alldiffDomain) carve(nf, nm int) {
	n, nv := p.n, p.nv
	nodes, nw := n+nv+1, 0
	if nv <= alldiffWordMax && n <= alldiffWordMax {
		nw = 2*n + 2*nv
	}
	words := make([]uint64, 2*nf+nm+nw)
	p.free, words = words[:nf:nf], words[nf:]
	p.scc, words = words[:nf:nf], words[nf:]
	p.mask, words = words[:nm:nm], words[nm:]
	p.dom, p.lost, p.fw, p.comp = nil, nil, nil, nil
	if nw > 0 {
		p.dom, p.lost = words[:n:n], words[n:2*n:2*n]
		p.fw, p.comp = words[2*n:2*n+nv:2*n+nv], words[2*n+nv:2*n+2*nv]
	}
	p.frames = make([]alldiffFrame, 0, nodes)
	ints := make([]int32, 2*n+2*nv+3*nodes)
	p.varMatch, ints = ints[:n:n], ints[n:]
	p.valMatch, ints = ints[:nv:nv], ints[nv:]
	p.seen, ints = ints[:nv:nv], ints[nv:]
	p.index, ints = ints[:nodes:nodes], ints[nodes:]
	p.low, ints = ints[:nodes:nodes], ints[nodes:]
	p.tstack, ints = ints[:0:nodes], ints[nodes:]
	p.pending = ints[:0:n]
}

func (p *alldiffDomain) Propagate(s *cp.Store) cp.Status {
	if e := s.Epoch(); e != p.epoch {
		p.epoch, p.pending = e, p.pending[:0]
	}
	// The one-word form gives the same domains as the walk, but writes
	// them in another order (a variable at a time, at the end); under
	// explanation the walk's order of facts is kept, so that hints see
	// the reasons they saw before, except in a learning search, where
	// conflict analysis asks for the reasons it needs whatever the order
	// (every removal still has a Hall set before it).
	var st cp.Status
	if p.dom != nil && (!s.Explaining() || p.learning) {
		st = p.runWord(s, nil)
	} else {
		st = p.propagateWalk(s)
		p.kept = false
	}
	p.pending = p.pending[:0] // our own fixings need no forward checking
	p.touched = 0             // nor do our own writes
	return st
}

// runWord is a call of the one-word form: on the memory of the last call
// if it is valid, else from scratch. With g nil it reads and writes the
// store; else it is unit of grid g's own fixpoint, on g's words.
func (p *alldiffDomain) runWord(s *cp.Store, g *alldiffFamily) cp.Status {
	var st cp.Status
	ok := false
	if p.kept && p.keptEpoch == s.Epoch() {
		st, ok = p.incremental(s, g)
	}
	if !ok {
		st = p.propagateWord(s, g)
	}
	p.kept, p.keptEpoch = st == cp.Fix, s.Epoch()
	p.touched = 0 // our own writes need no reading
	return st
}

// propagateWalk is steps 1 to 4 on the store's domain words.
func (p *alldiffDomain) propagateWalk(s *cp.Store) cp.Status {
	// 1. Forward checking; removals may fix more variables, which Notify
	// appends.
	for k := 0; k < len(p.pending); k++ {
		i := int(p.pending[k])
		x := p.xs[i]
		if !s.Fixed(x) {
			continue
		}
		if !p.offsets {
			if !alldiffRemoveOthers(s, p.xs, nil, i, s.Value(x)) {
				return cp.Fail
			}
			continue
		}
		u := s.Value(x) - s.Base(x) + p.shift[i] // its value index
		for j, y := range p.xs {
			if j != i && !s.Remove(y, s.Base(y)+u-p.shift[j]) {
				return cp.Fail
			}
		}
	}

	// 2. Repair the matching.
	for i, x := range p.xs {
		v := p.varMatch[i]
		if v < 0 {
			continue
		}
		w := p.vmin + int(v)
		if p.offsets {
			w = s.Base(x) + int(v) - p.shift[i]
		}
		if !s.Contains(x, w) {
			p.unmatch(int32(i))
		}
	}
	fixed := 0
	for i, x := range p.xs {
		if p.varMatch[i] < 0 && !p.augment(s, int32(i)) {
			return cp.Fail
		}
		if s.Fixed(x) {
			fixed++
		}
	}
	if fixed == p.n {
		return cp.Subsumed // a perfect matching of fixed variables
	}

	// 3 and 4. Strongly connected components, pruning each as it completes.
	if !p.tarjan(s) {
		return cp.Fail
	}
	return cp.Fix
}

func (p *alldiffDomain) match(i, v int32) {
	p.varMatch[i], p.valMatch[v] = v, i
	p.free[v>>6] &^= 1 << (v & 63)
}

func (p *alldiffDomain) unmatch(i int32) {
	v := p.varMatch[i]
	p.varMatch[i], p.valMatch[v] = -1, -1
	p.free[v>>6] |= 1 << (v & 63)
}

// alldiffBitsAt returns the 64 bits of a bitset over value indices from
// index start on (the bitset has a word of padding).
func alldiffBitsAt(b []uint64, start int) uint64 {
	q, r := start>>6, uint(start&63)
	if r == 0 {
		return b[q]
	}
	return b[q]>>r | b[q+1]<<(64-r)
}

// findFree returns a free value index in variable i's domain, or -1.
func (p *alldiffDomain) findFree(s *cp.Store, i int32) int32 {
	x := p.xs[i]
	w := s.Words(x)
	lo, hi := (s.Min(x)-s.Base(x))>>6, (s.Max(x)-s.Base(x))>>6
	sh := p.shift[i]
	for k := lo; k <= hi; k++ {
		if w[k] == 0 {
			continue
		}
		if m := w[k] & alldiffBitsAt(p.free, sh+k<<6); m != 0 {
			return int32(sh + k<<6 + bits.TrailingZeros64(m))
		}
	}
	return -1
}

// varFrame starts the walk over variable i's domain.
func (p *alldiffDomain) varFrame(s *cp.Store, i int32) alldiffFrame {
	x := p.xs[i]
	lo, hi := (s.Min(x)-s.Base(x))>>6, (s.Max(x)-s.Base(x))>>6
	return alldiffFrame{node: i, via: -1, word: int32(lo), end: int32(hi), bits: s.Words(x)[lo]}
}

// nextValue returns the next value index of a variable frame's walk, or -1.
func (p *alldiffDomain) nextValue(s *cp.Store, f *alldiffFrame) int32 {
	for f.bits == 0 {
		if f.word >= f.end {
			return -1
		}
		f.word++
		f.bits = s.Words(p.xs[f.node])[f.word]
	}
	b := bits.TrailingZeros64(f.bits)
	f.bits &= f.bits - 1
	return int32(p.shift[f.node] + int(f.word)<<6 + b)
}

// augment matches the unmatched variable root along an augmenting path and
// reports whether one exists (Kuhn's depth-first search, each value visited
// once).
func (p *alldiffDomain) augment(s *cp.Store, root int32) bool {
	if v := p.findFree(s, root); v >= 0 {
		p.match(root, v)
		return true
	}
	p.stamp++
	if p.stamp == 0 {
		clear(p.seen)
		p.stamp = 1
	}
	fr := append(p.frames[:0], p.varFrame(s, root))
	for len(fr) > 0 {
		f := &fr[len(fr)-1]
		v := p.nextValue(s, f)
		if v < 0 {
			fr = fr[:len(fr)-1]
			continue
		}
		if p.seen[v] == p.stamp {
			continue
		}
		p.seen[v] = p.stamp
		// Every value of a visited domain is matched (findFree found none).
		f.via = v
		u := p.valMatch[v]
		if w := p.findFree(s, u); w >= 0 {
			p.match(u, w)
			for k := len(fr) - 1; k >= 0; k-- {
				p.match(fr[k].node, fr[k].via)
			}
			p.frames = fr[:0]
			return true
		}
		fr = append(fr, p.varFrame(s, u))
	}
	p.frames = fr[:0]
	return false
}

// tarjan runs Tarjan's algorithm, iteratively, over the residual graph from
// every variable, and as each strongly connected component completes removes
// from its variables the values outside it (their matched values excepted).
// All the successors of a component's variables lie in that component or in
// components completed before it, so this is step 4 of Régin's algorithm.
// It reports false if a removal fails, which a correct matching rules out.
//
// index[u] is 0 for an unvisited node, alldiffDone once u's component is
// complete, and its visiting order while u is on the stack; so the low-link
// update needs no on-stack test.
func (p *alldiffDomain) tarjan(s *cp.Store) bool {
	n := int32(p.n)
	sink := n + int32(p.nv)
	clear(p.index)
	counter := int32(0)
	fr, ts := p.frames[:0], p.tstack[:0]
	ok := true
	for r := int32(0); r < n && ok; r++ {
		if p.index[r] != 0 {
			continue
		}
		counter++
		p.index[r], p.low[r] = counter, counter
		ts = append(ts, r)
		fr = append(fr, p.varFrame(s, r))
		for len(fr) > 0 {
			f := &fr[len(fr)-1]
			node := f.node
			// The next unvisited successor of node, or -1.
			succ := int32(-1)
			switch {
			case node < n:
				// Walk the domain; edges to visited nodes are handled here,
				// the first unvisited successor is descended into.
				w := s.Words(p.xs[node])
				base, mi := int32(p.shift[node])+n, p.varMatch[node]+n
				for {
					for f.bits == 0 && f.word < f.end {
						f.word++
						f.bits = w[f.word]
					}
					if f.bits == 0 {
						break
					}
					u := base + f.word<<6 + int32(bits.TrailingZeros64(f.bits))
					f.bits &= f.bits - 1
					if u == mi {
						continue
					}
					if p.index[u] == 0 {
						succ = u
						break
					}
					p.low[node] = min(p.low[node], p.index[u])
				}
			case node < sink:
				if f.word == 0 {
					f.word = 1
					succ = p.valMatch[node-n] // a free value leads to the sink
					if succ < 0 {
						succ = sink
					}
					if p.index[succ] != 0 {
						p.low[node] = min(p.low[node], p.index[succ])
						succ = -1
					}
				}
			default:
				for f.word < n && succ < 0 {
					u := n + p.varMatch[f.word]
					f.word++
					if p.index[u] == 0 {
						succ = u
					} else {
						p.low[node] = min(p.low[node], p.index[u])
					}
				}
			}
			if succ >= 0 {
				counter++
				p.index[succ], p.low[succ] = counter, counter
				ts = append(ts, succ)
				if succ < n {
					fr = append(fr, p.varFrame(s, succ))
				} else {
					fr = append(fr, alldiffFrame{node: succ})
				}
				continue
			}
			// node is finished.
			fr = fr[:len(fr)-1]
			if p.low[node] == p.index[node] {
				top := len(ts) - 1
				for ts[top] != node {
					top--
				}
				ok = ok && p.pruneComponent(s, ts[top:])
				ts = ts[:top]
			}
			if len(fr) > 0 {
				parent := fr[len(fr)-1].node
				p.low[parent] = min(p.low[parent], p.low[node])
			}
		}
	}
	p.frames, p.tstack = fr[:0], ts[:0]
	return ok
}

// alldiffDone marks the nodes of completed components in alldiffDomain.index.
const alldiffDone = int32(1<<31 - 1)

// pruneComponent closes the strongly connected component made of the given
// nodes: each of its unfixed variables keeps its matched value and the
// values of the component.
func (p *alldiffDomain) pruneComponent(s *cp.Store, members []int32) bool {
	n, sink := int32(p.n), int32(p.n+p.nv)
	nvars := 0
	for _, u := range members {
		p.index[u] = alldiffDone
		if u < n {
			nvars++
		} else if u < sink {
			v := u - n
			p.scc[v>>6] |= 1 << (v & 63)
		}
	}
	ok := true
	if nvars > 0 {
		for _, u := range members {
			if u >= n || !ok {
				continue
			}
			x := p.xs[u]
			if s.Fixed(x) {
				continue
			}
			w := s.Words(x)
			lo, hi := (s.Min(x)-s.Base(x))>>6, (s.Max(x)-s.Base(x))>>6
			sh := p.shift[u]
			any := false
			for k := lo; k <= hi; k++ {
				m := w[k] &^ alldiffBitsAt(p.scc, sh+k<<6)
				p.mask[k] = m
				any = any || m != 0
			}
			if !any {
				continue
			}
			if mv := int(p.varMatch[u]) - sh; mv>>6 >= lo && mv>>6 <= hi {
				p.mask[mv>>6] &^= 1 << (mv & 63)
			}
			ok = s.RemoveWords(x, p.mask)
		}
	}
	for _, u := range members {
		if u >= n && u < sink {
			v := u - n
			p.scc[v>>6] &^= 1 << (v & 63)
		}
	}
	return ok
}

// Clone implements cp.Cloner; xs and shift are shared (read only). The
// clone's arrays are carved afresh (three allocations, not one per array,
// which a collection pays 27 times per puzzle) and given the original's
// contents: the matching and the one-word form's memory kept between runs
// (the clone store has the same domains and epoch), and the scratch as it is.
func (p *alldiffDomain) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.carve(len(p.free), len(p.mask))
	c.varMatch, c.valMatch = into(c.varMatch, p.varMatch), into(c.valMatch, p.valMatch)
	c.free, c.seen = into(c.free, p.free), into(c.seen, p.seen)
	c.frames = into(c.frames, p.frames)
	c.index, c.low, c.tstack = into(c.index, p.index), into(c.low, p.low), into(c.tstack, p.tstack)
	c.scc, c.mask = into(c.scc, p.scc), into(c.mask, p.mask)
	c.pending = into(c.pending, p.pending)
	c.dom, c.lost = into(c.dom, p.dom), into(c.lost, p.lost)
	c.fw, c.comp = into(c.fw, p.fw), into(c.comp, p.comp)
	return &c
}

// into copies src into dst, which has the room, and returns dst at src's
// length.
func into[T any](dst, src []T) []T {
	dst = dst[:len(src)]
	copy(dst, src)
	return dst
}

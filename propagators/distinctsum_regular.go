package propagators

import (
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// Parameters of DistinctSumRegular's Lagrangian bound.
const (
	// distinctsumScale is the unit of the multipliers: weights are
	// multiplied by it, so that the multipliers move in steps of 1/64 of a
	// weight unit in exact integer arithmetic.
	distinctsumScale = 64
	// distinctsumIters bounds the heaviest-word passes of the
	// subgradient steps of one call.
	distinctsumIters = 10
	// distinctsumMaxGraph bounds n·(|Q| + |T|), as regularMaxGraph does
	// for Regular.
	distinctsumMaxGraph = 1 << 23
	distinctsumInf      = int64(1) << 62
)

// DistinctSumRegular posts total = Σ weights[xs[i]] where the xs take
// pairwise distinct values and the word xs[0] xs[1] … xs[n-1] is accepted
// by d: a walk through distinct places that scores each place it visits,
// d telling which moves are allowed. The values of every xs[i] are
// restricted at post to 0..len(weights)-1 and to d's symbols. The
// propagator bounds total with the three parts together and prunes the xs
// by that bound; it does not enforce the distinctness or d on its own (a
// fixed assignment that breaks them fails, nothing more), so post
// AllDifferent(xs) and Regular or CyclicRegular as well.
//
// It returns an error wrapping ErrArgs for the reasons DistinctSum does, a
// nil DFA, or a graph of more than 2^23 units n·(|Q| + |T|) for the |Q|
// states and |T| transitions of d. One variable posts Regular and
// Element. d is minimised at post, unless each of its states is entered by
// one symbol only (d knows the last symbol read, as a walk's DFA whose
// state is the current place does): minimising could lose that knowledge,
// which the propagator uses.
//
// Consistency: sound. Until xs[0] is fixed a call only takes the bounds of
// DistinctSum on total. Then each call builds the layered graph of d over
// the current domains (as Regular does: the edges on a path from the start
// to an accepting state after n symbols; the store fails when there is
// none) and
//
//   - bounds total from below by the lightest accepted word and from above
//     by the heaviest, among the words that may repeat values — but, when d
//     knows the last symbol, never one value twice in a row or two steps
//     apart (a walk never steps straight back): the passes keep, per node,
//     the heaviest path and the heaviest whose symbol two steps back
//     differs, as in k-best dynamic programming;
//   - tightens the upper bound by a Lagrangian relaxation of the
//     distinctness: for multipliers λ ≥ 0 on the values, the heaviest such
//     word under the weights weights[v] − λ(v), plus Σᵥ λ(v), is at least
//     the total of every accepted word of distinct values. Subgradient
//     steps (a value's multiplier rises when the heaviest word repeats it
//     and falls when the word skips it; Polyak's step aimed at min(total))
//     look for a small bound, at most 10 passes, and the store fails as
//     soon as one is below min(total);
//   - with the multipliers of the best bound, removes a value of xs[i] when
//     no edge carrying it lies on a word whose bound reaches min(total)
//     (forward and backward heaviest paths meet at the edge), and the
//     values that no edge carries.
//
// The graph waits for xs[0] because before, walks from every start share
// the multipliers and the whole graph is large: the passes would cost the
// most where they pay the least (a search that extends a walk fixes its
// start first). The multipliers start from zero at each call, so that a
// call depends on the domains only, and move in exact integer steps of
// 1/64. A call costs O(n·|Q|/w + E·deg) to rebuild the graph (E edges,
// deg the DFA's out-degree), O(E + |weights|) per pass and O(Σ|dom xs[i]|)
// to prune; memory is O(n·|Q|) words plus the edges reachable at post. It
// subscribes OnDomain to the xs and OnBounds to total, and allocates
// nothing after post. total may be an interval variable
// (cp.Store.IsInterval). Under a search's time limit a call may cut its
// multiplier steps short (cp.Store.StopRequested); it then runs again when
// the propagation resumes.
//
// On a grid, with d reading cells and its state the current cell, this is
// the bound of the prize-collecting walk: a walk may come back to a cell,
// and the multipliers charge it for doing so.
func DistinctSumRegular(s *cp.Store, xs []cp.VarID, d *dfa.DFA, weights []int, total cp.VarID) error {
	const name = "DistinctSumRegular"
	if d == nil {
		return argErr(name, "nil DFA")
	}
	if err := distinctsumCheck(s, name, xs, weights, total); err != nil {
		return err
	}
	if !distinctsumKnowsLast(d) {
		d = d.Minimize()
	}
	n := int64(len(xs))
	if size := n * (int64(d.NumStates()) + int64(d.NumTransitions())); size > distinctsumMaxGraph {
		return argErr(name, "%d positions over a DFA of %d states and %d transitions: graph of size %d exceeds %d",
			n, d.NumStates(), d.NumTransitions(), size, distinctsumMaxGraph)
	}
	if d.NumTransitions() == 0 {
		return failNow(s, xs[0]) // no non-empty word is accepted
	}
	if len(xs) == 1 {
		if err := Regular(s, xs, d); err != nil {
			return err
		}
		return Element(s, weights, xs[0], total)
	}
	for _, x := range xs {
		if !s.SetMin(x, d.MinSymbol()) || !s.SetMax(x, d.MaxSymbol()) {
			return nil
		}
	}
	c := distinctsumNewCore(s, xs, weights, total)
	if c == nil {
		return nil
	}
	p := distinctsumNewRegular(s, c, d)
	if p == nil {
		return failNow(s, xs[0])
	}
	id := s.Post(p, cp.Cubic, "distinctsum-regular")
	p.id = id
	for _, x := range c.xs {
		s.Subscribe(id, x, cp.OnDomain, 0)
	}
	s.Subscribe(id, total, cp.OnBounds, 0)
	return nil
}

// distinctsumKnowsLast reports whether every state of d is entered by one
// symbol only.
func distinctsumKnowsLast(d *dfa.DFA) bool {
	last := make([]int, d.NumStates())
	entered := make([]bool, d.NumStates())
	for _, t := range d.Transitions() {
		if entered[t.To] && last[t.To] != t.Symbol {
			return false
		}
		entered[t.To], last[t.To] = true, t.Symbol
	}
	return true
}

// distinctsumEdge is an edge of the layered graph between two nodes given
// by their dense numbers, carrying the symbol val.
type distinctsumEdge struct{ from, to, val int32 }

// distinctsumNode is the forward state of a node in a pass: the heaviest
// path into it (weight f1, symbol two steps back k1, edge p1) and the
// heaviest whose symbol two steps back is not k1 (f2, p2); ls is the last
// symbol read on reaching the node. Edges are given as index << 1 | the
// entry (0 or 1) of their source that the path extends.
type distinctsumNode struct {
	f1, f2         int64
	k1, ls, p1, p2 int32
}

// distinctsumBack is the backward state of a node: the heaviest path from
// it to the end (g1, first symbol t1) and the heaviest with another first
// symbol (g2).
type distinctsumBack struct {
	g1, g2 int64
	t1     int32
}

// Marks in the keys of the passes, which are otherwise symbols (values,
// so at least 0): no symbol read yet, the DFA does not tell the last
// symbol, no entry, and the end of the word.
const (
	distinctsumNoSym     = -1
	distinctsumUnknown   = -2
	distinctsumNoEntry   = -3
	distinctsumEnd       = -4
	distinctsumBranchBit = 1
)

// distinctsumRegular is the propagator of DistinctSumRegular. The node
// (i, q) of the layered graph, state q before reading xs[i] (i = 0..n), is
// numbered i*nq+q. Each call numbers the nodes it reaches densely, layer by
// layer (act lists them, layer i being act[lay[i]:lay[i+1]]; the start is
// 0), and keeps the live edges, those on a path from the start to an
// accepting node of layer n, in layer order: the edges read at position i
// are edges[eOff[i]:eOff[i+1]].
//
// The passes keep two entries per node: forward, the heaviest path into
// the node (f1, its symbol two steps back k1, its edge p1) and the
// heaviest whose symbol two steps back differs from k1 (f2, p2); backward,
// the heaviest path from the node to the end (g1, its first symbol t1)
// and the heaviest with another first symbol (g2). When the DFA tells the
// last symbol read (last[q], the one symbol of the transitions into q),
// the passes extend an entry only by a symbol other than the one two
// steps back, and reach drops the edges repeating the last symbol: the
// words never repeat a value one or two steps apart. Otherwise every node
// has the unknown last symbol and the passes reduce to plain heaviest
// paths.
type distinctsumRegular struct {
	c      *distinctsumCore
	n, nq  int
	start  int32
	acc    []bool
	outOff []int32 // the transitions leaving q are outOff[q]..outOff[q+1]-1
	sym    []int32 // symbol of transition t
	to     []int32 // target of transition t
	last   []int32 // per state: the symbol of every transition into it, or a mark

	// The graph of the current call.
	seen  []uint32 // per node: stamp when reached in this call
	dense []int32  // per node: its dense number, when reached
	stamp uint32
	act   []int32 // reached nodes by dense number
	lay   []int32 // n+2 layer starts in act
	live  []bool  // per dense node: on a path to an accepting final node
	edges []distinctsumEdge
	eOff  []int32 // n+1 edge starts per position

	// Passes, per dense node (scaled weights under cw).
	fw   []distinctsumNode
	bw   []distinctsumBack
	fmin []int64 // lightest unscaled weight from the start (plain paths)

	// Multipliers, per value.
	cw   []int64 // scale·weight − λ
	lam  []int64 // λ, zero between calls
	bLam []int64 // λ of the best bound
	cnt  []int32 // occurrences in the heaviest word
	used []int32 // the values that got a multiplier in this call: used[:nUse]
	inUs []bool
	nUse int
	// fwdBest: fw holds the pass of the best bound.
	fwdBest bool

	sup      []uint32 // per value: stamp when supported at a position
	supStamp uint32

	// id is the propagator's own id; cut says that the last lagrange
	// stopped its steps early for an interrupt (cp.Store.StopRequested):
	// its bound is valid but weaker, and the propagator runs again. The run
	// after a cut never cuts, so that interrupts arriving faster than a
	// run cannot starve it.
	id  cp.PropID
	cut bool
}

// distinctsumNewRegular lays d out in flat arrays and sizes the scratch
// for the graph reachable from the current domains, which bounds the graph
// of every later call since domains only shrink. It returns nil when no
// accepted word exists.
func distinctsumNewRegular(s *cp.Store, c *distinctsumCore, d *dfa.DFA) *distinctsumRegular {
	ts := d.Transitions()
	nq, n, nv := d.NumStates(), len(c.xs), len(c.w)
	p := &distinctsumRegular{
		c: c, n: n, nq: nq, start: int32(d.Start()),
		acc:    make([]bool, nq),
		outOff: make([]int32, nq+1),
		sym:    make([]int32, len(ts)),
		to:     make([]int32, len(ts)),
		last:   make([]int32, nq),
		seen:   make([]uint32, (n+1)*nq),
		dense:  make([]int32, (n+1)*nq),
		lay:    make([]int32, n+2),
		eOff:   make([]int32, n+1),
		cw:     make([]int64, nv),
		lam:    make([]int64, nv),
		bLam:   make([]int64, nv),
		cnt:    make([]int32, nv),
		used:   make([]int32, nv),
		inUs:   make([]bool, nv),
		sup:    make([]uint32, nv),
	}
	for q := range nq {
		p.acc[q] = d.Accepting(q)
	}
	for t, tr := range ts { // sorted by source state
		p.outOff[tr.From+1]++
		p.sym[t], p.to[t] = int32(tr.Symbol), int32(tr.To)
	}
	// last[q]: the one symbol entering q, if d knows the last symbol
	// (symbols outside the values never label an edge: ignore them).
	known := true
	entered := make([]bool, nq)
	for _, tr := range ts {
		if tr.Symbol < 0 || tr.Symbol >= nv {
			continue
		}
		if entered[tr.To] && p.last[tr.To] != int32(tr.Symbol) {
			known = false
		}
		entered[tr.To], p.last[tr.To] = true, int32(tr.Symbol)
	}
	for q := range nq {
		if !known || !entered[q] {
			p.last[q] = distinctsumUnknown
		}
	}
	for q := 1; q <= nq; q++ {
		p.outOff[q] += p.outOff[q-1]
	}
	for v, w := range c.w {
		p.cw[v] = distinctsumScale * int64(w)
	}
	nodes, edges := p.count(s)
	if nodes < 0 {
		return nil
	}
	p.act = make([]int32, nodes)
	p.live = make([]bool, nodes)
	p.fw = make([]distinctsumNode, nodes)
	p.bw = make([]distinctsumBack, nodes)
	p.fmin = make([]int64, nodes)
	p.edges = make([]distinctsumEdge, edges)
	return p
}

// nextStamp starts a new marking of the nodes.
func (p *distinctsumRegular) nextStamp() uint32 {
	p.stamp++
	if p.stamp == 0 {
		clear(p.seen)
		p.stamp = 1
	}
	return p.stamp
}

// count returns the numbers of nodes and edges reachable from the start
// over the current domains, or -1 nodes when no node of layer n accepts.
// It runs at post, before the scratch is sized (and allocates).
func (p *distinctsumRegular) count(s *cp.Store) (nodes, edges int) {
	st := p.nextStamp()
	layer := []int32{p.start}
	p.seen[p.start] = st
	nodes = 1
	for i, x := range p.c.xs {
		var next []int32
		for _, q := range layer {
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				if !s.Contains(x, int(p.sym[t])) {
					continue
				}
				edges++
				if w := (i+1)*p.nq + int(p.to[t]); p.seen[w] != st {
					p.seen[w] = st
					next = append(next, p.to[t])
				}
			}
		}
		nodes += len(next)
		layer = next
	}
	for _, q := range layer {
		if p.acc[q] {
			return nodes, edges
		}
	}
	return -1, 0
}

// reach builds the graph of the current domains and keeps its live edges.
// It reports false when no accepting node of layer n is reached.
func (p *distinctsumRegular) reach(s *cp.Store) bool {
	st := p.nextStamp()
	nq := p.nq
	p.act[0], p.fw[0].ls = p.start, distinctsumNoSym
	p.seen[p.start] = st
	p.dense[p.start] = 0
	p.lay[0], p.lay[1] = 0, 1
	ne := int32(0)
	for i, x := range p.c.xs {
		p.eOff[i] = ne
		end := p.lay[i+1]
		for a := p.lay[i]; a < p.lay[i+1]; a++ {
			q := int(p.act[a]) - i*nq
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				v := p.sym[t]
				if v == p.fw[a].ls || !s.Contains(x, int(v)) {
					continue // a value repeated at once, or not in the domain
				}
				w := (i+1)*nq + int(p.to[t])
				if p.seen[w] != st {
					p.seen[w] = st
					p.dense[w] = end
					p.act[end] = int32(w)
					p.fw[end].ls = p.last[p.to[t]]
					end++
				}
				p.edges[ne] = distinctsumEdge{a, p.dense[w], v}
				ne++
			}
		}
		if end == p.lay[i+1] {
			return false
		}
		p.lay[i+2] = end
	}
	// Backward: a node lives iff it accepts (layer n) or has a live
	// successor; the live edges are those into live nodes.
	nn, last := p.lay[p.n+1], p.lay[p.n]
	final := false
	for a := range nn {
		p.live[a] = a >= last && p.acc[int(p.act[a])-p.n*nq]
		final = final || p.live[a]
	}
	if !final {
		return false
	}
	for j := ne - 1; j >= 0; j-- {
		if e := p.edges[j]; p.live[e.to] {
			p.live[e.from] = true
		}
	}
	k := int32(0)
	for i := range p.n {
		lo, hi := p.eOff[i], ne
		if i+1 < p.n {
			hi = p.eOff[i+1]
		}
		p.eOff[i] = k
		for _, e := range p.edges[lo:hi] {
			if p.live[e.to] {
				p.edges[k] = e
				k++
			}
		}
	}
	p.eOff[p.n] = k
	return true
}

// forward computes the forward entries under cw over the live edges (and
// fmin when withMin), and returns the heaviest accepting final node with
// its weight, and the lightest weight. An edge from a reading v extends
// the heaviest entry of a whose symbol two steps back is not v.
func (p *distinctsumRegular) forward(withMin bool) (end int32, hi, lo int64) {
	fw, cw := p.fw, p.cw
	nn := p.lay[p.n+1]
	for a := range fw[:nn] {
		f := &fw[a]
		f.f1, f.f2, f.k1 = -distinctsumInf, -distinctsumInf, distinctsumNoEntry
	}
	fw[0].f1, fw[0].k1 = 0, distinctsumNoSym
	edges := p.edges[:p.eOff[p.n]]
	for j, e := range edges {
		fa, v := &fw[e.from], e.val
		x, br := fa.f1, int32(0)
		if fa.k1 == v {
			x, br = fa.f2, distinctsumBranchBit
			if x == -distinctsumInf {
				continue
			}
		}
		x += cw[v]
		key := fa.ls
		fb := &fw[e.to]
		switch {
		case x > fb.f1:
			if fb.k1 != key {
				fb.f2, fb.p2 = fb.f1, fb.p1
			}
			fb.f1, fb.k1, fb.p1 = x, key, int32(j)<<1|br
		case fb.k1 != key && x > fb.f2:
			fb.f2, fb.p2 = x, int32(j)<<1|br
		}
	}
	if withMin {
		fmin, w := p.fmin, p.c.w
		for a := range fmin[:nn] {
			fmin[a] = distinctsumInf
		}
		fmin[0] = 0
		for _, e := range edges {
			if x := fmin[e.from] + int64(w[e.val]); x < fmin[e.to] {
				fmin[e.to] = x
			}
		}
	}
	end, hi, lo = -1, -distinctsumInf, distinctsumInf
	for a := p.lay[p.n]; a < nn; a++ {
		if !p.live[a] {
			continue
		}
		if fw[a].f1 > hi {
			end, hi = a, fw[a].f1
		}
		if withMin {
			lo = min(lo, p.fmin[a])
		}
	}
	return end, hi, lo
}

// Propagate bounds total and prunes the xs as described at
// DistinctSumRegular.
func (p *distinctsumRegular) Propagate(s *cp.Store) cp.Status {
	c := p.c
	if !c.scan(s) {
		return cp.Fail
	}
	if !s.Fixed(c.xs[0]) {
		// Before the start is fixed: the bounds of DistinctSum only.
		if !s.SetMin(c.total, c.fixed+c.loK) || !s.SetMax(c.total, c.fixed+c.hiK) {
			return cp.Fail
		}
		return cp.Fix
	}
	if !p.reach(s) {
		return cp.Fail
	}
	end, hi, lo := p.forward(true)
	if !s.SetMin(c.total, max(int(lo), c.fixed+c.loK)) {
		return cp.Fail
	}
	ub := min(distinctsumFloorDiv(hi, distinctsumScale), int64(c.fixed+c.hiK))
	goal := int64(s.Min(c.total)) // a bound below goal fails
	p.nUse, p.fwdBest = 0, true
	steps := ub >= goal && c.nUnfixed > 0
	mayCut := !p.cut
	p.cut = false
	if steps {
		ub = min(ub, p.lagrange(s, goal, end, hi, mayCut))
	}
	if ub < goal || !s.SetMax(c.total, int(ub)) {
		return cp.Fail
	}
	if c.nUnfixed == 0 {
		return cp.Subsumed
	}
	changed, ok := p.filter(s, goal)
	switch {
	case !ok:
		return cp.Fail
	case p.cut:
		s.Schedule(p.id) // the full steps when the propagation resumes
		return cp.Fix
	case changed:
		return cp.NoFix
	}
	return cp.Fix
}

// lagrange runs the subgradient steps from λ = 0, whose heaviest word (end,
// of weight hi) forward has just found, and returns the smallest upper
// bound found, unscaled. It leaves the multipliers of that bound in bLam
// (for the values used[:nUse], the others being zero) and λ at zero. When
// mayCut, it stops early, setting cut, if the store asks to stop (each
// bound is valid, so the best one so far is too).
func (p *distinctsumRegular) lagrange(s *cp.Store, goal int64, end int32, hi int64, mayCut bool) int64 {
	cw, lam, cnt := p.cw, p.lam, p.cnt
	best := distinctsumInf
	sumLam := int64(0)
	target := distinctsumScale * (goal - 1)
	for it := 1; ; it++ {
		bound := hi + sumLam
		p.fwdBest = bound < best
		if p.fwdBest {
			best = bound
			for _, v := range p.used[:p.nUse] {
				p.bLam[v] = lam[v]
			}
		}
		if distinctsumFloorDiv(best, distinctsumScale) < goal || it == distinctsumIters {
			break
		}
		if mayCut && s.StopRequested() {
			p.cut = true
			break
		}
		// Count the values of the heaviest word.
		for a, br := end, int32(0); a != 0; {
			pj := p.fw[a].p1
			if br != 0 {
				pj = p.fw[a].p2
			}
			e := p.edges[pj>>1]
			if v := e.val; !p.inUs[v] {
				p.inUs[v] = true
				p.used[p.nUse] = v
				p.bLam[v] = 0
				p.nUse++
			}
			cnt[e.val]++
			a, br = e.from, pj&distinctsumBranchBit
		}
		// Subgradient g(v) = 1 - cnt(v), projected on λ ≥ 0.
		norm := int64(0)
		for _, v := range p.used[:p.nUse] {
			if g := 1 - int64(cnt[v]); g < 0 || g > 0 && lam[v] > 0 {
				norm += g * g
			}
		}
		if norm == 0 {
			// A word of distinct values using once every value charged:
			// the bound is its total, exact.
			for _, v := range p.used[:p.nUse] {
				cnt[v] = 0
			}
			break
		}
		step := max(3*(bound-target)/(2*norm), 1)
		for _, v := range p.used[:p.nUse] {
			g := 1 - int64(cnt[v])
			cnt[v] = 0
			l := max(lam[v]-step*g, 0)
			sumLam += l - lam[v]
			cw[v] += lam[v] - l
			lam[v] = l
		}
		end, hi, _ = p.forward(false)
	}
	for _, v := range p.used[:p.nUse] {
		cw[v] += lam[v]
		lam[v] = 0
		p.inUs[v] = false
	}
	return distinctsumFloorDiv(best, distinctsumScale)
}

// filter removes, under the multipliers bLam, the values none of whose
// live edges lies on a word whose bound reaches goal (values without a
// live edge included). It reports whether a domain changed, and false on
// failure.
func (p *distinctsumRegular) filter(s *cp.Store, goal int64) (changed, ok bool) {
	cw := p.cw
	sumLam := int64(0)
	for _, v := range p.used[:p.nUse] {
		cw[v] -= p.bLam[v]
		sumLam += p.bLam[v]
	}
	if !p.fwdBest {
		p.forward(false)
	}
	fw, bw := p.fw, p.bw
	nn, last := p.lay[p.n+1], p.lay[p.n]
	for a := range bw[:nn] {
		g := &bw[a]
		g.g1, g.g2, g.t1 = -distinctsumInf, -distinctsumInf, distinctsumNoEntry
		if int32(a) >= last && p.live[a] {
			g.g1, g.t1 = 0, distinctsumEnd
		}
	}
	need := distinctsumScale*goal - sumLam
	ok = true
	for i := p.n - 1; i >= 0 && ok; i-- {
		st := p.nextSupStamp()
		edges := p.edges[p.eOff[i]:p.eOff[i+1]]
		for j := len(edges) - 1; j >= 0; j-- {
			e := edges[j]
			v, fa, ga, gb := e.val, &fw[e.from], &bw[e.from], &bw[e.to]
			// The rest from b may not start with the symbol read before a.
			y := gb.g1
			if gb.t1 == fa.ls {
				y = gb.g2
			}
			if y == -distinctsumInf {
				continue
			}
			y += cw[v]
			switch {
			case y > ga.g1:
				if ga.t1 != v {
					ga.g2 = ga.g1
				}
				ga.g1, ga.t1 = y, v
			case ga.t1 != v && y > ga.g2:
				ga.g2 = y
			}
			x := fa.f1
			if fa.k1 == v {
				x = fa.f2
			}
			if x != -distinctsumInf && x+y >= need {
				p.sup[v] = st
			}
		}
		x := p.c.xs[i]
		for v, more := s.Min(x), true; more; v, more = s.Next(x, v) {
			if p.sup[v] != st {
				if !s.Remove(x, v) {
					ok = false
					break
				}
				changed = true
			}
		}
	}
	for _, v := range p.used[:p.nUse] {
		cw[v] += p.bLam[v]
	}
	return changed, ok
}

// nextSupStamp starts a new marking of supported values.
func (p *distinctsumRegular) nextSupStamp() uint32 {
	p.supStamp++
	if p.supStamp == 0 {
		clear(p.sup)
		p.supStamp = 1
	}
	return p.supStamp
}

// Clone implements cp.Cloner; the automaton (acc, outOff, sym, to, last) is
// shared (read only).
func (p *distinctsumRegular) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.c = p.c.clone()
	c.seen, c.dense = cloneSlice(p.seen), cloneSlice(p.dense)
	c.act, c.lay, c.live = cloneSlice(p.act), cloneSlice(p.lay), cloneSlice(p.live)
	c.edges, c.eOff = cloneSlice(p.edges), cloneSlice(p.eOff)
	c.fw, c.bw, c.fmin = cloneSlice(p.fw), cloneSlice(p.bw), cloneSlice(p.fmin)
	c.cw, c.lam, c.bLam = cloneSlice(p.cw), cloneSlice(p.lam), cloneSlice(p.bLam)
	c.cnt, c.used, c.inUs = cloneSlice(p.cnt), cloneSlice(p.used), cloneSlice(p.inUs)
	c.sup = cloneSlice(p.sup)
	return &c
}

// distinctsumFloorDiv is a/b rounded down, for b > 0.
func distinctsumFloorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && a < 0 {
		q--
	}
	return q
}

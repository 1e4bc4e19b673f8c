package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// CyclicRegular posts that the sequence x₁…xₙ read as a cycle is accepted
// by d: d accepts the word x₁ x₂ … xₙ x₁, the first symbol read once more at
// the end, so that the step from xₙ back to x₁ is checked too. Typical use:
// consecutive cells of a loop are orthogonally adjacent, the last and the
// first as well, with a DFA whose state is the previous cell.
//
// Domain consistent when the variables are distinct (repeated variables
// are allowed and filtered soundly). Two layers of reasoning:
//
//   - The relaxation in which the closing symbol is a copy of x₁ is kept by
//     the incremental layered graph of Regular over x₁ … xₙ x₁ (see
//     Regular: amortised O(n·(|T|+|Q|+|Σ|)) along a branch). Once x₁ is
//     fixed it is exact, and a call costs only the incremental update.
//   - While x₁ is not fixed, every state of every layer of that graph gets
//     the bitset of the first symbols a by which it is reached: a forward
//     pass propagates these origin sets along the graph's alive edges, the
//     last layer keeps the origins a whose closing transition on a reaches
//     an accepting state, and a backward pass intersects each state's
//     origins with those of its live successors. An edge is supported iff
//     the origins of its ends intersect, and x₁ = a iff a survives at the
//     state a leads to. This is the |dom x₁| graphs of the textbook method
//     (one per value a of x₁, with x₁ = a at both ends) run 64 at a time:
//     O(E·⌈r/64⌉ + n·|Σ|/64) word operations for the E ≤ n·|T| alive edges
//     and the width r of x₁'s current range.
//
// So it pays to put first a variable with a small domain, or to fix x₁ by
// symmetry breaking when the language is closed under rotation (as the
// adjacency of a loop is). Memory: that of Regular on n+1 variables plus
// O(n·|Q|·⌈r₀/64⌉) words for x₁'s range r₀ at post; posting fails with
// ErrArgs if n·(|Q|+|T|+|Σ|) exceeds 2^23 or n·|Q|·⌈r₀/64⌉ exceeds 2^24. d is
// minimised at post.
func CyclicRegular(s *cp.Store, xs []cp.VarID, d *dfa.DFA) error {
	g, err := regularPrepare(s, "CyclicRegular", xs, d, true)
	if g == nil || err != nil {
		return err
	}
	n, nq := len(xs), g.nq
	x1 := xs[0]
	inner := regularNew(s, append(slices.Clone(xs), x1), g)
	if inner == nil {
		return nil // failed, or the one accepted word is decided
	}
	aMin, aMax := s.Min(x1), s.Max(x1)
	dw := (aMax-aMin)>>6 + 1
	p := &regularCyclic{
		xs: slices.Clone(xs), inner: inner, n: n, nq: nq, dw: dw, aMin: aMin,
		close:  make([]uint64, nq*dw),
		orig:   make([]uint64, n*nq*dw),
		tmp:    make([]uint64, dw),
		act:    make([]int32, n*nq),
		actLen: make([]int, n),
		mark:   make([]uint32, n*nq),
		live:   make([]uint32, n*nq),
		mask:   make([][]uint64, n),
	}
	for t := range g.nt {
		if a := g.minSym + int(g.sym[t]) - aMin; a >= 0 && a <= aMax-aMin && g.acc[g.to[t]] {
			p.close[int(g.from[t])*dw+a>>6] |= 1 << (a & 63)
		}
	}
	for k, x := range xs {
		p.mask[k] = make([]uint64, len(s.Words(x)))
	}
	p.repeats = len(inner.vars) < n

	// Prune once now; a unary or decided constraint needs no propagator.
	switch p.Propagate(s) {
	case cp.Fail:
		return failNow(s, x1)
	case cp.Subsumed:
		return nil
	}
	if n == 1 {
		return nil
	}
	inner.full = true // the writes above were made before subscribing
	id := s.Post(p, cp.Quadratic, "cyclic-regular")
	for k, x := range inner.vars {
		s.Subscribe(id, x, cp.OnDomain, int32(k))
	}
	return nil
}

// regularCyclic is the propagator of CyclicRegular: inner is the layered
// graph of x₁ … xₙ x₁ (positions 0..n, state layers 0..n+1). For the origin
// pass, the state q of layer k (1..n) owns the words orig[c*dw:][:dw] with
// c = (k-1)*nq+q: the bitset of the first symbols a (bit a-aMin) by which it
// is reached (forward), then of those that also close the cycle through it
// (backward).
type regularCyclic struct {
	xs      []cp.VarID
	inner   *regular
	n, nq   int
	dw      int // words per origin set
	aMin    int // value of origin bit 0
	repeats bool
	close   []uint64 // per state q, the origins a with q --a--> accepting

	// Scratch, rebuilt by every origin pass.
	orig   []uint64
	tmp    []uint64
	act    []int32 // the states of layer k reached forward: act[(k-1)*nq:][:actLen[k-1]]
	actLen []int
	mark   []uint32 // stamp: orig of the cell is valid in this pass
	live   []uint32 // stamp: the cell's origin set is non-empty after the backward pass
	stamp  uint32
	mask   [][]uint64 // per position, the supported values in the variable's coordinates
}

// Notify forwards to the layered graph.
func (p *regularCyclic) Notify(s *cp.Store, tag int32, ev cp.Event) bool {
	return p.inner.Notify(s, tag, ev)
}

// Propagate updates the relaxation and, while x₁ is not fixed, runs the
// origin pass. Domain consistent for distinct variables; see CyclicRegular
// for the cost.
func (p *regularCyclic) Propagate(s *cp.Store) cp.Status {
	in := p.inner
	if !in.update(s) {
		return cp.Fail
	}
	if !s.Fixed(p.xs[0]) {
		changed, ok := p.origins(s)
		if !ok || changed && !in.update(s) {
			return cp.Fail
		}
		if changed && p.repeats && s.Int(in.unfixed) > 0 {
			return cp.NoFix
		}
	}
	if s.Int(in.unfixed) == 0 {
		return cp.Subsumed
	}
	return cp.Fix
}

// origins runs the origin pass on the alive edges of the relaxation (whose
// known values equal the domains) and removes the unsupported values. It
// reports whether a domain changed, and false on failure.
func (p *regularCyclic) origins(s *cp.Store) (changed, ok bool) {
	p.stamp++
	if p.stamp == 0 {
		clear(p.mark)
		clear(p.live)
		p.stamp = 1
	}
	st := p.stamp
	in := p.inner
	n, nq, nt, dw := p.n, p.nq, in.nt, p.dw
	aliveW := in.aliveW
	x1 := p.xs[0]
	lo, hi := (s.Min(x1)-p.aMin)>>6, (s.Max(x1)-p.aMin)>>6
	orig := p.orig
	symBase := in.minSym - p.aMin

	// Layer 1: each first symbol a is the origin of the state it leads to.
	cnt := 0
	for t := in.outOff[in.start]; t < in.outOff[in.start+1]; t++ {
		if aliveW[int(t)>>6]&(1<<(t&63)) == 0 {
			continue
		}
		q := in.to[t]
		o := int(q) * dw
		if p.mark[q] != st {
			p.mark[q] = st
			p.act[cnt] = q
			cnt++
			clear(orig[o+lo : o+hi+1])
		}
		b := symBase + int(in.sym[t])
		orig[o+b>>6] |= 1 << (b & 63)
	}
	p.actLen[0] = cnt

	// Forward: origins flow along the alive edges of positions 1..n-1.
	for k := 1; k < n; k++ {
		cnt := 0
		act := p.act[k*nq : (k+1)*nq]
		for _, q := range p.act[(k-1)*nq : (k-1)*nq+p.actLen[k-1]] {
			src := orig[((k-1)*nq+int(q))*dw:][lo : hi+1]
			for t := in.outOff[q]; t < in.outOff[q+1]; t++ {
				if e := k*nt + int(t); aliveW[e>>6]&(1<<(e&63)) == 0 {
					continue
				}
				q2 := in.to[t]
				c := k*nq + int(q2)
				dst := orig[c*dw:][lo : hi+1]
				if p.mark[c] != st {
					p.mark[c] = st
					act[cnt] = q2
					cnt++
					copy(dst, src)
					continue
				}
				for w, v := range src {
					dst[w] |= v
				}
			}
		}
		p.actLen[k] = cnt
	}

	// Closing: at layer n keep the origins a with q --a--> accepting.
	last := (n - 1) * nq
	for _, q := range p.act[last : last+p.actLen[n-1]] {
		c := last + int(q)
		dst := orig[c*dw:][lo : hi+1]
		cl := p.close[int(q)*dw:][lo : hi+1]
		any := uint64(0)
		for w := range dst {
			dst[w] &= cl[w]
			any |= dst[w]
		}
		if any != 0 {
			p.live[c] = st
		}
	}

	// Backward: a state keeps the origins shared with a live successor; an
	// edge whose ends share an origin supports its value.
	for k, x := range p.xs {
		m := p.mask[k]
		base := s.Base(x)
		clear(m[(s.Min(x)-base)>>6 : (s.Max(x)-base)>>6+1])
	}
	tmp := p.tmp[lo : hi+1]
	for k := n - 1; k >= 1; k-- {
		m := p.mask[k]
		vBase := in.minSym - s.Base(p.xs[k])
		prev := (k - 1) * nq
		for _, q := range p.act[prev : prev+p.actLen[k-1]] {
			c := prev + int(q)
			src := orig[c*dw:][lo : hi+1]
			clear(tmp)
			for t := in.outOff[q]; t < in.outOff[q+1]; t++ {
				c2 := k*nq + int(in.to[t])
				if p.live[c2] != st {
					continue
				}
				if e := k*nt + int(t); aliveW[e>>6]&(1<<(e&63)) == 0 {
					continue
				}
				nxt := orig[c2*dw:][lo : hi+1]
				hit := uint64(0)
				for w, v := range src {
					h := v & nxt[w]
					tmp[w] |= h
					hit |= h
				}
				if hit != 0 {
					b := vBase + int(in.sym[t])
					m[b>>6] |= 1 << (b & 63)
				}
			}
			any := uint64(0)
			for w, v := range tmp {
				src[w] = v
				any |= v
			}
			if any != 0 {
				p.live[c] = st
			}
		}
	}

	// x₁ = a is supported iff a survives at the state a leads to.
	m := p.mask[0]
	vBase := in.minSym - s.Base(x1)
	for t := in.outOff[in.start]; t < in.outOff[in.start+1]; t++ {
		if aliveW[int(t)>>6]&(1<<(t&63)) == 0 {
			continue
		}
		q := in.to[t]
		b := symBase + int(in.sym[t])
		if p.live[q] == st && orig[int(q)*dw+b>>6]&(1<<(b&63)) != 0 {
			v := vBase + int(in.sym[t])
			m[v>>6] |= 1 << (v & 63)
		}
	}

	for k, x := range p.xs {
		size := s.Size(x)
		if !s.IntersectWords(x, p.mask[k]) {
			return false, false
		}
		changed = changed || s.Size(x) != size
	}
	return changed, true
}

func (p *regularCyclic) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	in := p.inner
	x1 := p.xs[0]
	marks := s.ScratchInts(5, len(in.vars)*in.nw)
	if l.Op == cp.OpNe && l.X == x1 {
		if !in.cut(s, at, -1, 0, true, l.V, -1, 0, marks) {
			return s.CoarseReason(s.ExplainedProp(), at, buf)
		}
		return in.appendMarks(s, at, marks, -1, buf)
	}
	ok := true
	size := 0
	for a, more := s.MinAt(x1, at), true; more; a, more = s.NextAt(x1, a, at) {
		size++
	}
	if size*in.n*(in.nt+in.nw) > regularCutCost {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	for a, more := s.MinAt(x1, at), true; more && ok; a, more = s.NextAt(x1, a, at) {
		ok = in.explainInto(s, l, at, true, a, marks)
	}
	if !ok {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	buf = s.AppendDomainAt(x1, at, buf)
	return in.appendMarks(s, at, marks, x1, buf)
}

// Clone implements cp.Cloner; close is shared (read only).
func (p *regularCyclic) Clone(dst *cp.Store) cp.Propagator {
	c := *p
	c.inner = p.inner.clone(dst)
	c.orig, c.tmp = cloneSlice(p.orig), cloneSlice(p.tmp)
	c.act, c.actLen = cloneSlice(p.act), cloneSlice(p.actLen)
	c.mark, c.live = cloneSlice(p.mark), cloneSlice(p.live)
	c.mask = cloneSlices(p.mask)
	return &c
}

package propagators

import (
	"github.com/tessera-cp/tessera/cp"
)

// reifLinear propagates the general reified sum: lit ties b to
// C: Σ a[i]·x[i] = c (eq) or Σ a[i]·x[i] ≤ c, over the normalised terms
// (distinct variables, b possibly among them). It claims exactly this:
//
//   - b unfixed: with lo and hi the least and greatest values of the sum
//     over the variables' bounds, C is entailed when hi ≤ c (≤) or
//     lo = hi = c (=), disentailed when lo > c (≤) or lo > c or hi < c
//     (=); an entailed C fixes b = bt when ¬b ⇒ ¬C is posted (bwd), a
//     disentailed one b = 1-bt when b ⇒ C is (fwd). The xs are not pruned.
//   - b = bt (with fwd): Linear's propagation of C, bounds(R) for =,
//     bounds(Z) for ≤.
//   - b = 1-bt (with bwd): Linear's propagation of ¬C: Σ ≠ c, domain
//     consistent (the last unfixed variable loses its forbidden value),
//     or Σ ≥ c+1, bounds(Z).
//
// Cost: while b is unfixed, O(number of unfixed variables) per call (fixed
// terms are moved out of the active part, as in Linear), woken by bounds
// events; once b is fixed, that of the Linear propagator it runs (the ≠
// case is woken only when at most one variable is unfixed, counted by the
// hook in O(1) per fixing). It never posts: the propagators of C and ¬C
// are built at post time and run from here.
type reifLinear struct {
	lit     reifLit
	a       []int
	x       []cp.VarID
	c       int
	eq      bool
	n, k    cp.RevInt // active terms a[:n], x[:n]; k = Σ of the fixed ones
	unfixed cp.RevInt // unfixed variables among x
	bIdx    int32     // b's subscription tag (its index in x at post), or -1

	pos *linearBounds // C
	neg *linearBounds // ¬C when C is ≤: Σ -a·x ≤ -c-1
	ne  *linearNE     // ¬C when C is =: Σ a·x ≠ c
}

func postReifLinear(s *cp.Store, a []int, x []cp.VarID, eq bool, c int, lit reifLit) {
	p := &reifLinear{lit: lit, a: a, x: x, c: c, eq: eq, bIdx: -1}
	unfixed := 0
	for i, v := range x {
		if v == lit.b {
			p.bIdx = int32(i)
		}
		if !s.Fixed(v) {
			unfixed++
		}
	}
	p.n, p.k = s.NewRevInt(len(a)), s.NewRevInt(0)
	p.unfixed = s.NewRevInt(unfixed)
	clone := func() ([]int, []cp.VarID) {
		return append([]int(nil), a...), append([]cp.VarID(nil), x...)
	}
	if lit.fwd {
		ca, cx := clone()
		p.pos = newLinearBounds(s, ca, cx, c, eq)
	}
	if lit.bwd {
		ca, cx := clone()
		if eq {
			p.ne = &linearNE{a: ca, x: cx, c: c, unfixed: p.unfixed}
		} else {
			for i := range ca {
				ca[i] = -ca[i]
			}
			p.neg = newLinearBounds(s, ca, cx, -c-1, false)
		}
	}
	kind := "reif-linear-le"
	if eq {
		kind = "reif-linear-eq"
	}
	id := s.Post(p, cp.Linear, kind)
	for i, v := range x {
		s.Subscribe(id, v, cp.OnBounds, int32(i))
	}
	if p.bIdx < 0 {
		s.Subscribe(id, lit.b, cp.OnFixed, -1)
	}
}

// Notify counts the fixings and, once b has chosen ≠, wakes the propagator
// only when at most one variable is unfixed.
func (p *reifLinear) Notify(s *cp.Store, tag int32, ev cp.Event) bool {
	if tag < 0 {
		return true
	}
	if ev == cp.EventFixed {
		s.SetInt(p.unfixed, s.Int(p.unfixed)-1)
	}
	if tag == p.bIdx {
		return true
	}
	if l := p.lit; p.eq && s.Fixed(l.b) && s.Value(l.b) != l.bt {
		return s.Int(p.unfixed) <= 1
	}
	return true
}

func (p *reifLinear) Propagate(s *cp.Store) cp.Status {
	l := p.lit
	if s.Fixed(l.b) {
		switch {
		case s.Value(l.b) == l.bt && l.fwd:
			return p.pos.Propagate(s)
		case s.Value(l.b) != l.bt && l.bwd && p.eq:
			return p.ne.Propagate(s)
		case s.Value(l.b) != l.bt && l.bwd:
			return p.neg.Propagate(s)
		}
		return cp.Subsumed
	}
	n, k := s.Int(p.n), s.Int(p.k)
	a, x := p.a, p.x
	lo, hi := 0, 0
	for i := 0; i < n; {
		v, ai := x[i], a[i]
		if s.Fixed(v) {
			k += ai * s.Value(v)
			n--
			a[i], a[n] = a[n], ai
			x[i], x[n] = x[n], v
			continue
		}
		if ai > 0 {
			lo += ai * s.Min(v)
			hi += ai * s.Max(v)
		} else {
			lo += ai * s.Max(v)
			hi += ai * s.Min(v)
		}
		i++
	}
	s.SetInt(p.n, n)
	s.SetInt(p.k, k)
	lo, hi = lo+k, hi+k
	if p.eq {
		switch {
		case lo > p.c || hi < p.c:
			return l.decided(s, false)
		case lo == hi: // = c
			return l.decided(s, true)
		}
		return cp.Fix
	}
	switch {
	case hi <= p.c:
		return l.decided(s, true)
	case lo > p.c:
		return l.decided(s, false)
	}
	return cp.Fix
}

func (p *reifLinear) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n := len(buf)
	if d, holds := p.lit.decidedAt(s, l, at); d {
		var ok bool
		switch {
		case holds && p.eq: // Σ min ≥ c and Σ max ≤ c
			buf, ok = linearSide(s, p.a, p.x, 1, -1, p.c, at, buf)
			if ok {
				buf, ok = linearSide(s, p.a, p.x, -1, -1, -p.c, at, buf)
			}
		case holds: // Σ max ≤ c
			buf, ok = linearSide(s, p.a, p.x, -1, -1, -p.c, at, buf)
		default: // Σ min > c, or (=) Σ max < c
			buf, ok = linearSide(s, p.a, p.x, 1, -1, p.c+1, at, buf)
			if !ok && p.eq {
				buf, ok = linearSide(s, p.a, p.x, -1, -1, -p.c+1, at, buf[:n])
			}
		}
		if ok {
			return buf
		}
		return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
	}
	if r, ok := p.lit.bAt(s, at, buf); ok {
		var ex cp.Explainer
		isT := r[len(r)-1].V == p.lit.bt
		switch {
		case isT && p.lit.fwd:
			ex = p.pos
		case !isT && p.lit.bwd && p.eq:
			ex = p.ne
		case !isT && p.lit.bwd:
			ex = p.neg
		}
		if ex != nil {
			return ex.Explain(s, l, at, r)
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n])
}

// Clone implements cp.Cloner: the terms are reordered in place like
// linearBounds' (state, copied), and the three inner propagators are
// cloned.
func (p *reifLinear) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.a, c.x = cloneSlice(p.a), cloneSlice(p.x)
	if p.pos != nil {
		c.pos = p.pos.clone()
	}
	if p.neg != nil {
		c.neg = p.neg.clone()
	}
	if p.ne != nil {
		c.ne = p.ne.clone()
	}
	return &c
}

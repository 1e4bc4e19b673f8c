package propagators

import (
	"github.com/tessera-cp/tessera/cp"
)

// AllDifferentExcept posts that the xs take pairwise distinct values, except
// that any number of them may take the value except: MiniZinc's
// alldifferent_except_0 with except = 0.
//
//   - Value: forward checking (AllDifferent's Value propagator, which skips
//     a variable fixed to except). Sound; O(n) per newly fixed variable.
//   - Bounds and Domain: domain (generalised arc) consistency by Régin's
//     flow (see valueFlow): every value other than except may carry one
//     variable and except any number, and a value stays in a domain iff
//     some assignment of the others fits around it. There is no bounds(Z)
//     algorithm of its own: Bounds gets the domain propagator (it is
//     bounds(Z) consistent a fortiori, and AllDifferent's bounds propagator
//     when no domain holds except, see below). A call costs
//     O(n + W + Σ|D(x)|) plus O(W + Σ|D(x)|) per variable rematched (W is
//     the width of the union of the initial domains), memory O(n + W +
//     Σ|D(x)|); priority cp.Quadratic.
//
// xs must be variables of s, none repeated; at Bounds and Domain level the
// union of their domains must span fewer than cp.MaxDomainWidth values. When
// no domain holds except the constraint is AllDifferent at the same level.
func AllDifferentExcept(s *cp.Store, xs []cp.VarID, except int, level Level) error {
	const name = "AllDifferentExcept"
	if err := checkVars(s, name, false, xs...); err != nil {
		return err
	}
	if level != Value && level != Bounds && level != Domain {
		return argErr(name, "unknown level %d", int(level))
	}
	free := false
	for _, x := range xs {
		free = free || s.Contains(x, except)
	}
	if !free {
		return alldiffPost(s, name, xs, nil, level)
	}
	if len(xs) < 2 {
		return nil
	}
	xs = append([]cp.VarID(nil), xs...)
	if level == Value {
		p := newAlldiffValue(xs, nil)
		p.except, p.skip = except, true
		id := s.Post(p, cp.Linear, "alldifferent-except-value")
		for i, x := range xs {
			s.Subscribe(id, x, cp.OnFixed, int32(i))
		}
		return nil
	}
	lo, hi := s.Base(xs[0]), s.Max(xs[0])
	edges := 0
	for _, x := range xs {
		lo, hi = min(lo, s.Base(x)), max(hi, s.Max(x))
		edges += s.Size(x)
	}
	if hi-lo >= cp.MaxDomainWidth {
		return argErr(name, "the values span %d..%d, wider than cp.MaxDomainWidth; use Value", lo, hi)
	}
	p := &alldiffExcept{xs: xs, vmin: lo, f: newValueFlow(len(xs), hi-lo+1, edges)}
	for v := range p.f.m {
		p.f.hi[v] = 1
	}
	p.f.hi[except-lo] = int32(len(xs)) // lo <= except <= hi: a domain holds it
	id := s.Post(p, cp.Quadratic, "alldifferent-except-domain")
	for i, x := range xs {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	return nil
}

// alldiffExcept is AllDifferentExcept at domain consistency: value node v
// stands for vmin+v, each with capacity 1 but except's, which has n; see
// AllDifferentExcept.
type alldiffExcept struct {
	xs   []cp.VarID
	vmin int
	f    *valueFlow
}

func (p *alldiffExcept) Propagate(s *cp.Store) cp.Status {
	f := p.f
	f.beginEdges()
	fixed := 0
	for i, x := range p.xs {
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			f.adj = append(f.adj, int32(v-p.vmin))
		}
		f.endVar(i)
		if s.Fixed(x) {
			fixed++
		}
	}
	if !f.feasible() {
		return cp.Fail
	}
	if fixed == len(p.xs) {
		return cp.Subsumed
	}
	f.components()
	for i, x := range p.xs {
		for _, v := range f.edges(int32(i)) {
			if !f.supported(int32(i), v) && !s.Remove(x, p.vmin+int(v)) {
				return cp.Fail
			}
		}
	}
	return cp.Fix
}

func (p *alldiffExcept) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	var h hallFinder
	h.init(s, p.xs, nil, at, func(v int) int {
		if k := v - p.vmin; k >= 0 && k < len(p.f.hi) {
			return int(p.f.hi[k])
		}
		return 1
	})
	if h.explain(l) {
		return h.appendReason(buf)
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner.
func (p *alldiffExcept) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.f = p.f.clone()
	return &c
}

package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Inverse posts f[i] = j+offset ⇔ g[j] = i+offset for all i, j: f and g are
// inverse permutations of offset..offset+n-1 (n = len(f) = len(g)).
// MiniZinc's inverse, whose index sets start at 1, is offset 1.
//
// Domain consistent on the whole constraint: a solution is a perfect
// matching of the bipartite graph with an edge i–j wherever j+offset is in
// f[i]'s domain and i+offset in g[j]'s, so each call first channels the
// two sides (a value of one side stays only while the other side has the
// mirror value), then keeps a perfect matching (repaired between calls) and
// removes, from both sides, the edges that lie in no perfect matching
// (Régin's algorithm, see valueFlow). A call costs O(n + Σ|D|) plus
// O(n + Σ|D|) per rematched variable; memory O(n + Σ|D|) for the initial
// domains. Priority cp.Quadratic; it subscribes OnDomain to every variable.
//
// f and g must be variables of s, no variable appearing twice in f and g
// together, of equal length, with |offset| at most 2^40. The domains are
// intersected with offset..offset+n-1 at post.
func Inverse(s *cp.Store, f, g []cp.VarID, offset int) error {
	const name = "Inverse"
	if len(f) != len(g) {
		return argErr(name, "f has %d variables and g %d", len(f), len(g))
	}
	if offset > alldiffMaxOffset || offset < -alldiffMaxOffset {
		return argErr(name, "offset %d exceeds 2^40 in magnitude", offset)
	}
	if err := checkVars(s, name, false, append(slices.Clone(f), g...)...); err != nil {
		return err
	}
	n := len(f)
	if n == 0 {
		return nil
	}
	edges := 0
	for _, x := range append(slices.Clone(f), g...) {
		if !s.SetMin(x, offset) || !s.SetMax(x, offset+n-1) {
			return nil // the store has failed
		}
	}
	for _, x := range f {
		edges += s.Size(x)
	}
	p := &inverse{f: slices.Clone(f), g: slices.Clone(g), off: offset, flow: newValueFlow(n, n, edges)}
	for j := range n {
		p.flow.hi[j] = 1
	}
	id := s.Post(p, cp.Quadratic, "inverse")
	for _, x := range p.f {
		s.Subscribe(id, x, cp.OnDomain, 0)
	}
	for _, x := range p.g {
		s.Subscribe(id, x, cp.OnDomain, 0)
	}
	return nil
}

// inverse propagates Inverse; the flow's variable i is f[i], its value node
// j is g[j].
type inverse struct {
	f, g []cp.VarID
	off  int
	flow *valueFlow
}

func (p *inverse) Propagate(s *cp.Store) cp.Status {
	fl, off := p.flow, p.off
	// Channel f to g while collecting the edges, then g to f.
	fl.beginEdges()
	fixed := 0
	for i, x := range p.f {
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			j := v - off
			if s.Contains(p.g[j], i+off) {
				fl.adj = append(fl.adj, int32(j))
			} else if !s.Remove(x, v) {
				return cp.Fail
			}
		}
		fl.endVar(i)
		if s.Fixed(x) {
			fixed++
		}
	}
	for j, y := range p.g {
		for v, ok := s.Min(y), true; ok; v, ok = s.Next(y, v) {
			if !s.Contains(p.f[v-off], j+off) && !s.Remove(y, v) {
				return cp.Fail
			}
		}
	}
	if !fl.feasible() {
		return cp.Fail
	}
	if fixed == len(p.f) {
		return cp.Subsumed // a permutation, and g its mirror
	}
	fl.components()
	for i, x := range p.f {
		for _, j := range fl.edges(int32(i)) {
			if fl.supported(int32(i), j) {
				continue
			}
			if !s.Remove(x, int(j)+off) || !s.Remove(p.g[j], i+off) {
				return cp.Fail
			}
		}
	}
	return cp.Fix
}

// Reasons of Inverse (cp.Explainer): f[i] ≠ j+off because g[j] ≠ i+off
// (and the other way round), the channel; otherwise f[i] ≠ j+off because
// a Hall set of f's other variables leaves no room once f[i] takes it (f
// is a permutation), and a failure by a Hall set of f.
func (p *inverse) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	off, n := p.off, len(p.f)
	if l.Op == cp.OpNe && l.V >= off && l.V < off+n {
		if i := indexOf(p.f, l.X); i >= 0 {
			if c := cp.LitNe(p.g[l.V-off], i+off); s.EntailedAt(c, at) {
				return append(buf, c)
			}
		} else if j := indexOf(p.g, l.X); j >= 0 {
			if c := cp.LitNe(p.f[l.V-off], j+off); s.EntailedAt(c, at) {
				return append(buf, c)
			}
		}
	}
	if l.Op == cp.OpFalse || indexOf(p.f, l.X) >= 0 {
		var h hallFinder
		h.init(s, p.f, nil, at, nil)
		if h.explain(l) {
			return h.appendReason(buf)
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

// Clone implements cp.Cloner.
func (p *inverse) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.flow = p.flow.clone()
	return &c
}

package propagators

import "github.com/tessera-cp/tessera/cp"

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

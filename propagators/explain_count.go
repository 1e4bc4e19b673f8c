package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of Count and Among (cp.Explainer). A variable is in when its
// domain lies within the values, out when it misses them all.
//
//   - n ≥ m: m variables are in (each within the values);
//   - n ≤ m: all but m are out (each outside them);
//   - x out: n ≤ k and k other variables are in;
//   - x in: n ≥ k and all but k variables (not x) are out.

// countIn reports whether value v belongs to the counted values.
func (p *countAmong) countIn(s *cp.Store, i, v int) bool {
	if p.single {
		return v == p.v
	}
	b := v - s.Base(p.xs[i])
	m := p.mask[p.moff[i]:p.moff[i+1]]
	return b >= 0 && b < 64*len(m) && m[b>>6]&(1<<(b&63)) != 0
}

// statusAt is status before position at.
func (p *countAmong) statusAt(s *cp.Store, i, at int) int {
	x := p.xs[i]
	in, out := false, false
	for v, more := s.MinAt(x, at), true; more && !(in && out); v, more = s.NextAt(x, v, at) {
		if p.countIn(s, i, v) {
			in = true
		} else {
			out = true
		}
	}
	switch {
	case !in:
		return countOut
	case !out:
		return countIn
	}
	return countUndecided
}

// appendStatus appends, for up to limit variables (not skip) of status
// st before at, the literals that keep them so, and returns how many.
func (p *countAmong) appendStatus(s *cp.Store, at, st, skip, limit int, buf []cp.Lit) ([]cp.Lit, int) {
	k := 0
	for i, x := range p.xs {
		if k == limit {
			break
		}
		if i == skip || p.statusAt(s, i, at) != st {
			continue
		}
		k++
		buf = s.AppendWithinAt(x, at, func(v int) bool { return p.countIn(s, i, v) == (st == countIn) }, buf)
	}
	return buf, k
}

func (p *countAmong) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n0, nx := len(buf), len(p.xs)
	switch j := indexOf(p.xs, l.X); {
	case l.X == p.n && l.Op == cp.OpGe:
		if r, k := p.appendStatus(s, at, countIn, -1, l.V, buf); k == l.V {
			return r
		}
	case l.X == p.n && l.Op == cp.OpLe:
		if r, k := p.appendStatus(s, at, countOut, -1, nx-l.V, buf); k == nx-l.V {
			return r
		}
	case j >= 0 && l.Op != cp.OpFalse:
		// Which way: does l exclude counted values (x out) or the others?
		out := l.Op == cp.OpNe && p.countIn(s, j, l.V) || l.Op == cp.OpEq && !p.countIn(s, j, l.V)
		if out {
			k := s.MaxAt(p.n, at)
			if r, got := p.appendStatus(s, at, countIn, j, k, append(buf, cp.LitLe(p.n, k))); got == k {
				return r
			}
		} else {
			k := nx - s.MinAt(p.n, at) // variables out
			if r, got := p.appendStatus(s, at, countOut, j, k, append(buf, cp.LitGe(p.n, nx-k))); got == k {
				return r
			}
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n0])
}

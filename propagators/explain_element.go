package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of Element, ElementVar and Element2D (cp.Explainer).
//
// Element and Element2D are tables of pairs (i, array[i]) and triples
// (r, c, matrix[r][c]): a pruning is explained by the lost values that
// kill every pair or triple it needs (tupleCover): index ≠ i because
// value ≠ array[i]; value ≠ v because index lost every i with
// array[i] = v.
//
// ElementVar: index ≠ i because array[i] and value have no common value
// (each lies within its own domain, which the other misses); value ≠ v
// because every array[i] still indexed lost v; once index is fixed to k,
// value and array[k] trade removals (index = k and the other's ≠).

func (p *elementConst) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n := len(p.array)
	flat := s.ScratchInts(15, 2*n)
	for i, v := range p.array {
		flat[2*i], flat[2*i+1] = i, v
	}
	vars := [2]cp.VarID{p.index, p.value}
	c := tupleCover{s: s, vars: vars[:], k: 2, flat: flat, at: at}
	if c.run(l) {
		return c.appendReason(buf)
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

func (p *element2D) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n := len(p.flat)
	flat := s.ScratchInts(15, 3*n)
	for k, v := range p.flat {
		flat[3*k], flat[3*k+1], flat[3*k+2] = k/p.cols, k%p.cols, v
	}
	vars := [3]cp.VarID{p.row, p.col, p.value}
	c := tupleCover{s: s, vars: vars[:], k: 3, flat: flat, at: at}
	if c.run(l) {
		return c.appendReason(buf)
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

func (p *elementVar) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	idx, val := p.index, p.value
	if l.Op == cp.OpNe && l.X == idx && l.V >= 0 && l.V < len(p.arr) && p.arr[l.V] != val {
		a := p.arr[l.V] // disjoint from value
		buf = s.AppendDomainAt(a, at, buf)
		return s.AppendWithinAt(val, at, func(v int) bool { return !s.ContainsAt(a, v, at) }, buf)
	}
	if k := s.MinAt(idx, at); k == s.MaxAt(idx, at) && k >= 0 && k < len(p.arr) {
		a := p.arr[k]
		if l.Op == cp.OpNe && (l.X == val || l.X == a) && a != val {
			other := a
			if l.X == a {
				other = val
			}
			return append(buf, cp.LitEq(idx, k), cp.LitNe(other, l.V))
		}
	} else if l.Op == cp.OpNe && l.X == val {
		// Every array[i] still indexed lost l.V.
		for i, a := range p.arr {
			if s.ContainsAt(idx, i, at) && s.ContainsAt(a, l.V, at) {
				return s.CoarseReason(s.ExplainedProp(), at, buf)
			}
		}
		buf = s.AppendDomainAt(idx, at, buf)
		for i, a := range p.arr {
			if s.ContainsAt(idx, i, at) {
				buf = append(buf, cp.LitNe(a, l.V))
			}
		}
		return buf
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of Regular and CyclicRegular (cp.Explainer): a cut of the
// layered graph.
//
// x_i ≠ v because no accepted path goes through a transition on v at
// position i, with the domains before the fact. Let R be the states the
// start reaches forward and A those that reach acceptance backward. Each
// transition on v at i leaves a state outside R or enters one outside A.
// For the first kind, every path from the start to such a state leaves R
// by a transition whose symbol was gone: the reason holds those removed
// symbols, on the transitions from R into the states that lead on to the
// target (and out of R). The second kind is the mirror image. A failure is
// the first kind with acceptance as the target. Each variable's removed
// symbols are said in the shorter of their own literals and its domain.
//
// CyclicRegular reads x₁ again at the end: the relaxation where the two
// copies differ does not explain the origin pass, so the cut is taken once
// per value a of x₁, in the graph where both copies are a, and the reason
// is their union plus x₁'s domain (for x₁ ≠ v, the graph with both copies
// v has no accepted path). Past |dom x₁| · n · (|T| + |Σ|) = 2^22 steps it
// falls back on the coarse reason.

// regularCutCost bounds the work of a CyclicRegular reason.
const regularCutCost = 1 << 22

// cut marks in marks (per distinct variable and relative symbol) removed
// symbols, before position at, that block every accepted path through a
// transition on v at position pos (pos < 0: every accepted path). fixed
// sets the symbol of every position of xs[0] (0 and n-1 at least) to
// first (CyclicRegular's graph for x₁ = first; those positions' other
// symbols are blocked by hypothesis, not by a literal); likewise every
// position of forceVar (-1: none) reads forceVal. It reports false when some such path is still
// open (nothing is marked then).
func (p *regular) cut(s *cp.Store, at, pos, v int, fixed bool, first int, forceVar cp.VarID, forceVal int, marks []int) bool {
	n, nq, nw := p.n, p.nq, p.nw
	const absent, present, assumed = 0, 1, 2
	pres := s.ScratchInts(0, n*nw)
	for j, x := range p.xs {
		for k := range nw {
			w := p.minSym + k
			switch {
			case fixed && x == p.xs[0] && w != first, x == forceVar && w != forceVal:
				pres[j*nw+k] = assumed
			case s.ContainsAt(x, w, at):
				pres[j*nw+k] = present
			}
		}
	}
	fwd := pos
	if pos < 0 {
		fwd = n
	}
	// Forward reach R over layers 0..fwd.
	R := s.ScratchInts(1, (n+1)*nq)
	R[p.start] = 1
	for j := 0; j < fwd; j++ {
		for q := range nq {
			if R[j*nq+q] == 0 {
				continue
			}
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				if pres[j*nw+int(p.sym[t])] == present {
					R[(j+1)*nq+int(p.to[t])] = 1
				}
			}
		}
	}
	C := s.ScratchInts(3, (n+1)*nq) // states leading to the forward targets
	A := s.ScratchInts(2, (n+1)*nq)
	D := s.ScratchInts(4, (n+1)*nq) // states the backward targets lead to
	if pos < 0 {
		for q := range nq {
			if p.acc[q] {
				if R[n*nq+q] != 0 {
					return false
				}
				C[n*nq+q] = 1
			}
		}
	} else {
		// Backward reach A over layers n..pos+1.
		for q := range nq {
			if p.acc[q] {
				A[n*nq+q] = 1
			}
		}
		for j := n - 1; j > pos; j-- {
			for q := range nq {
				for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
					if A[(j+1)*nq+int(p.to[t])] != 0 && pres[j*nw+int(p.sym[t])] == present {
						A[j*nq+q] = 1
						break
					}
				}
			}
		}
		k := v - p.minSym
		if k < 0 || k >= nw {
			return true // no transition reads v
		}
		for _, t := range p.bySym[p.symOff[k]:p.symOff[k+1]] {
			q, q2 := int(p.from[t]), int(p.to[t])
			switch {
			case R[pos*nq+q] == 0:
				C[pos*nq+q] = 1
			case A[(pos+1)*nq+q2] == 0:
				D[(pos+1)*nq+q2] = 1
			default:
				return false
			}
		}
	}
	// Forward cut: the transitions out of R, into states that lead to a
	// target, whose symbol was removed.
	for j := fwd - 1; j >= 0; j-- {
		for q := range nq {
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				if C[(j+1)*nq+int(p.to[t])] != 0 {
					C[j*nq+q] = 1
					break
				}
			}
		}
	}
	for j := 0; j < fwd; j++ {
		for q := range nq {
			if R[j*nq+q] == 0 {
				continue
			}
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				q2 := (j+1)*nq + int(p.to[t])
				if C[q2] != 0 && R[q2] == 0 && pres[j*nw+int(p.sym[t])] == absent {
					marks[int(p.tag[j])*nw+int(p.sym[t])] = 1
				}
			}
		}
	}
	if pos < 0 {
		return true
	}
	// Backward cut: the transitions into A, from states a target leads to
	// (outside A), whose symbol was removed.
	for j := pos + 1; j < n; j++ {
		for q := range nq {
			if D[j*nq+q] == 0 {
				continue
			}
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				D[(j+1)*nq+int(p.to[t])] = 1
				if A[j*nq+q] == 0 && A[(j+1)*nq+int(p.to[t])] != 0 && pres[j*nw+int(p.sym[t])] == absent {
					marks[int(p.tag[j])*nw+int(p.sym[t])] = 1
				}
			}
		}
	}
	return true
}

// explainInto marks a cut for l (a removal, or FalseLit) in marks; fixed
// and first as in cut. A variable at several positions needs a cut at one of them.
func (p *regular) explainInto(s *cp.Store, l cp.Lit, at int, fixed bool, first int, marks []int) bool {
	if l.Op == cp.OpFalse {
		return p.cut(s, at, -1, 0, fixed, first, -1, 0, marks)
	}
	k := indexOf(p.vars, l.X)
	if l.Op != cp.OpNe || k < 0 {
		return false
	}
	occ := p.occ[p.occOff[k]:p.occOff[k+1]]
	for _, j := range occ {
		if p.cut(s, at, int(j), l.V, fixed, first, -1, 0, marks) {
			return true
		}
	}
	// A variable at several positions may be pruned by their
	// combination: no accepted path reads v at all of them.
	return len(occ) > 1 && p.cut(s, at, -1, 0, fixed, first, l.X, l.V, marks)
}

// appendMarks appends, per distinct variable but skip, the literals
// excluding its marked symbols.
func (p *regular) appendMarks(s *cp.Store, at int, marks []int, skip cp.VarID, buf []cp.Lit) []cp.Lit {
	nw := p.nw
	for k, x := range p.vars {
		if x == skip {
			continue
		}
		any := false
		for _, m := range marks[k*nw : (k+1)*nw] {
			any = any || m != 0
		}
		if !any {
			continue
		}
		buf = s.AppendWithinAt(x, at, func(w int) bool {
			r := w - p.minSym
			return r < 0 || r >= nw || marks[k*nw+r] == 0
		}, buf)
	}
	return buf
}

func (p *regular) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	marks := s.ScratchInts(5, len(p.vars)*p.nw)
	if !p.explainInto(s, l, at, false, 0, marks) {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	return p.appendMarks(s, at, marks, -1, buf)
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

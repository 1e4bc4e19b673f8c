package propagators

import "github.com/tessera-cp/tessera/cp"

// Short reasons of Regular: an irreducible cut.
//
// A fact of Regular (x ≠ v, or a failure) says that no accepted path is
// left in the layered graph once the removed symbols are taken out (for
// x ≠ v: with every position of x reading v). Any set of removed symbols
// that blocks every such path is a reason. Two cuts are at hand: the
// frontier of what the start reaches (the edges leaving it whose symbol
// was removed) and the frontier of what reaches acceptance; the smaller is
// then shrunk greedily, position by position: a symbol is dropped from
// the cut when the graph stays closed without it (a forward reach, redone
// from the first layer it changes). What remains is irreducible: every
// literal left is needed. On a nonogram line these are the fixed cells
// that pin the runs' extreme placements, not the whole line.
//
// Symbols outside a variable's initial domain are free (given literals
// never appear in reasons) and count as removed throughout.

// regular cut cells (pres): a symbol at a position is present, removed
// (a literal of the reason if marked), or blocked without a literal
// (outside the initial domain, or by the hypothesis x = v).
const (
	cutRemoved = 0
	cutPresent = 1
	cutBlocked = 2
)

// shortCut marks in marks (per distinct variable and relative symbol) an
// irreducible set of symbols, removed before position at, that leaves no
// accepted path in which every position of forceVar (-1: none) reads
// forceVal. It reports false when such a path is still open (nothing is
// marked then).
func (p *regular) shortCut(s *cp.Store, at int, forceVar cp.VarID, forceVal int, marks []int) bool {
	if p.words != nil && regularWordCut {
		return p.shortCutWord(s, at, forceVar, forceVal, marks)
	}
	n, nq, nw := p.n, p.nq, p.nw
	pres := s.ScratchInts(0, n*nw)
	for j, x := range p.xs {
		for k := range nw {
			w := p.minSym + k
			switch {
			case x == forceVar && w != forceVal:
				pres[j*nw+k] = cutBlocked
			case s.ContainsAt(x, w, at):
				pres[j*nw+k] = cutPresent
			case !s.ContainsAt(x, w, 0):
				pres[j*nw+k] = cutBlocked
			}
		}
	}
	R := s.ScratchInts(1, (n+1)*nq)
	if open, _ := p.reach(pres, R, 0); open {
		return false
	}
	// B: the states that reach acceptance by present symbols.
	B := s.ScratchInts(2, (n+1)*nq)
	for q := range nq {
		if p.acc[q] && p.live[n*nq+q] {
			B[n*nq+q] = 1
		}
	}
	for j := n - 1; j >= 0; j-- {
		for q := int(p.bandLo[j]); q <= int(p.bandHi[j]); q++ {
			if !p.live[j*nq+q] {
				continue
			}
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				if B[(j+1)*nq+int(p.to[t])] != 0 && pres[j*nw+int(p.sym[t])] == cutPresent {
					B[j*nq+q] = 1
					break
				}
			}
		}
	}
	// The two frontiers, each over live states only (no accepted path of
	// the domains at post leaves them): fwd in marks, bwd in scratch 3.
	bwd := s.ScratchInts(3, len(marks))
	nf, nb := 0, 0
	for j := 0; j < n; j++ {
		for q := int(p.bandLo[j]); q <= int(p.bandHi[j]); q++ {
			if !p.live[j*nq+q] {
				continue
			}
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				k := int(p.sym[t])
				if pres[j*nw+k] != cutRemoved {
					continue
				}
				to := (j+1)*nq + int(p.to[t])
				if !p.live[to] {
					continue
				}
				m := int(p.tag[j])*nw + k
				if R[j*nq+q] != 0 && R[to] == 0 && marks[m] == 0 {
					marks[m] = 1
					nf++
				}
				if B[to] != 0 && B[j*nq+q] == 0 && bwd[m] == 0 {
					bwd[m] = 1
					nb++
				}
			}
		}
	}
	if nb < nf {
		copy(marks, bwd)
	}
	// Only the marked symbols stay removed; then drop each one the graph
	// does without, in order of the variables' first positions.
	for j := range p.xs {
		for k := range nw {
			if pres[j*nw+k] == cutRemoved && marks[int(p.tag[j])*nw+k] == 0 {
				pres[j*nw+k] = cutPresent
			}
		}
	}
	if len(p.vars) == n {
		p.shrinkDistinct(pres, R, B, marks)
		return true
	}
	valid := 0 // R holds the reach of pres up to layer valid
	for v := range p.vars {
		occ := p.occ[p.occOff[v]:p.occOff[v+1]]
		first := int(occ[0]) // positions are in increasing order
		for k := range nw {
			m := v*nw + k
			if marks[m] == 0 {
				continue
			}
			// A variable's symbol is removed at all its positions alike.
			for _, j := range occ {
				pres[int(j)*nw+k] = cutPresent
			}
			open, upTo := p.reach(pres, R, min(valid, first))
			if open {
				// Needed: back in; the layers after first are stale.
				for _, j := range occ {
					pres[int(j)*nw+k] = cutRemoved
				}
				valid = first
				continue
			}
			marks[m] = 0
			valid = upTo
		}
	}
	return true
}

// shrinkDistinct is the greedy shrinking of shortCut when every position
// has its own variable, in one sweep: the symbols at position j are
// tried with the start's forward reach R over the positions before j
// (decided) and the backward reach B to acceptance over the positions
// after j (all still as cut): a symbol is needed iff one of its edges at
// j joins them. O(n·|T|) in all.
func (p *regular) shrinkDistinct(pres, R, B, marks []int) {
	n, nq, nw := p.n, p.nq, p.nw
	clear(B[n*nq:])
	for q := range nq {
		if p.acc[q] && p.live[n*nq+q] {
			B[n*nq+q] = 1
		}
	}
	for j := n - 1; j >= 0; j-- {
		layer := B[j*nq : (j+1)*nq]
		clear(layer)
		for q := int(p.bandLo[j]); q <= int(p.bandHi[j]); q++ {
			if !p.live[j*nq+q] {
				continue
			}
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				if B[(j+1)*nq+int(p.to[t])] != 0 && pres[j*nw+int(p.sym[t])] == cutPresent {
					layer[q] = 1
					break
				}
			}
		}
	}
	clear(R[:nq])
	R[p.start] = 1
	for j := 0; j < n; j++ {
		for k := range nw {
			m := int(p.tag[j])*nw + k
			if marks[m] == 0 {
				continue
			}
			needed := false
			for q := int(p.bandLo[j]); q <= int(p.bandHi[j]) && !needed; q++ {
				if R[j*nq+q] == 0 {
					continue
				}
				for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
					if int(p.sym[t]) == k && B[(j+1)*nq+int(p.to[t])] != 0 {
						needed = true
						break
					}
				}
			}
			if !needed {
				marks[m] = 0
				pres[j*nw+k] = cutPresent
			}
		}
		next := R[(j+1)*nq : (j+2)*nq]
		clear(next)
		for q := int(p.bandLo[j]); q <= int(p.bandHi[j]); q++ {
			if R[j*nq+q] == 0 {
				continue
			}
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				if to := int(p.to[t]); pres[j*nw+int(p.sym[t])] == cutPresent && p.live[(j+1)*nq+to] {
					next[to] = 1
				}
			}
		}
	}
}

// reach recomputes R (per layer and state: reached from the start by
// present symbols, through live states) from layer from+1 on, R[0..from] being up to date
// (from = 0: R[0] is set here), and reports whether an accepting state of
// the last layer is reached. R is up to date up to layer upTo: n, or the
// first empty layer, where it stopped (every later layer is empty too).
func (p *regular) reach(pres, R []int, from int) (open bool, upTo int) {
	n, nq, nw := p.n, p.nq, p.nw
	if from == 0 {
		clear(R[:nq])
		R[p.start] = 1 // live: the post found an accepted path
	}
	for j := from; j < n; j++ {
		next := R[(j+1)*nq : (j+2)*nq]
		clear(next)
		any := false
		for q := int(p.bandLo[j]); q <= int(p.bandHi[j]); q++ {
			if R[j*nq+q] == 0 {
				continue
			}
			for t := p.outOff[q]; t < p.outOff[q+1]; t++ {
				if to := int(p.to[t]); pres[j*nw+int(p.sym[t])] == cutPresent && p.live[(j+1)*nq+to] {
					next[to] = 1
					any = true
				}
			}
		}
		if !any {
			return false, j + 1
		}
	}
	for q := range nq {
		if p.acc[q] && R[n*nq+q] != 0 {
			return true, n
		}
	}
	return false, n
}

// Explain gives an irreducible cut (shortCut) for x ≠ v or a failure,
// the coarse reason for anything else.
func (p *regular) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	marks := s.ScratchInts(5, len(p.vars)*p.nw)
	ok, skip := false, cp.VarID(-1)
	switch {
	case l.Op == cp.OpFalse:
		ok = p.shortCut(s, at, -1, 0, marks)
	case l.Op == cp.OpNe && indexOf(p.vars, l.X) >= 0:
		ok, skip = p.shortCut(s, at, l.X, l.V, marks), l.X
	}
	if !ok {
		return s.CoarseReason(s.ExplainedProp(), at, buf)
	}
	return p.appendMarks(s, at, marks, skip, buf)
}

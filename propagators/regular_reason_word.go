package propagators

import (
	"math/bits"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Regular's irreducible cut (shortCut) in words: when every position has
// its own variable and the DFA has at most 64 states and 64 symbols, a
// layer's states and a position's symbols are one word each, and each
// pass over the layered graph visits only the states in its set instead
// of every state of the layer's band. It starts from the same frontier as
// shortCut and shrinks it greedily too, in another order (shrinkWord). On the webpbn survey lines (47 to 63 cells, 20 to
// 64 states) late in a search, when few states are still reached, this is
// where a learning run spent most of its time.

// regularWordCut turns the word form on where it applies (tests turn it
// off to test shortCut's own passes).
var regularWordCut = true

// regularWords is the DFA as words, shared by the clones: img[k*nq+q] is
// the bit of the state q goes to on relative symbol k (0: none),
// pre[k*nq+q] the states that go to q on k; live[j] the live states of
// layer j (regular.live as words); acc the accepting states.
type regularWords struct {
	img, pre, live []uint64
	acc            uint64
}

// regularWordsNew returns p's DFA as words, or nil where they do not apply.
func regularWordsNew(p *regular) *regularWords {
	n, nq, nw := p.n, p.nq, p.nw
	if nq > 64 || nw > 64 || len(p.vars) != n {
		return nil
	}
	w := &regularWords{
		img:  make([]uint64, nw*nq),
		pre:  make([]uint64, nw*nq),
		live: make([]uint64, n+1),
	}
	for t := range p.nt {
		q, k, to := int(p.from[t]), int(p.sym[t]), int(p.to[t])
		w.img[k*nq+q] |= 1 << to
		w.pre[k*nq+to] |= 1 << q
	}
	for j := range n + 1 {
		for q := range nq {
			if p.live[j*nq+q] {
				w.live[j] |= 1 << q
			}
		}
	}
	for q := range nq {
		if p.acc[q] {
			w.acc |= 1 << q
		}
	}
	return w
}

// image is the set of states that the states in from go to on a symbol
// in syms.
func (w *regularWords) image(nq int, from, syms uint64) uint64 {
	return regularWordsStep(w.img, nq, from, syms)
}

// preimage is the set of states that go to a state in to on a symbol in
// syms.
func (w *regularWords) preimage(nq int, to, syms uint64) uint64 {
	return regularWordsStep(w.pre, nq, to, syms)
}

// regularWordsStep is one step of the DFA as words: the union of
// table[k*nq+q] over the states q in states and the symbols k in syms
// (table is img for a step forwards, pre for a step backwards).
func regularWordsStep(table []uint64, nq int, states, syms uint64) uint64 {
	out := uint64(0)
	for f := states; f != 0; f &= f - 1 {
		q := bits.TrailingZeros64(f)
		for k := syms; k != 0; k &= k - 1 {
			out |= table[bits.TrailingZeros64(k)*nq+q]
		}
	}
	return out
}

// shortCutWord is shortCut (see there) on words.
func (p *regular) shortCutWord(s *cp.Store, at int, forceVar cp.VarID, forceVal int, marks []int) bool {
	n, nq, nw, w := p.n, p.nq, p.nw, p.words
	ws := s.ScratchWords(0, 6*n+2)
	pres, rem := ws[:n], ws[n:2*n] // per position: the symbols present, the symbols removed
	fwd, bwd := ws[2*n:3*n], ws[3*n:4*n]
	R, B := ws[4*n:5*n+1], ws[5*n+1:6*n+2]
	for j, x := range p.xs {
		for k := range nw {
			v := p.minSym + k
			switch {
			case x == forceVar && v != forceVal:
			case s.ContainsAt(x, v, at):
				pres[j] |= 1 << k
			case s.ContainsAt(x, v, 0):
				rem[j] |= 1 << k
			}
		}
	}
	// R: reached from the start by present symbols; open if it accepts.
	R[0] = 1 << p.start
	for j := range n {
		R[j+1] = w.image(nq, R[j], pres[j]) & w.live[j+1]
		if R[j+1] == 0 {
			break
		}
	}
	if R[n]&w.acc != 0 {
		return false
	}
	// B: reaching acceptance by present symbols.
	B[n] = w.acc & w.live[n]
	for j := n - 1; j >= 0; j-- {
		B[j] = w.preimage(nq, B[j+1], pres[j]) & w.live[j]
	}
	// The two frontiers: the removed symbols that leave R, those that
	// enter B from outside it.
	nf, nb := 0, 0
	for j := range n {
		for ks := rem[j]; ks != 0; ks &= ks - 1 {
			k := uint64(1) << bits.TrailingZeros64(ks)
			if w.image(nq, R[j], k)&w.live[j+1]&^R[j+1] != 0 {
				fwd[j] |= k
				nf++
			}
			if w.preimage(nq, B[j+1], k)&w.live[j]&^B[j] != 0 {
				bwd[j] |= k
				nb++
			}
		}
	}
	cut := fwd
	if nb < nf {
		cut = bwd
	}
	// Only the cut stays removed; then each of its symbols is dropped
	// when the graph stays closed without it.
	for j := range n {
		pres[j] |= rem[j] &^ cut[j]
	}
	p.shrinkWord(s, pres, cut, R, B, slices.Index(p.xs, forceVar))
	for j := range n {
		base := int(p.tag[j]) * nw
		for ks := cut[j]; ks != 0; ks &= ks - 1 {
			marks[base+bits.TrailingZeros64(ks)] = 1
		}
	}
	return true
}

// shrinkWord drops from cut, one symbol after the other, each symbol the
// graph stays closed without (pres: the symbols present, cut's among
// them once dropped). The order decides which of the irreducible cuts
// is found. For a fact at position at, the symbols farthest from it are
// tried first, so that the reason keeps the cells nearest to it; for a
// failure (at = -1), the latest removed first, so that it keeps the
// earlier facts. On the webpbn survey boards a learning search needed
// 2,840 conflicts (Lion) and 2,624 (Nature) with these orders, 9,220 and
// 3,162 with shortCut's order (by position), 8,093 and 11,033 with the
// latest removed first for facts too, and the learned clauses were about
// a fifth shorter (LBD 10 to 14, was 15 to 17).
//
// R is kept valid up to layer rv and B from layer bv on, each
// recomputed only as far as the next symbol needs.
func (p *regular) shrinkWord(s *cp.Store, pres, cut, R, B []uint64, at int) {
	n, nq, nw, w := p.n, p.nq, p.nw, p.words
	span := n * nw
	c := 0
	for _, ks := range cut {
		c += bits.OnesCount64(ks)
	}
	cands := s.ScratchInts(6, c)[:0] // key·span + position·nw + symbol
	for j := range n {
		for ks := cut[j]; ks != 0; ks &= ks - 1 {
			k := bits.TrailingZeros64(ks)
			key := 0
			if at >= 0 {
				key = max(j-at, at-j)
			} else {
				key, _ = s.LitTime(cp.LitNe(p.xs[j], p.minSym+k))
				key++ // a given is -1
			}
			cands = append(cands, key*span+j*nw+k)
		}
	}
	slices.Sort(cands)
	B[n] = w.acc & w.live[n]
	for j := n - 1; j >= 0; j-- {
		B[j] = w.preimage(nq, B[j+1], pres[j]) & w.live[j]
	}
	R[0] = 1 << p.start
	rv, bv := 0, 0
	for i := len(cands) - 1; i >= 0; i-- {
		j, k := cands[i]%span/nw, cands[i]%nw
		for ; rv < j; rv++ {
			R[rv+1] = w.image(nq, R[rv], pres[rv]) & w.live[rv+1]
		}
		for ; bv > j+1; bv-- {
			B[bv-1] = w.preimage(nq, B[bv], pres[bv-1]) & w.live[bv-1]
		}
		if w.image(nq, R[j], 1<<k)&B[j+1] == 0 {
			cut[j] &^= 1 << k
			pres[j] |= 1 << k
			rv, bv = min(rv, j), max(bv, j+1)
		}
	}
}

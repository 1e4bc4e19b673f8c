package propagators

import (
	"math/bits"

	"github.com/tessera-cp/tessera/cp"
)

// MaxVisibilityLen bounds the length of a Visibility line: its values
// 1..n are kept as bits of one machine word.
const MaxVisibilityLen = 63

// Visibility posts that the line xs (nearest first) is a permutation of
// 1..n, n = len(xs), in which exactly seen values are records, each
// greater than every value before it: the clue of a Skyscrapers (Towers)
// puzzle, the number of buildings seen from one end of a row whose heights
// are xs. The domains are restricted to 1..n at post time.
//
// The propagator reasons on a relaxation of permutations that a regular
// language of the line cannot express: the words w over 1..n with seen
// records, n among them, in which no letter repeats the current maximum,
// and in which every prefix of length i has a maximum of at least i (i
// distinct values, all at most the maximum). It is domain consistent on
// that relaxation: a value of xs[i] survives exactly when some word of the
// relaxation over the current domains uses it at i. This contains the
// classic rules (xs[i] ≤ n - seen + 1 + i, counted from 0; a clue of 1
// puts n first; a clue of n is 1, 2, …, n) and is stronger than Regular
// over the count automaton, which accepts words with repeated values (1 1
// … counts as one record after another maximum). Distinctness is checked
// once every variable is fixed; pair it with AllDifferent(xs) for its
// pruning (a Skyscrapers row or column has one).
//
// A call costs O(n²·(seen+1)·d) for domains of d values, with no
// allocation; the propagator keeps no state between calls. It returns an
// error wrapping ErrArgs for an empty line or one longer than
// MaxVisibilityLen, seen outside 1..n, or a variable repeated or not of s.
func Visibility(s *cp.Store, xs []cp.VarID, seen int) error {
	const name = "Visibility"
	n := len(xs)
	if n == 0 || n > MaxVisibilityLen {
		return argErr(name, "%d variables, expected 1..%d", n, MaxVisibilityLen)
	}
	if seen < 1 || seen > n {
		return argErr(name, "%d buildings seen in a line of %d, expected 1..%d", seen, n, n)
	}
	if err := checkVars(s, name, false, xs...); err != nil {
		return err
	}
	for _, x := range xs {
		if !s.SetMin(x, 1) || !s.SetMax(x, n) {
			return nil // the store has failed
		}
	}
	states := (n + 1) * (seen + 1)
	p := &visibility{
		xs: append([]cp.VarID(nil), xs...), n: n, k: seen,
		fwd:  make([]bool, (n+1)*states),
		bwd:  make([]bool, (n+1)*states),
		dom:  make([]uint64, n),
		supp: make([]uint64, n),
	}
	id := s.Post(p, cp.Cubic, "visibility")
	for i, x := range p.xs {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	return nil
}

// visibility is the layered graph of the relaxation: layer i (the first i
// letters read) has the states (m, c), m the maximum so far and c the
// records counted, stored at i·states + m·(k+1) + c.
type visibility struct {
	xs   []cp.VarID
	n, k int
	fwd  []bool   // states reachable from the start
	bwd  []bool   // reachable states that reach the end (n, k)
	dom  []uint64 // the domains of xs as bit masks of 1..n
	supp []uint64 // the supported values of each position
}

// next is the state after letter h from (m, c), or -1 when the relaxation
// forbids it (a repeat of the maximum, more records than k).
func (p *visibility) next(m, c, h int) (int, int) {
	switch {
	case h == m:
		return -1, 0
	case h < m:
		return m, c
	case c == p.k:
		return -1, 0
	}
	return h, c + 1
}

func (p *visibility) Propagate(s *cp.Store) cp.Status {
	n, k := p.n, p.k
	w := k + 1
	states := (n + 1) * w
	for i, x := range p.xs {
		var d uint64
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			d |= 1 << uint(v)
		}
		p.dom[i], p.supp[i] = d, 0
	}
	clear(p.fwd)
	clear(p.bwd)
	p.fwd[0] = true // (m, c) = (0, 0) before the first letter
	for i := range n {
		layer, out := p.fwd[i*states:(i+1)*states], p.fwd[(i+1)*states:(i+2)*states]
		for st, ok := range layer {
			if !ok {
				continue
			}
			m, c := st/w, st%w
			for d := p.dom[i]; d != 0; d &= d - 1 {
				h := bits.TrailingZeros64(d)
				m2, c2 := p.next(m, c, h)
				if m2 >= i+1 { // i+1 distinct letters need a maximum of at least i+1
					out[m2*w+c2] = true
				}
			}
		}
	}
	final := n*states + n*w + k
	if !p.fwd[final] {
		return cp.Fail
	}
	p.bwd[final] = true
	for i := n - 1; i >= 0; i-- {
		layer, back, out := p.fwd[i*states:(i+1)*states], p.bwd[i*states:(i+1)*states], p.bwd[(i+1)*states:(i+2)*states]
		for st, ok := range layer {
			if !ok {
				continue
			}
			m, c := st/w, st%w
			for d := p.dom[i]; d != 0; d &= d - 1 {
				h := bits.TrailingZeros64(d)
				m2, c2 := p.next(m, c, h)
				if m2 >= 0 && out[m2*w+c2] { // a state of out has m2 >= i+1
					back[st] = true
					p.supp[i] |= 1 << uint(h)
				}
			}
		}
	}
	fixed := true
	for i, x := range p.xs {
		fixed = fixed && bits.OnesCount64(p.supp[i]) == 1
		for d := p.dom[i] &^ p.supp[i]; d != 0; d &= d - 1 {
			if !s.Remove(x, bits.TrailingZeros64(d)) {
				return cp.Fail
			}
		}
	}
	if !fixed {
		return cp.Fix
	}
	var used uint64
	for _, d := range p.supp {
		if used&d != 0 {
			return cp.Fail // a repeated value: not a permutation
		}
		used |= d
	}
	return cp.Subsumed
}

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
	layers := (n + 1) * (seen + 1)
	p := &visibility{
		xs: append([]cp.VarID(nil), xs...), n: n, k: seen,
		fwd:  make([]uint64, layers),
		bwd:  make([]uint64, layers),
		dom:  make([]uint64, n),
		supp: make([]uint64, n),
	}
	id := s.Post(p, cp.Quadratic, "visibility")
	for i, x := range p.xs {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	return nil
}

// visibility is the layered graph of the relaxation: layer i (the first i
// letters read) has the states (m, c), m the maximum so far and c the
// records counted. The states of a layer with c records are one bit mask
// over m (bit m), at i·(k+1) + c: from (m, c) a letter h < m stays, and
// h > m moves to (h, c+1), so a whole mask moves at once — the letters
// that keep some m are those below max m, the ones that raise it those
// above min m.
type visibility struct {
	xs   []cp.VarID
	n, k int
	fwd  []uint64 // states reachable from the start, per layer and count
	bwd  []uint64 // reachable states that reach the end (n, k)
	dom  []uint64 // the domains of xs as bit masks of 1..n
	supp []uint64 // the supported values of each position
}

// above is the mask of the bits above x (of m > x); below of those under
// x (m < x).
func above(x int) uint64 { return ^(uint64(2)<<uint(x) - 1) }
func below(x int) uint64 { return uint64(1)<<uint(x) - 1 }

// low and high are the lowest and highest set bit of a non-empty mask.
func low(m uint64) int  { return bits.TrailingZeros64(m) }
func high(m uint64) int { return 63 - bits.LeadingZeros64(m) }

func (p *visibility) Propagate(s *cp.Store) cp.Status {
	n, k := p.n, p.k
	w := k + 1
	for i, x := range p.xs {
		var d uint64
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			d |= 1 << uint(v)
		}
		p.dom[i], p.supp[i] = d, 0
	}
	clear(p.fwd)
	p.fwd[0] = 1 // (m, c) = (0, 0) before the first letter
	for i := range n {
		d, in, out := p.dom[i], p.fwd[i*w:(i+1)*w], p.fwd[(i+1)*w:(i+2)*w]
		keep := ^below(i + 1) // i+1 distinct letters need a maximum of at least i+1
		for c := range w {
			stay := in[c] & above(low(d)) // a letter below m, none equal to it
			var up uint64
			if c > 0 && in[c-1] != 0 {
				up = d & above(low(in[c-1])) // a letter above some m
			}
			out[c] = (stay | up) & keep
		}
	}
	if p.fwd[n*w+k]&(1<<uint(n)) == 0 {
		return cp.Fail
	}
	clear(p.bwd)
	p.bwd[n*w+k] = 1 << uint(n)
	for i := n - 1; i >= 0; i-- {
		d, in, next, back := p.dom[i], p.fwd[i*w:(i+1)*w], p.bwd[(i+1)*w:(i+2)*w], p.bwd[i*w:(i+1)*w]
		for c := range w {
			if in[c] == 0 {
				continue
			}
			if both := in[c] & next[c]; both != 0 { // stay on m with a letter below it
				alive := both & above(low(d))
				back[c] |= alive
				if alive != 0 {
					p.supp[i] |= d & below(high(alive))
				}
			}
			if c < k {
				if ups := d & next[c+1] & above(low(in[c])); ups != 0 { // raise some m to h
					back[c] |= in[c] & below(high(ups))
					p.supp[i] |= ups
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

// Clone implements cp.Cloner; xs is shared (read only), the layered
// reachability sets are scratch.
func (p *visibility) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.fwd, c.bwd = cloneSlice(p.fwd), cloneSlice(p.bwd)
	c.dom, c.supp = cloneSlice(p.dom), cloneSlice(p.supp)
	return &c
}

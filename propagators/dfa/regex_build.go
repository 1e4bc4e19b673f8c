package dfa

import (
	"encoding/binary"
	"slices"
)

// normRanges sorts ranges and merges the overlapping and adjacent ones.
func normRanges(rs []symRange) []symRange {
	slices.SortFunc(rs, func(a, b symRange) int { return a.lo - b.lo })
	out := rs[:0]
	for _, r := range rs {
		if k := len(out); k > 0 && r.lo <= out[k-1].hi+1 {
			out[k-1].hi = max(out[k-1].hi, r.hi)
			continue
		}
		out = append(out, r)
	}
	return out
}

// complement returns the symbols of lo..hi not in rs (normalised).
func complement(rs []symRange, lo, hi int) []symRange {
	var out []symRange
	next := lo
	for _, r := range rs {
		if r.lo > next {
			out = append(out, symRange{next, min(r.lo-1, hi)})
		}
		next = max(next, r.hi+1)
	}
	if next <= hi {
		out = append(out, symRange{next, hi})
	}
	return out
}

// nfaNode is a state of the Thompson automaton: either a symbol
// transition (set ≥ 0: on a symbol of sets[set] go to out1) or up to two
// ε-transitions (out1, out2; -1 for none).
type nfaNode struct {
	set        int32
	out1, out2 int32
}

type nfaBuilder struct {
	p     *reParser
	nodes []nfaNode
	sets  [][]symRange
	// repeatPos is the position of the innermost repetition being
	// unrolled, named when the automaton grows too large.
	repeatPos int
}

func (b *nfaBuilder) node(set, out1, out2 int32) (int32, error) {
	if len(b.nodes) >= MaxRegexNFA {
		where := b.repeatPos
		return 0, b.p.errAt(where, ErrRegexSize, "the automaton has more than %d states (the repetitions unrolled)", MaxRegexNFA)
	}
	b.nodes = append(b.nodes, nfaNode{set, out1, out2})
	return int32(len(b.nodes) - 1), nil
}

// frag builds n as a fragment from start to end; end has no transitions
// yet (the caller links it with an ε-transition).
func (b *nfaBuilder) frag(n *reNode) (start, end int32, err error) {
	switch n.kind {
	case reEmpty:
		s, err := b.node(-1, -1, -1)
		return s, s, err
	case reSet:
		set := n.set
		if n.negate {
			set = complement(set, b.p.symLo, b.p.symHi)
		}
		e, err := b.node(-1, -1, -1)
		if err != nil {
			return 0, 0, err
		}
		b.sets = append(b.sets, set)
		s, err := b.node(int32(len(b.sets)-1), e, -1)
		return s, e, err
	case reCat:
		if start, end, err = b.frag(n.subs[0]); err != nil {
			return 0, 0, err
		}
		for _, sub := range n.subs[1:] {
			s, e, err := b.frag(sub)
			if err != nil {
				return 0, 0, err
			}
			b.nodes[end].out1 = s
			end = e
		}
		return start, end, nil
	case reAlt:
		e, err := b.node(-1, -1, -1)
		if err != nil {
			return 0, 0, err
		}
		// A chain of binary splits: s0 → (sub0 | s1), s1 → (sub1 | s2), …
		var first, prev int32 = -1, -1
		for i, sub := range n.subs {
			s, se, err := b.frag(sub)
			if err != nil {
				return 0, 0, err
			}
			b.nodes[se].out1 = e
			if i == len(n.subs)-1 {
				b.nodes[prev].out2 = s
				break
			}
			split, err := b.node(-1, s, -1)
			if err != nil {
				return 0, 0, err
			}
			if prev < 0 {
				first = split
			} else {
				b.nodes[prev].out2 = split
			}
			prev = split
		}
		return first, e, nil
	}
	return b.repeat(n)
}

// repeat unrolls sub{min,max}: min copies, then max-min nested optional
// copies (or a starred copy when max is unbounded).
func (b *nfaBuilder) repeat(n *reNode) (start, end int32, err error) {
	outer := b.repeatPos
	b.repeatPos = n.pos
	defer func() { b.repeatPos = outer }()
	sub := n.subs[0]
	start, err = b.node(-1, -1, -1)
	if err != nil {
		return 0, 0, err
	}
	end = start
	link := func(s, e int32) { b.nodes[end].out1 = s; end = e }
	for range n.min {
		s, e, err := b.frag(sub)
		if err != nil {
			return 0, 0, err
		}
		link(s, e)
	}
	if n.max < 0 {
		// end → (sub → back to the split) | exit
		split, err := b.node(-1, -1, -1)
		if err != nil {
			return 0, 0, err
		}
		exit, err := b.node(-1, -1, -1)
		if err != nil {
			return 0, 0, err
		}
		s, e, err := b.frag(sub)
		if err != nil {
			return 0, 0, err
		}
		b.nodes[split].out1, b.nodes[split].out2 = s, exit
		b.nodes[e].out1 = split
		link(split, exit)
		return start, end, nil
	}
	if n.max == n.min {
		return start, end, nil
	}
	// The optional copies nest, (sub (sub (…)?)?)?, each split skipping
	// straight to one join: closures stay small (not (sub?)(sub?)…, whose
	// subset states would hold every later copy).
	join, err := b.node(-1, -1, -1)
	if err != nil {
		return 0, 0, err
	}
	for range n.max - n.min {
		split, err := b.node(-1, -1, join)
		if err != nil {
			return 0, 0, err
		}
		s, e, err := b.frag(sub)
		if err != nil {
			return 0, 0, err
		}
		b.nodes[split].out1 = s
		link(split, e)
	}
	link(join, join)
	return start, end, nil
}

// build turns the parsed expression into the minimal DFA.
func (p *reParser) build(root *reNode) (*DFA, error) {
	b := &nfaBuilder{p: p}
	start, accept, err := b.frag(root)
	if err != nil {
		return nil, err
	}
	return b.subsets(start, accept)
}

// subsets runs the subset construction. A DFA state is the set of NFA
// states with a symbol transition (or the accepting one) in the ε-closure
// of the NFA states reached; its key is that sorted set as bytes. Each DFA
// state's outgoing symbols are cut into the intervals on which the targets
// do not change, and each interval is closed once.
func (b *nfaBuilder) subsets(start, accept int32) (*DFA, error) {
	lo, width := b.p.symLo, b.p.symHi-b.p.symLo+1
	mark := make([]uint32, len(b.nodes))
	stamp := uint32(0)
	work := 0 // NFA states visited and stored, against MaxRegexWork
	var stack []int32
	// closure returns the sorted important states of the ε-closure of
	// seeds, in buf.
	closure := func(seeds []int32, buf []int32) []int32 {
		stamp++
		buf = buf[:0]
		stack = append(stack[:0], seeds...)
		for _, s := range seeds {
			mark[s] = stamp
		}
		for len(stack) > 0 {
			q := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			work++
			nd := b.nodes[q]
			if nd.set >= 0 || q == accept {
				buf = append(buf, q)
			}
			if nd.set >= 0 {
				continue
			}
			for _, o := range [2]int32{nd.out1, nd.out2} {
				if o >= 0 && mark[o] != stamp {
					mark[o] = stamp
					stack = append(stack, o)
				}
			}
		}
		slices.Sort(buf)
		return buf
	}

	ids := map[string]int32{} // lookups only: the order comes from the queue
	var states [][]int32
	var key []byte
	intern := func(set []int32) (int32, error) {
		key = key[:0]
		for _, q := range set {
			key = binary.LittleEndian.AppendUint32(key, uint32(q))
		}
		if id, ok := ids[string(key)]; ok {
			return id, nil
		}
		if work += len(set); work > MaxRegexWork {
			return 0, b.p.errAt(0, ErrRegexSize, "the subset construction needs more than %d steps", MaxRegexWork)
		}
		if len(states) >= MaxRegexDFA {
			return 0, b.p.errAt(0, ErrRegexSize, "the subset construction has more than %d states", MaxRegexDFA)
		}
		id := int32(len(states))
		ids[string(key)] = id
		states = append(states, slices.Clone(set))
		return id, nil
	}
	var buf, seeds []int32
	if _, err := intern(closure([]int32{start}, buf)); err != nil {
		return nil, err
	}

	var accepting []bool
	off := []int32{}
	var edges []edge
	var cuts []int
	for h := 0; h < len(states); h++ {
		set := states[h]
		off = append(off, int32(len(edges)))
		accepting = append(accepting, slices.Contains(set, accept))
		// The interval boundaries of the outgoing sets.
		cuts = cuts[:0]
		for _, q := range set {
			if s := b.nodes[q].set; s >= 0 {
				for _, r := range b.sets[s] {
					cuts = append(cuts, r.lo, r.hi+1)
				}
			}
		}
		slices.Sort(cuts)
		cuts = slices.Compact(cuts)
		for k := 0; k+1 < len(cuts); k++ {
			from, to := cuts[k], cuts[k+1]-1
			seeds = seeds[:0]
			for _, q := range set {
				if s := b.nodes[q].set; s >= 0 && inRanges(b.sets[s], from) {
					seeds = append(seeds, b.nodes[q].out1)
				}
			}
			if len(seeds) == 0 {
				continue
			}
			buf = closure(seeds, buf)
			if work > MaxRegexWork {
				return nil, b.p.errAt(0, ErrRegexSize, "the subset construction needs more than %d steps", MaxRegexWork)
			}
			t, err := intern(buf)
			if err != nil {
				return nil, err
			}
			if len(edges)+to-from+1 > MaxRegexTransitions {
				return nil, b.p.errAt(0, ErrRegexSize, "the subset construction has more than %d transitions", MaxRegexTransitions)
			}
			for v := from; v <= to; v++ {
				edges = append(edges, edge{sym: int32(v - lo), to: t})
			}
		}
	}
	off = append(off, int32(len(edges)))
	d := &DFA{
		numStates: len(states),
		accepting: accepting,
		minSym:    lo,
		width:     width,
		off:       off,
		edges:     edges,
	}
	if len(edges) == 0 {
		d.minSym, d.width = 0, 0
	}
	return d.Minimize(), nil
}

// inRanges reports whether v is in the sorted ranges rs.
func inRanges(rs []symRange, v int) bool {
	_, found := slices.BinarySearchFunc(rs, v, func(r symRange, v int) int {
		switch {
		case r.hi < v:
			return -1
		case r.lo > v:
			return 1
		}
		return 0
	})
	return found
}

package dfa

import (
	"fmt"
	"math"
)

// FromFunc builds the minimal DFA over the symbols minSym..maxSym whose
// transition function is next: next(q, sym) is the state reached from q on
// sym, or -1 for no transition. States are 0..numStates-1, with the given
// start and accepting states (validated as in [New]).
//
// Only the states reachable from start are explored, and next is called
// exactly once for each of them and each symbol of the range, in
// breadth-first order by ascending symbol; so numStates may generously bound
// the states that next can produce. next must be deterministic; a result
// other than -1 or a state is reported as an error wrapping
// [ErrStateRange]. The range must satisfy minSym <= maxSym and span at most
// MaxSymbolRange values ([ErrSymbolRange]).
func FromFunc(numStates, start int, accepting []int, minSym, maxSym int, next func(q, sym int) int) (*DFA, error) {
	if numStates < 1 || numStates > MaxStates {
		return nil, fmt.Errorf("dfa: %w: %d states, want 1..%d", ErrStateCount, numStates, MaxStates)
	}
	if start < 0 || start >= numStates {
		return nil, fmt.Errorf("dfa: %w: start state %d, want 0..%d", ErrStateRange, start, numStates-1)
	}
	acc, err := acceptingSet(numStates, accepting)
	if err != nil {
		return nil, err
	}
	if minSym > maxSym {
		return nil, fmt.Errorf("dfa: %w: empty symbol range %d..%d", ErrSymbolRange, minSym, maxSym)
	}
	if uint(maxSym)-uint(minSym) >= MaxSymbolRange {
		return nil, fmt.Errorf("dfa: %w: symbols %d..%d span more than %d values",
			ErrSymbolRange, minSym, maxSym, MaxSymbolRange)
	}
	width := maxSym - minSym + 1

	// Breadth-first exploration, numbering the states in discovery order
	// so that rows are produced in state order.
	id := make([]int32, numStates)
	for i := range id {
		id[i] = -1
	}
	queue := make([]int32, 1, 64)
	queue[0] = int32(start)
	id[start] = 0
	off := make([]int32, 0, 64)
	var edges []edge
	for h := 0; h < len(queue); h++ {
		q := int(queue[h])
		off = append(off, int32(len(edges)))
		for r := range width {
			s := minSym + r
			t := next(q, s)
			if t == -1 {
				continue
			}
			if t < 0 || t >= numStates {
				return nil, fmt.Errorf("dfa: %w: next(%d, %d) = %d, want -1 or a state 0..%d",
					ErrStateRange, q, s, t, numStates-1)
			}
			if id[t] < 0 {
				id[t] = int32(len(queue))
				queue = append(queue, int32(t))
			}
			if len(edges) == math.MaxInt32 {
				return nil, fmt.Errorf("dfa: more than %d transitions", math.MaxInt32)
			}
			edges = append(edges, edge{sym: int32(r), to: id[t]})
		}
	}
	off = append(off, int32(len(edges)))
	accRenum := make([]bool, len(queue))
	for i, q := range queue {
		accRenum[i] = acc[q]
	}
	d := &DFA{
		numStates: len(queue),
		accepting: accRenum,
		minSym:    minSym,
		width:     width, // not tight; Minimize recomputes it
		off:       off,
		edges:     edges,
	}
	return d.Minimize(), nil
}

// Product returns the minimal DFA of the intersection of the languages of a
// and b: the words both accept. Its states are the pairs of states of the
// minimised a and b reachable from the pair of start states, before
// minimisation. Product panics, with an error wrapping [ErrStateCount], if
// there are more than MaxStates such pairs.
func Product(a, b *DFA) *DFA {
	a, b = a.Minimize(), b.Minimize()
	lo, hi := max(a.minSym, b.minSym), min(a.MaxSymbol(), b.MaxSymbol())
	width := 0
	if a.width > 0 && b.width > 0 && lo <= hi {
		width = hi - lo + 1
	} else {
		lo = 0
	}

	// Pair numbering: a dense table when small, a map otherwise.
	nb := int64(b.numStates)
	size := int64(a.numStates) * nb
	var dense []int32
	var sparse map[int64]int32
	if size <= 1<<20 {
		dense = make([]int32, size)
		for i := range dense {
			dense[i] = -1
		}
	} else {
		sparse = make(map[int64]int32)
	}
	var qa, qb []int32
	pairID := func(p, q int32) int32 {
		key := int64(p)*nb + int64(q)
		if dense != nil {
			if v := dense[key]; v >= 0 {
				return v
			}
		} else if v, ok := sparse[key]; ok {
			return v
		}
		v := int32(len(qa))
		if v >= MaxStates {
			panic(fmt.Errorf("dfa: Product: %w: more than %d reachable state pairs", ErrStateCount, MaxStates))
		}
		if dense != nil {
			dense[key] = v
		} else {
			sparse[key] = v
		}
		qa, qb = append(qa, p), append(qb, q)
		return v
	}
	pairID(int32(a.start), int32(b.start))

	var acc []bool
	var off []int32
	var edges []edge
	for h := 0; h < len(qa); h++ {
		p, q := qa[h], qb[h]
		acc = append(acc, a.accepting[p] && b.accepting[q])
		off = append(off, int32(len(edges)))
		ra := a.edges[a.off[p]:a.off[p+1]]
		rb := b.edges[b.off[q]:b.off[q+1]]
		for i, j := 0, 0; i < len(ra) && j < len(rb); {
			sa, sb := a.minSym+int(ra[i].sym), b.minSym+int(rb[j].sym)
			switch {
			case sa < sb:
				i++
			case sa > sb:
				j++
			default:
				to := pairID(ra[i].to, rb[j].to)
				edges = append(edges, edge{sym: int32(sa - lo), to: to})
				i++
				j++
			}
		}
	}
	off = append(off, int32(len(edges)))
	d := &DFA{
		numStates: len(qa),
		accepting: acc,
		minSym:    lo,
		width:     width, // not tight; Minimize recomputes it
		off:       off,
		edges:     edges,
	}
	return d.Minimize()
}

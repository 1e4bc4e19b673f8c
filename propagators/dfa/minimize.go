package dfa

import "slices"

// Minimize returns the minimal DFA accepting the same language as d. It
// removes the states that are unreachable from the start and the dead states
// (those from which no accepting state can be reached; a missing transition
// already plays their part), then merges equivalent states with Valmari and
// Lehtinen's version of Hopcroft's algorithm for partial transition
// functions, in O(m log n) time for n states and m transitions.
//
// The result is canonical: its states are numbered in breadth-first order
// from the start state (state 0), exploring each state's transitions by
// ascending symbol, and its symbol range is that of its remaining
// transitions. So the minimised forms of two automata are [DFA.Equal] if and
// only if they accept the same language. An automaton with an empty language
// minimises to one non-accepting state without transitions.
//
// Minimizing a DFA returned by Minimize, FromFunc or Product returns it
// unchanged.
func (d *DFA) Minimize() *DFA {
	if d.minimal {
		return d
	}
	n := d.numStates

	// Phase 1: trim. One slab holds id (n), queue (n), rev offsets (n+1)
	// and rev sources (len(edges)).
	slab := make([]int32, 3*n+1+len(d.edges))
	id := take(&slab, n)    // -2 unreachable, -1 reachable, >= 0 useful
	queue := take(&slab, n) // BFS queue; backward, it maps id -> state
	revOff := take(&slab, n+1)
	revSrc := take(&slab, len(d.edges))

	for q := range id {
		id[q] = -2
	}
	id[d.start] = -1
	queue[0] = int32(d.start)
	reached := 1
	for h := 0; h < reached; h++ {
		q := queue[h]
		for _, e := range d.edges[d.off[q]:d.off[q+1]] {
			if id[e.to] == -2 {
				id[e.to] = -1
				queue[reached] = e.to
				reached++
			}
		}
	}

	// Reverse adjacency of the reachable part: count into revOff[to], take
	// inclusive prefix sums, fill backwards.
	for q := range n {
		if id[q] == -2 {
			continue
		}
		for _, e := range d.edges[d.off[q]:d.off[q+1]] {
			revOff[e.to]++
		}
	}
	for q := 1; q <= n; q++ {
		revOff[q] += revOff[q-1]
	}
	for q := n - 1; q >= 0; q-- {
		if id[q] == -2 {
			continue
		}
		for _, e := range d.edges[d.off[q]:d.off[q+1]] {
			revOff[e.to]--
			revSrc[revOff[e.to]] = int32(q)
		}
	}

	// Backward BFS from the reachable accepting states; a state's id is its
	// position in this queue, so queue[:k] maps ids back to states.
	k := int32(0)
	for q := range n {
		if id[q] == -1 && d.accepting[q] {
			id[q] = k
			queue[k] = int32(q)
			k++
		}
	}
	for h := int32(0); h < k; h++ {
		q := queue[h]
		for _, p := range revSrc[revOff[q]:revOff[q+1]] {
			if id[p] == -1 { // reachable, not yet known useful
				id[p] = k
				queue[k] = p
				k++
			}
		}
	}
	if id[d.start] < 0 {
		return emptyDFA()
	}
	orig := queue[:k]

	// Phase 2: the trimmed automaton as flat arrays, transitions sorted by
	// tail id then label: tail, label, head, with rows off[q]:off[q+1].
	m := 0
	for _, q := range orig {
		for _, e := range d.edges[d.off[q]:d.off[q+1]] {
			if id[e.to] >= 0 {
				m++
			}
		}
	}
	nk := int(k)
	slab2 := make([]int32, 7*nk+7*m+ // block and cord partitions
		2*(nk+1)+ // off, inOff
		4*m) // tail, label, head, inT
	off := take(&slab2, nk+1)
	tail := take(&slab2, m)
	label := take(&slab2, m)
	head := take(&slab2, m)
	t := int32(0)
	for i, q := range orig {
		off[i] = t
		for _, e := range d.edges[d.off[q]:d.off[q+1]] {
			if h := id[e.to]; h >= 0 {
				tail[t], label[t], head[t] = int32(i), e.sym, h
				t++
			}
		}
	}
	off[nk] = t

	// Incoming transitions per state (by head).
	inOff := take(&slab2, nk+1)
	inT := take(&slab2, m)
	for _, h := range head {
		inOff[h]++
	}
	for q := 1; q <= nk; q++ {
		inOff[q] += inOff[q-1]
	}
	for i := m - 1; i >= 0; i-- {
		inOff[head[i]]--
		inT[inOff[head[i]]] = int32(i)
	}

	// Phase 3: partition refinement. Blocks partition the states, cords the
	// transitions; initially blocks split accepting from the rest and cords
	// group transitions by label.
	var blocks, cords partition
	blocks.init(&slab2, nk)
	cords.init(&slab2, m)
	for i, q := range orig {
		if d.accepting[q] {
			blocks.mark(int32(i))
		}
	}
	blocks.split()
	if m > 0 {
		sortByLabel(cords.elems, label, d.width)
		cords.z = 0
		a := label[cords.elems[0]]
		cords.first[0] = 0
		for i, tr := range cords.elems {
			if label[tr] != a {
				a = label[tr]
				cords.past[cords.z] = int32(i)
				cords.z++
				cords.first[cords.z] = int32(i)
			}
			cords.set[tr] = cords.z
			cords.loc[tr] = int32(i)
		}
		cords.past[cords.z] = int32(m)
		cords.z++
	}
	// Every cord is a splitter; block 0 is not needed, being the rest of
	// the whole state set after every split (each split leaves the larger
	// part in place and makes the smaller one a new, later block).
	b, c := int32(1), int32(0)
	for c < cords.z {
		for _, tr := range cords.elems[cords.first[c]:cords.past[c]] {
			blocks.mark(tail[tr])
		}
		blocks.split()
		c++
		for ; b < blocks.z; b++ {
			for _, q := range blocks.elems[blocks.first[b]:blocks.past[b]] {
				for _, tr := range inT[inOff[q]:inOff[q+1]] {
					cords.mark(tr)
				}
			}
			cords.split()
		}
	}

	// Phase 4: the quotient, numbered breadth-first from the start block
	// over each block's transitions by ascending label (those of any member
	// of the block; the rows are sorted by label).
	nb := int(blocks.z)
	res := &DFA{
		numStates: nb,
		accepting: make([]bool, nb),
		off:       make([]int32, nb+1),
		minimal:   true,
	}
	// Reuse two arrays of the block partition, no longer needed (they have
	// nk >= nb entries): newID per block and the BFS queue of blocks.
	newID := blocks.marked[:nb]
	for i := range newID {
		newID[i] = -1
	}
	bq := blocks.touched[:nb]
	startBlock := blocks.set[id[d.start]]
	newID[startBlock] = 0
	bq[0] = startBlock
	count := int32(1)
	// Count the transitions first: one row per block.
	nt := 0
	for blk := range nb {
		rep := blocks.elems[blocks.first[blk]]
		nt += int(off[rep+1] - off[rep])
	}
	res.edges = make([]edge, 0, nt)
	lo, hi := int32(d.width), int32(-1)
	for h := int32(0); h < count; h++ {
		blk := bq[h]
		rep := blocks.elems[blocks.first[blk]]
		res.accepting[h] = d.accepting[orig[rep]]
		res.off[h] = int32(len(res.edges))
		for tr := off[rep]; tr < off[rep+1]; tr++ {
			tb := blocks.set[head[tr]]
			if newID[tb] < 0 {
				newID[tb] = count
				bq[count] = tb
				count++
			}
			res.edges = append(res.edges, edge{sym: label[tr], to: newID[tb]})
			lo, hi = min(lo, label[tr]), max(hi, label[tr])
		}
	}
	res.off[nb] = int32(len(res.edges))
	if len(res.edges) > 0 {
		res.minSym = d.minSym + int(lo)
		res.width = int(hi-lo) + 1
		if lo != 0 {
			for i := range res.edges {
				res.edges[i].sym -= lo
			}
		}
	}
	return res
}

// emptyDFA returns the minimal DFA of the empty language.
func emptyDFA() *DFA {
	return &DFA{
		numStates: 1,
		accepting: []bool{false},
		off:       []int32{0, 0},
		minimal:   true,
	}
}

// take cuts the first n entries off *slab.
func take(slab *[]int32, n int) []int32 {
	s := (*slab)[:n:n]
	*slab = (*slab)[n:]
	return s
}

// sortByLabel sorts the transition indices elems by label: a counting sort
// when the symbol range is small compared with the number of transitions,
// a comparison sort otherwise.
func sortByLabel(elems, label []int32, width int) {
	m := len(elems)
	if width <= 2*m {
		cnt := make([]int32, width)
		for _, a := range label {
			cnt[a]++
		}
		sum := int32(0)
		for a, c := range cnt {
			cnt[a] = sum
			sum += c
		}
		for tr, a := range label {
			elems[cnt[a]] = int32(tr)
			cnt[a]++
		}
		return
	}
	for i := range elems {
		elems[i] = int32(i)
	}
	slices.SortFunc(elems, func(x, y int32) int { return int(label[x]) - int(label[y]) })
}

// partition is Valmari's refinable partition of the elements 0..n-1 into
// sets 0..z-1: the elements of set s are elems[first[s]:past[s]], loc is the
// inverse of elems and set maps each element to its set. Marking moves an
// element to the marked front of its set; split then cuts every set with
// marked elements into its marked and unmarked parts, the smaller part
// becoming a new set.
type partition struct {
	z       int32
	elems   []int32
	loc     []int32
	set     []int32
	first   []int32
	past    []int32
	marked  []int32 // per set, number of marked elements
	touched []int32 // stack of sets with marked elements
}

func (p *partition) init(slab *[]int32, n int) {
	p.elems = take(slab, n)
	p.loc = take(slab, n)
	p.set = take(slab, n)
	p.first = take(slab, n)
	p.past = take(slab, n)
	p.marked = take(slab, n)
	p.touched = take(slab, n)[:0]
	for i := range n {
		p.elems[i] = int32(i)
		p.loc[i] = int32(i)
		p.set[i] = 0
		p.marked[i] = 0
	}
	if n > 0 {
		p.z = 1
		p.first[0] = 0
		p.past[0] = int32(n)
	}
}

func (p *partition) mark(e int32) {
	s := p.set[e]
	i := p.loc[e]
	j := p.first[s] + p.marked[s]
	p.elems[i] = p.elems[j]
	p.loc[p.elems[i]] = i
	p.elems[j] = e
	p.loc[e] = j
	if p.marked[s] == 0 {
		p.touched = append(p.touched, s)
	}
	p.marked[s]++
}

func (p *partition) split() {
	for len(p.touched) > 0 {
		s := p.touched[len(p.touched)-1]
		p.touched = p.touched[:len(p.touched)-1]
		j := p.first[s] + p.marked[s]
		if j == p.past[s] {
			p.marked[s] = 0
			continue
		}
		z := p.z
		if p.marked[s] <= p.past[s]-j {
			p.first[z] = p.first[s]
			p.past[z] = j
			p.first[s] = j
		} else {
			p.past[z] = p.past[s]
			p.first[z] = j
			p.past[s] = j
		}
		for _, e := range p.elems[p.first[z]:p.past[z]] {
			p.set[e] = z
		}
		p.marked[s] = 0
		p.marked[z] = 0
		p.z++
	}
}

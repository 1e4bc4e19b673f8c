package propagators

// valueFlow is the flow network behind the matching-based globals
// (GlobalCardinality, AllDifferentExcept, Inverse, NValue), after Régin ("A
// filtering algorithm for constraints of difference in CSPs", AAAI 1994;
// "Generalized arc consistency for global cardinality constraint", AAAI
// 1996). Variables are on the left, each carrying one unit of flow; value
// nodes are on the right, node v taking between lo[v] and hi[v] units; the
// caller declares the edges of each call, variable by variable (adj, start:
// a compressed adjacency list built from the current domains).
//
// A feasible flow (every variable matched to one value node, every node
// within its capacity interval) is kept between calls as a hint: a
// backtrack only adds edges and widens the intervals, and each call drops
// the pairs whose edge is gone or whose node is over capacity, rematches the
// free variables by augmenting paths and raises the nodes below their lower
// bound by rerouting paths. The residual graph has an arc variable → value
// node for each edge outside the flow, value node → variable for each edge
// in it, value node → sink while the node is below hi and sink → value node
// while it is above lo; an edge outside the flow belongs to some feasible
// flow iff its ends lie in the same strongly connected component (the
// flow's edges belong to one by definition).
//
// Costs: O(deg) to validate a pair, O(m + E) per augmenting or rerouting
// search (breadth first, each value node expanded once), O(n + m + E) for
// the components (an iterative Tarjan), for n variables, m value nodes and E
// edges. Memory O(n + m + E), sized at construction; nothing is allocated
// afterwards.
type valueFlow struct {
	n, m   int
	lo, hi []int32 // capacity interval of each value node

	// The edges of the current call: variable i's value nodes are
	// adj[start[i]:start[i+1]]. adj is built by the caller with append
	// within its capacity (the largest edge count, from the initial
	// domains).
	start []int32
	adj   []int32

	match      []int32 // value node of each variable, or -1
	flow       []int32 // variables matched to each value node
	head       []int32 // first variable matched to each value node, or -1
	next, prev []int32 // per variable: the list of variables sharing its node

	// Breadth-first search: parent[v] is the variable through which the
	// search stamped seen[v] reached value node v (-1 for a root).
	parent []int32
	seen   []uint32
	stamp  uint32
	queue  []int32

	// Tarjan over nodes: variable i is node i, value node v is node n+v,
	// the sink is node n+m. comp holds the component of each node.
	index, low, comp []int32
	tstack           []int32
	frames           []valueFlowFrame
}

// valueFlowFrame is a step of the iterative Tarjan: for a variable, it is
// the next edge to look at; for a value node, the next variable of its list
// (-1 at the end), then sink says whether the arc to the sink is still to be
// looked at; for the sink, the next value node.
type valueFlowFrame struct {
	node int32
	it   int32
	sink bool
}

// valueFlowDone marks the nodes of completed components in valueFlow.index.
const valueFlowDone = int32(1<<31 - 1)

func newValueFlow(n, m, maxEdges int) *valueFlow {
	f := &valueFlow{
		n: n, m: m,
		lo: make([]int32, m), hi: make([]int32, m),
		start: make([]int32, n+1), adj: make([]int32, 0, maxEdges),
		match: make([]int32, n), flow: make([]int32, m), head: make([]int32, m),
		next: make([]int32, n), prev: make([]int32, n),
		parent: make([]int32, m), seen: make([]uint32, m), queue: make([]int32, 0, m),
	}
	for i := range f.match {
		f.match[i] = -1
	}
	for v := range f.head {
		f.head[v] = -1
	}
	nodes := n + m + 1
	f.index, f.low, f.comp = make([]int32, nodes), make([]int32, nodes), make([]int32, nodes)
	f.tstack = make([]int32, 0, nodes)
	f.frames = make([]valueFlowFrame, 0, nodes)
	return f
}

// beginEdges starts the edge lists of a call.
func (f *valueFlow) beginEdges() { f.adj = f.adj[:0] }

// endVar closes variable i's edge list (variables in order 0..n-1).
func (f *valueFlow) endVar(i int) { f.start[i+1] = int32(len(f.adj)) }

func (f *valueFlow) edges(i int32) []int32 { return f.adj[f.start[i]:f.start[i+1]] }

func (f *valueFlow) link(i, v int32) {
	f.match[i] = v
	f.flow[v]++
	f.prev[i], f.next[i] = -1, f.head[v]
	if h := f.head[v]; h >= 0 {
		f.prev[h] = i
	}
	f.head[v] = i
}

func (f *valueFlow) unlink(i int32) {
	v := f.match[i]
	f.match[i] = -1
	f.flow[v]--
	p, nx := f.prev[i], f.next[i]
	if p >= 0 {
		f.next[p] = nx
	} else {
		f.head[v] = nx
	}
	if nx >= 0 {
		f.prev[nx] = p
	}
}

// validate drops the pairs whose edge is gone and, node by node, the pairs
// beyond the node's upper bound.
func (f *valueFlow) validate() {
	for i := int32(0); i < int32(f.n); i++ {
		v := f.match[i]
		if v < 0 {
			continue
		}
		found := false
		for _, u := range f.edges(i) {
			if u == v {
				found = true
				break
			}
		}
		if !found {
			f.unlink(i)
		}
	}
	for v := range f.m {
		for f.flow[v] > f.hi[v] {
			f.unlink(f.head[v])
		}
	}
}

// feasible repairs the flow into a feasible one and reports whether there is
// one: every variable matched, every value node within [lo, hi].
func (f *valueFlow) feasible() bool {
	f.validate()
	for i := int32(0); i < int32(f.n); i++ {
		if f.match[i] < 0 && !f.augment(i) {
			return false
		}
	}
	for v := int32(0); v < int32(f.m); v++ {
		for f.flow[v] < f.lo[v] {
			if !f.raise(v) {
				return false
			}
		}
	}
	return true
}

// maximum repairs the pairs into a maximum matching (every hi is taken as
// the capacity, lo is ignored) and returns its size.
func (f *valueFlow) maximum() int {
	f.validate()
	size := 0
	for i := int32(0); i < int32(f.n); i++ {
		if f.match[i] >= 0 || f.augment(i) {
			size++
		}
	}
	return size
}

func (f *valueFlow) newStamp() {
	f.stamp++
	if f.stamp == 0 {
		clear(f.seen)
		f.stamp = 1
	}
}

// augment matches the unmatched variable root along a shortest augmenting
// path: root's edges, then the variables matched to a full node moving to
// another node, until a node below hi is reached.
func (f *valueFlow) augment(root int32) bool {
	f.newStamp()
	q := f.queue[:0]
	for _, v := range f.edges(root) {
		if f.seen[v] == f.stamp {
			continue
		}
		f.seen[v], f.parent[v] = f.stamp, root
		if f.flow[v] < f.hi[v] {
			f.shift(v)
			return true
		}
		q = append(q, v)
	}
	for h := 0; h < len(q); h++ {
		for y := f.head[q[h]]; y >= 0; y = f.next[y] {
			for _, w := range f.edges(y) {
				if f.seen[w] == f.stamp {
					continue
				}
				f.seen[w], f.parent[w] = f.stamp, y
				if f.flow[w] < f.hi[w] {
					f.shift(w)
					f.queue = q[:0]
					return true
				}
				q = append(q, w)
			}
		}
	}
	f.queue = q[:0]
	return false
}

// raise adds one unit to value node target, below its lower bound, by a
// path from a node above its lower bound: each variable on the path moves
// to the next node, so the nodes in between keep their flow.
func (f *valueFlow) raise(target int32) bool {
	f.newStamp()
	q := f.queue[:0]
	for v := int32(0); v < int32(f.m); v++ {
		if f.flow[v] > f.lo[v] {
			f.seen[v], f.parent[v] = f.stamp, -1
			q = append(q, v)
		}
	}
	for h := 0; h < len(q); h++ {
		for y := f.head[q[h]]; y >= 0; y = f.next[y] {
			for _, w := range f.edges(y) {
				if f.seen[w] == f.stamp {
					continue
				}
				f.seen[w], f.parent[w] = f.stamp, y
				if w == target {
					f.shift(w)
					f.queue = q[:0]
					return true
				}
				q = append(q, w)
			}
		}
	}
	f.queue = q[:0]
	return false
}

// shift applies the path found by a search that ended at value node v:
// parent[v] moves to v, its former node's parent moves there, and so on up
// to an unmatched root variable or a root node.
func (f *valueFlow) shift(v int32) {
	for v >= 0 {
		y := f.parent[v]
		if y < 0 {
			return
		}
		old := f.match[y]
		if old >= 0 {
			f.unlink(y)
		}
		f.link(y, v)
		v = old
	}
}

// components computes the strongly connected components of the residual
// graph of a feasible flow (comp).
func (f *valueFlow) components() {
	n, m := int32(f.n), int32(f.m)
	sink := n + m
	clear(f.index)
	counter, ncomp := int32(0), int32(0)
	fr, ts := f.frames[:0], f.tstack[:0]
	for r := int32(0); r <= sink; r++ {
		if f.index[r] != 0 {
			continue
		}
		counter++
		f.index[r], f.low[r] = counter, counter
		ts = append(ts, r)
		fr = append(fr, f.frame(r))
		for len(fr) > 0 {
			fm := &fr[len(fr)-1]
			node := fm.node
			succ := int32(-1)
			for succ < 0 {
				u := f.successor(fm)
				if u < 0 {
					break
				}
				if f.index[u] == 0 {
					succ = u
				} else {
					f.low[node] = min(f.low[node], f.index[u])
				}
			}
			if succ >= 0 {
				counter++
				f.index[succ], f.low[succ] = counter, counter
				ts = append(ts, succ)
				fr = append(fr, f.frame(succ))
				continue
			}
			fr = fr[:len(fr)-1]
			if f.low[node] == f.index[node] {
				top := len(ts) - 1
				for ts[top] != node {
					top--
				}
				for _, u := range ts[top:] {
					f.index[u], f.comp[u] = valueFlowDone, ncomp
				}
				ncomp++
				ts = ts[:top]
			}
			if len(fr) > 0 {
				parent := fr[len(fr)-1].node
				f.low[parent] = min(f.low[parent], f.low[node])
			}
		}
	}
	f.frames, f.tstack = fr[:0], ts[:0]
}

func (f *valueFlow) frame(node int32) valueFlowFrame {
	n := int32(f.n)
	switch {
	case node < n:
		return valueFlowFrame{node: node, it: f.start[node]}
	case node < n+int32(f.m):
		return valueFlowFrame{node: node, it: f.head[node-n], sink: true}
	}
	return valueFlowFrame{node: node}
}

// successor returns the next successor of a frame's node in the residual
// graph, or -1.
func (f *valueFlow) successor(fm *valueFlowFrame) int32 {
	n, m := int32(f.n), int32(f.m)
	node := fm.node
	switch {
	case node < n:
		for fm.it < f.start[node+1] {
			v := f.adj[fm.it]
			fm.it++
			if v != f.match[node] {
				return n + v
			}
		}
	case node < n+m:
		v := node - n
		if fm.it >= 0 {
			y := fm.it
			fm.it = f.next[y]
			return y
		}
		if fm.sink {
			fm.sink = false
			if f.flow[v] < f.hi[v] {
				return n + m
			}
		}
	default:
		for fm.it < m {
			v := fm.it
			fm.it++
			if f.flow[v] > f.lo[v] {
				return n + v
			}
		}
	}
	return -1
}

// supported reports whether the edge from variable i to value node v
// belongs to some feasible flow (after components).
func (f *valueFlow) supported(i, v int32) bool {
	return f.match[i] == v || f.comp[i] == f.comp[int32(f.n)+v]
}

// clone copies the flow network and its scratch.
func (f *valueFlow) clone() *valueFlow {
	c := *f
	c.lo, c.hi = cloneSlice(f.lo), cloneSlice(f.hi)
	c.start, c.adj = cloneSlice(f.start), cloneSlice(f.adj)
	c.match, c.flow, c.head = cloneSlice(f.match), cloneSlice(f.flow), cloneSlice(f.head)
	c.next, c.prev = cloneSlice(f.next), cloneSlice(f.prev)
	c.parent, c.seen, c.queue = cloneSlice(f.parent), cloneSlice(f.seen), cloneSlice(f.queue)
	c.index, c.low, c.comp = cloneSlice(f.index), cloneSlice(f.low), cloneSlice(f.comp)
	c.tstack, c.frames = cloneSlice(f.tstack), cloneSlice(f.frames)
	return &c
}

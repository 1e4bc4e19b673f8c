package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Connected posts that the nodes i with xs[i] = 1 induce a connected
// subgraph of the undirected graph on the nodes 0..len(xs)-1 with the
// given edges (pairs of node indices; repeats and loops are ignored). No
// chosen node, or one, counts as connected. Every xs[i] must be a boolean
// (domain within {0,1}) and the variables distinct. A Hitori's unshaded
// cells, a Nurikabe's wall, a loop puzzle's cells are such sets.
//
// Each call classifies the nodes as in (fixed 1), out (fixed 0) or open,
// and walks the graph of the in and open nodes once (Tarjan's depth-first
// search, iterative, rooted at an in node): it fails when the in nodes lie
// in two components, removes 1 from every open node outside the
// component of the in nodes, and fixes to 1 every open node that is an
// articulation point separating in nodes (a depth-first child below it
// with low ≥ its discovery time holds an in node, and the root, itself in,
// lies outside). That is domain consistency: an open node in the component
// can join the whole component, and it can stay out unless it separates
// in nodes. A call costs O(V + E) and allocates nothing; the result needs
// no second call. Without an in node nothing is pruned.
func Connected(s *cp.Store, xs []cp.VarID, edges [][2]int) error {
	const name = "Connected"
	if err := checkVars(s, name, false, xs...); err != nil {
		return err
	}
	if err := checkBools(s, name, xs...); err != nil {
		return err
	}
	n := len(xs)
	deg := make([]int, n+1)
	var pairs [][2]int32
	for i, e := range edges {
		a, b := e[0], e[1]
		if a < 0 || a >= n || b < 0 || b >= n {
			return argErr(name, "edge %d (%d, %d) has a node outside 0..%d", i, a, b, n-1)
		}
		if a == b {
			continue
		}
		pairs = append(pairs, [2]int32{int32(min(a, b)), int32(max(a, b))})
	}
	slices.SortFunc(pairs, func(p, q [2]int32) int {
		if p[0] != q[0] {
			return int(p[0] - q[0])
		}
		return int(p[1] - q[1])
	})
	pairs = slices.Compact(pairs)
	for _, e := range pairs {
		deg[e[0]+1]++
		deg[e[1]+1]++
	}
	for i := range n {
		deg[i+1] += deg[i]
	}
	adj := make([]int32, deg[n])
	fill := slices.Clone(deg[:n])
	for _, e := range pairs {
		adj[fill[e[0]]] = e[1]
		fill[e[0]]++
		adj[fill[e[1]]] = e[0]
		fill[e[1]]++
	}
	if n <= 1 {
		return nil
	}
	p := &connected{
		xs: slices.Clone(xs), off: deg, adj: adj,
		disc: make([]int32, n), low: make([]int32, n), ins: make([]int32, n),
		stack: make([]int32, n), edge: make([]int32, n),
	}
	id := s.Post(p, cp.Linear, "connected")
	for i, x := range xs {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	s.Schedule(id)
	return nil
}

// connected propagates Connected. The graph is in compressed rows: the
// neighbours of node i are adj[off[i]:off[i+1]]. disc (0: not reached),
// low and ins (in nodes in the depth-first subtree) are the walk's
// scratch, stack and edge its explicit stack (the node and the index of
// its next edge).
type connected struct {
	xs        []cp.VarID
	off       []int
	adj       []int32
	disc, low []int32
	ins       []int32
	stack     []int32
	edge      []int32
}

func (p *connected) Propagate(s *cp.Store) cp.Status {
	root, in, open := -1, 0, 0
	for i, x := range p.xs {
		p.disc[i] = 0
		switch {
		case s.Min(x) == 1:
			in++
			if root < 0 {
				root = i
			}
		case s.Max(x) == 1:
			open++
		}
	}
	if in == 0 || open == 0 && in == 1 {
		if open == 0 {
			return cp.Subsumed
		}
		return cp.Fix
	}
	// Depth-first walk of the in and open nodes from the root.
	time := int32(1)
	p.disc[root], p.low[root], p.ins[root] = time, time, 1
	p.stack[0], p.edge[0] = int32(root), int32(p.off[root])
	top := 0
	reached := 1
	for top >= 0 {
		v := p.stack[top]
		if e := p.edge[top]; e < int32(p.off[v+1]) {
			p.edge[top]++
			w := p.adj[e]
			if s.Max(p.xs[w]) == 0 {
				continue
			}
			if p.disc[w] != 0 {
				p.low[v] = min(p.low[v], p.disc[w])
				continue
			}
			time++
			reached++
			p.disc[w], p.low[w], p.ins[w] = time, time, 0
			if s.Min(p.xs[w]) == 1 {
				p.ins[w] = 1
			}
			top++
			p.stack[top], p.edge[top] = w, int32(p.off[w])
			continue
		}
		// v is done: report to its parent u.
		top--
		if top < 0 {
			break
		}
		u := p.stack[top]
		p.low[u] = min(p.low[u], p.low[v])
		p.ins[u] += p.ins[v]
		if p.low[v] >= p.disc[u] && p.ins[v] > 0 && s.Max(p.xs[u]) == 1 && s.Min(p.xs[u]) == 0 {
			// u separates the in nodes below v from the root: it is needed.
			if !s.Assign(p.xs[u], 1) {
				return cp.Fail
			}
		}
	}
	// Outside the root's component: open nodes leave, and an in node there
	// (the in nodes are split) makes the removal fail.
	if reached < in+open {
		for i, x := range p.xs {
			if p.disc[i] == 0 && s.Max(x) == 1 {
				if !s.Remove(x, 1) {
					return cp.Fail
				}
			}
		}
	}
	return cp.Fix
}

// Clone implements cp.Cloner; xs and the graph (off, adj) are shared
// (read only), the walk's scratch is copied.
func (p *connected) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.disc, c.low = cloneSlice(p.disc), cloneSlice(p.low)
	c.ins, c.stack, c.edge = cloneSlice(p.ins), cloneSlice(p.stack), cloneSlice(p.edge)
	return &c
}

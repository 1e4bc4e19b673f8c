package propagators

import "slices"

// The pruning Circuit and Subcircuit claim (their doc comments), stated on
// the domains D at a fixpoint, for n ≥ 3 nodes (fewer are rewritten to
// domain consistent constraints, and the reference is then brute force).
// An edge i→j is a value j ≠ i of D(succ[i]); node i is mandatory when
// i ∉ D(succ[i]) (every node for Circuit); a value is removed, or a node
// fixed, when a rule below says so, and a rule that fails fails the case:
//
//	R1 value:      the value j of a fixed succ[i] is in no other domain;
//	               two fixed successors differ.
//	R2 support:    every node is in some domain; a node in exactly one
//	               domain D(succ[i]) fixes succ[i] to it.
//	R3 subtours:   for a maximal chain a→…→b of fixed edges (a has no
//	               fixed predecessor): Circuit removes a from D(succ[b])
//	               when the chain has fewer than n nodes, Subcircuit when
//	               a mandatory node lies outside it. A cycle of fixed edges
//	               fails Circuit unless it has n nodes and makes Subcircuit
//	               fix every other node to itself.
//	R4 components  (Subcircuit): over the strongly connected components of
//	               the edges, no edge joins two components; the mandatory
//	               nodes share one component C (else fail), which for
//	               SubcircuitNonEmpty without mandatory nodes is the only
//	               component of two nodes or more, if there is one (none
//	               fails); C has two nodes or more and every node outside
//	               C is fixed to itself.
//	R5 search:     the depth-first search from the root (node 0 for
//	               Circuit, else the smallest mandatory node; none: no
//	               rule) over the edges, successors in increasing order:
//	               Circuit reaches every node; a subtree holding a
//	               mandatory node has an edge leaving it, and when it has
//	               exactly one, that edge is fixed; when the root's first
//	               subtree holds a mandatory node, the nodes visited after
//	               it do not have the root in their domain.
//	R0 matching    (with the AllDifferent the post functions add): every
//	               value of D(succ[i]) belongs to a permutation of the nodes
//	               within the domains.
const (
	circuitClaim    = "Circuit's rules R1-R3 and R5 and, when posted, AllDifferent's matching R0 (circuit_claim_test.go)"
	subcircuitClaim = "Subcircuit's rules R1-R5 and, when posted, AllDifferent's matching R0 (circuit_claim_test.go)"
)

// circuitReference applies the rules above to doms once (every rule reads
// the same domains) and returns what they leave. check is the constraint,
// for the brute force on n ≤ 2.
func circuitReference(doms [][]int, sub, nonEmpty, allDiff bool, check func([]int) bool) [][]int {
	n := len(doms)
	if n <= 2 {
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		return supportsOn(doms, all, check)
	}
	out := cloneDoms(doms)
	failed := false
	remove := func(i, v int) {
		out[i] = slices.DeleteFunc(out[i], func(w int) bool { return w == v })
	}
	fix := func(i, v int) {
		if !slices.Contains(out[i], v) {
			failed = true
			return
		}
		out[i] = []int{v}
	}
	has := func(i, v int) bool { return slices.Contains(doms[i], v) }
	fixed := func(i int) bool { return len(doms[i]) == 1 }
	mandatory := func(i int) bool { return !has(i, i) }
	edge := func(i, j int) bool { return i != j && has(i, j) }

	// R1.
	pred := make([]int, n)
	for j := range pred {
		pred[j] = -1
	}
	for i := range n {
		if fixed(i) {
			j := doms[i][0]
			if pred[j] >= 0 {
				return emptied(doms)
			}
			pred[j] = i
			for k := range n {
				if k != i {
					remove(k, j)
				}
			}
		}
	}
	// R2.
	for j := range n {
		holders := 0
		last := -1
		for i := range n {
			if has(i, j) {
				holders++
				last = i
			}
		}
		switch holders {
		case 0:
			return emptied(doms)
		case 1:
			fix(last, j)
		}
	}
	// R3.
	mand := 0
	for i := range n {
		if mandatory(i) {
			mand++
		}
	}
	onChain := make([]bool, n)
	for h := range n {
		if pred[h] >= 0 || !fixed(h) || doms[h][0] == h {
			continue
		}
		u, length := h, 1
		onChain[h] = true
		for steps := 0; fixed(u) && steps < n; steps++ {
			u = doms[u][0]
			onChain[u] = true
			length++
		}
		closable := length == n
		if sub {
			closable = mand == length
		}
		if !closable {
			remove(u, h)
		}
	}
	for u := range n {
		if onChain[u] || !fixed(u) || doms[u][0] == u {
			continue
		}
		// u lies on a cycle of fixed edges.
		cycle := make([]bool, n)
		length := 0
		for v := u; !cycle[v]; v = doms[v][0] {
			cycle[v] = true
			length++
		}
		if !sub {
			if length < n {
				return emptied(doms)
			}
			continue
		}
		for k := range n {
			if !cycle[k] {
				fix(k, k)
			}
		}
	}
	if nonEmpty {
		self := 0
		for i := range n {
			if fixed(i) && doms[i][0] == i {
				self++
			}
		}
		if self == n {
			return emptied(doms)
		}
	}
	// R4.
	if sub {
		reach := circuitReach(n, edge)
		comp := func(i, j int) bool { return reach[i][j] && reach[j][i] }
		for i := range n {
			for _, v := range doms[i] {
				if v != i && !comp(i, v) {
					remove(i, v)
				}
			}
		}
		c := -1 // a node of the component C, if known
		for i := range n {
			if mandatory(i) {
				if c < 0 {
					c = i
				} else if !comp(c, i) {
					return emptied(doms)
				}
			}
		}
		if c < 0 && nonEmpty {
			var reps []int // one node per component of two nodes or more
			for i := range n {
				big, first := false, true
				for j := range n {
					if j != i && comp(i, j) {
						big = true
						if j < i {
							first = false
						}
					}
				}
				if big && first {
					reps = append(reps, i)
				}
			}
			switch len(reps) {
			case 0:
				return emptied(doms)
			case 1:
				c = reps[0]
			}
		}
		if c >= 0 {
			size := 0
			for j := range n {
				if comp(c, j) {
					size++
				}
			}
			if size < 2 {
				return emptied(doms)
			}
			for j := range n {
				if !comp(c, j) {
					fix(j, j)
				}
			}
		}
	}
	// R5.
	root := -1
	for i := range n {
		if !sub || mandatory(i) {
			root = i
			break
		}
	}
	if root >= 0 {
		order, parent := circuitDFS(n, root, edge)
		if !sub && len(order) < n {
			return emptied(doms)
		}
		pre := make([]int, n)
		for i := range pre {
			pre[i] = -1
		}
		for k, u := range order {
			pre[u] = k
		}
		inSubtree := func(u, w int) bool { // w in the subtree of u
			for ; w >= 0; w = parent[w] {
				if w == u {
					return true
				}
			}
			return false
		}
		for _, u := range order[1:] {
			hasM := false
			var leaving [][2]int
			for _, a := range order {
				if !inSubtree(u, a) {
					continue
				}
				hasM = hasM || mandatory(a)
				for _, b := range doms[a] {
					if b != a && !inSubtree(u, b) {
						leaving = append(leaving, [2]int{a, b})
					}
				}
			}
			if !hasM {
				continue
			}
			switch len(leaving) {
			case 0:
				return emptied(doms)
			case 1:
				fix(leaving[0][0], leaving[0][1])
			}
		}
		if len(order) > 1 {
			first := order[1] // the root's first child
			firstM, last := false, 0
			for k, a := range order {
				if inSubtree(first, a) {
					firstM = firstM || mandatory(a)
					last = k
				}
			}
			if firstM {
				for _, a := range order[last+1:] {
					remove(a, root)
				}
			}
		}
	}
	// R0.
	if allDiff {
		all := make([]int, n)
		for i := range all {
			all[i] = i
		}
		perm := supportsOn(doms, all, alldiffCheck)
		for i := range n {
			for _, v := range doms[i] {
				if !slices.Contains(perm[i], v) {
					remove(i, v)
				}
			}
		}
	}
	if failed {
		return emptied(doms)
	}
	return out
}

// circuitReach is the reflexive-transitive closure of edge over n nodes.
func circuitReach(n int, edge func(i, j int) bool) [][]bool {
	r := make([][]bool, n)
	for i := range r {
		r[i] = make([]bool, n)
		r[i][i] = true
		for j := range n {
			r[i][j] = r[i][j] || edge(i, j)
		}
	}
	for k := range n {
		for i := range n {
			for j := range n {
				r[i][j] = r[i][j] || (r[i][k] && r[k][j])
			}
		}
	}
	return r
}

// circuitDFS is the depth-first search from root over edge, successors in
// increasing order: the nodes in preorder and each node's parent (-1 for
// the root and the nodes not reached).
func circuitDFS(n, root int, edge func(i, j int) bool) (order, parent []int) {
	parent = make([]int, n)
	seen := make([]bool, n)
	for i := range parent {
		parent[i] = -1
	}
	var visit func(u int)
	visit = func(u int) {
		seen[u] = true
		order = append(order, u)
		for v := range n {
			if edge(u, v) && !seen[v] {
				parent[v] = u
				visit(v)
			}
		}
	}
	visit(root)
	return order, parent
}

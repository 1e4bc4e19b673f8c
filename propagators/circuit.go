package propagators

import (
	"math"
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Circuit posts that the successor variables succ form one Hamiltonian cycle
// over the nodes 0..n-1: succ[i] is the node that follows node i, and
// following succ from any node visits every node once before coming back.
//
// At post time every succ[i] is restricted to 0..n-1 and, for n ≥ 2, to
// values other than i. A single node (n = 1) is the trivial circuit
// succ[0] = 0, and two nodes give succ[0] = 1, succ[1] = 0; neither needs a
// propagator. For n ≥ 3 Circuit posts AllDifferent(succ, Domain) (unless
// the variables' initial domains span more than cp.MaxDomainWidth values,
// which that level refuses) and the circuit propagator described below.
//
// It returns an error wrapping ErrArgs for an empty scope, a variable that
// does not belong to s, or a variable that appears twice.
//
// Consistency: sound (deciding whether a domain value extends to a
// Hamiltonian cycle is NP-complete, so no polynomial propagator is domain
// consistent). A call of the propagator repeats passes until one prunes
// nothing (so at most one pass more than the values it removes); a pass
// costs O(n + Σ|dom succ[i]|) and applies, in order,
//
//   - successor all-different: a fixed successor j is removed from the other
//     domains, a node no domain contains fails, and a node only one domain
//     contains is forced (the value and single-support Hall rules);
//   - subtour elimination: for each maximal chain a→…→b of fixed successors
//     with fewer than n nodes, a is removed from succ[b]; a fixed cycle
//     shorter than n fails;
//   - reachability: a depth-first search from node 0 over the edges i→j,
//     j ∈ dom(succ[i]), fails unless every node is reached and every
//     completed subtree has an edge leaving it (the graph is strongly
//     connected); a subtree with exactly one leaving edge forces that edge;
//     and when node 0 has several DFS children, the nodes outside the first
//     child's subtree lose the value 0 (the first subtree can only be left
//     through node 0, whose one predecessor therefore lies in it).
//
// The propagator keeps no reversible state; it wakes on any domain change.
func Circuit(s *cp.Store, succ []cp.VarID) error {
	return circuitPost(s, "Circuit", succ, false, false, true)
}

// circuitPost is Circuit (sub unset) and Subcircuit (sub set); allDiff unset
// leaves out the AllDifferent, so that tests check the propagator alone.
func circuitPost(s *cp.Store, name string, succ []cp.VarID, sub, nonEmpty, allDiff bool) error {
	if err := circuitCheck(s, name, succ); err != nil {
		return err
	}
	n := len(succ)
	if !circuitRestrict(s, succ, !sub && n >= 2) {
		return nil // the store has failed
	}
	switch {
	case !sub && n <= 2:
		// The restriction fixed every successor: n = 1 gives succ[0] = 0
		// and n = 2 gives succ[0] = 1, succ[1] = 0.
		return nil
	case n == 1 && nonEmpty:
		return failNow(s, succ[0])
	case n == 1:
		return nil // succ[0] = 0, the empty circuit
	case n == 2 && nonEmpty:
		s.Assign(succ[0], 1)
		s.Assign(succ[1], 0)
		return nil
	case n == 2:
		return NotEqual(s, succ[0], succ[1], 0)
	}
	if allDiff {
		circuitPostAllDifferent(s, succ)
	}
	kind := "circuit"
	switch {
	case nonEmpty:
		kind = "subcircuit-nonempty"
	case sub:
		kind = "subcircuit"
	}
	id := s.Post(circuitNew(succ, sub, nonEmpty), cp.Quadratic, kind)
	for i, x := range succ {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	return nil
}

// circuitCheck validates the scope of Circuit and Subcircuit.
func circuitCheck(s *cp.Store, name string, succ []cp.VarID) error {
	if len(succ) == 0 {
		return argErr(name, "empty scope")
	}
	return checkVars(s, name, false, succ...)
}

// circuitRestrict restricts each succ[i] to 0..n-1, and to values other than
// i when noSelf is set. It reports false when a domain wiped out (the store
// is then failed).
func circuitRestrict(s *cp.Store, succ []cp.VarID, noSelf bool) bool {
	n := len(succ)
	for i, x := range succ {
		if !s.SetMin(x, 0) || !s.SetMax(x, n-1) {
			return false
		}
		if noSelf && !s.Remove(x, i) {
			return false
		}
	}
	return true
}

// circuitProp is the propagator of Circuit (sub = false) and Subcircuit
// (sub = true). It recomputes everything from the domains on each call, so
// it needs nothing on the trail; all its arrays are scratch sized at post.
type circuitProp struct {
	succ     []cp.VarID
	n        int
	sub      bool // self-loops allowed: succ[i] = i leaves node i out
	nonEmpty bool // Subcircuit: at least one node must be in the circuit

	// Pass state, valid after the all-different phase made no change.
	mand    int // nodes that cannot be self-loops (all of them for Circuit)
	nFixed  int // fixed successors
	nSelf   int // successors fixed to their own node
	pred    []int32
	indeg   []int32
	lastIn  []int32
	mark    []uint32
	stamp   uint32
	forced  []int32 // pairs (node, successor) found by the rooted search
	pre, it []int32 // rooted search: preorder number, last value explored
	l1, l2  []int32 // two smallest target preorders of edges out of a subtree
	l1s     []int32 // source node of the edge achieving l1
	l1t     []int32 // target node of the edge achieving l1
	hasM    []bool  // the subtree holds a node that cannot be a self-loop
	stack   []int32

	// Tarjan's SCC algorithm over the non-self edges (Subcircuit).
	low, comp, tstack, csize []int32
	onStk                    []bool
}

func circuitNew(succ []cp.VarID, sub, nonEmpty bool) *circuitProp {
	n := len(succ)
	p := &circuitProp{succ: slices.Clone(succ), n: n, sub: sub, nonEmpty: nonEmpty}
	mk := func() []int32 { return make([]int32, n) }
	p.pred, p.indeg, p.lastIn = mk(), mk(), mk()
	p.mark = make([]uint32, n)
	p.forced = make([]int32, 0, 2*n)
	p.pre, p.it, p.l1, p.l2, p.l1s, p.l1t = mk(), mk(), mk(), mk(), mk(), mk()
	p.hasM = make([]bool, n)
	p.stack = make([]int32, 0, n)
	if sub {
		p.low, p.comp, p.csize = mk(), mk(), mk()
		p.tstack = make([]int32, 0, n)
		p.onStk = make([]bool, n)
	}
	return p
}

// Outcomes of one phase.
const (
	circuitStable  = iota // nothing pruned
	circuitChanged        // something pruned: start a new pass
	circuitFailed
	circuitDone // every successor fixed and the constraint holds
)

// Propagate runs passes until one of them prunes nothing.
func (p *circuitProp) Propagate(s *cp.Store) cp.Status {
	for {
		r := p.allDifferent(s)
		if r == circuitStable {
			r = p.chains(s)
		}
		if r == circuitStable && p.sub {
			r = p.components(s)
		}
		if r == circuitStable {
			r = p.rooted(s)
		}
		switch r {
		case circuitFailed:
			return cp.Fail
		case circuitDone:
			return cp.Subsumed
		case circuitStable:
			return cp.Fix
		}
	}
}

// allDifferent applies the successor all-different: a value fixed for one
// node is removed from the others, a value no domain holds fails, and a value
// only one domain holds is assigned to it. It also counts the fixed, the
// self-fixed and the mandatory nodes. O(n + Σ|dom|).
func (p *circuitProp) allDifferent(s *cp.Store) int {
	pred, indeg, lastIn := p.pred, p.indeg, p.lastIn
	for j := range pred {
		pred[j], indeg[j] = -1, 0
	}
	p.nFixed, p.nSelf, p.mand = 0, 0, 0
	for i, x := range p.succ {
		if s.Fixed(x) {
			j := s.Value(x)
			if pred[j] >= 0 {
				return circuitFailed
			}
			pred[j] = int32(i)
			p.nFixed++
			if j == i {
				p.nSelf++
			}
		}
	}
	if p.nonEmpty && p.nSelf == p.n {
		return circuitFailed
	}
	r := circuitStable
	for i, x := range p.succ {
		if s.Fixed(x) {
			j := s.Value(x)
			indeg[j]++
			lastIn[j] = int32(i)
		} else {
			for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
				if pred[v] >= 0 {
					if !s.Remove(x, v) {
						return circuitFailed
					}
					r = circuitChanged
					continue
				}
				indeg[v]++
				lastIn[v] = int32(i)
			}
		}
		if !s.Contains(x, i) {
			p.mand++
		}
	}
	for j := range indeg {
		switch indeg[j] {
		case 0:
			return circuitFailed
		case 1:
			if x := p.succ[lastIn[j]]; !s.Fixed(x) {
				if !s.Assign(x, j) {
					return circuitFailed
				}
				r = circuitChanged
			}
		}
	}
	return r
}

// chains eliminates subtours along the chains of fixed successors (self
// loops excluded). Circuit: a chain a→…→b of L < n nodes loses the closing
// edge b→a, and a fixed cycle must have n nodes. Subcircuit: the closing edge
// is removed while a node outside the chain cannot be a self-loop, and a
// fixed cycle forces every other node to a self-loop. It relies on pred from
// allDifferent (valid since that phase changed nothing). O(n).
func (p *circuitProp) chains(s *cp.Store) int {
	n, succ, pred := p.n, p.succ, p.pred
	st := p.nextStamp()
	r := circuitStable
	for h := 0; h < n; h++ {
		if pred[h] >= 0 || !s.Fixed(succ[h]) || s.Value(succ[h]) == h {
			continue // not the head of a chain of at least two nodes
		}
		// Following fixed successors from a node without a fixed
		// predecessor cannot loop: all-different holds on the fixed ones.
		u, length := h, 1
		p.mark[h] = st
		for s.Fixed(succ[u]) {
			u = s.Value(succ[u])
			p.mark[u] = st
			length++
		}
		// u is the chain's end; every chain node is mandatory.
		closable := length == n
		if p.sub {
			closable = p.mand == length
		}
		if !closable && s.Contains(succ[u], h) {
			if !s.Remove(succ[u], h) {
				return circuitFailed
			}
			r = circuitChanged
			if s.Fixed(succ[u]) {
				return r // a new fixed edge: pred is stale
			}
		}
	}
	if r != circuitStable {
		return r
	}
	// The unmarked nodes with a fixed non-self successor lie on fixed cycles.
	for u := 0; u < n; u++ {
		if p.mark[u] == st || !s.Fixed(succ[u]) || s.Value(succ[u]) == u {
			continue
		}
		cyc := p.nextStamp()
		length := 0
		for v := u; p.mark[v] != cyc; v = s.Value(succ[v]) {
			p.mark[v] = cyc
			length++
		}
		if !p.sub {
			if length < n {
				return circuitFailed
			}
			return circuitDone
		}
		// Subcircuit: the cycle is the circuit; the other nodes are out.
		for k := 0; k < n; k++ {
			if p.mark[k] != cyc && (!s.Fixed(succ[k]) || s.Value(succ[k]) != k) {
				if !s.Assign(succ[k], k) {
					return circuitFailed
				}
				r = circuitChanged
			}
		}
		if r == circuitStable {
			return circuitDone
		}
		return r
	}
	if p.nFixed == n {
		// Subcircuit with every node a self-loop (the empty circuit).
		if p.nonEmpty {
			return circuitFailed
		}
		return circuitDone
	}
	return circuitStable
}

// nextStamp returns a fresh mark value.
func (p *circuitProp) nextStamp() uint32 {
	if p.stamp == math.MaxUint32 {
		clear(p.mark)
		p.stamp = 0
	}
	p.stamp++
	return p.stamp
}

// rooted runs a depth-first search over the non-self edges i→j, j ∈
// dom(succ[i]), from a node that cannot be a self-loop (node 0 for Circuit).
// Every other mandatory node lies on the circuit with the root, so a completed
// subtree holding a mandatory node must have an edge leaving it (else fail);
// when it has exactly one, that edge is forced. Edges leaving a completed
// subtree all end at nodes with a smaller preorder number, so the two
// smallest target preorders over the subtree's edges tell "none", "one" or
// "several". The first subtree of the root can only be left through the
// root, so when it holds a mandatory node the nodes visited after it lose
// the root as successor. Circuit also fails unless the search reaches every
// node. O(n + Σ|dom|); the deductions are applied after the search.
func (p *circuitProp) rooted(s *cp.Store) int {
	n, succ := p.n, p.succ
	root := 0
	if p.sub {
		root = -1
		for i, x := range succ {
			if !s.Contains(x, i) {
				root = i
				break
			}
		}
		if root < 0 {
			return circuitStable
		}
	}
	pre, it, l1, l2, l1s, l1t, hasM := p.pre, p.it, p.l1, p.l2, p.l1s, p.l1t, p.hasM
	for i := range pre {
		pre[i] = -1
	}
	const inf = math.MaxInt32
	forced := p.forced[:0]
	stack := p.stack[:0]
	pre[root], it[root], l1[root], l2[root], hasM[root] = 0, -1, inf, inf, true
	stack = append(stack, int32(root))
	count := int32(1)
	firstLast, firstM := int32(-1), false
	for len(stack) > 0 {
		u := int(stack[len(stack)-1])
		x := succ[u]
		w, ok := s.Next(x, int(it[u]))
		if ok && w == u {
			w, ok = s.Next(x, w)
		}
		if ok {
			it[u] = int32(w)
			if pre[w] < 0 {
				pre[w], it[w], l1[w], l2[w] = count, -1, inf, inf
				hasM[w] = !s.Contains(succ[w], w)
				count++
				stack = append(stack, int32(w))
			} else if q := pre[w]; q < l1[u] {
				l2[u] = l1[u]
				l1[u], l1s[u], l1t[u] = q, int32(u), int32(w)
			} else if q < l2[u] {
				l2[u] = q
			}
			continue
		}
		stack = stack[:len(stack)-1]
		if len(stack) == 0 {
			break
		}
		if hasM[u] {
			if l1[u] >= pre[u] {
				return circuitFailed // the subtree cannot be left
			}
			if l2[u] >= pre[u] && !s.Fixed(succ[l1s[u]]) {
				forced = append(forced, l1s[u], l1t[u])
			}
		}
		par := int(stack[len(stack)-1])
		if par == root && pre[u] == 1 {
			firstLast, firstM = count-1, hasM[u]
		}
		if l1[u] < l1[par] {
			l2[par] = min(l1[par], l2[u])
			l1[par], l1s[par], l1t[par] = l1[u], l1s[u], l1t[u]
		} else {
			l2[par] = min(l2[par], l1[u])
		}
		hasM[par] = hasM[par] || hasM[u]
	}
	p.forced = forced
	if !p.sub && int(count) < n {
		return circuitFailed // some node is unreachable from node 0
	}
	r := circuitStable
	for k := 0; k < len(forced); k += 2 {
		x := succ[forced[k]]
		if !s.Fixed(x) {
			if !s.Assign(x, int(forced[k+1])) {
				return circuitFailed
			}
			r = circuitChanged
		} else if s.Value(x) != int(forced[k+1]) {
			return circuitFailed
		}
	}
	if firstM && firstLast < count-1 {
		for u := 0; u < n; u++ {
			if pre[u] > firstLast && s.Contains(succ[u], root) {
				if !s.Remove(succ[u], root) {
					return circuitFailed
				}
				r = circuitChanged
			}
		}
	}
	return r
}

// Clone implements cp.Cloner; succ is shared (read only).
func (p *circuitProp) Clone(*cp.Store) cp.Propagator {
	c := *p
	c.pred, c.indeg, c.lastIn = cloneSlice(p.pred), cloneSlice(p.indeg), cloneSlice(p.lastIn)
	c.mark, c.forced = cloneSlice(p.mark), cloneSlice(p.forced)
	c.pre, c.it = cloneSlice(p.pre), cloneSlice(p.it)
	c.l1, c.l2, c.l1s, c.l1t = cloneSlice(p.l1), cloneSlice(p.l2), cloneSlice(p.l1s), cloneSlice(p.l1t)
	c.hasM, c.stack = cloneSlice(p.hasM), cloneSlice(p.stack)
	c.low, c.comp, c.tstack, c.csize = cloneSlice(p.low), cloneSlice(p.comp), cloneSlice(p.tstack), cloneSlice(p.csize)
	c.onStk = cloneSlice(p.onStk)
	return &c
}

// circuitPostAllDifferent posts AllDifferent(succ, Domain) beside the
// circuit propagator: Régin's matching filter sees the Hall sets that the
// propagator's own value and single-support rules miss. AllDifferent refuses
// Domain level only when the variables' initial domains span more than
// cp.MaxDomainWidth values; the propagator's own rules then stand alone.
func circuitPostAllDifferent(s *cp.Store, succ []cp.VarID) {
	_ = AllDifferent(s, succ, Domain)
}

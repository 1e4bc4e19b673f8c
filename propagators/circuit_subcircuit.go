package propagators

import "github.com/tessera-cp/tessera/cp"

// Subcircuit posts that the successor variables succ form a subcircuit over
// the nodes 0..n-1, as MiniZinc's subcircuit (with 0-based nodes): a node
// with succ[i] = i is outside the circuit, and the other nodes form exactly
// one cycle following succ. The empty circuit, every node a self-loop, is
// allowed; SubcircuitNonEmpty forbids it.
//
// At post time every succ[i] is restricted to 0..n-1. One node has only the
// empty circuit (succ[0] = 0) and two nodes need only succ[0] ≠ succ[1]
// (NotEqual); from three nodes on Subcircuit posts AllDifferent(succ, Domain)
// and the subcircuit propagator described below.
//
// It returns an error wrapping ErrArgs for an empty scope, a variable that
// does not belong to s, or a variable that appears twice.
//
// Consistency: sound (as for Circuit, domain consistency is NP-hard). A node
// is mandatory when it cannot be a self-loop (i ∉ dom succ[i]). A call
// repeats passes until one prunes nothing; a pass costs O(n + Σ|dom succ[i]|)
// and applies, in order,
//
//   - successor all-different (the successors form a permutation): a fixed
//     value is removed from the other domains, a value no domain holds
//     fails, a value only one domain holds is forced;
//   - subtour elimination: a chain a→…→b of fixed non-self successors loses
//     the closing edge b→a while a mandatory node lies outside the chain; a
//     fixed cycle makes every other node a self-loop;
//   - components: Tarjan's algorithm over the non-self edges; an edge
//     between two strongly connected components lies on no cycle and is
//     removed (a node whose component is itself becomes a self-loop); all
//     mandatory nodes must share one component C (else fail), which must
//     have two nodes or more, and every node outside C becomes a self-loop.
//     For SubcircuitNonEmpty with no mandatory node, C is the only
//     component of two nodes or more if there is exactly one, and having
//     none fails;
//   - reachability from a mandatory root as in Circuit: a subtree of the
//     depth-first search that holds a mandatory node must be left by some
//     edge (else fail) and its only leaving edge is forced, and the root
//     loses the predecessors outside its first subtree when that subtree
//     holds a mandatory node.
//
// The propagator keeps no reversible state; it wakes on any domain change.
func Subcircuit(s *cp.Store, succ []cp.VarID) error {
	return circuitPost(s, "Subcircuit", succ, true, false, true)
}

// SubcircuitNonEmpty is Subcircuit without the empty circuit: at least two
// nodes form the cycle. On one node it has no solution (the store fails at
// the next Propagate). Same consistency and cost as Subcircuit.
func SubcircuitNonEmpty(s *cp.Store, succ []cp.VarID) error {
	return circuitPost(s, "SubcircuitNonEmpty", succ, true, true, true)
}

// components runs Tarjan's algorithm (iteratively, on scratch arrays) over
// the non-self edges and applies the component rules of Subcircuit.
// O(n + Σ|dom|).
func (p *circuitProp) components(s *cp.Store) int {
	n, succ := p.n, p.succ
	idx, low, comp, csize, it, onStk := p.pre, p.low, p.comp, p.csize, p.it, p.onStk
	for i := range idx {
		idx[i], onStk[i] = -1, false
	}
	calls, tstack := p.stack[:0], p.tstack[:0]
	count, ncomp := int32(0), int32(0)
	for r := 0; r < n; r++ {
		if idx[r] >= 0 {
			continue
		}
		idx[r], low[r], it[r], onStk[r] = count, count, -1, true
		count++
		calls, tstack = append(calls, int32(r)), append(tstack, int32(r))
		for len(calls) > 0 {
			u := int(calls[len(calls)-1])
			x := succ[u]
			w, ok := s.Next(x, int(it[u]))
			if ok && w == u {
				w, ok = s.Next(x, w)
			}
			if ok {
				it[u] = int32(w)
				if idx[w] < 0 {
					idx[w], low[w], it[w], onStk[w] = count, count, -1, true
					count++
					calls, tstack = append(calls, int32(w)), append(tstack, int32(w))
				} else if onStk[w] && idx[w] < low[u] {
					low[u] = idx[w]
				}
				continue
			}
			calls = calls[:len(calls)-1]
			if low[u] == idx[u] {
				size := int32(0)
				for {
					v := tstack[len(tstack)-1]
					tstack = tstack[:len(tstack)-1]
					onStk[v], comp[v] = false, ncomp
					size++
					if int(v) == u {
						break
					}
				}
				csize[ncomp] = size
				ncomp++
			}
			if len(calls) > 0 {
				par := calls[len(calls)-1]
				low[par] = min(low[par], low[u])
			}
		}
	}
	p.stack, p.tstack = calls, tstack

	// The component C that must hold the circuit, if known.
	cstar := int32(-1)
	for i, x := range succ {
		if !s.Contains(x, i) {
			if cstar < 0 {
				cstar = comp[i]
			} else if comp[i] != cstar {
				return circuitFailed // two mandatory nodes on no common cycle
			}
		}
	}
	if cstar < 0 && p.nonEmpty {
		nontrivial := 0
		for c := int32(0); c < ncomp; c++ {
			if csize[c] > 1 {
				nontrivial++
				cstar = c
			}
		}
		switch nontrivial {
		case 0:
			return circuitFailed // no cycle at all
		case 1:
		default:
			cstar = -1
		}
	}
	if cstar >= 0 && csize[cstar] < 2 {
		return circuitFailed
	}
	r := circuitStable
	for i, x := range succ {
		if cstar >= 0 && comp[i] != cstar {
			if !s.Fixed(x) || s.Value(x) != i {
				if !s.Assign(x, i) {
					return circuitFailed
				}
				r = circuitChanged
			}
			continue
		}
		ci := comp[i]
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			if v != i && comp[v] != ci {
				if !s.Remove(x, v) {
					return circuitFailed
				}
				r = circuitChanged
			}
		}
	}
	return r
}

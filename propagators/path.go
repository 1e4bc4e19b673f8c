package propagators

import (
	"slices"

	"github.com/tessera-cp/tessera/cp"
)

// Path posts that the successor variables succ form one Hamiltonian path
// over the nodes 0..n-1 (n = len(succ)), from node start to node end:
// succ[i] is the node that follows node i, the value n stands for "none"
// (succ[end] = n), and following succ from start visits every node once.
// This is the shape of Hidato and Numbrix (cells are nodes, the clue 1 is
// start) and of successor models of paths, with no dummy node for the
// caller to add; it is the encoding of Gecode's path(x, s, e) (MiniZinc's
// own path global, over edge and node Booleans of a given graph, is a
// different constraint). start and end may be one variable (which
// leaves no solution unless n = 1).
//
// At post time succ[i] is restricted to 0..n without i, and start and end
// to 0..n-1. Path is Circuit over n+1 nodes whose node n, the virtual
// "outside", has start as its successor: it posts AllDifferent(succ ∪
// {start}, Domain) (unless the domains span more than cp.MaxDomainWidth
// values), the circuit propagator on those n+1 successors (subpath
// elimination along fixed chains, reachability: every node is reachable
// from start and reaches end, forced bridges; see Circuit) and the channel
// end = i ⇔ succ[i] = n, domain consistent in O(n).
//
// It returns an error wrapping ErrArgs for an empty succ, a variable that
// does not belong to s, or a variable repeated within succ ∪ {start} or
// within succ ∪ {end}.
//
// Consistency: sound (as Circuit); domain consistent on the end channel.
func Path(s *cp.Store, succ []cp.VarID, start, end cp.VarID) error {
	if err := pathCheck(s, "Path", succ, nil, start, end); err != nil {
		return err
	}
	pathPost(s, succ, start, end)
	return nil
}

// pathCheck validates the scope of Path and PathOrder (order nil for Path).
func pathCheck(s *cp.Store, name string, succ, order []cp.VarID, start, end cp.VarID) error {
	if len(succ) == 0 {
		return argErr(name, "empty scope")
	}
	if order != nil && len(order) != len(succ) {
		return argErr(name, "%d successors but %d order variables", len(succ), len(order))
	}
	all := slices.Concat(succ, order)
	if err := checkVars(s, name, false, append(all, start)...); err != nil {
		return err
	}
	return checkVars(s, name, false, append(all, end)...)
}

// pathPost posts Path on validated arguments. It reports false when the
// store failed on the way.
func pathPost(s *cp.Store, succ []cp.VarID, start, end cp.VarID) bool {
	n := len(succ)
	if !s.SetMin(start, 0) || !s.SetMax(start, n-1) || !s.SetMin(end, 0) || !s.SetMax(end, n-1) {
		return false
	}
	if n == 1 {
		return s.Assign(succ[0], 1)
	}
	// Circuit over n+1 nodes: node n's successor is start.
	ext := append(slices.Clone(succ), start)
	if !circuitRestrict(s, ext, true) {
		return false
	}
	circuitPostAllDifferent(s, ext)
	id := s.Post(circuitNew(ext, false, false), cp.Quadratic, "path")
	for i, x := range ext {
		s.Subscribe(id, x, cp.OnDomain, int32(i))
	}
	pe := s.Post(&pathEnd{succ: slices.Clone(succ), end: end}, cp.Linear, "path-end")
	for _, x := range succ {
		s.Subscribe(pe, x, cp.OnDomain, 0)
	}
	s.Subscribe(pe, end, cp.OnDomain, 0)
	return true
}

// pathEnd propagates end = i ⇔ succ[i] = n, domain consistent: a successor
// fixed to n fixes end, i stays in end's domain exactly when n stays in
// succ[i]'s, and a fixed end fixes its successor to n. O(n) per call.
type pathEnd struct {
	succ []cp.VarID
	end  cp.VarID
}

func (p *pathEnd) Propagate(s *cp.Store) cp.Status {
	n := len(p.succ)
	for k, x := range p.succ {
		if s.Fixed(x) && s.Value(x) == n && !s.Assign(p.end, k) {
			return cp.Fail // two nodes are last
		}
	}
	for i, x := range p.succ {
		last, isEnd := s.Contains(x, n), s.Contains(p.end, i)
		if last && !isEnd && !s.Remove(x, n) || !last && isEnd && !s.Remove(p.end, i) {
			return cp.Fail
		}
	}
	if !s.Fixed(p.end) {
		return cp.Fix
	}
	if !s.Assign(p.succ[s.Value(p.end)], n) {
		return cp.Fail
	}
	return cp.Subsumed
}

// Clone implements cp.Cloner; pathEnd keeps no state.
func (p *pathEnd) Clone(*cp.Store) cp.Propagator { c := *p; return &c }

// Explain implements cp.Explainer: each write follows from one literal of
// the channel end = i ⇔ succ[i] = n (end = k by succ[k] = n, end ≠ i by
// succ[i] ≠ n, and back).
func (p *pathEnd) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	n := len(p.succ)
	if l.X == p.end && l.V >= 0 && l.V < n {
		switch l.Op {
		case cp.OpEq:
			return append(buf, cp.LitEq(p.succ[l.V], n))
		case cp.OpNe:
			return append(buf, cp.LitNe(p.succ[l.V], n))
		}
	}
	if i := indexOf(p.succ, l.X); i >= 0 && l.V == n {
		switch l.Op {
		case cp.OpEq:
			return append(buf, cp.LitEq(p.end, i))
		case cp.OpNe:
			return append(buf, cp.LitNe(p.end, i))
		}
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf)
}

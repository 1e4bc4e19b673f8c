package propagators

import "github.com/tessera-cp/tessera/cp"

// Reasons of the circuit propagator (Circuit, Subcircuit, Path;
// cp.Explainer). The propagator keeps no state, so each rule is found again
// on the domains before the fact:
//
//   - all-different: x_i ≠ v by another successor fixed to v; x_i = j, the
//     only domain holding j, by the others' x_k ≠ j; a failure by two
//     successors fixed to one value, or a value no domain holds;
//   - subtours: x_b ≠ a where a→…→b is a chain of fixed successors, by the
//     chain's literals (Subcircuit adds a mandatory node outside it, x_m ≠
//     m); Circuit's fixed cycle shorter than n fails by its literals;
//     Subcircuit's x_k = k beside a fixed cycle by the cycle's literals;
//   - cuts: every reachability and component rule comes down to a node set
//     S, closed under the edges out of it but for a few, that the circuit
//     must enter and leave. The reason says the other edges out of S are
//     gone: per node of S, its literals x_a ≠ b for the lost targets b
//     outside S, or x_a = c when that one literal says it in fewer. So
//     x_u ≠ v because S, the nodes reachable from v, lacks u (the edge
//     would close no cycle); x_u ≠ r because S, reachable from a mandatory
//     node without passing r, can be left only into r (r's predecessor is
//     in S); x_i = j because S, reachable from i without the edge i→j, can
//     be left only by it; a failure by a mandatory node whose reachable set
//     lacks another.
//
// Subcircuit's mandatory nodes (x_m ≠ m) enter a reason where its argument
// uses them; for Circuit and Path they are written at post time.
// Whatever none of these finds (SubcircuitNonEmpty's choice of the only
// cycle-capable component) gets the coarse reason.

// circuitWhy is the state of one explanation: the domains before at.
type circuitWhy struct {
	p  *circuitProp
	s  *cp.Store
	at int
	in []int // closure marks (1: in S) and chain marks
	st []int // closure stack
}

func (p *circuitProp) Explain(s *cp.Store, l cp.Lit, at int, buf []cp.Lit) []cp.Lit {
	w := circuitWhy{p: p, s: s, at: at, in: s.ScratchInts(10, p.n), st: s.ScratchInts(11, p.n)}
	var ok bool
	n0 := len(buf)
	switch i := indexOf(p.succ, l.X); {
	case l.Op == cp.OpFalse:
		buf, ok = w.failure(buf)
	case i < 0:
	case l.Op == cp.OpNe:
		buf, ok = w.removed(i, l.V, buf)
	case l.Op == cp.OpEq:
		buf, ok = w.assigned(i, l.V, buf)
	}
	if ok {
		return buf
	}
	return s.CoarseReason(s.ExplainedProp(), at, buf[:n0])
}

// fixed is node i's successor when it was fixed before at.
func (w *circuitWhy) fixed(i int) (int, bool) {
	x := w.p.succ[i]
	lo := w.s.MinAt(x, w.at)
	return lo, lo == w.s.MaxAt(x, w.at)
}

func (w *circuitWhy) has(i, v int) bool { return w.s.ContainsAt(w.p.succ[i], v, w.at) }

// mandatory: node i could not be a self-loop (every node of Circuit).
func (w *circuitWhy) mandatory(i int) bool { return !w.p.sub || !w.has(i, i) }

// appendMandatory appends x_m ≠ m for Subcircuit (Circuit wrote it at post).
func (w *circuitWhy) appendMandatory(m int, buf []cp.Lit) []cp.Lit {
	if w.p.sub {
		buf = append(buf, cp.LitNe(w.p.succ[m], m))
	}
	return buf
}

// removed explains x_i ≠ v.
func (w *circuitWhy) removed(i, v int, buf []cp.Lit) ([]cp.Lit, bool) {
	n := w.p.n
	if v < 0 || v >= n {
		return buf, false
	}
	for k := 0; k < n; k++ {
		if c, ok := w.fixed(k); ok && c == v && k != i {
			return append(buf, cp.LitEq(w.p.succ[k], v)), true
		}
	}
	if v == i {
		return buf, false // a self-loop is lost only by the rules above
	}
	if r, ok := w.chainTo(v, i, buf); ok {
		return r, true
	}
	// No path from v back to i: the edge closes no cycle.
	if w.closure(v, -1, -1, -1); w.in[i] == 0 {
		return w.appendCut(-1, -1, -1, -1, buf), true
	}
	// v's predecessor must lie in S, reachable from a mandatory node
	// without passing v: S can be left only into v. The first candidate
	// is v's first successor, the root's first subtree of the search.
	if c, ok := w.s.NextAt(w.p.succ[v], -1, w.at); ok {
		if c == v {
			c, ok = w.s.NextAt(w.p.succ[v], c, w.at)
		}
		if ok && c < n {
			if r, ok := w.intoOnly(c, v, i, buf); ok {
				return r, true
			}
		}
	}
	for m := 0; m < n; m++ {
		if m != v && m != i && w.mandatory(m) {
			if r, ok := w.intoOnly(m, v, i, buf); ok {
				return r, true
			}
		}
	}
	return buf, false
}

// intoOnly explains x_u ≠ v by S, the nodes reachable from c without
// passing v, when S holds a mandatory node and not u.
func (w *circuitWhy) intoOnly(c, v, u int, buf []cp.Lit) ([]cp.Lit, bool) {
	if !w.closure(c, v, -1, -1) || w.in[u] != 0 {
		return buf, false
	}
	for m := 0; m < w.p.n; m++ {
		if w.in[m] != 0 && w.mandatory(m) {
			return w.appendCut(v, -1, -1, m, buf), true
		}
	}
	return buf, false
}

// chainTo explains x_b ≠ a by the chain a→…→b of successors fixed before
// at (b's own successor not followed), when closing it would make a cycle
// that leaves a mandatory node out.
func (w *circuitWhy) chainTo(a, b int, buf []cp.Lit) ([]cp.Lit, bool) {
	n, in := w.p.n, w.in
	clear(in)
	u, length := a, 1
	in[a] = 1
	for u != b {
		c, ok := w.fixed(u)
		if !ok || c == u || c < 0 || c >= n || in[c] != 0 {
			return buf, false
		}
		u = c
		in[u] = 1
		length++
	}
	out := -1 // a mandatory node off the chain
	if w.p.sub {
		for m := 0; m < n && out < 0; m++ {
			if in[m] == 0 && w.mandatory(m) {
				out = m
			}
		}
		if out < 0 {
			return buf, false
		}
	} else if length >= n {
		return buf, false
	}
	for u := a; u != b; {
		c, _ := w.fixed(u)
		buf = append(buf, cp.LitEq(w.p.succ[u], c))
		u = c
	}
	if out >= 0 {
		buf = w.appendMandatory(out, buf)
	}
	return buf, true
}

// assigned explains x_i = j.
func (w *circuitWhy) assigned(i, j int, buf []cp.Lit) ([]cp.Lit, bool) {
	n := w.p.n
	if j < 0 || j >= n {
		return buf, false
	}
	// j has no other possible predecessor.
	only := true
	for k := 0; k < n && only; k++ {
		only = k == i || !w.has(k, j)
	}
	if only {
		for k := 0; k < n; k++ {
			if k != i {
				buf = append(buf, cp.LitNe(w.p.succ[k], j))
			}
		}
		return buf, true
	}
	if j == i {
		return w.selfLoop(i, buf)
	}
	// S, reachable from i without the edge i→j, can be left only by it.
	if r, ok := w.onlyExit(i, i, j, buf); ok {
		return r, true
	}
	for m := 0; m < n; m++ {
		if m != i && w.mandatory(m) {
			if r, ok := w.onlyExit(m, i, j, buf); ok {
				return r, true
			}
		}
	}
	return buf, false
}

// onlyExit explains x_i = j by S, reachable from c without the edge i→j,
// when S holds a mandatory node, a mandatory node lies outside and j is
// outside.
func (w *circuitWhy) onlyExit(c, i, j int, buf []cp.Lit) ([]cp.Lit, bool) {
	if !w.closure(c, -1, i, j) || w.in[j] != 0 {
		return buf, false
	}
	mIn, mOut := -1, -1
	for m := 0; m < w.p.n; m++ {
		if !w.mandatory(m) {
			continue
		}
		if w.in[m] != 0 {
			if mIn < 0 {
				mIn = m
			}
		} else if mOut < 0 {
			mOut = m
		}
	}
	if mIn < 0 || mOut < 0 {
		return buf, false
	}
	buf = w.appendCut(-1, i, j, mIn, buf)
	return w.appendMandatory(mOut, buf), true
}

// selfLoop explains Subcircuit's x_i = i: a fixed cycle without i, or a
// mandatory node m that i cannot reach or be reached from.
func (w *circuitWhy) selfLoop(i int, buf []cp.Lit) ([]cp.Lit, bool) {
	if r, ok := w.fixedCycle(i, buf); ok {
		return r, true
	}
	for m := 0; m < w.p.n; m++ {
		if m == i || !w.mandatory(m) {
			continue
		}
		for _, from := range [2]int{m, i} {
			to := i + m - from
			if w.closure(from, -1, -1, -1); w.in[to] == 0 {
				if from == m {
					return w.appendCut(-1, -1, -1, m, buf), true
				}
				buf = w.appendCut(-1, -1, -1, -1, buf)
				return w.appendMandatory(m, buf), true
			}
		}
	}
	return buf, false
}

// fixedCycle appends the literals of a cycle of successors fixed before at
// (self-loops aside) that leaves node out (-1: any cycle shorter than n).
func (w *circuitWhy) fixedCycle(out int, buf []cp.Lit) ([]cp.Lit, bool) {
	n, in := w.p.n, w.in
	clear(in)
	for a := 0; a < n; a++ {
		if in[a] != 0 {
			continue
		}
		// Walk the fixed successors from a, marking with a+1.
		u := a
		for in[u] == 0 {
			c, ok := w.fixed(u)
			if !ok || c == u || c < 0 || c >= n {
				break
			}
			in[u] = a + 1
			u = c
		}
		if in[u] != a+1 {
			continue // the walk stopped, or ran into an earlier walk
		}
		// u is on a cycle of this walk.
		length, hasOut := 0, false
		for v := u; ; {
			length++
			hasOut = hasOut || v == out
			v, _ = w.fixed(v)
			if v == u {
				break
			}
		}
		if hasOut || out < 0 && length >= n {
			continue
		}
		for v := u; ; {
			c, _ := w.fixed(v)
			buf = append(buf, cp.LitEq(w.p.succ[v], c))
			if v = c; v == u {
				break
			}
		}
		return buf, true
	}
	return buf, false
}

// failure explains a pass that failed without a write.
func (w *circuitWhy) failure(buf []cp.Lit) ([]cp.Lit, bool) {
	n, succ := w.p.n, w.p.succ
	for k := 0; k < n; k++ {
		c, ok := w.fixed(k)
		if !ok {
			continue
		}
		for k2 := k + 1; k2 < n; k2++ {
			if c2, ok := w.fixed(k2); ok && c2 == c {
				return append(buf, cp.LitEq(succ[k], c), cp.LitEq(succ[k2], c)), true
			}
		}
	}
	for j := 0; j < n; j++ {
		none := true
		for k := 0; k < n && none; k++ {
			none = !w.has(k, j)
		}
		if none {
			for k := 0; k < n; k++ {
				buf = append(buf, cp.LitNe(succ[k], j))
			}
			return buf, true
		}
	}
	if !w.p.sub {
		if r, ok := w.fixedCycle(-1, buf); ok {
			return r, true
		}
	} else {
		// A fixed cycle beside a mandatory node.
		for m := 0; m < n; m++ {
			if w.mandatory(m) {
				if r, ok := w.fixedCycle(m, buf); ok {
					return w.appendMandatory(m, r), true
				}
			}
		}
	}
	// A mandatory node that cannot reach another.
	for m := 0; m < n; m++ {
		if !w.mandatory(m) {
			continue
		}
		w.closure(m, -1, -1, -1)
		for m2 := 0; m2 < n; m2++ {
			if w.in[m2] == 0 && w.mandatory(m2) {
				buf = w.appendCut(-1, -1, -1, m, buf)
				return w.appendMandatory(m2, buf), true
			}
		}
	}
	if w.p.nonEmpty {
		all := true // every node a self-loop
		for k := 0; k < n && all; k++ {
			c, ok := w.fixed(k)
			all = ok && c == k
		}
		if all {
			for k := 0; k < n; k++ {
				buf = append(buf, cp.LitEq(succ[k], k))
			}
			return buf, true
		}
	}
	return buf, false
}

// closure marks in w.in the nodes reachable from c over the non-self
// edges before at, not expanding stop and not following the edge
// skipU→skipV. It reports false when c is stop.
func (w *circuitWhy) closure(c, stop, skipU, skipV int) bool {
	if c == stop {
		return false
	}
	n, in, st := w.p.n, w.in, w.st[:0]
	clear(in)
	in[c] = 1
	st = append(st, c)
	for len(st) > 0 {
		a := st[len(st)-1]
		st = st[:len(st)-1]
		x := w.p.succ[a]
		for b, ok := w.s.NextAt(x, -1, w.at); ok && b < n; b, ok = w.s.NextAt(x, b, w.at) {
			if b < 0 || b == a || b == stop || in[b] != 0 || a == skipU && b == skipV {
				continue
			}
			in[b] = 1
			st = append(st, b)
		}
	}
	return true
}

// appendCut appends the literals saying that the edges out of the marked
// set S go nowhere but to stop and skipU→skipV: per node a of S whose
// successor lost such a target after the root, its domain within S (and
// those exits), said as x_a ≠ b per lost target b or by its bounds and
// holes, whichever is shorter (cp.Store.AppendWithinAt). For Subcircuit,
// node mand of S (-1: none) is said mandatory in the same literals.
func (w *circuitWhy) appendCut(stop, skipU, skipV, mand int, buf []cp.Lit) []cp.Lit {
	if !w.p.sub {
		mand = -1
	}
	n, in, s := w.p.n, w.in, w.s
	for a := 0; a < n; a++ {
		if in[a] == 0 {
			continue
		}
		x := w.p.succ[a]
		exit := func(b int) bool { // b ∉ S is an allowed target of a
			return b == a && a != mand || b == stop || a == skipU && b == skipV
		}
		need := a == mand && !s.Given(cp.LitNe(x, a))
		for b := 0; b < n && !need; b++ {
			need = in[b] == 0 && !exit(b) && !s.Given(cp.LitNe(x, b))
		}
		if need {
			buf = s.AppendWithinAt(x, w.at, func(b int) bool {
				return b >= 0 && b < n && (in[b] != 0 && !(b == a && a == mand) || exit(b))
			}, buf)
		}
	}
	return buf
}

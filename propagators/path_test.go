package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// pathCount counts the solutions below the current state with a plain
// depth-first search over xs (first unfixed variable, values in increasing
// order), checking every leaf with holds.
func pathCount(t *testing.T, s *cp.Store, xs []cp.VarID, holds func([]int) bool) int {
	return circuitCount(t, s, xs, holds)
}

func TestPathCountSolutions(t *testing.T) {
	fact := 1
	for n := 1; n <= 5; n++ {
		fact *= n
		for _, kind := range []string{"Path", "PathOrder", "CircuitOrder"} {
			s := cp.NewStore()
			sp := pathSpec{n: n, order: kind != "Path", circuit: kind == "CircuitOrder"}
			nv := n
			if sp.order {
				nv += n
			}
			if !sp.circuit {
				nv += 2
			}
			xs := make([]cp.VarID, nv)
			for i := range xs {
				xs[i] = s.NewVar(-1, n+1) // wider than needed on purpose
			}
			if err := sp.post(s, xs); err != nil {
				t.Fatal(err)
			}
			want := fact // n! Hamiltonian paths of the complete graph
			if sp.circuit {
				want = fact / n // (n-1)! cycles
			}
			if got := pathCount(t, s, xs, sp.holds); got != want {
				t.Errorf("%s on %d nodes: %d solutions, want %d", kind, n, got, want)
			}
		}
	}
}

func TestPathArgs(t *testing.T) {
	s := cp.NewStore()
	a, b, c := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	st, en := s.NewVar(0, 2), s.NewVar(0, 2)
	o1, o2, o3 := s.NewVar(0, 2), s.NewVar(0, 2), s.NewVar(0, 2)
	succ, order := []cp.VarID{a, b, c}, []cp.VarID{o1, o2, o3}
	for _, k := range []struct {
		name string
		err  error
	}{
		{"empty", Path(s, nil, st, en)},
		{"start in succ", Path(s, succ, a, en)},
		{"end in succ", Path(s, succ, st, c)},
		{"repeated successor", Path(s, []cp.VarID{a, b, a}, st, en)},
		{"foreign start", Path(s, succ, 77, en)},
		{"order length", PathOrder(s, succ, order[:2], st, en)},
		{"order in succ", PathOrder(s, succ, []cp.VarID{o1, o2, a}, st, en)},
		{"start in order", PathOrder(s, succ, order, o2, en)},
		{"circuit empty", CircuitOrder(s, nil, nil)},
		{"circuit order length", CircuitOrder(s, succ, order[:1])},
		{"circuit shared", CircuitOrder(s, succ, []cp.VarID{o1, b, o3})},
	} {
		if !errors.Is(k.err, ErrArgs) {
			t.Errorf("%s: error %v, want ErrArgs", k.name, k.err)
		}
	}
	if s.NumProps() != 0 {
		t.Errorf("bad posts left %d propagators", s.NumProps())
	}
	// start and end may be one variable: a single node only.
	s = cp.NewStore()
	x, se := s.NewVar(0, 5), s.NewVar(0, 5)
	if err := Path(s, []cp.VarID{x}, se, se); err != nil || !s.Propagate() || s.Value(x) != 1 || s.Value(se) != 0 {
		t.Errorf("Path on one node: err %v, succ %s, start=end %s", err, s.String(x), s.String(se))
	}
	s = cp.NewStore()
	succ = []cp.VarID{s.NewVar(0, 2), s.NewVar(0, 2)}
	se = s.NewVar(0, 1)
	if err := Path(s, succ, se, se); err != nil {
		t.Fatal(err)
	}
	holds := func(v []int) bool { return pathWalk(v[:2], v[2], v[2]) != nil }
	if got := pathCount(t, s, append(succ, se), holds); got != 0 {
		t.Errorf("Path on two nodes with start = end: %d solutions, want 0", got)
	}
}

// TestPathOrderPropagation checks deductions by hand on a 2×3 Numbrix-like
// grid (orthogonal moves):
//
//	0 1 2
//	3 4 5
//
// with node 0 first: a cell at grid distance d from node 0 has position at
// least d, and the clue "position 5 at node 3" leaves one path.
func TestPathOrderPropagation(t *testing.T) {
	adj := [][]int{{1, 3}, {0, 2, 4}, {1, 5}, {0, 4}, {1, 3, 5}, {2, 4}}
	n := len(adj)
	s := cp.NewStore()
	succ, order := make([]cp.VarID, n), make([]cp.VarID, n)
	for i := range succ {
		succ[i] = s.NewVarValues(append(slices.Clone(adj[i]), n))
		order[i] = s.NewVar(0, n-1)
	}
	start, end := s.NewVar(0, 0), s.NewVar(0, n-1)
	if err := PathOrder(s, succ, order, start, end); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("the grid fails at the root")
	}
	for i, d := range []int{0, 1, 2, 1, 2, 3} {
		if s.Min(order[i]) != d {
			t.Errorf("node %d at distance %d from the start: order %s", i, d, s.String(order[i]))
		}
	}
	// Parity (a bipartite grid): positions alternate colours, so node 4
	// (distance 2) cannot be at an odd position.
	if s.Contains(order[4], 3) || s.Contains(order[4], 5) {
		t.Errorf("node 4 has even distance from the start: order %s", s.String(order[4]))
	}
	s.Assign(order[3], 5)
	if !s.Propagate() {
		t.Fatal("position 5 at node 3 failed")
	}
	want := []int{1, 2, 5, 6, 3, 4} // 0 1 2 5 4 3
	for i, w := range want {
		if !s.Fixed(succ[i]) || s.Value(succ[i]) != w {
			t.Errorf("succ[%d] = %s, want %d", i, s.String(succ[i]), w)
		}
	}
	if !s.Fixed(end) || s.Value(end) != 3 {
		t.Errorf("end = %s, want 3", s.String(end))
	}
}

// pathGrid returns n = rows·cols successor variables over a grid with
// orthogonal moves (plus the value n), order variables and start, end.
func pathGrid(s *cp.Store, rows, cols int) (succ, order []cp.VarID, start, end cp.VarID) {
	n := rows * cols
	for i := 0; i < n; i++ {
		r, c := i/cols, i%cols
		vals := []int{n}
		for _, d := range [][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
			if y, x := r+d[0], c+d[1]; y >= 0 && x >= 0 && y < rows && x < cols {
				vals = append(vals, y*cols+x)
			}
		}
		succ = append(succ, s.NewVarValues(vals))
		order = append(order, s.NewVar(0, n-1))
	}
	return succ, order, s.NewVar(0, n-1), s.NewVar(0, n-1)
}

func TestPathNoAllocs(t *testing.T) {
	s := cp.NewStore()
	succ, order, start, end := pathGrid(s, 6, 6)
	if err := PathOrder(s, succ, order, start, end); err != nil {
		t.Fatal(err)
	}
	s.Assign(start, 0)
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(succ[0], 1)
		s.Assign(order[7], 9)
	})
	s = cp.NewStore()
	succ, _, start, end = pathGrid(s, 6, 6)
	if err := Path(s, succ, start, end); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(succ[0], 1)
		s.Assign(end, 35)
	})
	s = cp.NewStore()
	xs := circuitRing(s, 40, false)
	ord := make([]cp.VarID, len(xs))
	for i := range ord {
		ord[i] = s.NewVar(0, len(xs)-1)
	}
	if err := CircuitOrder(s, xs, ord); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 1)
		s.Remove(ord[5], 5)
	})
}

// pathWalk follows succ from start and returns the nodes in path order, or
// nil unless succ is one Hamiltonian path over 0..n-1 from start to end
// (succ[end] = n).
func pathWalk(succ []int, start, end int) []int {
	n := len(succ)
	if start < 0 || start >= n {
		return nil
	}
	seen := make([]bool, n)
	seq := []int{start}
	seen[start] = true
	u := start
	for k := 1; k < n; k++ {
		u = succ[u]
		if u < 0 || u >= n || seen[u] {
			return nil
		}
		seen[u] = true
		seq = append(seq, u)
	}
	if succ[u] != n || u != end {
		return nil
	}
	return seq
}

// circuitWalk returns the nodes of the Hamiltonian cycle from node 0, or
// nil.
func circuitWalk(succ []int) []int {
	if !circuitHolds(succ) {
		return nil
	}
	seq := []int{0}
	for u := succ[0]; u != 0; u = succ[u] {
		seq = append(seq, u)
	}
	return seq
}

// orderMatches reports whether order[seq[k]] = k for every k.
func orderMatches(seq, order []int) bool {
	if seq == nil {
		return false
	}
	for k, u := range seq {
		if order[u] != k {
			return false
		}
	}
	return true
}

// pathSpec says which constraint a case posts and how its variables are laid
// out: succ[0..n), then order[0..n) when order is set, then start and end
// unless circuit.
type pathSpec struct {
	n              int
	order, circuit bool
	narrow         bool // random position domains of one or two values
}

func (sp pathSpec) orderAt(i int) int { return sp.n + i }
func (sp pathSpec) startAt() int {
	if sp.order {
		return 2 * sp.n
	}
	return sp.n
}
func (sp pathSpec) endAt() int { return sp.startAt() + 1 }

func (sp pathSpec) holds(v []int) bool {
	n := sp.n
	succ := v[:n]
	if sp.circuit {
		return orderMatches(circuitWalk(succ), v[n:2*n])
	}
	seq := pathWalk(succ, v[sp.startAt()], v[sp.endAt()])
	if !sp.order {
		return seq != nil
	}
	return orderMatches(seq, v[n:2*n])
}

func (sp pathSpec) post(s *cp.Store, xs []cp.VarID) error {
	n := sp.n
	switch {
	case sp.circuit:
		return CircuitOrder(s, xs[:n], xs[n:2*n])
	case sp.order:
		return PathOrder(s, xs[:n], xs[n:2*n], xs[sp.startAt()], xs[sp.endAt()])
	}
	return Path(s, xs[:n], xs[sp.startAt()], xs[sp.endAt()])
}

func (sp pathSpec) refCase(doms [][]int) refCase {
	return refCase{
		oracleCase: oracleCase{doms: doms, post: sp.post, check: sp.holds},
		ref:        sp.ref,
	}
}

// randDoms draws the case's domains: successors over 0..n (0..n-1 for a
// circuit), positions, start and end; half the time they contain a random
// path (cycle) and its positions. Cases whose brute force would exceed
// 20,000 assignments are drawn again.
func (sp pathSpec) randDoms(r *rand.Rand) [][]int {
	n := sp.n
	nv := n
	if sp.order {
		nv += n
	}
	if !sp.circuit {
		nv += 2
	}
	// Domains of 1..k random values (k smaller for larger n), so that the
	// brute force stays small.
	k := 4
	switch {
	case n >= 5 && sp.order:
		k = 2
	case n >= 4:
		k = 3
	}
	dom := func(lo, hi int) []int {
		vals := r.Perm(hi - lo + 1)[:min(1+r.IntN(k), hi-lo+1)]
		for i := range vals {
			vals[i] += lo
		}
		return vals
	}
	for {
		doms := make([][]int, nv)
		top := n
		if sp.circuit {
			top = n - 1
		}
		for i := 0; i < n; i++ {
			doms[i] = dom(0, top)
		}
		if sp.order {
			for i := 0; i < n; i++ {
				doms[sp.orderAt(i)] = dom(0, n-1)
				if sp.narrow {
					doms[sp.orderAt(i)] = doms[sp.orderAt(i)][:1]
					if v := r.IntN(n); v != doms[sp.orderAt(i)][0] && r.IntN(2) == 0 {
						doms[sp.orderAt(i)] = append(doms[sp.orderAt(i)], v)
					}
				}
			}
		}
		if !sp.circuit {
			doms[sp.startAt()], doms[sp.endAt()] = dom(0, n-1), dom(0, n-1)
		}
		if r.IntN(2) == 0 {
			seq := r.Perm(n)
			if sp.circuit {
				k := slices.Index(seq, 0)
				seq = append(seq[k:], seq[:k]...)
			}
			add := func(i, v int) {
				if !slices.Contains(doms[i], v) {
					doms[i] = append(doms[i], v)
				}
			}
			for k, u := range seq {
				next := n
				if k+1 < n {
					next = seq[k+1]
				} else if sp.circuit {
					next = seq[0]
				}
				add(u, next)
				if sp.order {
					add(sp.orderAt(u), k)
				}
			}
			if !sp.circuit {
				add(sp.startAt(), seq[0])
				add(sp.endAt(), seq[n-1])
			}
		}
		prod := 1
		for _, d := range doms {
			prod *= len(d)
		}
		if prod <= 20_000 {
			return doms
		}
	}
}

// ref computes the fixpoint of the rules the Path family claims, each
// written plainly: domain consistency of the successors' all-different
// (Path: with start as node n's successor), of the end channel (Path) and of
// the positions' all-different (with order), the chain rule (a maximal
// chain of fixed successors with fewer than all nodes does not close), the
// strong connectivity of the successor graph, and (with order) domain
// consistency on the walks, found by enumerating them.
func (sp pathSpec) ref(doms [][]int) [][]int {
	n := sp.n
	d := newRefDoms(doms)
	// The restrictions made at post.
	N := n + 1 // nodes of the successor graph: node n is the outside
	if sp.circuit {
		N = n
	}
	keep := func(i int, ok func(v int) bool) bool {
		d[i] = slices.DeleteFunc(d[i], func(v int) bool { return !ok(v) })
		return len(d[i]) > 0
	}
	inRange := func(v int) bool { return v >= 0 && v < n }
	for i := 0; i < n; i++ {
		top := N - 1
		if !keep(i, func(v int) bool { return v >= 0 && v <= top && (v != i || N == 1) }) {
			return nil
		}
		if sp.order && !keep(sp.orderAt(i), inRange) {
			return nil
		}
	}
	if sp.order && sp.circuit && !keep(sp.orderAt(0), func(v int) bool { return v == 0 }) {
		return nil
	}
	if !sp.circuit && (!keep(sp.startAt(), inRange) || !keep(sp.endAt(), inRange)) {
		return nil
	}
	// succVar[u] is the variable of node u's successor in the graph.
	succVar := make([]int, N)
	for u := 0; u < n; u++ {
		succVar[u] = u
	}
	if !sp.circuit {
		succVar[n] = sp.startAt()
	}
	for {
		before := refDomsSize(d)
		// All-different on the successors (and on the positions).
		if !refAllDiff(d, succVar) {
			return nil
		}
		if sp.order {
			ord := make([]int, n)
			for i := range ord {
				ord[i] = sp.orderAt(i)
			}
			if !refAllDiff(d, ord) {
				return nil
			}
		}
		// The end channel: end = i ⇔ succ[i] = n.
		if !sp.circuit {
			e := sp.endAt()
			for k := 0; k < n; k++ {
				if len(d[k]) == 1 && d[k][0] == n && !keep(e, func(v int) bool { return v == k }) {
					return nil
				}
			}
			for i := 0; i < n; i++ {
				if !slices.Contains(d[e], i) && !keep(i, func(v int) bool { return v != n }) {
					return nil
				}
				if !slices.Contains(d[i], n) && !keep(e, func(v int) bool { return v != i }) {
					return nil
				}
			}
			if len(d[e]) == 1 && !keep(d[e][0], func(v int) bool { return v == n }) {
				return nil
			}
		}
		// Chains of fixed successors.
		fixedSucc := func(u int) int {
			if x := d[succVar[u]]; len(x) == 1 {
				return x[0]
			}
			return -1
		}
		hasPred := make([]bool, N)
		for u := 0; u < N; u++ {
			if v := fixedSucc(u); v >= 0 {
				hasPred[v] = true
			}
		}
		for h := 0; h < N; h++ {
			if hasPred[h] || fixedSucc(h) < 0 {
				continue
			}
			u, length := h, 1
			for fixedSucc(u) >= 0 {
				u = fixedSucc(u)
				length++
			}
			if length < N && !keep(succVar[u], func(v int) bool { return v != h }) {
				return nil
			}
		}
		for u := 0; u < N; u++ { // a fixed cycle must hold every node
			length, v := 0, u
			for fixedSucc(v) >= 0 && length <= N {
				v = fixedSucc(v)
				length++
				if v == u {
					break
				}
			}
			if v == u && length > 0 && length < N {
				return nil
			}
		}
		// Strong connectivity.
		if !refStronglyConnected(N, func(u int) []int { return d[succVar[u]] }) {
			return nil
		}
		if sp.order && !sp.refWalks(d) {
			return nil
		}
		if refDomsSize(d) == before {
			return d
		}
	}
}

// refWalks keeps the values that some walk uses (see CircuitOrder),
// enumerating the walks; it reports false when there is none.
func (sp pathSpec) refWalks(d refDoms) bool {
	n := sp.n
	used := make([]map[int]bool, len(d))
	for i := range used {
		used[i] = map[int]bool{}
	}
	closeVal := n
	if sp.circuit {
		closeVal = 0
	}
	walk := make([]int, n)
	var rec func(v int)
	rec = func(v int) {
		if v == n {
			last := walk[n-1]
			if !slices.Contains(d[last], closeVal) || !sp.circuit && !slices.Contains(d[sp.endAt()], last) {
				return
			}
			for k, u := range walk {
				used[sp.orderAt(u)][k] = true
				if k+1 < n {
					used[u][walk[k+1]] = true
				}
			}
			used[last][closeVal] = true
			if !sp.circuit {
				used[sp.startAt()][walk[0]] = true
				used[sp.endAt()][last] = true
			}
			return
		}
		for u := 0; u < n; u++ {
			switch {
			case v == 0 && sp.circuit && u != 0,
				v == 0 && !sp.circuit && !slices.Contains(d[sp.startAt()], u),
				v > 0 && !slices.Contains(d[walk[v-1]], u),
				!slices.Contains(d[sp.orderAt(u)], v):
				continue
			}
			walk[v] = u
			rec(v + 1)
		}
	}
	rec(0)
	vars := []int{}
	for i := 0; i < 2*n; i++ {
		vars = append(vars, i)
	}
	if !sp.circuit {
		vars = append(vars, sp.startAt(), sp.endAt())
	}
	for _, i := range vars {
		d[i] = slices.DeleteFunc(d[i], func(v int) bool { return !used[i][v] })
		if len(d[i]) == 0 {
			return false
		}
	}
	return true
}

func refDomsSize(d refDoms) int {
	t := 0
	for _, x := range d {
		t += len(x)
	}
	return t
}

// refAllDiff keeps, for the variables vars of d, the values that belong to
// an assignment of distinct values (by backtracking); false when none.
func refAllDiff(d refDoms, vars []int) bool {
	used := make([]map[int]bool, len(vars))
	for i := range used {
		used[i] = map[int]bool{}
	}
	vals := make([]int, len(vars))
	taken := map[int]bool{}
	var rec func(k int)
	rec = func(k int) {
		if k == len(vars) {
			for i, v := range vals {
				used[i][v] = true
			}
			return
		}
		for _, v := range d[vars[k]] {
			if !taken[v] {
				taken[v], vals[k] = true, v
				rec(k + 1)
				delete(taken, v)
			}
		}
	}
	rec(0)
	for k, i := range vars {
		d[i] = slices.DeleteFunc(d[i], func(v int) bool { return !used[k][v] })
		if len(d[i]) == 0 {
			return false
		}
	}
	return true
}

// refStronglyConnected reports whether every node reaches every other
// (Floyd–Warshall on reachability).
func refStronglyConnected(N int, out func(u int) []int) bool {
	reach := make([][]bool, N)
	for u := range reach {
		reach[u] = make([]bool, N)
		reach[u][u] = true
		for _, v := range out(u) {
			if v >= 0 && v < N {
				reach[u][v] = true
			}
		}
	}
	for k := 0; k < N; k++ {
		for u := 0; u < N; u++ {
			for v := 0; v < N; v++ {
				reach[u][v] = reach[u][v] || reach[u][k] && reach[k][v]
			}
		}
	}
	for u := range reach {
		for v := range reach[u] {
			if !reach[u][v] {
				return false
			}
		}
	}
	return true
}

// pathEndCase checks the end channel alone: n successors over 0..n and end,
// with end = i ⇔ succ[i] = n.
func pathEndCase(doms [][]int) oracleCase {
	n := len(doms) - 1
	return oracleCase{
		doms: doms,
		post: func(s *cp.Store, xs []cp.VarID) error {
			// The end channel is internal to Path, which refuses interval
			// variables; the row refuses them the same way.
			if err := checkVars(s, "path-end", false, xs...); err != nil {
				return err
			}
			end := xs[n]
			s.SetMin(end, 0)
			s.SetMax(end, n-1)
			pe := s.Post(&pathEnd{succ: slices.Clone(xs[:n]), end: end}, cp.Linear, "path-end")
			for _, x := range xs {
				s.Subscribe(pe, x, cp.OnDomain, 0)
			}
			return nil
		},
		check: func(v []int) bool {
			if v[n] < 0 || v[n] >= n {
				return false
			}
			for i := 0; i < n; i++ {
				if (v[n] == i) != (v[i] == n) {
					return false
				}
			}
			return true
		},
	}
}

func pathRandN(r *rand.Rand) int { return [...]int{1, 2, 3, 3, 4, 4, 4, 5, 5}[r.IntN(9)] }

func init() {
	addOracleRow(oracleRow{
		name: "path-end", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := 1 + r.IntN(4)
			doms := make([][]int, n+1)
			for i := range doms {
				doms[i] = randDom(r, 0, n)
			}
			return pathEndCase(doms)
		},
		tiny: func() oracleCase {
			return pathEndCase([][]int{{0, 2, 3}, {1, 3}, {0, 3}, {0, 1, 2}})
		},
	})
	for _, row := range []struct {
		name                   string
		order, circuit, narrow bool
		tiny                   func() refCase
	}{
		{"path", false, false, false, func() refCase {
			sp := pathSpec{n: 3}
			return sp.refCase([][]int{{1, 2, 3}, {0, 2, 3}, {0, 1, 3}, {0, 1}, {1, 2}})
		}},
		{"path-order", true, false, false, func() refCase {
			sp := pathSpec{n: 3, order: true}
			return sp.refCase([][]int{{1, 2}, {2, 3}, {1, 3}, {0, 1}, {1, 2}, {1, 2}, {0, 1}, {1, 2}})
		}},
		{"circuit-order", true, true, false, func() refCase {
			sp := pathSpec{n: 3, order: true, circuit: true}
			return sp.refCase([][]int{{1, 2}, {0, 2}, {0, 1}, {0, 1}, {0, 1, 2}, {0, 1, 2}})
		}},
		// Positions of one or two values, as in a Hidato with many clues:
		// Hall sets among the positions are frequent.
		{"path-order-narrow", true, false, true, nil},
	} {
		gen := func(r *rand.Rand) refCase {
			sp := pathSpec{n: pathRandN(r), order: row.order, circuit: row.circuit, narrow: row.narrow}
			return sp.refCase(sp.randDoms(r))
		}
		o := oracleRow{name: row.name, strength: sound, gen: func(r *rand.Rand) oracleCase { return gen(r).oracleCase }}
		if row.tiny != nil {
			o.tiny = func() oracleCase { return row.tiny().oracleCase }
		}
		addOracleRow(o)
		addRefClaimRow(refClaimRow{name: row.name, gen: gen, tiny: row.tiny})
	}
}

// TestPathOrderRefCases replays cases that the random claim search found
// only at higher -oracle.scale: here the positions' AllDifferent prunes what
// the walks and the successors' rules leave.
func TestPathOrderRefCases(t *testing.T) {
	row := refClaimRow{name: "path-order (replayed)"}
	sp := pathSpec{n: 4, order: true}
	doms := [][]int{{3, 1}, {3, 2, 4}, {0, 4, 3}, {1, 0}, {3, 1, 2}, {3, 2, 0}, {2, 3, 1, 0}, {1, 2}, {2, 1}, {1, 2, 0}}
	if pruned, _ := runRefClaimCase(t, row, sp.refCase(doms), "oracle.scale 10, random case 3264"); !pruned {
		t.Errorf("the reference prunes nothing: the case no longer tests anything")
	}
}

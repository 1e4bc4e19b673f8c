package propagators

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// circuitCount counts the solutions below the current state with a plain
// depth-first search (first unfixed variable, values in increasing order),
// checking every leaf with holds.
func circuitCount(t *testing.T, s *cp.Store, xs []cp.VarID, holds func([]int) bool) int {
	t.Helper()
	if !s.Propagate() {
		return 0
	}
	for _, x := range xs {
		if s.Fixed(x) {
			continue
		}
		count := 0
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			l := s.Push()
			if s.Assign(x, v) {
				count += circuitCount(t, s, xs, holds)
			}
			s.PopTo(l - 1)
		}
		return count
	}
	vals := make([]int, len(xs))
	for i, x := range xs {
		vals[i] = s.Value(x)
	}
	if !holds(vals) {
		t.Errorf("the propagators accept %v, which is not a solution", vals)
	}
	return 1
}

func circuitVars(s *cp.Store, n, lo, hi int) []cp.VarID {
	xs := make([]cp.VarID, n)
	for i := range xs {
		xs[i] = s.NewVar(lo, hi)
	}
	return xs
}

func TestCircuitCountSolutions(t *testing.T) {
	want := 1
	for n := 1; n <= 6; n++ {
		if n > 1 {
			want *= n - 1 // (n-1)!
		}
		for _, allDiff := range []bool{true, false} {
			s := cp.NewStore()
			xs := circuitVars(s, n, -1, n) // wider than 0..n-1 on purpose
			if err := circuitPost(s, "Circuit", xs, false, false, allDiff); err != nil {
				t.Fatal(err)
			}
			if got := circuitCount(t, s, xs, circuitHolds); got != want {
				t.Errorf("Circuit (with AllDifferent %v) on %d nodes: %d solutions, want %d", allDiff, n, got, want)
			}
		}
	}
}

func TestSubcircuitCountSolutions(t *testing.T) {
	binom := func(n, k int) int {
		c := 1
		for i := 0; i < k; i++ {
			c = c * (n - i) / (i + 1)
		}
		return c
	}
	for n := 1; n <= 5; n++ {
		want := 1 // the empty circuit
		for k := 2; k <= n; k++ {
			f := 1
			for i := 2; i < k; i++ {
				f *= i
			}
			want += binom(n, k) * f // C(n,k)·(k-1)!
		}
		for _, nonEmpty := range []bool{false, true} {
			for _, allDiff := range []bool{true, false} {
				s := cp.NewStore()
				xs := circuitVars(s, n, 0, n+1)
				if err := circuitPost(s, "Subcircuit", xs, true, nonEmpty, allDiff); err != nil {
					t.Fatal(err)
				}
				w := want
				if nonEmpty {
					w--
				}
				holds := func(v []int) bool { return subcircuitHolds(v, nonEmpty) }
				if got := circuitCount(t, s, xs, holds); got != w {
					t.Errorf("Subcircuit (non-empty %v, with AllDifferent %v) on %d nodes: %d solutions, want %d",
						nonEmpty, allDiff, n, got, w)
				}
			}
		}
	}
}

// TestCircuitPropagation checks a few deductions by hand.
func TestCircuitPropagation(t *testing.T) {
	// Subtour elimination: 0→1 fixed, so 1 cannot go back to 0.
	s := cp.NewStore()
	xs := circuitVars(s, 4, 0, 3)
	if err := Circuit(s, xs); err != nil {
		t.Fatal(err)
	}
	s.Assign(xs[0], 1)
	if !s.Propagate() || s.Contains(xs[1], 0) || s.Contains(xs[1], 1) {
		t.Errorf("after succ[0] = 1: succ[1] = %s, want {2,3}", s.String(xs[1]))
	}
	// A chain covering all but one node closes through it: 0→1→2 leaves 2→3→0.
	s.Assign(xs[1], 2)
	if !s.Propagate() || !s.Fixed(xs[2]) || s.Value(xs[2]) != 3 || s.Value(xs[3]) != 0 {
		t.Errorf("after 0→1→2: domains %v, want 2→3→0", domains(s, xs))
	}

	// Two 2-cycles' worth of edges only: {0,1} and {2,3} are not connected.
	s = cp.NewStore()
	xs = []cp.VarID{s.NewVarValues([]int{1}), s.NewVarValues([]int{0, 2}), s.NewVarValues([]int{3}), s.NewVarValues([]int{2})}
	if err := Circuit(s, xs); err != nil {
		t.Fatal(err)
	}
	if s.Propagate() {
		t.Errorf("Circuit on a graph that is not strongly connected did not fail: %v", domains(s, xs))
	}

	// Subcircuit: a mandatory node's only cycle forces it; the others stay out.
	s = cp.NewStore()
	xs = []cp.VarID{s.NewVarValues([]int{1}), s.NewVarValues([]int{0, 1, 2}), s.NewVar(0, 3), s.NewVar(0, 3)}
	if err := Subcircuit(s, xs); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() {
		t.Fatal("Subcircuit failed")
	}
	if s.Contains(xs[1], 1) {
		t.Errorf("node 1 follows 0, it cannot be a self-loop: succ[1] = %s", s.String(xs[1]))
	}
	// Closing 0→1→0 makes the others self-loops.
	s.Assign(xs[1], 0)
	if !s.Propagate() || s.Value(xs[2]) != 2 || s.Value(xs[3]) != 3 || !s.Fixed(xs[2]) || !s.Fixed(xs[3]) {
		t.Errorf("after the 2-cycle 0↔1: %v, want 2 and 3 self-loops", domains(s, xs))
	}
}

func TestCircuitArgs(t *testing.T) {
	posts := []struct {
		name string
		post func(*cp.Store, []cp.VarID) error
	}{{"Circuit", Circuit}, {"Subcircuit", Subcircuit}, {"SubcircuitNonEmpty", SubcircuitNonEmpty}}
	for _, c := range posts {
		s := cp.NewStore()
		x, y := s.NewVar(0, 2), s.NewVar(0, 2)
		for _, bad := range [][]cp.VarID{nil, {x, y, 9}, {x, y, x}, {x, -1}} {
			if err := c.post(s, bad); !errors.Is(err, ErrArgs) {
				t.Errorf("%s(%v): error %v, want ErrArgs", c.name, bad, err)
			}
		}
	}
	// Domains outside 0..n-1 make the store fail, not the post function.
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(5, 7), s.NewVar(0, 2), s.NewVar(0, 2)}
	if err := Circuit(s, xs); err != nil || s.Propagate() {
		t.Errorf("Circuit with succ[0] ∈ 5..7: err %v, want a failed store", err)
	}
	// One node: the trivial circuit; no non-empty subcircuit.
	s = cp.NewStore()
	x := s.NewVar(-3, 3)
	if err := Circuit(s, []cp.VarID{x}); err != nil || !s.Propagate() || !s.Fixed(x) || s.Value(x) != 0 {
		t.Errorf("Circuit on one node: err %v, succ[0] = %s, want 0", err, s.String(x))
	}
	s = cp.NewStore()
	x = s.NewVar(0, 3)
	if err := SubcircuitNonEmpty(s, []cp.VarID{x}); err != nil || s.Propagate() {
		t.Errorf("SubcircuitNonEmpty on one node: err %v, want a failed store", err)
	}
}

// circuitRing builds n successor variables whose domains are a ring
// i→i+1 plus a few chords, for the allocation tests.
func circuitRing(s *cp.Store, n int, self bool) []cp.VarID {
	xs := make([]cp.VarID, n)
	for i := range xs {
		vals := []int{(i + 1) % n, (i + 3) % n, (i + 7) % n}
		if self {
			vals = append(vals, i)
		}
		xs[i] = s.NewVarValues(vals)
	}
	return xs
}

func TestCircuitNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := circuitRing(s, 40, false)
	if err := Circuit(s, xs); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 1)
		s.Assign(xs[5], 6)
		s.Remove(xs[10], 13)
	})
}

func TestSubcircuitNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := circuitRing(s, 40, true)
	if err := Subcircuit(s, xs); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 1)
		s.Remove(xs[3], 3)
		s.Assign(xs[5], 6)
	})
}

// circuitHolds reports whether vals is one Hamiltonian cycle over 0..n-1.
func circuitHolds(vals []int) bool {
	n := len(vals)
	for _, v := range vals {
		if v < 0 || v >= n {
			return false
		}
	}
	u := 0
	for step := 1; step <= n; step++ {
		u = vals[u]
		if u == 0 {
			return step == n
		}
	}
	return false
}

// subcircuitHolds reports whether vals is a subcircuit over 0..n-1 (the
// empty one counts unless nonEmpty).
func subcircuitHolds(vals []int, nonEmpty bool) bool {
	n := len(vals)
	seen := make([]bool, n)
	in, first := 0, -1
	for i, v := range vals {
		if v < 0 || v >= n || seen[v] {
			return false
		}
		seen[v] = true
		if v != i {
			in++
			if first < 0 {
				first = i
			}
		}
	}
	if in == 0 {
		return !nonEmpty
	}
	length := 0
	for u := first; ; {
		u = vals[u]
		length++
		if u == first {
			break
		}
	}
	return length == in
}

// circuitRandDoms draws n successor domains over 0..n-1; half the time they
// contain a random Hamiltonian cycle (or, with sub, a random subcircuit), so
// that cases with solutions are frequent.
func circuitRandDoms(r *rand.Rand, n int, noSelf, sub bool) [][]int {
	doms := make([][]int, n)
	for i := range doms {
		for v := 0; v < n; v++ {
			if (v != i || !noSelf) && r.IntN(5) < 2 {
				doms[i] = append(doms[i], v)
			}
		}
	}
	if r.IntN(2) == 0 {
		// Plant a cycle over a random subset (all nodes for Circuit).
		perm := r.Perm(n)
		k := n
		if sub {
			k = r.IntN(n + 1)
			if k == 1 {
				k = 0
			}
		}
		hidden := make([]int, n)
		for i := range hidden {
			hidden[i] = i
		}
		for j := 0; j < k; j++ {
			hidden[perm[j]] = perm[(j+1)%k]
		}
		for i, v := range hidden {
			if !circuitHas(doms[i], v) {
				doms[i] = append(doms[i], v)
			}
		}
	}
	for i := range doms {
		if len(doms[i]) == 0 {
			doms[i] = append(doms[i], r.IntN(n))
		}
	}
	return doms
}

// circuitSparseDoms draws n successor domains of at most three values for
// the larger rows: a planted Hamiltonian cycle (with sub, a subcircuit) in
// two cases out of three, then random extra values.
func circuitSparseDoms(r *rand.Rand, n int, noSelf, sub bool) [][]int {
	doms := make([][]int, n)
	if r.IntN(3) != 0 {
		perm := r.Perm(n)
		k := n
		if sub {
			k = r.IntN(n + 1)
			if k == 1 {
				k = 0
			}
		}
		for i := range doms {
			doms[i] = []int{i}
		}
		for j := 0; j < k; j++ {
			doms[perm[j]] = []int{perm[(j+1)%k]}
		}
	}
	for i := range doms {
		for len(doms[i]) < 3 && r.IntN(4) != 0 {
			v := r.IntN(n)
			if (v != i || !noSelf) && !circuitHas(doms[i], v) {
				doms[i] = append(doms[i], v)
			}
		}
		if len(doms[i]) == 0 {
			doms[i] = append(doms[i], r.IntN(n))
		}
	}
	return doms
}

// circuitTwoClusters draws successor domains (at most three values) over
// two clusters of nodes, {0..k-1} and {k..n-1}, with a Hamiltonian cycle
// planted through both and few edges between the clusters: the depth-first
// search then meets subtrees left by a single edge, whose edge the
// propagator must force.
func circuitTwoClusters(r *rand.Rand, n int) [][]int {
	k := 2 + r.IntN(n-3)
	perm := func(lo, hi int) []int { // lo..hi-1 in random order
		p := r.Perm(hi - lo)
		for i := range p {
			p[i] += lo
		}
		return p
	}
	a, b := perm(0, k), perm(k, n)
	cycle := append(a, b...)
	doms := make([][]int, n)
	for j, u := range cycle {
		doms[u] = []int{cycle[(j+1)%n]}
	}
	for u := range doms {
		lo, hi := 0, k
		if u >= k {
			lo, hi = k, n
		}
		for len(doms[u]) < 3 && r.IntN(3) != 0 {
			v := lo + r.IntN(hi-lo)
			if r.IntN(6) == 0 {
				v = r.IntN(n) // now and then an edge between the clusters
			}
			if v != u && !circuitHas(doms[u], v) {
				doms[u] = append(doms[u], v)
			}
		}
	}
	return doms
}

// circuitPetals draws successor domains (at most three values) where node
// 0 leads to two petals, P1 = {1..k} and P2 = {k+1..n-1}: P1 leads only
// back to 0 or within itself, P2 also into P1, and a Hamiltonian cycle
// 0 → P2 → P1 → 0 is planted. The search from 0 enters P1 first, which
// it can leave only through 0, so the nodes of P2 must lose the value 0
// (when 0 is not fixed yet: P2 gets several ways in).
func circuitPetals(r *rand.Rand, n int) [][]int {
	k := 1 + r.IntN(n-3)
	p1, p2 := r.Perm(k), r.Perm(n-1-k)
	for i := range p1 {
		p1[i]++
	}
	for i := range p2 {
		p2[i] += k + 1
	}
	cycle := append(append([]int{0}, p2...), p1...)
	doms := make([][]int, n)
	for j, u := range cycle {
		doms[u] = []int{cycle[(j+1)%n]}
	}
	for u := range doms {
		for len(doms[u]) < 3 && r.IntN(3) != 0 {
			var v int
			switch {
			case u == 0 && len(doms[0]) == 1:
				v = 1 + r.IntN(k) // into P1, visited first
			case u == 0:
				v = 1 + r.IntN(n-1)
			case u <= k && r.IntN(2) == 0, u > k && r.IntN(3) == 0:
				v = 0 // P1's several ways back, P2's values to remove
			case u <= k:
				v = 1 + r.IntN(k)
			default:
				v = 1 + r.IntN(n-1)
				if r.IntN(2) == 0 {
					v = k + 1 + r.IntN(n-1-k) // within P2: more ways in
				}
			}
			if v != u && !circuitHas(doms[u], v) {
				doms[u] = append(doms[u], v)
			}
		}
	}
	return doms
}

// circuitSplit draws successor domains (at most three values) over two
// clusters {0..k-1} and {k..n-1} of at least three nodes, each with a cycle
// planted inside and edges only inside, but for an optional one-way bridge
// between them: no Hamiltonian cycle, and the search from node 0 either
// misses the second cluster or enters a subtree it cannot leave. With
// self, every node may also be a self-loop (Subcircuit).
func circuitSplit(r *rand.Rand, n int, self bool) [][]int {
	k := 3 + r.IntN(n-5)
	doms := make([][]int, n)
	for _, c := range [2][2]int{{0, k}, {k, n}} {
		p := r.Perm(c[1] - c[0])
		for j := range p {
			doms[c[0]+p[j]] = []int{c[0] + p[(j+1)%len(p)]}
		}
		for u := c[0]; u < c[1]; u++ {
			if self {
				doms[u] = append(doms[u], u)
			}
			for tries := 0; len(doms[u]) < 3 && tries < 4; tries++ {
				if v := c[0] + r.IntN(c[1]-c[0]); v != u && !circuitHas(doms[u], v) {
					doms[u] = append(doms[u], v)
				}
			}
		}
	}
	switch r.IntN(3) {
	case 0: // A → B
		u := r.IntN(k)
		doms[u] = append(doms[u], k+r.IntN(n-k))
	case 1: // B → A
		u := k + r.IntN(n-k)
		doms[u] = append(doms[u], r.IntN(k))
	}
	return doms
}

// circuitOneCluster draws Subcircuit domains where every node may be a
// self-loop (no mandatory node), a cycle is planted on a cluster of two
// or more nodes, and the other nodes have at most a one-way edge into the
// cluster: the cluster is the only component that can hold the circuit,
// so SubcircuitNonEmpty must make every other node a self-loop.
func circuitOneCluster(r *rand.Rand, n int) [][]int {
	p := r.Perm(n)
	k := 2 + r.IntN(n-2) // the cluster: p[:k]
	doms := make([][]int, n)
	for j := range k {
		doms[p[j]] = []int{p[(j+1)%k], p[j]}
	}
	for _, u := range p[k:] {
		doms[u] = []int{u}
		if r.IntN(2) == 0 {
			doms[u] = append(doms[u], p[r.IntN(k)])
		}
	}
	for _, u := range p[:k] {
		if v := p[r.IntN(k)]; v != u && !circuitHas(doms[u], v) && r.IntN(2) == 0 {
			doms[u] = append(doms[u], v)
		}
	}
	return doms
}

func circuitHas(d []int, v int) bool {
	for _, w := range d {
		if w == v {
			return true
		}
	}
	return false
}

func circuitRandN(r *rand.Rand) int { return [...]int{1, 2, 3, 3, 4, 4, 5, 5, 5}[r.IntN(9)] }

func init() {
	circuitCase := func(doms [][]int) oracleCase {
		return oracleCase{
			doms:  doms,
			post:  func(s *cp.Store, xs []cp.VarID) error { return Circuit(s, xs) },
			check: circuitHolds,
			reference: func(d [][]int) [][]int {
				return circuitReference(d, false, false, true, circuitHolds)
			},
		}
	}
	subCase := func(doms [][]int, nonEmpty bool) oracleCase {
		post := Subcircuit
		if nonEmpty {
			post = SubcircuitNonEmpty
		}
		check := func(v []int) bool { return subcircuitHolds(v, nonEmpty) }
		return oracleCase{
			doms:  doms,
			post:  func(s *cp.Store, xs []cp.VarID) error { return post(s, xs) },
			check: check,
			reference: func(d [][]int) [][]int {
				return circuitReference(d, true, nonEmpty, true, check)
			},
		}
	}
	full := func(n int, self bool) [][]int {
		doms := make([][]int, n)
		for i := range doms {
			for v := 0; v < n; v++ {
				if self || v != i {
					doms[i] = append(doms[i], v)
				}
			}
		}
		return doms
	}
	// Circuit: random 1..5 nodes, exhaustive sub-domains of the 4-node
	// graph without self-loops (7^4 cases).
	addOracleRow(oracleRow{
		name: "circuit", strength: claimed, claim: circuitClaim,
		gen: func(r *rand.Rand) oracleCase {
			return circuitCase(circuitRandDoms(r, circuitRandN(r), r.IntN(2) == 0, false))
		},
		tiny: func() oracleCase { return circuitCase(full(4, false)) },
	})
	// Circuit: exhaustive sub-domains of 0..2 on 3 nodes, self-loops included.
	addOracleRow(oracleRow{
		name: "circuit-3full", strength: claimed, claim: circuitClaim,
		gen: func(r *rand.Rand) oracleCase {
			return circuitCase(circuitRandDoms(r, 3+r.IntN(2), false, false))
		},
		tiny: func() oracleCase { return circuitCase(full(3, true)) },
	})
	// Subcircuit: random 1..5 nodes, exhaustive on 3 nodes with full domains.
	addOracleRow(oracleRow{
		name: "subcircuit", strength: claimed, claim: subcircuitClaim,
		gen: func(r *rand.Rand) oracleCase {
			return subCase(circuitRandDoms(r, circuitRandN(r), false, true), false)
		},
		tiny: func() oracleCase { return subCase(full(3, true), false) },
	})
	// Subcircuit: exhaustive on 4 nodes, node i choosing among i, i+1, i+2
	// (mod 4): 7^4 cases.
	addOracleRow(oracleRow{
		name: "subcircuit-4", strength: claimed, claim: subcircuitClaim,
		gen: func(r *rand.Rand) oracleCase {
			return subCase(circuitRandDoms(r, 4+r.IntN(2), false, true), false)
		},
		tiny: func() oracleCase {
			doms := make([][]int, 4)
			for i := range doms {
				doms[i] = []int{i, (i + 1) % 4, (i + 2) % 4}
			}
			return subCase(doms, false)
		},
	})
	addOracleRow(oracleRow{
		name: "subcircuit-nonempty", strength: claimed, claim: subcircuitClaim,
		gen: func(r *rand.Rand) oracleCase {
			return subCase(circuitRandDoms(r, circuitRandN(r), false, true), true)
		},
		tiny: func() oracleCase { return subCase(full(3, true), true) },
	})
	// The circuit propagator alone, without the AllDifferent that the post
	// functions add: its own rules must be sound and decide fixed
	// assignments by themselves.
	own := func(doms [][]int, sub, nonEmpty bool) oracleCase {
		c := circuitCase(doms)
		if sub {
			c = subCase(doms, nonEmpty)
		}
		c.post = func(s *cp.Store, xs []cp.VarID) error {
			return circuitPost(s, "test", xs, sub, nonEmpty, false)
		}
		check := c.check
		c.reference = func(d [][]int) [][]int {
			return circuitReference(d, sub, nonEmpty, false, check)
		}
		return c
	}
	// Circuit and Subcircuit on 6 to 8 nodes, where subtrees of the
	// search have room to be left by a single edge, with and without the
	// AllDifferent (whose Hall sets would hide some of the rules).
	largeDoms := func(r *rand.Rand, sub bool) [][]int {
		n := 6 + r.IntN(3)
		if !sub {
			switch r.IntN(4) {
			case 0:
				return circuitTwoClusters(r, n)
			case 1:
				return circuitPetals(r, n)
			case 2:
				return circuitSplit(r, n, false)
			}
			return circuitSparseDoms(r, n, r.IntN(2) == 0, false)
		}
		switch r.IntN(4) {
		case 0:
			return circuitTwoClusters(r, n)
		case 1:
			return circuitSplit(r, n, r.IntN(2) == 0)
		case 2:
			return circuitOneCluster(r, n)
		}
		return circuitSparseDoms(r, n, false, true)
	}
	addOracleRow(oracleRow{
		name: "circuit-large", strength: claimed, claim: circuitClaim,
		gen: func(r *rand.Rand) oracleCase { return circuitCase(largeDoms(r, false)) },
	})
	addOracleRow(oracleRow{
		name: "subcircuit-large", strength: claimed, claim: subcircuitClaim,
		gen: func(r *rand.Rand) oracleCase {
			return subCase(largeDoms(r, true), r.IntN(2) == 0)
		},
	})
	addOracleRow(oracleRow{
		name: "circuit-own-large", strength: claimed, claim: circuitClaim,
		gen: func(r *rand.Rand) oracleCase { return own(largeDoms(r, false), false, false) },
	})
	addOracleRow(oracleRow{
		name: "subcircuit-own-large", strength: claimed, claim: subcircuitClaim,
		gen: func(r *rand.Rand) oracleCase {
			return own(largeDoms(r, true), true, r.IntN(2) == 0)
		},
	})
	addOracleRow(oracleRow{
		name: "circuit-own", strength: claimed, claim: circuitClaim,
		gen: func(r *rand.Rand) oracleCase {
			return own(circuitRandDoms(r, circuitRandN(r), r.IntN(2) == 0, false), false, false)
		},
		tiny: func() oracleCase { return own(full(4, false), false, false) },
	})
	addOracleRow(oracleRow{
		name: "subcircuit-own", strength: claimed, claim: subcircuitClaim,
		gen: func(r *rand.Rand) oracleCase {
			return own(circuitRandDoms(r, circuitRandN(r), false, true), true, r.IntN(2) == 0)
		},
		tiny: func() oracleCase {
			doms := make([][]int, 4)
			for i := range doms {
				doms[i] = []int{i, (i + 1) % 4, (i + 3) % 4}
			}
			return own(doms, true, false)
		},
	})
}

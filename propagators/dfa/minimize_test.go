package dfa

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// refMinimalStates is a reference for the number of states of the minimal
// trim DFA: naive reachability fixpoints, then Moore's partition refinement
// with string signatures.
func refMinimalStates(s spec, syms []int) int {
	next := func(q, a int) int {
		for _, t := range s.ts {
			if t.From == q && t.Symbol == a {
				return t.To
			}
		}
		return -1
	}
	reach := make([]bool, s.n)
	reach[s.start] = true
	co := make([]bool, s.n)
	for _, q := range s.acc {
		co[q] = true
	}
	for changed := true; changed; {
		changed = false
		for _, t := range s.ts {
			if reach[t.From] && !reach[t.To] {
				reach[t.To], changed = true, true
			}
			if co[t.To] && !co[t.From] {
				co[t.From], changed = true, true
			}
		}
	}
	if !reach[s.start] || !co[s.start] {
		return 1
	}
	class := make([]int, s.n)
	for q := range class {
		class[q] = -1
		if reach[q] && co[q] {
			class[q] = 0
			if slices.Contains(s.acc, q) {
				class[q] = 1
			}
		}
	}
	for count := -1; ; {
		ids := map[string]int{}
		nc := make([]int, s.n)
		for q := range s.n {
			nc[q] = -1
			if class[q] < 0 {
				continue
			}
			var sig strings.Builder
			fmt.Fprint(&sig, class[q])
			for _, a := range syms {
				c := -1
				if t := next(q, a); t >= 0 {
					c = class[t]
				}
				fmt.Fprint(&sig, ",", c)
			}
			id, ok := ids[sig.String()]
			if !ok {
				id = len(ids)
				ids[sig.String()] = id
			}
			nc[q] = id
		}
		class = nc
		if len(ids) == count {
			return count
		}
		count = len(ids)
	}
}

// checkCanonical checks the invariants of a minimised DFA: states in
// breadth-first order over ascending symbols, tight symbol range.
func checkCanonical(t *testing.T, m *DFA) {
	t.Helper()
	if m.Start() != 0 {
		t.Fatalf("minimised start = %d", m.Start())
	}
	seen := make([]bool, m.NumStates())
	seen[0] = true
	queue := []int{0}
	ts := m.Transitions()
	for h := 0; h < len(queue); h++ {
		for _, tr := range ts {
			if tr.From == queue[h] && !seen[tr.To] {
				if tr.To != len(queue) {
					t.Fatalf("state %d discovered as number %d: not breadth-first order", tr.To, len(queue))
				}
				seen[tr.To] = true
				queue = append(queue, tr.To)
			}
		}
	}
	if len(queue) != m.NumStates() {
		t.Fatalf("%d of %d states reachable", len(queue), m.NumStates())
	}
	lo, hi := 0, -1
	for i, tr := range ts {
		if i == 0 {
			lo, hi = tr.Symbol, tr.Symbol
		}
		lo, hi = min(lo, tr.Symbol), max(hi, tr.Symbol)
	}
	if m.MinSymbol() != lo || m.MaxSymbol() != hi {
		t.Fatalf("range %d..%d, transitions span %d..%d", m.MinSymbol(), m.MaxSymbol(), lo, hi)
	}
}

func sameLanguage(a, b *DFA, syms []int, maxLen int) (bool, []int) {
	var bad []int
	forWords(syms, maxLen, func(w []int) {
		if bad == nil && a.Accepts(w) != b.Accepts(w) {
			bad = slices.Clone(w)
		}
	})
	return bad == nil, bad
}

func TestMinimizeProperties(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	var prev *DFA
	var prevSyms []int
	equalPairs := 0
	for i := range 500 {
		syms := randomAlphabet(r)
		s := randomSpec(r, 8, syms)
		d := s.build(t)
		m := d.Minimize()
		if ok, w := sameLanguage(d, m, syms, 7); !ok {
			t.Fatalf("%d: %+v: minimised DFA disagrees on %v", i, s, w)
		}
		if m.NumStates() > d.NumStates() {
			t.Fatalf("%d: minimised has %d states, original %d", i, m.NumStates(), d.NumStates())
		}
		if want := refMinimalStates(s, syms); m.NumStates() != want {
			t.Fatalf("%d: %+v: minimised has %d states, reference %d", i, s, m.NumStates(), want)
		}
		checkCanonical(t, m)
		if m.Minimize() != m {
			t.Fatalf("%d: Minimize of a minimised DFA is not free", i)
		}
		// Idempotent also when rebuilt from scratch.
		acc := []int{}
		for q := range m.NumStates() {
			if m.Accepting(q) {
				acc = append(acc, q)
			}
		}
		again, err := New(m.NumStates(), m.Start(), acc, m.Transitions())
		if err != nil {
			t.Fatal(err)
		}
		if mm := again.Minimize(); !mm.Equal(m) {
			t.Fatalf("%d: Minimize is not idempotent: %v vs %v", i, mm.Transitions(), m.Transitions())
		}
		// Against the previous random DFA: minimised forms are Equal iff
		// the languages are.
		if prev != nil {
			both := slices.Compact(slices.Sorted(slices.Values(append(slices.Clone(syms), prevSyms...))))
			same := equivalent(d, prev, both)
			if same != d.Minimize().Equal(prev.Minimize()) {
				t.Fatalf("%d: same language %v, Equal %v", i, same, !same)
			}
			if same {
				equalPairs++
			}
		}
		prev, prevSyms = d, syms
	}
	if equalPairs == 0 {
		t.Error("no pair of random DFAs with the same language: test the test")
	}
}

// equivalent decides exactly whether a and b accept the same language over
// syms, by a search of the pairs of states reachable together (-1 standing
// for the missing dead state), without minimising.
func equivalent(a, b *DFA, syms []int) bool {
	type pair struct{ p, q int }
	seen := map[pair]bool{{a.Start(), b.Start()}: true}
	queue := []pair{{a.Start(), b.Start()}}
	for len(queue) > 0 {
		pq := queue[0]
		queue = queue[1:]
		if a.Accepting(pq.p) != b.Accepting(pq.q) {
			return false
		}
		for _, s := range syms {
			next := pair{a.Next(pq.p, s), b.Next(pq.q, s)}
			if next != (pair{-1, -1}) && !seen[next] {
				seen[next] = true
				queue = append(queue, next)
			}
		}
	}
	return true
}

// scramble returns a DFA with the same language as s built differently:
// duplicated states sharing the incoming transitions, unreachable states,
// dead states with transitions into them, renumbered states, shuffled and
// repeated transitions.
func scramble(r *rand.Rand, s spec, syms []int) spec {
	n := s.n
	acc := slices.Clone(s.acc)
	ts := slices.Clone(s.ts)
	for k := r.IntN(3); k > 0; k-- { // duplicates
		q, c := r.IntN(n), n
		n++
		if slices.Contains(acc, q) {
			acc = append(acc, c)
		}
		for _, t := range ts {
			if t.From == q {
				ts = append(ts, Transition{From: c, Symbol: t.Symbol, To: t.To})
			}
		}
		for i := range ts {
			if ts[i].To == q && r.IntN(2) == 0 {
				ts[i].To = c
			}
		}
	}
	for k := r.IntN(3); k > 0; k-- { // unreachable
		u := n
		n++
		if r.IntN(2) == 0 {
			acc = append(acc, u)
		}
		for _, a := range syms {
			if r.IntN(2) == 0 {
				ts = append(ts, Transition{From: u, Symbol: a, To: r.IntN(n)})
			}
		}
	}
	has := func(q, a int) bool {
		return slices.ContainsFunc(ts, func(t Transition) bool { return t.From == q && t.Symbol == a })
	}
	var dead []int
	for k := r.IntN(3); k > 0; k-- { // dead
		x := n
		n++
		dead = append(dead, x)
		for _, a := range syms {
			if r.IntN(2) == 0 {
				ts = append(ts, Transition{From: x, Symbol: a, To: dead[r.IntN(len(dead))]})
			}
		}
		for range 3 {
			q, a := r.IntN(n), syms[r.IntN(len(syms))]
			if !has(q, a) {
				ts = append(ts, Transition{From: q, Symbol: a, To: x})
			}
		}
	}
	perm := r.Perm(n)
	for i := range acc {
		acc[i] = perm[acc[i]]
	}
	for i := range ts {
		ts[i].From, ts[i].To = perm[ts[i].From], perm[ts[i].To]
	}
	if len(ts) > 0 {
		ts = append(ts, ts[r.IntN(len(ts))])
	}
	r.Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
	r.Shuffle(len(acc), func(i, j int) { acc[i], acc[j] = acc[j], acc[i] })
	return spec{n: n, start: perm[s.start], acc: acc, ts: ts}
}

func TestMinimizeCanonical(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for i := range 500 {
		syms := randomAlphabet(r)
		s := randomSpec(r, 8, syms)
		s2 := scramble(r, s, syms)
		d, d2 := s.build(t), s2.build(t)
		if ok, w := sameLanguage(d, d2, syms, 7); !ok {
			t.Fatalf("%d: scramble changed the language on %v", i, w)
		}
		m, m2 := d.Minimize(), d2.Minimize()
		if !m.Equal(m2) {
			t.Fatalf("%d: same language, different minimal DFAs:\n%+v\n%v\n%+v\n%v",
				i, s, m.Transitions(), s2, m2.Transitions())
		}
	}
}

func TestMinimizeEmptyLanguage(t *testing.T) {
	empty, err := New(1, 0, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []spec{
		{n: 1},
		{n: 3, start: 1, acc: []int{2}, ts: []Transition{{1, 0, 0}, {0, 4, 1}, {2, 1, 1}}},          // accepting unreachable
		{n: 2, acc: nil, ts: []Transition{{0, -1, 1}, {1, -2, 0}, {1, 7, 1}}},                       // no accepting state
		{n: 4, start: 3, acc: []int{0}, ts: []Transition{{3, 2, 2}, {2, 2, 3}, {0, 1, 3}}},          // accepting state only leads in
		{n: 2, start: 0, acc: []int{1}, ts: []Transition{{1, 0, 0}, {0, 0, 0}, {1, 9, 1}}},          // start loops on itself
		{n: 5, start: 4, acc: []int{0, 1, 2, 3}, ts: []Transition{{0, 0, 1}, {1, 0, 2}, {3, 1, 4}}}, // start dead
	} {
		m := s.build(t).Minimize()
		if !m.Equal(empty) || m.NumStates() != 1 || m.Accepting(0) || len(m.Transitions()) != 0 ||
			m.MinSymbol() != 0 || m.MaxSymbol() != -1 {
			t.Errorf("%+v: Minimize = %d states, %v", s, m.NumStates(), m.Transitions())
		}
	}
	// The empty word only.
	eps, err := New(3, 2, []int{2}, []Transition{{2, 0, 1}, {1, 0, 0}})
	if err != nil {
		t.Fatal(err)
	}
	m := eps.Minimize()
	if m.NumStates() != 1 || !m.Accepting(0) || len(m.Transitions()) != 0 || !m.Accepts(nil) {
		t.Errorf("{ε}: Minimize = %d states, %v", m.NumStates(), m.Transitions())
	}
}

// modSumSpec is a layered DFA over the digits 0..3 accepting the words of
// length n whose digit sum is a multiple of 7: state (i, s) after i digits
// of sum s, about 1.5 n² states, which minimise to about 7n.
func modSumSpec(n int) spec {
	base := make([]int, n+2)
	for i := 0; i <= n; i++ {
		base[i+1] = base[i] + 3*i + 1
	}
	s := spec{n: base[n+1]}
	for i := 0; i < n; i++ {
		for sum := 0; sum <= 3*i; sum++ {
			for d := 0; d <= 3; d++ {
				s.ts = append(s.ts, Transition{From: base[i] + sum, Symbol: d, To: base[i+1] + sum + d})
			}
		}
	}
	for sum := 0; sum <= 3*n; sum += 7 {
		s.acc = append(s.acc, base[n]+sum)
	}
	return s
}

func TestMinimizeModSum(t *testing.T) {
	const n = 12
	m := modSumSpec(n).build(t).Minimize()
	// Layer i < n-1 keeps min(7, 3i+1) residues; layer n-1 only the 4
	// from which one digit reaches a multiple of 7, layer n only residue 0.
	want := 4 + 1
	for i := 0; i < n-1; i++ {
		want += min(7, 3*i+1)
	}
	if m.NumStates() != want {
		t.Errorf("minimised to %d states, want %d", m.NumStates(), want)
	}
	if ref := refMinimalStates(modSumSpec(n), []int{0, 1, 2, 3}); ref != want {
		t.Errorf("reference minimises to %d states, want %d", ref, want)
	}
}

func BenchmarkMinimize(b *testing.B) {
	d := modSumSpec(80).build(b) // 9801 states, 37920 transitions
	b.ReportMetric(float64(d.NumStates()), "states")
	b.ReportAllocs()
	for b.Loop() {
		if m := d.Minimize(); m.NumStates() == 0 {
			b.Fatal("empty")
		}
	}
}

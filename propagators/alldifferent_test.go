package propagators

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"sort"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

func TestAllDifferentArgs(t *testing.T) {
	s := cp.NewStore()
	x, y, z := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3)
	for _, tc := range []struct {
		name  string
		xs    []cp.VarID
		level Level
	}{
		{"variable outside the store", []cp.VarID{x, y, 7}, Domain},
		{"negative variable", []cp.VarID{x, -1, z}, Value},
		{"repeated variable", []cp.VarID{x, y, x}, Bounds},
		{"repeated pair", []cp.VarID{y, y}, Domain},
		{"unknown level", []cp.VarID{x, y, z}, Level(9)},
	} {
		if err := AllDifferent(s, tc.xs, tc.level); !errors.Is(err, ErrArgs) {
			t.Errorf("%s: err = %v, want ErrArgs", tc.name, err)
		}
	}
	if s.NumProps() != 0 {
		t.Fatalf("rejected calls posted %d propagators", s.NumProps())
	}
	for _, level := range []Level{Value, Bounds, Domain} {
		if err := AllDifferent(s, nil, level); err != nil {
			t.Fatal(err)
		}
		if err := AllDifferent(s, []cp.VarID{x}, level); err != nil {
			t.Fatal(err)
		}
	}
	if s.NumProps() != 0 {
		t.Fatalf("0 or 1 variables posted %d propagators, want none", s.NumProps())
	}
	for _, level := range []Level{Value, Bounds, Domain} {
		if err := AllDifferent(s, []cp.VarID{x, y}, level); err != nil {
			t.Fatal(err)
		}
		if k := s.Kind(cp.PropID(s.NumProps() - 1)); k != "noteq" {
			t.Errorf("%v on two variables posted %q, want noteq", level, k)
		}
	}
	for _, level := range []Level{Value, Bounds, Domain} {
		if err := AllDifferent(s, []cp.VarID{x, y, z}, level); err != nil {
			t.Fatal(err)
		}
		if k, want := s.Kind(cp.PropID(s.NumProps()-1)), "alldifferent-"+level.String(); k != want {
			t.Errorf("%v posted %q, want %q", level, k, want)
		}
	}
}

// The post function copies the scope: changing the caller's slice later
// changes nothing.
func TestAllDifferentCopiesScope(t *testing.T) {
	for _, level := range []Level{Value, Bounds, Domain} {
		s := cp.NewStore()
		xs := []cp.VarID{s.NewVar(1, 3), s.NewVar(1, 3), s.NewVar(1, 3), s.NewVar(1, 9)}
		if err := AllDifferent(s, xs, level); err != nil {
			t.Fatal(err)
		}
		w := xs[3]
		xs[0], xs[3] = xs[3], xs[0]
		s.Assign(xs[3], 1) // the original xs[0]
		s.Assign(xs[1], 2)
		if !s.Propagate() {
			t.Fatalf("%v: failed", level)
		}
		if got := s.String(xs[2]); got != "{3}" {
			t.Errorf("%v: third variable %s, want {3}", level, got)
		}
		if s.Min(w) != 4 {
			t.Errorf("%v: fourth variable %s, want min 4", level, s.String(w))
		}
	}
}

func TestAllDifferentStrengths(t *testing.T) {
	// x, y ∈ {1,2}, z ∈ {1,2,3}, w ∈ {1,3,5}: a Hall set {x, y} on {1,2}.
	want := map[Level][]string{
		Value:  {"{1,2}", "{1,2}", "{1,2,3}", "{1,3,5}"},
		Bounds: {"{1,2}", "{1,2}", "{3}", "{5}"},
		Domain: {"{1,2}", "{1,2}", "{3}", "{5}"},
	}
	for _, level := range []Level{Value, Bounds, Domain} {
		s := cp.NewStore()
		xs := []cp.VarID{s.NewVar(1, 2), s.NewVar(1, 2), s.NewVar(1, 3), s.NewVarValues([]int{1, 3, 5})}
		if err := AllDifferent(s, xs, level); err != nil {
			t.Fatal(err)
		}
		if !s.Propagate() {
			t.Fatalf("%v: failed", level)
		}
		if got := domains(s, xs); !slices.Equal(got, want[level]) {
			t.Errorf("%v: %v, want %v", level, got, want[level])
		}
	}
	// Bounds misses what only holes show: x, y ∈ {1,3}, z ∈ {1,2,3}.
	for _, level := range []Level{Bounds, Domain} {
		s := cp.NewStore()
		xs := []cp.VarID{s.NewVarValues([]int{1, 3}), s.NewVarValues([]int{1, 3}), s.NewVar(1, 3)}
		if err := AllDifferent(s, xs, level); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		want := map[Level]string{Bounds: "{1,2,3}", Domain: "{2}"}[level]
		if got := s.String(xs[2]); got != want {
			t.Errorf("%v: z = %s, want %s", level, got, want)
		}
	}
}

// TestAllDifferentRandomWalk drives each strength through a random search
// (choice points, removals, assignments, bound changes, failures and
// backtracks) on instances larger than the oracle's, and compares every
// fixpoint with a naive computation of the level's closure: forward
// checking, the greatest bounds(Z)-consistent domains, or generalised arc
// consistency by one perfect-matching test per value.
func TestAllDifferentRandomWalk(t *testing.T) {
	for _, level := range []Level{Value, Bounds, Domain} {
		r := rand.New(rand.NewPCG(uint64(level)+11, 3))
		instances, steps := 150, 40
		if testing.Short() {
			instances = 30
		}
		for inst := range instances {
			s, xs := alldiffRandomStore(r)
			if err := AllDifferent(s, xs, level); err != nil {
				t.Fatal(err)
			}
			what := fmt.Sprintf("%v instance %d", level, inst)
			doms := alldiffDoms(s, xs)
			want, wantOK := alldiffClosure(level, doms)
			ok := s.Propagate()
			alldiffCompare(t, what+" root", s, xs, doms, ok, want, wantOK)
			if !ok {
				continue
			}
			for step := 0; step < steps && !t.Failed(); step++ {
				s.Push()
				x := xs[r.IntN(len(xs))]
				vals := alldiffDoms(s, []cp.VarID{x})[0]
				v := vals[r.IntN(len(vals))]
				switch r.IntN(5) {
				case 0:
					s.Assign(x, v)
				case 1:
					s.SetMin(x, v)
				case 2:
					s.SetMax(x, v)
				default:
					for k := 1 + r.IntN(3); k > 0; k-- {
						y := xs[r.IntN(len(xs))]
						s.Remove(y, s.Min(y)+r.IntN(s.Max(y)-s.Min(y)+1))
					}
				}
				doms := alldiffDoms(s, xs)
				want, wantOK := alldiffClosure(level, doms)
				if s.Failed() {
					wantOK = false
				}
				ok := s.Propagate()
				alldiffCompare(t, fmt.Sprintf("%s step %d", what, step), s, xs, doms, ok, want, wantOK)
				if !ok || r.IntN(4) == 0 {
					s.PopTo(r.IntN(s.Level()))
				}
			}
		}
	}
}

func alldiffRandomStore(r *rand.Rand) (*cp.Store, []cp.VarID) {
	s := cp.NewStore()
	n := 4 + r.IntN(9)
	lo, width, scale := r.IntN(11)-5, n+r.IntN(5), 1
	if r.IntN(4) == 0 {
		scale = 23 // values over several words
	}
	xs := make([]cp.VarID, n)
	for i := range xs {
		d := randDom(r, lo, lo+width-1)
		if r.IntN(3) == 0 {
			d = randDom(r, lo, lo+width/2) // crowd the low values
		}
		for k := range d {
			d[k] *= scale
		}
		xs[i] = s.NewVarValues(d)
	}
	return s, xs
}

func alldiffDoms(s *cp.Store, xs []cp.VarID) [][]int {
	out := make([][]int, len(xs))
	for i, x := range xs {
		for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
			out[i] = append(out[i], v)
		}
	}
	return out
}

func alldiffCompare(t *testing.T, what string, s *cp.Store, xs []cp.VarID, before [][]int, ok bool, want [][]int, wantOK bool) {
	t.Helper()
	if ok != wantOK {
		t.Fatalf("%s: from %v propagation says %v, want %v (domains now %v)", what, before, ok, wantOK, domains(s, xs))
	}
	if !ok {
		return
	}
	for i, got := range alldiffDoms(s, xs) {
		if !slices.Equal(got, want[i]) {
			t.Fatalf("%s: from %v variable %d is %v, want %v", what, before, i, got, want[i])
		}
	}
}

// alldiffClosure computes the level's fixpoint naively; ok is false when it
// empties a domain.
func alldiffClosure(level Level, doms [][]int) (out [][]int, ok bool) {
	out = make([][]int, len(doms))
	for i, d := range doms {
		out[i] = slices.Clone(d)
	}
	switch level {
	case Value:
		for changed := true; changed; {
			changed = false
			for i, d := range out {
				if len(d) != 1 {
					continue
				}
				for j := range out {
					if j != i && slices.Contains(out[j], d[0]) {
						out[j] = slices.DeleteFunc(out[j], func(v int) bool { return v == d[0] })
						if len(out[j]) == 0 {
							return nil, false
						}
						changed = true
					}
				}
			}
		}
	case Bounds:
		for changed := true; changed; {
			changed = false
			for i := range out {
				for len(out[i]) > 0 && !alldiffIntervalMatch(out, i, out[i][0]) {
					out[i], changed = out[i][1:], true
				}
				for len(out[i]) > 0 && !alldiffIntervalMatch(out, i, out[i][len(out[i])-1]) {
					out[i], changed = out[i][:len(out[i])-1], true
				}
				if len(out[i]) == 0 {
					return nil, false
				}
			}
		}
	case Domain:
		for i, d := range doms {
			out[i] = out[i][:0]
			for _, v := range d {
				if alldiffDomainMatch(doms, i, v) {
					out[i] = append(out[i], v)
				}
			}
			if len(out[i]) == 0 {
				return nil, false
			}
		}
	}
	return out, true
}

// alldiffSpan is the smallest and largest value of the domains.
func alldiffSpan(doms [][]int) (lo, hi int) {
	lo, hi = doms[0][0], doms[0][0]
	for _, d := range doms {
		lo, hi = min(lo, d[0]), max(hi, d[len(d)-1])
	}
	return lo, hi
}

// alldiffIntervalMatch tells whether the variables can take distinct values
// with variable i = v and every other one within [min, max] of its domain
// (Glover's greedy rule for convex bipartite graphs: by increasing max,
// take the smallest free value).
func alldiffIntervalMatch(doms [][]int, i, v int) bool {
	type iv struct{ lo, hi int }
	ivs := make([]iv, len(doms))
	for j, d := range doms {
		ivs[j] = iv{d[0], d[len(d)-1]}
	}
	ivs[i] = iv{v, v}
	sort.Slice(ivs, func(a, b int) bool { return ivs[a].hi < ivs[b].hi })
	lo, hi := alldiffSpan(doms)
	used := make([]bool, hi-lo+1)
	for _, in := range ivs {
		w := in.lo
		for w <= in.hi && used[w-lo] {
			w++
		}
		if w > in.hi {
			return false
		}
		used[w-lo] = true
	}
	return true
}

// alldiffDomainMatch tells whether the variables can take distinct values of
// their domains with variable i = v (Kuhn's augmenting paths).
func alldiffDomainMatch(doms [][]int, i, v int) bool {
	lo, hi := alldiffSpan(doms)
	owner := make([]int, hi-lo+1)
	seen := make([]int, hi-lo+1) // the search that last saw each value
	for k := range owner {
		owner[k] = -1
	}
	owner[v-lo] = i
	var try func(j, search int) bool
	try = func(j, search int) bool {
		for _, w := range doms[j] {
			if w == v || seen[w-lo] == search {
				continue
			}
			seen[w-lo] = search
			if o := owner[w-lo]; o < 0 || try(o, search) {
				owner[w-lo] = j
				return true
			}
		}
		return false
	}
	for j := range doms {
		if j != i && !try(j, j+1) {
			return false
		}
	}
	return true
}

// alldiffRowInstance is a row of a Latin square of order n with partially
// pruned domains: variable i keeps its value perm[i] of a hidden solution
// and loses each other value with probability 1/3.
func alldiffRowInstance(n int, seed uint64, level Level) (*cp.Store, []cp.VarID, []int) {
	r := rand.New(rand.NewPCG(seed, uint64(n)))
	perm := r.Perm(n)
	s := cp.NewStore()
	xs := make([]cp.VarID, n)
	for i := range xs {
		var d []int
		for v := range n {
			if v == perm[i] || r.IntN(3) != 0 {
				d = append(d, v+1)
			}
		}
		xs[i] = s.NewVarValues(d)
		perm[i]++
	}
	if err := AllDifferent(s, xs, level); err != nil {
		panic(err)
	}
	return s, xs, perm
}

func TestAllDifferentNoAllocs(t *testing.T) {
	for _, level := range []Level{Value, Bounds, Domain} {
		for _, n := range []int{9, 70} { // one and two words per domain
			t.Run(fmt.Sprintf("%v-%d", level, n), func(t *testing.T) {
				s, xs, sol := alldiffRowInstance(n, 5, level)
				assertNoPropagateAllocs(t, s, func(s *cp.Store) {
					s.Assign(xs[1], sol[1])
					s.Remove(xs[2], s.Max(xs[2]))
					s.SetMin(xs[3], s.Min(xs[3])+1)
					s.Assign(xs[n-1], sol[n-1])
				})
				// A conflict found by the propagator: two variables on one value.
				j := 1
				for j < n && (j == 0 || !s.Contains(xs[j], sol[0])) {
					j++
				}
				if j == n {
					t.Fatal("no variable shares a value with the first")
				}
				assertNoPropagateAllocs(t, s, func(s *cp.Store) {
					s.Assign(xs[0], sol[0])
					s.Assign(xs[j], sol[0])
				})
			})
		}
	}
}

// The bounds propagator sorts by insertion from the previous order and
// falls back on pdqsort when the order is far from sorted; both give the
// order by (key, index).
func TestAlldiffBoundsSortBy(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, n := range []int{1, 2, 5, 20, 100} {
		p := newAlldiffBounds(make([]cp.VarID, n), nil)
		for round := range 6 {
			key := make([]int, n)
			for i := range key {
				switch round % 3 {
				case 0:
					key[i] = r.IntN(n/2 + 1) // ties
				case 1:
					key[i] = n - i // reversed: the fallback
				default:
					key[i] = i + r.IntN(3) // nearly sorted
				}
			}
			order := slices.Clone(p.minSorted)
			p.sortBy(order, key)
			want := make([]int32, n)
			for i := range want {
				want[i] = int32(i)
			}
			slices.SortFunc(want, func(a, b int32) int {
				if key[a] != key[b] {
					return key[a] - key[b]
				}
				return int(a - b)
			})
			if !slices.Equal(order, want) {
				t.Fatalf("n=%d round %d: keys %v sorted to %v, want %v", n, round, key, order, want)
			}
			copy(p.minSorted, order)
		}
	}
}

func TestAllDifferentDomainTooWide(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(cp.MaxDomainWidth, cp.MaxDomainWidth+3)}
	if err := AllDifferent(s, xs, Domain); !errors.Is(err, ErrArgs) {
		t.Errorf("Domain over a span wider than MaxDomainWidth: err = %v, want ErrArgs", err)
	}
	for _, level := range []Level{Value, Bounds} {
		if err := AllDifferent(s, xs, level); err != nil {
			t.Errorf("%v: %v", level, err)
		}
	}
}

// A propagator scheduled after a backtrack with no event since (the queue
// was cleared) still sees every fixed variable: Value falls back on a full
// scan when the store's epoch changed.
func TestAllDifferentScheduleAfterBacktrack(t *testing.T) {
	for _, level := range []Level{Value, Bounds, Domain} {
		s := cp.NewStore()
		xs := []cp.VarID{s.NewVar(1, 4), s.NewVar(1, 4), s.NewVar(1, 4)}
		if err := AllDifferent(s, xs, level); err != nil {
			t.Fatal(err)
		}
		s.Propagate()
		s.Push()
		s.Assign(xs[0], 1) // not propagated
		s.Push()
		s.PopTo(1) // clears the queue; xs[0] stays fixed
		s.Schedule(cp.PropID(0))
		if !s.Propagate() {
			t.Fatalf("%v: failed", level)
		}
		if s.Contains(xs[1], 1) || s.Contains(xs[2], 1) {
			t.Errorf("%v: 1 not removed: %v", level, domains(s, xs))
		}
	}
}

// alldiffMaxDomain caps each domain of a random case with n variables so
// that the product of the sizes stays at most a few thousand.
var alldiffMaxDomain = [...]int{3: 14, 4: 7, 5: 5, 6: 3}

func alldiffCheck(vals []int) bool {
	for i := range vals {
		for j := i + 1; j < len(vals); j++ {
			if vals[i] == vals[j] {
				return false
			}
		}
	}
	return true
}

func alldiffOracleCase(level Level, doms [][]int) oracleCase {
	return oracleCase{
		doms:      doms,
		post:      func(s *cp.Store, xs []cp.VarID) error { return AllDifferent(s, xs, level) },
		check:     alldiffCheck,
		reference: alldiffValueReference,
	}
}

// alldiffLearningPost posts AllDifferent at domain level as a learning
// search runs it (SetLearning): the one-word form even with the fact
// trail on, its removals written in another order.
func alldiffLearningPost(s *cp.Store, xs []cp.VarID) error {
	if err := AllDifferent(s, xs, Domain); err != nil {
		return err
	}
	for p := range s.NumProps() {
		if a, ok := s.Propagator(cp.PropID(p)).(*alldiffDomain); ok {
			a.SetLearning(true)
		}
	}
	return nil
}

// alldiffValueClaim is what AllDifferent's Value level prunes.
const alldiffValueClaim = "forward checking: the value of a fixed variable is in no other domain, and two fixed variables differ"

// alldiffValueReference applies forward checking once.
func alldiffValueReference(doms [][]int) [][]int {
	owner := map[int]int{} // fixed value → its variable
	for i, d := range doms {
		if len(d) == 1 {
			if _, dup := owner[d[0]]; dup {
				return emptied(doms)
			}
			owner[d[0]] = i
		}
	}
	return keepIf(doms, func(i, v int) bool {
		j, fixed := owner[v]
		return !fixed || j == i
	})
}

// alldiffRandomDoms draws 3 to 6 domains over a small window of values, in
// one of several shapes: fewer values than variables (no solution), exactly
// as many, a few more, a Hall set of k variables on k values (which forces
// pruning elsewhere) or k+1 variables on k values (a pigeonhole), or a
// random width. Each value v becomes v*scale.
func alldiffRandomDoms(r *rand.Rand, scale int) [][]int {
	n := 3 + r.IntN(4)
	lo := r.IntN(5) - 2
	width := 0
	hall, hallWidth := 0, 0
	switch r.IntN(6) {
	case 0:
		width = n - 1
	case 1:
		width = n
	case 2:
		width = n + 1 + r.IntN(2)
	case 3, 4:
		width = n + r.IntN(2)
		hallWidth = 2 + r.IntN(n-2)
		hall = hallWidth + r.IntN(2) // k or k+1 variables on k values
	default:
		width = 2 + r.IntN(n+2)
	}
	hallLo := lo + r.IntN(width-hallWidth+1)
	doms := make([][]int, n)
	for i := range doms {
		d := randDom(r, lo, lo+width-1)
		if i < hall {
			d = randDom(r, hallLo, hallLo+hallWidth-1)
		}
		for len(d) > alldiffMaxDomain[n] {
			k := r.IntN(len(d))
			d = append(d[:k], d[k+1:]...)
		}
		for k := range d {
			d[k] *= scale
		}
		doms[i] = d
	}
	r.Shuffle(n, func(i, j int) { doms[i], doms[j] = doms[j], doms[i] })
	return doms
}

// alldiffTiny is exhaustive over every combination of non-empty sub-domains
// (7^4 cases): four variables on four values, so that Hall sets of every
// size and pigeonholes occur.
func alldiffTiny(level Level) func() oracleCase {
	return func() oracleCase {
		return alldiffOracleCase(level, [][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}, {0, 2, 3}})
	}
}

func init() {
	for _, row := range []struct {
		name  string
		level Level
		st    strength
		claim string
	}{
		{"alldifferent-value", Value, claimed, alldiffValueClaim},
		{"alldifferent-bounds", Bounds, boundsZ, ""},
		{"alldifferent-domain", Domain, domainC, ""},
	} {
		addOracleRow(oracleRow{
			name: row.name, strength: row.st, claim: row.claim,
			gen: func(r *rand.Rand) oracleCase {
				c := alldiffOracleCase(row.level, alldiffRandomDoms(r, 1))
				if row.level == Domain && r.IntN(2) == 0 {
					c.post = alldiffLearningPost
				}
				return c
			},
			tiny: alldiffTiny(row.level),
		})
	}
	// Values spread over several words: the multi-word paths of the domain
	// propagator (word walks, the shifted free-value bitset).
	// Values spread up to about 72: spans on both sides of the one-word
	// form's limit of 64 (alldifferent_oneword.go).
	addOracleRow(oracleRow{
		name: "alldifferent-domain-oneword-edge", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			return alldiffOracleCase(Domain, alldiffRandomDoms(r, 8))
		},
	})
	addOracleRow(oracleRow{
		name: "alldifferent-domain-sparse", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			return alldiffOracleCase(Domain, alldiffRandomDoms(r, 37))
		},
	})
}

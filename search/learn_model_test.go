package search_test

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
	"github.com/tessera-cp/tessera/search"
)

// randomModel posts a random small model on a fresh store: 5 to 8
// variables over small domains (some with holes, some interval
// variables), and 2 to 6 constraints drawn from most propagator families
// (binary relations, linear, AllDifferent at every level, tables, negative
// tables, regular, element, count, global cardinality, max, absolute
// difference, clauses over 0/1 variables, lexicographic order). It returns
// the store, its variables (all of them: every solution fixes each one)
// and a description for failure messages.
func randomModel(tb testing.TB, seed uint64) (*cp.Store, []cp.VarID, string) {
	tb.Helper()
	r := rand.New(rand.NewPCG(seed, seed^0x5bd1e995))
	s := cp.NewStore()
	n := 5 + r.IntN(4)
	xs := make([]cp.VarID, n)
	var bitset []cp.VarID // variables with a bitset (no interval variables)
	desc := fmt.Sprintf("seed %d:", seed)
	for i := range xs {
		switch r.IntN(6) {
		case 0: // a domain with holes
			vals := []int{0, 2, 3, 5}[:2+r.IntN(3)]
			xs[i] = s.NewVarValues(vals)
			desc += fmt.Sprintf(" x%d∈%v", xs[i], vals)
		case 1: // an interval variable
			xs[i] = s.NewIntervalVar(0, 2+r.IntN(3))
			desc += fmt.Sprintf(" x%d∈[%d..%d]", xs[i], s.Min(xs[i]), s.Max(xs[i]))
			continue
		default:
			xs[i] = s.NewVar(0, 3+r.IntN(2))
			desc += fmt.Sprintf(" x%d∈%d..%d", xs[i], s.Min(xs[i]), s.Max(xs[i]))
		}
		bitset = append(bitset, xs[i])
	}
	pick := func(from []cp.VarID, k int) []cp.VarID {
		k = min(k, len(from))
		p := r.Perm(len(from))[:k]
		out := make([]cp.VarID, k)
		for i, j := range p {
			out[i] = from[j]
		}
		return out
	}
	m := 5 + r.IntN(5)
	for c := 0; c < m; c++ {
		var err error
		var name string
		switch k := r.IntN(13); {
		case k == 0:
			v := pick(xs, 2)
			off := r.IntN(3) - 1
			err, name = propagators.NotEqual(s, v[0], v[1], off), fmt.Sprintf("x%d≠x%d+%d", v[0], v[1], off)
		case k == 1:
			v := pick(xs, 2)
			off := r.IntN(3) - 1
			err, name = propagators.LessEq(s, v[0], v[1], off), fmt.Sprintf("x%d≤x%d+%d", v[0], v[1], off)
		case k == 2:
			v := pick(xs, 2+r.IntN(3))
			co := make([]int, len(v))
			for i := range co {
				co[i] = r.IntN(5) - 2
				if co[i] == 0 {
					co[i] = 1
				}
			}
			rel := propagators.Rel(r.IntN(4))
			rhs := r.IntN(7) - 1
			err, name = propagators.Linear(s, co, v, rel, rhs), fmt.Sprintf("linear%v·%v%v%d", co, v, rel, rhs)
		case k == 3 && len(bitset) >= 2:
			v := pick(bitset, 2+r.IntN(3))
			lv := propagators.Level(r.IntN(3))
			err, name = propagators.AllDifferent(s, v, lv), fmt.Sprintf("alldiff-%v%v", lv, v)
		case k == 4 && len(bitset) >= 2:
			v := pick(bitset, 2+r.IntN(2))
			tuples := randomTuples(r, s, v)
			err, name = propagators.Table(s, v, tuples), fmt.Sprintf("table%v%v", v, tuples)
		case k == 5 && len(bitset) >= 2:
			v := pick(bitset, 2+r.IntN(2))
			tuples := randomTuples(r, s, v)
			err, name = propagators.NegativeTable(s, v, tuples), fmt.Sprintf("notable%v%v", v, tuples)
		case k == 6 && len(bitset) >= 2:
			v := pick(bitset, 2+r.IntN(3))
			d := randomDFA(tb, r)
			err, name = propagators.Regular(s, v, d), fmt.Sprintf("regular%v", v)
		case k == 7 && len(bitset) >= 2:
			v := pick(bitset, 2)
			arr := make([]int, 3+r.IntN(3))
			for i := range arr {
				arr[i] = r.IntN(5)
			}
			err, name = propagators.Element(s, arr, v[0], v[1]), fmt.Sprintf("element(%v,x%d)=x%d", arr, v[0], v[1])
		case k == 8 && len(bitset) >= 3:
			v := pick(bitset, 3+r.IntN(2))
			val := r.IntN(3)
			err, name = propagators.Count(s, v[1:], val, v[0]), fmt.Sprintf("count(%v=%d)=x%d", v[1:], val, v[0])
		case k == 9 && len(bitset) >= 3:
			v := pick(bitset, 3)
			cnt := []cp.VarID{s.NewVar(0, 2), s.NewVar(0, 2)}
			xs = append(xs, cnt...)
			err, name = propagators.GlobalCardinality(s, v, []int{0, 1}, cnt, false), fmt.Sprintf("gcc%v", v)
		case k == 10:
			v := pick(xs, 3)
			err, name = propagators.Max(s, v[1:], v[0]), fmt.Sprintf("x%d=max%v", v[0], v[1:])
		case k == 11:
			v := pick(xs, 3)
			err, name = propagators.AbsDiff(s, v[0], v[1], v[2]), fmt.Sprintf("|x%d-x%d|=x%d", v[0], v[1], v[2])
		case k == 12:
			b := []cp.VarID{s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1)}
			xs = append(xs, b...)
			if err = propagators.BoolClause(s, b[:1+r.IntN(2)], b[2:]); err == nil {
				err = propagators.Linear(s, []int{1, -1}, []cp.VarID{b[0], pick(xs[:n], 1)[0]}, propagators.LE, 1)
			}
			name = fmt.Sprintf("clause%v", b)
		default:
			v := pick(xs, 2)
			err, name = propagators.Equal(s, v[0], v[1], 0), fmt.Sprintf("x%d=x%d", v[0], v[1])
		}
		if err != nil {
			tb.Fatalf("%s: %s: %v", desc, name, err)
		}
		desc += " " + name
	}
	return s, xs, desc
}

// randomTuples draws tuples over the variables' initial domains.
func randomTuples(r *rand.Rand, s *cp.Store, v []cp.VarID) [][]int {
	var out [][]int
	for range 2 + r.IntN(8) {
		t := make([]int, len(v))
		for i, x := range v {
			t[i] = s.Min(x) + r.IntN(s.Max(x)-s.Min(x)+1)
		}
		out = append(out, t)
	}
	return out
}

// randomDFA draws a small automaton over the symbols 0..5.
func randomDFA(tb testing.TB, r *rand.Rand) *dfa.DFA {
	const states = 3
	next := make([][]int, states)
	for q := range next {
		next[q] = make([]int, 6)
		for sym := range next[q] {
			next[q][sym] = r.IntN(states+1) - 1
		}
	}
	acc := []int{r.IntN(states)}
	d, err := dfa.FromFunc(states, 0, acc, 0, 5, func(q, sym int) int { return next[q][sym] })
	if err != nil {
		tb.Fatal(err)
	}
	return d
}

// learnVariants are the learning searches compared with the plain one.
var learnVariants = []search.Options{
	{VarSelect: search.InputOrder, Learn: true},
	{VarSelect: search.FirstFail, ValSelect: search.ValMax, Learn: true},
	{VarSelect: search.DomWDeg, ValSelect: search.ValSplit, Learn: true, Restart: search.Luby(1)},
	{VarSelect: search.Activity, ValSelect: search.ValRandom, Seed: 3, Learn: true, PhaseSaving: true, Restart: search.Geometric(2, 1.3)},
	{VarSelect: search.Activity, ValSelect: search.ValMedian, Learn: true, PhaseSaving: true},
	{Phases: []search.Phase{{VarSelect: search.Activity}, {VarSelect: search.DomWDeg, ValSelect: search.ValMax}}, Learn: true, LearnMemory: 600},
	// Free search: the model's runs and the activity runs alternate at
	// every restart (Luby(1): several restarts before most first solutions).
	{Phases: []search.Phase{{VarSelect: search.InputOrder, ValSelect: search.ValMax}, {VarSelect: search.FirstFail}}, Learn: true, FreeSearch: true, Restart: search.Luby(1)},
	{VarSelect: search.FirstFail, ValSelect: search.ValSplit, Learn: true, FreeSearch: true},
}

// maxCounted is the most solutions a counted random model may have (each
// one is listed, to catch a solution reported twice).
const maxCounted = 20000

// Counting with and without learning agrees on random small models that
// mix the propagator families: learned nogoods never cut a solution still
// to be counted, and no solution is reported twice.
func TestLearnCountsAgree(t *testing.T) {
	models := 150
	if testing.Short() {
		models = 60
	}
	var learned, sat, skipped int64
	for seed := range uint64(models) {
		s, xs, desc := randomModel(t, seed)
		want, err := search.Count(s, search.Options{Vars: xs}, 0)
		must(t, err)
		if want.Solutions > maxCounted {
			skipped++ // too many to list each one
			continue
		}
		for k, o := range learnVariants {
			s, xs, _ := randomModel(t, seed)
			o = branchOn(o, xs)
			seen := map[string]bool{}
			res, err := search.Solve(s, o, func(s *cp.Store) bool {
				key := fmt.Sprint(values(s, xs))
				if seen[key] {
					t.Fatalf("%s: variant %d: solution %s reported twice", desc, k, key)
				}
				seen[key] = true
				return true
			})
			must(t, err)
			if res.Solutions != want.Solutions || !res.Complete() {
				t.Fatalf("%s: variant %d: %d solutions (%v), want %d", desc, k, res.Solutions, res.Reason, want.Solutions)
			}
			if s.Level() != 0 || s.Explaining() {
				t.Fatalf("%s: variant %d: store left at level %d, explaining %v", desc, k, s.Level(), s.Explaining())
			}
			learned += res.Learned
			if res.Solutions > 0 {
				sat++
			}
		}
	}
	t.Logf("%d clauses learned over %d models (%d with more than %d solutions left out), %d runs with solutions", learned, models, skipped, maxCounted, sat)
	if learned < int64(models) {
		t.Errorf("only %d clauses learned over %d models", learned, models)
	}
}

// Branch and bound with and without learning finds the same optimum, on
// the same random models with a weighted sum to minimise or maximise.
func TestLearnOptimaAgree(t *testing.T) {
	models := 200
	if testing.Short() {
		models = 40
	}
	for seed := range uint64(models) {
		for _, maximize := range []bool{false, true} {
			build := func() (*cp.Store, []cp.VarID, search.Objective, string) {
				s, xs, desc := randomModel(t, seed)
				obj := s.NewIntervalVar(-40, 40)
				co := make([]int, len(xs)+1)
				for i := range xs {
					co[i] = int(seed+uint64(i))%5 - 2
				}
				co[len(xs)] = -1
				must(t, propagators.Linear(s, co, append(append([]cp.VarID(nil), xs...), obj), propagators.EQ, 0))
				if maximize {
					return s, xs, search.Maximize(obj), desc
				}
				return s, xs, search.Minimize(obj), desc
			}
			s, xs, obj, desc := build()
			want, err := search.Solve(s, search.Options{Vars: xs, Objective: obj}, nil)
			must(t, err)
			for k, o := range learnVariants {
				s, xs, obj, _ := build()
				o = branchOn(o, xs)
				o.Objective = obj
				res, err := search.Solve(s, o, nil)
				must(t, err)
				if res.Status() != want.Status() || res.HasObjective && res.Objective != want.Objective {
					t.Fatalf("%s %v: variant %d: %v %d, want %v %d", desc, obj, k, res.Status(), res.Objective, want.Status(), want.Objective)
				}
			}
		}
	}
}

// No learned nogood excludes a solution: on random small models every
// clause each learning variant learns is checked against every solution
// of the model (listed by the plain search: brute force over the fixed
// points of the propagation). A clause with a literal on a variable that
// a solution leaves unfixed (a propagator's own auxiliary) is not checked.
func TestLearnedNogoodsKeepSolutions(t *testing.T) {
	models := 150
	if testing.Short() {
		models = 60
	}
	var checked, skipped int64
	for seed := range uint64(models) {
		s, xs, desc := randomModel(t, seed)
		var sols [][]int // per solution, every variable's value (-1<<62: not fixed)
		res, err := search.Solve(s, search.Options{Vars: xs}, func(s *cp.Store) bool {
			sol := make([]int, s.NumVars())
			for x := range sol {
				sol[x] = unfixed
				if s.Fixed(cp.VarID(x)) {
					sol[x] = s.Value(cp.VarID(x))
				}
			}
			sols = append(sols, sol)
			return len(sols) <= maxCounted
		})
		must(t, err)
		if !res.Complete() {
			skipped++
			continue
		}
		for k, o := range learnVariants {
			s, xs, _ := randomModel(t, seed)
			e, err := search.New(s, branchOn(o, xs))
			must(t, err)
			search.SetLearnHook(e, func(lits []cp.Lit) {
				checked++
				for _, sol := range sols {
					if !clauseHoldsIn(lits, sol) {
						t.Fatalf("%s: variant %d: learned clause %v excludes solution %v", desc, k, lits, sol)
					}
				}
			})
			r := e.Run(nil)
			if r.Solutions != int64(len(sols)) {
				t.Fatalf("%s: variant %d: %d solutions, want %d", desc, k, r.Solutions, len(sols))
			}
			if n := search.LearnFallbacks(e); n != 0 {
				t.Errorf("%s: variant %d: %d conflicts fell back on the decisions (a reason literal that did not hold)", desc, k, n)
			}
		}
	}
	t.Logf("%d learned clauses checked against every solution (%d models with more than %d solutions left out)", checked, skipped, maxCounted)
	if checked < int64(models) {
		t.Errorf("only %d clauses checked over %d models", checked, models)
	}
}

const unfixed = -1 << 62

// clauseHoldsIn reports whether some literal of the clause holds in sol,
// or sol leaves one of its variables unfixed.
func clauseHoldsIn(lits []cp.Lit, sol []int) bool {
	for _, l := range lits {
		if int(l.X) >= len(sol) || sol[l.X] == unfixed || l.Holds(sol[l.X]) {
			return true
		}
	}
	return false
}

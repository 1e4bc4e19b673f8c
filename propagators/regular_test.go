package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

func TestRegularArgs(t *testing.T) {
	d := regularNoThree()
	for _, post := range []struct {
		name string
		f    func(*cp.Store, []cp.VarID, *dfa.DFA) error
	}{{"Regular", Regular}, {"CyclicRegular", CyclicRegular}} {
		s := cp.NewStore()
		x := s.NewVar(0, 2)
		if err := post.f(s, nil, d); !errors.Is(err, ErrArgs) {
			t.Errorf("%s with no variables: err %v, want ErrArgs", post.name, err)
		}
		if err := post.f(s, []cp.VarID{x}, nil); !errors.Is(err, ErrArgs) {
			t.Errorf("%s with a nil DFA: err %v, want ErrArgs", post.name, err)
		}
		if err := post.f(s, []cp.VarID{x, 9}, d); !errors.Is(err, ErrArgs) {
			t.Errorf("%s with a variable outside the store: err %v, want ErrArgs", post.name, err)
		}
		big := make([]cp.VarID, 1<<17)
		for i := range big {
			big[i] = x
		}
		if err := post.f(s, big, regularGridDFA(10, 10)); !errors.Is(err, ErrArgs) {
			t.Errorf("%s on a graph too large: err %v, want ErrArgs", post.name, err)
		}
		if post.name == "CyclicRegular" {
			// A graph of fine size, but 200 states × 1024 words of origins
			// per position.
			ts := []dfa.Transition{{From: 0, Symbol: 65535, To: 1}}
			for q := range 199 {
				ts = append(ts, dfa.Transition{From: q, Symbol: 0, To: q + 1})
			}
			chain, _ := dfa.New(200, 0, []int{199}, ts)
			y := s.NewVar(0, 65535)
			ys := make([]cp.VarID, 100)
			for i := range ys {
				ys[i] = y
			}
			if err := post.f(s, ys, chain); !errors.Is(err, ErrArgs) {
				t.Errorf("%s with too many origin words: err %v, want ErrArgs", post.name, err)
			} else {
				t.Log(err)
			}
			if s.Size(y) != 65536 {
				t.Errorf("%s: a rejected post changed the store", post.name)
			}
		}
		if s.Failed() || s.NumProps() != 0 || s.Size(x) != 3 {
			t.Errorf("%s: a rejected post changed the store", post.name)
		}
	}
}

// A DFA whose language is empty, or has no word of the scope's length,
// makes the store fail; symbols outside the DFA's are removed at post.
func TestRegularPostPruning(t *testing.T) {
	empty, _ := dfa.New(2, 0, nil, []dfa.Transition{{From: 0, Symbol: 1, To: 1}})
	for _, post := range []func(*cp.Store, []cp.VarID, *dfa.DFA) error{Regular, CyclicRegular} {
		s := cp.NewStore()
		xs := []cp.VarID{s.NewVar(0, 5), s.NewVar(0, 5)}
		if err := post(s, xs, empty); err != nil || s.Propagate() {
			t.Errorf("empty language: err %v, want a failed store", err)
		}
		s = cp.NewStore()
		xs = []cp.VarID{s.NewVar(-5, 5), s.NewVar(-5, 5), s.NewVar(-5, 5)}
		if err := post(s, xs, regularNoThree()); err != nil || !s.Propagate() {
			t.Fatalf("no three: err %v or failure", err)
		}
		for _, x := range xs {
			if got := s.String(x); got != "{0,1,2}" {
				t.Errorf("domain %s, want {0,1,2}", got)
			}
		}
	}
	// Regular: a single word leaves no propagator.
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 1), s.NewVar(0, 0), s.NewVar(0, 0)}
	if err := Regular(s, xs, regularNoThree()); err != nil || !s.Propagate() {
		t.Fatalf("err %v or failure", err)
	}
	if s.NumProps() != 0 || s.String(xs[0]) != "{1}" {
		t.Errorf("x0 = %s with %d propagators, want {1} and none", s.String(xs[0]), s.NumProps())
	}
}

// Repeated variables are filtered soundly: x y x over the words whose first
// and last symbols differ has no solution, which the propagators see at the
// latest when every variable is fixed.
func TestRegularRepeatedVariables(t *testing.T) {
	// Words of length 3 whose first and last symbols differ, over 0..1.
	d, _ := dfa.FromFunc(7, 0, []int{5, 6}, 0, 1, func(q, v int) int {
		switch {
		case q == 0:
			return 1 + v // 1, 2: first symbol v
		case q <= 2:
			return 3 + (q - 1) // 3, 4: first symbol q-1, middle read
		case q <= 4 && v != q-3:
			return 5 + v
		}
		return -1
	})
	for _, post := range []func(*cp.Store, []cp.VarID, *dfa.DFA) error{Regular, CyclicRegular} {
		s := cp.NewStore()
		x, y := s.NewVar(0, 1), s.NewVar(0, 1)
		if err := post(s, []cp.VarID{x, y, x}, d); err != nil {
			t.Fatal(err)
		}
		s.Push()
		ok := s.Assign(y, 0) && s.Propagate()
		if ok && s.Fixed(x) {
			t.Errorf("x y x with first ≠ last: fixed x = %d after y = 0", s.Value(x))
		}
		ok = ok && s.Assign(x, 1) && s.Propagate()
		if ok {
			t.Error("x y x with first ≠ last accepted x = 1, y = 0")
		}
		s.PopTo(0)
	}
}

// regularDive runs a random walk of pushes, removals, propagations and
// pops over the scope xs, comparing the domains after each propagation with
// brute-force domain consistency of accepts(word).
func regularDive(t *testing.T, r *rand.Rand, s *cp.Store, xs []cp.VarID, accepts func([]int) bool, steps int) {
	t.Helper()
	ref := func() ([][]int, bool) {
		doms := make([][]int, len(xs))
		for i, x := range xs {
			for v, ok := s.Min(x), true; ok; v, ok = s.Next(x, v) {
				doms[i] = append(doms[i], v)
			}
		}
		sup := make([]map[int]bool, len(xs))
		for i := range sup {
			sup[i] = map[int]bool{}
		}
		any := false
		forEachAssignment(doms, func(vals []int) {
			if accepts(vals) {
				any = true
				for i, v := range vals {
					sup[i][v] = true
				}
			}
		})
		out := make([][]int, len(xs))
		for i := range xs {
			for _, v := range doms[i] {
				if sup[i][v] {
					out[i] = append(out[i], v)
				}
			}
		}
		return out, any
	}
	if !s.Propagate() {
		t.Fatal("fails at the root")
	}
	for step := 0; step < steps; step++ {
		if s.Level() > 0 && r.IntN(3) == 0 {
			s.PopTo(r.IntN(s.Level()))
			// The state popped to was a fixpoint: nothing to do.
			want, _ := ref()
			if got := domains(s, xs); !slices.Equal(got, regularShow(want)) {
				t.Fatalf("step %d: after PopTo %v, want %v", step, got, regularShow(want))
			}
			continue
		}
		s.Push()
		ok := true
		for k := 1 + r.IntN(3); k > 0 && ok; k-- {
			x := xs[r.IntN(len(xs))]
			if s.Fixed(x) {
				continue
			}
			v := s.Min(x) + r.IntN(s.Max(x)-s.Min(x)+1)
			if r.IntN(4) == 0 {
				ok = s.Assign(x, v)
			} else {
				ok = s.Remove(x, v)
			}
		}
		if !ok { // a write emptied a domain
			s.PopTo(s.Level() - 1)
			continue
		}
		before, any := ref()
		ok = s.Propagate()
		if ok != any {
			t.Fatalf("step %d: propagation says %v, brute force %v (domains %v)", step, ok, any, regularShow(before))
		}
		if !ok {
			s.PopTo(s.Level() - 1)
			continue
		}
		if got := domains(s, xs); !slices.Equal(got, regularShow(before)) {
			t.Fatalf("step %d: domains %v, want %v", step, got, regularShow(before))
		}
	}
}

func regularShow(doms [][]int) []string {
	s := cp.NewStore()
	out := make([]string, len(doms))
	for i, d := range doms {
		if len(d) == 0 {
			out[i] = "{}"
			continue
		}
		out[i] = s.String(s.NewVarValues(d))
	}
	return out
}

func TestRegularDive(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	for trial := 0; trial < 40; trial++ {
		var d *dfa.DFA
		for d == nil || d.Minimize().NumTransitions() < 6 {
			nq := 4 + r.IntN(4)
			var ts []dfa.Transition
			for q := range nq {
				for v := range 3 {
					if r.IntN(5) != 0 {
						ts = append(ts, dfa.Transition{From: q, Symbol: v, To: r.IntN(nq)})
					}
				}
			}
			acc := []int{r.IntN(nq), r.IntN(nq)}
			if acc[0] == acc[1] {
				acc = acc[:1]
			}
			d, _ = dfa.New(nq, 0, acc, ts)
		}
		n := 5 + r.IntN(3)
		cyclic := trial%2 == 1
		s := cp.NewStore()
		xs := make([]cp.VarID, n)
		for i := range xs {
			xs[i] = s.NewVar(-1, 3)
		}
		post, accepts := Regular, d.Accepts
		if cyclic {
			post = CyclicRegular
			accepts = func(vals []int) bool { return d.Accepts(regularCycleWord(vals)) }
		}
		if err := post(s, xs, d); err != nil {
			t.Fatal(err)
		}
		if !s.Propagate() {
			continue // no word of this length
		}
		regularDive(t, r, s, xs, accepts, 60)
	}
}

// regularBenchDFA is "no three equal in a row" over 0..2 intersected with
// "the number of 2s is a multiple of 3".
func regularBenchDFA() *dfa.DFA {
	mod3, err := dfa.FromFunc(3, 0, []int{0}, 0, 2, func(q, v int) int {
		if v == 2 {
			return (q + 1) % 3
		}
		return q
	})
	if err != nil {
		panic(err)
	}
	return dfa.Product(regularNoThree(), mod3)
}

func regularBenchStore(tb testing.TB) (*cp.Store, []cp.VarID) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 50)
	for i := range xs {
		xs[i] = s.NewVar(0, 2)
	}
	if err := Regular(s, xs, regularBenchDFA()); err != nil {
		tb.Fatal(err)
	}
	return s, xs
}

// regularLoopStore posts a loop of n cells on a w×h grid.
func regularLoopStore(tb testing.TB, w, h, n int) (*cp.Store, []cp.VarID) {
	s := cp.NewStore()
	xs := make([]cp.VarID, n)
	for i := range xs {
		xs[i] = s.NewVar(0, w*h-1)
	}
	if err := CyclicRegular(s, xs, regularGridDFA(w, h)); err != nil {
		tb.Fatal(err)
	}
	return s, xs
}

func TestRegularNoAllocs(t *testing.T) {
	s, xs := regularBenchStore(t)
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Remove(xs[10], 1)
		s.Assign(xs[30], 2)
		s.Remove(xs[31], 0)
	})
	// And after a backtrack (the full rescan).
	s.Push()
	s.Assign(xs[5], 0)
	s.Propagate()
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[20], 2)
		s.Remove(xs[40], 1)
	})
}

func TestCyclicRegularNoAllocs(t *testing.T) {
	s, xs := regularLoopStore(t, 10, 10, 20)
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 44)
		s.Remove(xs[5], 45)
		s.SetMax(xs[10], 60)
	})
}

// Loops of 4 cells on a 10×10 grid starting 0, 1 (without AllDifferent a
// loop may go back and forth).
func TestCyclicRegularSquare(t *testing.T) {
	s, xs := regularLoopStore(t, 10, 10, 4)
	if !s.Propagate() {
		t.Fatal("fails")
	}
	if !s.Assign(xs[0], 0) || !s.Remove(xs[1], 10) || !s.Propagate() {
		t.Fatal("fails after x0 = 0")
	}
	if got := domains(s, xs); !slices.Equal(got, []string{"{0}", "{1}", "{0,2,11}", "{1,10}"}) {
		t.Errorf("domains %v", got)
	}
	// Odd loops do not exist on a grid.
	s, _ = regularLoopStore(t, 10, 10, 5)
	if s.Propagate() {
		t.Error("a loop of 5 cells on a grid")
	}
}

// regularRandDFA draws a DFA of 2-4 states over 2-3 consecutive symbols
// starting at -1, 0 or 1: each (state, symbol) has a transition to a random
// state with probability 3/4, and each state accepts with probability 1/2.
func regularRandDFA(r *rand.Rand) *dfa.DFA {
	nq, ns, lo := 2+r.IntN(3), 2+r.IntN(2), r.IntN(3)-1
	var ts []dfa.Transition
	for q := range nq {
		for v := lo; v < lo+ns; v++ {
			if r.IntN(4) != 0 {
				ts = append(ts, dfa.Transition{From: q, Symbol: v, To: r.IntN(nq)})
			}
		}
	}
	var acc []int
	for q := range nq {
		if r.IntN(2) == 0 {
			acc = append(acc, q)
		}
	}
	d, err := dfa.New(nq, r.IntN(nq), acc, ts)
	if err != nil {
		panic(err)
	}
	return d
}

// regularNoThree is the DFA of the words over 0..2 without three equal
// symbols in a row: state 1+2k+c means that the word ends with c+1
// copies of k (c = 0, 1).
func regularNoThree() *dfa.DFA {
	next := func(q, v int) int {
		if q == 0 {
			return 1 + 2*v
		}
		last, run := (q-1)/2, (q-1)%2
		switch {
		case v != last:
			return 1 + 2*v
		case run == 0:
			return q + 1
		}
		return -1
	}
	d, err := dfa.FromFunc(7, 0, []int{0, 1, 2, 3, 4, 5, 6}, 0, 2, next)
	if err != nil {
		panic(err)
	}
	return d
}

// regularGridDFA is the adjacency DFA of a w×h grid: state 0 is the start,
// state 1+c means that the last symbol read is cell c (cells are numbered
// row by row from 0), and from 1+c only the orthogonal neighbours of c may
// follow. Every cell state accepts.
func regularGridDFA(w, h int) *dfa.DFA {
	var ts []dfa.Transition
	acc := make([]int, w*h)
	for c := range w * h {
		acc[c] = 1 + c
		ts = append(ts, dfa.Transition{From: 0, Symbol: c, To: 1 + c})
		x, y := c%w, c/w
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			nx, ny := x+d[0], y+d[1]
			if nx >= 0 && nx < w && ny >= 0 && ny < h {
				ts = append(ts, dfa.Transition{From: 1 + c, Symbol: ny*w + nx, To: 1 + ny*w + nx})
			}
		}
	}
	d, err := dfa.New(1+w*h, 0, acc, ts)
	if err != nil {
		panic(err)
	}
	return d
}

// regularRepeatsClaim is what Regular and CyclicRegular prune when a
// variable appears at several positions.
const regularRepeatsClaim = "domain consistency of the relaxation where each position is its own copy of its variable (the closing symbol of CyclicRegular is the first position itself); a variable keeps the values all its positions support"

// regularCycleWord is x₁…xₙ x₁.
func regularCycleWord(vals []int) []int {
	return append(append(make([]int, 0, len(vals)+1), vals...), vals[0])
}

func init() {
	mk := func(d *dfa.DFA, doms [][]int, cyclic bool, rep []int) oracleCase {
		post := Regular
		if cyclic {
			post = CyclicRegular
		}
		word := func(vals []int) []int {
			w := make([]int, 0, len(rep)+1)
			for _, i := range rep {
				w = append(w, vals[i])
			}
			if cyclic {
				w = append(w, w[0])
			}
			return w
		}
		return oracleCase{
			doms: doms,
			post: func(s *cp.Store, xs []cp.VarID) error {
				ys := make([]cp.VarID, len(rep))
				for k, i := range rep {
					ys[k] = xs[i]
				}
				return post(s, ys, d)
			},
			check: func(vals []int) bool { return d.Accepts(word(vals)) },
			reference: func(doms [][]int) [][]int {
				return relaxedSupports(doms, rep, func(pos []int) bool {
					w := slices.Clone(pos)
					if cyclic {
						w = append(w, pos[0])
					}
					return d.Accepts(w)
				})
			},
		}
	}
	ident := func(n int) []int {
		rep := make([]int, n)
		for i := range rep {
			rep[i] = i
		}
		return rep
	}
	randDoms := func(r *rand.Rand, n, lo, hi int) [][]int {
		doms := make([][]int, n)
		for i := range doms {
			doms[i] = randDom(r, lo, hi)
		}
		return doms
	}
	// repeated draws a scope of n+1..n+2 positions over n variables in
	// which some variable occurs twice or more.
	repeated := func(r *rand.Rand, n int) []int {
		rep := ident(n)
		for k := 1 + r.IntN(2); k > 0; k-- {
			rep = append(rep, r.IntN(n))
		}
		r.Shuffle(len(rep), func(i, j int) { rep[i], rep[j] = rep[j], rep[i] })
		return rep
	}

	addOracleRow(oracleRow{
		name: "regular", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := 3 + r.IntN(3)
			return mk(regularRandDFA(r), randDoms(r, n, -2, 3), false, ident(n))
		},
		tiny: func() oracleCase {
			d, _ := dfa.New(3, 0, []int{0, 2}, []dfa.Transition{
				{From: 0, Symbol: 0, To: 1}, {From: 0, Symbol: 1, To: 0},
				{From: 1, Symbol: 0, To: 2}, {From: 1, Symbol: 2, To: 0},
				{From: 2, Symbol: 1, To: 2}, {From: 2, Symbol: 2, To: 1},
			})
			return mk(d, [][]int{{0, 1, 2}, {0, 1, 2}, {0, 1, 2}, {0, 1, 2}}, false, ident(4))
		},
	})
	addOracleRow(oracleRow{
		name: "regular-nothree", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := 3 + r.IntN(4)
			return mk(regularNoThree(), randDoms(r, n, 0, 2), false, ident(n))
		},
		tiny: func() oracleCase {
			return mk(regularNoThree(), [][]int{{0, 1, 2}, {0, 1, 2}, {0, 1}, {0, 1, 2}}, false, ident(4))
		},
	})
	addOracleRow(oracleRow{
		name: "regular-repeated", strength: claimed, claim: regularRepeatsClaim,
		gen: func(r *rand.Rand) oracleCase {
			n := 2 + r.IntN(3)
			return mk(regularRandDFA(r), randDoms(r, n, -2, 3), false, repeated(r, n))
		},
	})
	addOracleRow(oracleRow{
		name: "cyclic-regular", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			n := 1 + r.IntN(5)
			return mk(regularRandDFA(r), randDoms(r, n, -2, 3), true, ident(n))
		},
		tiny: func() oracleCase {
			d, _ := dfa.New(3, 0, []int{1, 2}, []dfa.Transition{
				{From: 0, Symbol: 0, To: 1}, {From: 0, Symbol: 1, To: 2},
				{From: 1, Symbol: 0, To: 2}, {From: 1, Symbol: 2, To: 1},
				{From: 2, Symbol: 1, To: 1}, {From: 2, Symbol: 2, To: 0},
			})
			return mk(d, [][]int{{0, 1, 2}, {0, 1, 2}, {0, 1, 2}, {0, 1, 2}}, true, ident(4))
		},
	})
	addOracleRow(oracleRow{
		name: "cyclic-regular-adjacency", strength: domainC,
		gen: func(r *rand.Rand) oracleCase {
			// Cells 0..5 of a 3×2 grid; cycles of 2..5 cells.
			n := 2 + r.IntN(4)
			doms := make([][]int, n)
			for i := range doms {
				doms[i] = randDom(r, 0, 5)
				if n == 5 && len(doms[i]) > 4 {
					doms[i] = doms[i][:4]
				}
			}
			return mk(regularGridDFA(3, 2), doms, true, ident(n))
		},
		tiny: func() oracleCase {
			// A 2×2 grid is a 4-cycle: 0-1, 1-3, 3-2, 2-0.
			all := []int{0, 1, 2, 3}
			return mk(regularGridDFA(2, 2), [][]int{{0, 1, 3}, {0, 1, 3}, all, {1, 2, 3}}, true, ident(4))
		},
	})
	addOracleRow(oracleRow{
		name: "cyclic-regular-repeated", strength: claimed, claim: regularRepeatsClaim,
		gen: func(r *rand.Rand) oracleCase {
			n := 2 + r.IntN(3)
			return mk(regularRandDFA(r), randDoms(r, n, -2, 3), true, repeated(r, n))
		},
	})
}

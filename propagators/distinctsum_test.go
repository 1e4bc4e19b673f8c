package propagators

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// distinctsumGridDFA is the DFA of the walks on a w×h grid (cells numbered
// row by row): state 0 is the start and state 1+c means the walk stands on
// cell c. Every cell state accepts, and each is entered by its own cell
// only, so DistinctSumRegular also excludes stepping straight back.
func distinctsumGridDFA(w, h int) *dfa.DFA {
	var ts []dfa.Transition
	acc := make([]int, w*h)
	for c := range w * h {
		acc[c] = 1 + c
		ts = append(ts, dfa.Transition{From: 0, Symbol: c, To: 1 + c})
		x, y := c%w, c/w
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			if nx, ny := x+d[0], y+d[1]; nx >= 0 && nx < w && ny >= 0 && ny < h {
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

func TestDistinctSumArgs(t *testing.T) {
	s := cp.NewStore()
	x, y, z, total := s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 3), s.NewVar(0, 20)
	w := []int{1, 2, 3, 4}
	grid := distinctsumGridDFA(2, 2)
	for _, c := range []struct {
		name string
		err  error
	}{
		{"no variables", DistinctSum(s, nil, w, total)},
		{"no weights", DistinctSum(s, []cp.VarID{x, y}, nil, total)},
		{"foreign variable", DistinctSum(s, []cp.VarID{x, 99}, w, total)},
		{"foreign total", DistinctSum(s, []cp.VarID{x, y}, w, 99)},
		{"repeated variable", DistinctSum(s, []cp.VarID{x, y, x}, w, total)},
		{"total among xs", DistinctSum(s, []cp.VarID{x, total}, w, total)},
		{"huge weight", DistinctSum(s, []cp.VarID{x, y}, []int{1, 1 << 41}, total)},
		{"huge sum", DistinctSum(s, []cp.VarID{x, y, z}, []int{1, 1 << 39}, total)},
		{"regular: nil DFA", DistinctSumRegular(s, []cp.VarID{x, y}, nil, w, total)},
		{"regular: no variables", DistinctSumRegular(s, nil, grid, w, total)},
		{"regular: repeated variable", DistinctSumRegular(s, []cp.VarID{x, x}, grid, w, total)},
	} {
		if !errors.Is(c.err, ErrArgs) {
			t.Errorf("%s: got %v, want an error wrapping ErrArgs", c.name, c.err)
		}
	}
	if !s.Propagate() {
		t.Fatal("rejected posts changed the store")
	}

	// A graph over the size limit: 1000 positions over a DFA of 10^4 states.
	var ts []dfa.Transition
	for q := range 10_000 {
		ts = append(ts, dfa.Transition{From: q, Symbol: q % 2, To: (q + 1) % 10_000})
	}
	big, err := dfa.New(10_000, 0, []int{0}, ts)
	if err != nil {
		t.Fatal(err)
	}
	xs := make([]cp.VarID, 1000)
	for i := range xs {
		xs[i] = s.NewVar(0, 1)
	}
	if err := DistinctSumRegular(s, xs, big, []int{1, 2}, s.NewVar(0, 5000)); !errors.Is(err, ErrArgs) {
		t.Errorf("huge graph: got %v, want an error wrapping ErrArgs", err)
	}
}

// TestDistinctSumSmall checks the rewrites and the cases decided at post.
func TestDistinctSumSmall(t *testing.T) {
	// One variable: total = weights[x].
	s := cp.NewStore()
	x, total := s.NewVar(-5, 10), s.NewVar(0, 100)
	if err := DistinctSum(s, []cp.VarID{x}, []int{5, 7, 5}, total); err != nil {
		t.Fatal(err)
	}
	if !s.Propagate() || s.String(x) != "{0,1,2}" || s.String(total) != "{5,7}" {
		t.Errorf("one variable: x %s, total %s", s.String(x), s.String(total))
	}
	s = cp.NewStore()
	x, total = s.NewVar(0, 3), s.NewVar(0, 100)
	if err := DistinctSumRegular(s, []cp.VarID{x}, distinctsumGridDFA(2, 2), []int{4, 3, 2, 1}, total); err != nil {
		t.Fatal(err)
	}
	s.SetMax(total, 3)
	if !s.Propagate() || s.String(x) != "{1,2,3}" {
		t.Errorf("one variable with a DFA: x %s", s.String(x))
	}
	// Three picks among two values cannot be distinct.
	s = cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1)}
	if err := DistinctSum(s, xs, []int{1, 2}, s.NewVar(0, 10)); err != nil {
		t.Fatal(err)
	}
	if s.Propagate() {
		t.Error("three distinct values out of two: the store did not fail")
	}
	// No accepted word.
	s = cp.NewStore()
	xs = []cp.VarID{s.NewVar(0, 1), s.NewVar(0, 1)}
	d, _ := dfa.New(2, 0, []int{1}, []dfa.Transition{{From: 0, Symbol: 0, To: 1}})
	if err := DistinctSumRegular(s, xs, d, []int{1, 2}, s.NewVar(0, 10)); err != nil {
		t.Fatal(err)
	}
	if s.Propagate() {
		t.Error("no word of length 2: the store did not fail")
	}
}

// distinctsumBestWalks returns, over the walks of n cells from start on the
// w×h grid that never step straight back, the best total of a walk of
// distinct cells (-1 if none), one such walk, and the best total of any
// walk (cells may repeat).
func distinctsumBestWalks(w, h, n, start int, weights []int) (best int, bestWalk []int, anyBest int) {
	best, anyBest = -1, -1
	walk := []int{start}
	var rec func(sum int)
	rec = func(sum int) {
		c := walk[len(walk)-1]
		if len(walk) == n {
			anyBest = max(anyBest, sum)
			seen := map[int]bool{}
			for _, v := range walk {
				if seen[v] {
					return
				}
				seen[v] = true
			}
			if sum > best {
				best, bestWalk = sum, append([]int(nil), walk...)
			}
			return
		}
		x, y := c%w, c/w
		for _, d := range [4][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
			nx, ny := x+d[0], y+d[1]
			v := ny*w + nx
			if nx < 0 || nx >= w || ny < 0 || ny >= h || len(walk) >= 2 && v == walk[len(walk)-2] {
				continue
			}
			walk = append(walk, v)
			rec(sum + weights[v])
			walk = walk[:len(walk)-1]
		}
	}
	rec(weights[start])
	return best, bestWalk, anyBest
}

// TestDistinctSumRegularWalks compares the bound with brute force on grid
// walks larger than the oracle's: it never cuts the best walk of distinct
// cells, and the multipliers often bring it below the best walk that may
// revisit cells.
func TestDistinctSumRegularWalks(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	const w, h = 4, 4
	d := distinctsumGridDFA(w, h)
	cases, tighter := 300, 0
	if testing.Short() {
		cases = 60
	}
	for k := range cases {
		weights := make([]int, w*h)
		for v := range weights {
			if r.IntN(3) == 0 {
				weights[v] = 1 + r.IntN(5)
			}
		}
		n, start := 6+r.IntN(4), r.IntN(w*h)
		best, walk, anyBest := distinctsumBestWalks(w, h, n, start, weights)
		// The bound alone, then with min(total) = best.
		for _, goal := range []int{0, best} {
			s := cp.NewStore()
			xs := make([]cp.VarID, n)
			for i := range xs {
				xs[i] = s.NewVar(0, w*h-1)
			}
			total := s.NewVar(0, 100)
			s.Assign(xs[0], start)
			if err := DistinctSumRegular(s, xs, d, weights, total); err != nil {
				t.Fatal(err)
			}
			if best < 0 {
				if goal == 0 {
					// No walk of distinct cells: any answer is sound,
					// but a fixed non-walk must fail (oracle's job).
					continue
				}
				continue
			}
			s.SetMin(total, goal)
			if !s.Propagate() {
				t.Fatalf("case %d (goal %d): failed, but walk %v scores %d", k, goal, walk, best)
			}
			if s.Max(total) < best {
				t.Fatalf("case %d: max(total) %d below the best walk %v of %d", k, s.Max(total), walk, best)
			}
			for i, x := range xs {
				if !s.Contains(x, walk[i]) {
					t.Fatalf("case %d (goal %d): removed %d from position %d of the best walk %v", k, goal, walk[i], i, walk)
				}
			}
			if goal == best && s.Max(total) < anyBest {
				tighter++
			}
		}
	}
	t.Logf("%d cases; the bound is below the best walk with revisits in %d", cases, tighter)
	if tighter == 0 {
		t.Error("the Lagrangian bound never beat the walk bound")
	}
}

func TestDistinctSumNoAllocs(t *testing.T) {
	s := cp.NewStore()
	xs := make([]cp.VarID, 6)
	for i := range xs {
		xs[i] = s.NewVar(0, 9)
	}
	total := s.NewVar(0, 100)
	if err := DistinctSum(s, xs, []int{5, 1, 0, 3, 8, 2, 2, 7, 1, 4}, total); err != nil {
		t.Fatal(err)
	}
	if err := AllDifferent(s, xs, Domain); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.SetMin(total, 25)
		s.Assign(xs[0], 4)
		s.Remove(xs[1], 7)
	})
}

func TestDistinctSumRegularNoAllocs(t *testing.T) {
	const w, h = 6, 6
	s := cp.NewStore()
	xs := make([]cp.VarID, 12)
	for i := range xs {
		xs[i] = s.NewVar(0, w*h-1)
	}
	weights := make([]int, w*h)
	for v := range weights {
		weights[v] = v * 7 % 5
	}
	total := s.NewVar(0, 100)
	if err := DistinctSumRegular(s, xs, distinctsumGridDFA(w, h), weights, total); err != nil {
		t.Fatal(err)
	}
	if err := AllDifferent(s, xs, Domain); err != nil {
		t.Fatal(err)
	}
	assertNoPropagateAllocs(t, s, func(s *cp.Store) {
		s.Assign(xs[0], 14)
		s.SetMin(total, 20)
		s.Assign(xs[1], 15)
	})
}

// distinctsumRandDFA draws a DFA of 2-4 states over the symbols 0..w-1:
// each (state, symbol) has a transition to a random state with probability
// 3/4, and each state accepts with probability 2/3.
func distinctsumRandDFA(r *rand.Rand, w int) *dfa.DFA {
	nq := 2 + r.IntN(3)
	var ts []dfa.Transition
	for q := range nq {
		for v := range w {
			if r.IntN(4) != 0 {
				ts = append(ts, dfa.Transition{From: q, Symbol: v, To: r.IntN(nq)})
			}
		}
	}
	var acc []int
	for q := range nq {
		if r.IntN(3) != 0 {
			acc = append(acc, q)
		}
	}
	d, err := dfa.New(nq, r.IntN(nq), acc, ts)
	if err != nil {
		panic(err)
	}
	return d
}

// distinctsumPathDFA is the DFA of the walks on the path graph 0-1-…-(w-1)
// without U-turns: state 0 is the start, 1+v means the walk stands on v
// after one symbol, and 1+w+2v+k that it stands on v having come from the
// left (k = 0) or the right (k = 1).
func distinctsumPathDFA(w int) *dfa.DFA {
	next := func(q, v int) int {
		if q == 0 {
			return 1 + v
		}
		var at, from int // from: -1 left, +1 right, 0 none
		if q <= w {
			at = q - 1
		} else {
			at, from = (q-1-w)/2, 2*((q-1-w)%2)-1
		}
		switch {
		case v == at+1 && from != 1:
			return 1 + w + 2*v
		case v == at-1 && from != -1:
			return 1 + w + 2*v + 1
		}
		return -1
	}
	all := make([]int, 1+3*w)
	for q := range all {
		all[q] = q
	}
	d, err := dfa.FromFunc(len(all), 0, all, 0, w-1, next)
	if err != nil {
		panic(err)
	}
	return d
}

// The claims of DistinctSum and DistinctSumRegular. With k unfixed xs, F
// the weight of the fixed ones and U the values of the unfixed domains
// other than the fixed values, L_j and H_j the sums of the j smallest and
// largest weights of U:
const (
	distinctsumClaim = "fail when two fixed xs are equal or |U| < k; total within [F+L_k, F+H_k]; a value v of an unfixed x removed when w[v] < min total − F − H_(k−1) or w[v] > max total − F − L_(k−1)"
	// The Lagrangian tightening and the no-step-back refinement only prune
	// more, so the claim checks the plain bounds.
	distinctsumRegularClaim = "total within [F+L_k, F+H_k] and, once xs[0] is fixed, every value of an xs on an accepted word over the current domains (values may repeat) and total between the lightest and the heaviest such word"
)

// distinctsumReference applies the claims once (d nil: DistinctSum).
// doms are the xs, then total.
func distinctsumReference(doms [][]int, w []int, d *dfa.DFA) [][]int {
	n := len(doms) - 1
	inRange := keepIf(doms, func(i, v int) bool { return i == n || (v >= 0 && v < len(w)) })
	for _, dom := range inRange {
		if len(dom) == 0 {
			return emptied(doms)
		}
	}
	fixed := map[int]bool{}
	F, k := 0, 0
	for _, dom := range inRange[:n] {
		if len(dom) == 1 {
			if fixed[dom[0]] {
				return emptied(doms)
			}
			fixed[dom[0]] = true
			F += w[dom[0]]
		} else {
			k++
		}
	}
	var u []int // the weights of U, ascending
	seen := map[int]bool{}
	for _, dom := range inRange[:n] {
		for _, v := range dom {
			if len(dom) > 1 && !fixed[v] && !seen[v] {
				seen[v] = true
				u = append(u, w[v])
			}
		}
	}
	if len(u) < k {
		return emptied(doms)
	}
	slices.Sort(u)
	sum := func(ws []int) int {
		t := 0
		for _, x := range ws {
			t += x
		}
		return t
	}
	lo := func(j int) int { return sum(u[:max(j, 0)]) }
	hi := func(j int) int { return sum(u[len(u)-max(j, 0):]) }
	totLo, totHi := F+lo(k), F+hi(k)
	out := keepIf(inRange, func(i, v int) bool { return i != n || (v >= totLo && v <= totHi) })
	if len(out[n]) == 0 {
		return emptied(doms)
	}
	if d == nil {
		minT, maxT := slices.Min(out[n]), slices.Max(out[n])
		return keepIf(out, func(i, v int) bool {
			if i == n || len(inRange[i]) == 1 {
				return true
			}
			return w[v] >= minT-F-hi(k-1) && w[v] <= maxT-F-lo(k-1)
		})
	}
	if len(inRange[0]) != 1 {
		return out
	}
	// The accepted words over the current domains, by brute force.
	sup := make([]map[int]bool, n)
	for i := range sup {
		sup[i] = map[int]bool{}
	}
	wLo, wHi, found := 0, 0, false
	forEachAssignment(inRange[:n], func(word []int) {
		if !d.Accepts(word) {
			return
		}
		t := 0
		for i, v := range word {
			sup[i][v] = true
			t += w[v]
		}
		if !found {
			wLo, wHi, found = t, t, true
		}
		wLo, wHi = min(wLo, t), max(wHi, t)
	})
	if !found {
		return emptied(doms)
	}
	return keepIf(out, func(i, v int) bool {
		if i == n {
			return v >= wLo && v <= wHi
		}
		return sup[i][v]
	})
}

func init() {
	// mk builds a case over n positions and the total (the last variable).
	mk := func(doms [][]int, weights []int, d *dfa.DFA) oracleCase {
		n := len(doms) - 1
		return oracleCase{
			doms: doms,
			post: func(s *cp.Store, xs []cp.VarID) error {
				if d == nil {
					return DistinctSum(s, xs[:n], weights, xs[n])
				}
				return DistinctSumRegular(s, xs[:n], d, weights, xs[n])
			},
			check: func(vals []int) bool {
				sum := 0
				for i, v := range vals[:n] {
					if v < 0 || v >= len(weights) {
						return false
					}
					for _, u := range vals[:i] {
						if u == v {
							return false
						}
					}
					sum += weights[v]
				}
				return sum == vals[n] && (d == nil || d.Accepts(vals[:n]))
			},
			reference: func(doms [][]int) [][]int { return distinctsumReference(doms, weights, d) },
		}
	}
	gen := func(r *rand.Rand, withDFA bool) oracleCase {
		n, w := 1+r.IntN(4), 3+r.IntN(3)
		weights := make([]int, w)
		for v := range weights {
			weights[v] = r.IntN(8) - 2
		}
		doms := make([][]int, n+1)
		for i := range n {
			doms[i] = randDom(r, 0, w-1)
			for len(doms[i]) > 4 {
				doms[i] = doms[i][1:]
			}
		}
		lo := -4 + r.IntN(3*n+4)
		doms[n] = randDom(r, lo, lo+5)
		if r.IntN(3) == 0 {
			// A wide total: its bounds come from the propagator alone.
			doms[n] = randDom(r, -2*n, 6*n)
		}
		var d *dfa.DFA
		if withDFA {
			if r.IntN(2) == 0 {
				doms[0] = doms[0][:1] // the start fixed: the layered graph is on
			}
			if n >= 3 && r.IntN(2) == 0 {
				// The two heaviest values on one position only: a word takes
				// one of them, the distinct-values bound counts both.
				byWeight := make([]int, w)
				for v := range byWeight {
					byWeight[v] = v
				}
				slices.SortFunc(byWeight, func(a, b int) int { return weights[b] - weights[a] })
				doms[1] = []int{byWeight[0], byWeight[1]}
				for i := 2; i < n; i++ {
					doms[i] = slices.DeleteFunc(doms[i], func(v int) bool { return v == byWeight[0] || v == byWeight[1] })
					if len(doms[i]) == 0 {
						doms[i] = []int{byWeight[2+r.IntN(w-2)]}
					}
				}
			}
			switch r.IntN(4) {
			case 0:
				d = distinctsumPathDFA(w)
			case 1:
				d = distinctsumGridDFA(w, 1) // the path graph, U-turns allowed
			default:
				d = distinctsumRandDFA(r, w)
			}
		}
		return mk(doms, weights, d)
	}
	addOracleRow(oracleRow{
		name: "distinctsum", strength: claimed, claim: distinctsumClaim,
		gen: func(r *rand.Rand) oracleCase { return gen(r, false) },
		tiny: func() oracleCase {
			return mk([][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}, {3, 4, 5, 6}}, []int{1, 2, 3, 1}, nil)
		},
	})
	addOracleRow(oracleRow{
		name: "distinctsum-regular", strength: claimed, claim: distinctsumRegularClaim,
		gen: func(r *rand.Rand) oracleCase { return gen(r, true) },
		tiny: func() oracleCase {
			return mk([][]int{{0, 1, 2}, {0, 1, 2}, {1, 2, 3}, {3, 4, 5, 6}}, []int{1, 2, 3, 1}, distinctsumPathDFA(4))
		},
	})
}

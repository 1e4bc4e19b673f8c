package propagators

import (
	"errors"
	"math/rand/v2"
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

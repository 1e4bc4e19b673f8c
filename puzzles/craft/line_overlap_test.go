package craft

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/nonogram"
)

// TestLineOverlapSound checks the overlap rule against every line of 1 to
// 10 cells: with some of the line's cells given, it never removes the
// line's own value of a cell (nor fails), and at its fixpoint every cell
// that the brute-force packings agree on is set: each run's extreme
// starts over all fillings that fit the clue and the cells known, the
// cells a run covers at both extremes filled, the cells between the
// same two runs at both extremes blank.
func TestLineOverlapSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	pruned := 0
	for n := 1; n <= 10; n++ {
		for mask := range 1 << n {
			line := make([]bool, n)
			for j := range n {
				line[j] = mask>>j&1 == 1
			}
			clue := nonogram.Runs(line)
			for range 3 {
				s := cp.NewStore()
				xs := make([]cp.VarID, n)
				for i := range xs {
					xs[i] = s.NewVar(0, 1)
				}
				p := newLineOverlap(xs, clue)
				postRule(s, p, xs)
				given := make([]bool, n)
				for j := range n {
					if given[j] = rng.IntN(3) == 0; given[j] && !s.Assign(xs[j], b2i(line[j])) {
						t.Fatal("assign")
					}
				}
				if !s.Propagate() {
					t.Fatalf("clue %v: the rule fails on %v", clue, line)
				}
				state := make([]int8, n)
				for j, x := range xs {
					if !s.Contains(x, b2i(line[j])) {
						t.Fatalf("clue %v: the rule removes cell %d's value from %v", clue, j, line)
					}
					state[j] = -1
					if s.Fixed(x) {
						state[j] = int8(s.Value(x))
						if !given[j] {
							pruned++
						}
					}
				}
				for j, v := range overlapBrute(n, clue, state) {
					if v >= 0 && state[j] != v {
						t.Fatalf("clue %v, cells %v: the packings agree on cell %d = %d, the rule left it %d", clue, state, j, v, state[j])
					}
				}
			}
		}
	}
	if pruned == 0 {
		t.Fatal("the rule pruned nothing")
	}
}

// TestLineOverlapFails: a line whose known cells no filling fits fails.
func TestLineOverlapFails(t *testing.T) {
	s := cp.NewStore()
	xs := []cp.VarID{s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1), s.NewVar(0, 1)}
	postRule(s, newLineOverlap(xs, []int{2}), xs)
	if !s.Assign(xs[0], 1) || !s.Assign(xs[3], 1) {
		t.Fatal("assign")
	}
	if s.Propagate() {
		t.Fatal("a run of 2 cannot cover cells 1 and 4: the rule should fail")
	}
}

// overlapBrute is what the two packings of the line agree on, from every
// filling of n cells with the clue's runs that agrees with state (-1
// open): per cell 1, 0, or -1 for nothing.
func overlapBrute(n int, clue []int, state []int8) []int8 {
	m := len(clue)
	lo, hi := make([]int, m), make([]int, m)
	for k := range m {
		lo[k], hi[k] = n, -1
	}
	any := false
	for mask := range 1 << n {
		line := make([]bool, n)
		ok := true
		for j := range n {
			line[j] = mask>>j&1 == 1
			if state[j] >= 0 && int8(b2i(line[j])) != state[j] {
				ok = false
			}
		}
		if !ok || !slices.Equal(nonogram.Runs(line), clue) {
			continue
		}
		any = true
		k := 0
		for j := range n {
			if line[j] && (j == 0 || !line[j-1]) {
				lo[k], hi[k] = min(lo[k], j), max(hi[k], j)
				k++
			}
		}
	}
	out := make([]int8, n)
	for j := range out {
		out[j] = -1
	}
	if !any {
		return out
	}
	for k := range m {
		for j := hi[k]; j < lo[k]+clue[k]; j++ {
			out[j] = 1
		}
	}
	for k := 0; k <= m; k++ {
		from, to := 0, n
		if k > 0 {
			from = hi[k-1] + clue[k-1]
		}
		if k < m {
			to = lo[k]
		}
		for j := from; j < to; j++ {
			out[j] = 0
		}
	}
	return out
}

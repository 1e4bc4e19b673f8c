package craft

import (
	"math/rand/v2"
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// postRule posts a companion propagator on a fresh store the way the
// tunings do, subscribed to every variable of xs.
func postRule(s *cp.Store, p cp.Propagator, xs []cp.VarID) {
	id := s.Post(p, cp.Linear, "rule")
	for i, x := range xs {
		s.Subscribe(id, x, cp.OnFixed, int32(i))
	}
}

// TestSkylineRulesSound checks the easy skyline rules against every order
// of a line of 4, 5 and 6: with any of the order's heights placed, the
// rules never remove a height the order has, for any clue it shows.
func TestSkylineRulesSound(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	pruned := 0
	for n := 4; n <= 6; n++ {
		for clue := 2; clue <= n; clue++ {
			for _, perm := range skylineRows(n, clue) {
				for range 6 {
					s := cp.NewStore()
					xs := make([]cp.VarID, n)
					for i := range xs {
						xs[i] = s.NewVar(1, n)
					}
					postRule(s, &skylineRules{xs: xs, clue: clue, pos: make([]int, n+1)}, xs)
					given := make([]bool, n)
					for i, v := range perm {
						if given[i] = rng.IntN(3) == 0; given[i] && !s.Assign(xs[i], v) {
							t.Fatalf("assign %v", perm)
						}
					}
					if !s.Propagate() {
						t.Fatalf("n %d clue %d: the rules fail on %v, which shows %d", n, clue, perm, clue)
					}
					for i, v := range perm {
						if !s.Contains(xs[i], v) {
							t.Fatalf("n %d clue %d: the rules remove %d from cell %d of %v", n, clue, v, i, perm)
						}
						if !given[i] && s.Size(xs[i]) < n {
							pruned++
						}
					}
				}
			}
		}
	}
	if pruned == 0 {
		t.Fatal("the rules pruned nothing")
	}
}

// TestSkylineRowsCount checks the table of orders against known counts:
// the orders of 1..n showing k buildings are the unsigned Stirling
// numbers of the first kind [n, k].
func TestSkylineRowsCount(t *testing.T) {
	for _, c := range []struct{ n, k, want int }{{4, 1, 6}, {4, 2, 11}, {4, 3, 6}, {4, 4, 1}, {5, 2, 50}, {5, 3, 35}, {6, 3, 225}, {7, 4, 735}} {
		if got := len(skylineRows(c.n, c.k)); got != c.want {
			t.Errorf("skylineRows(%d, %d): %d orders, want %d", c.n, c.k, got, c.want)
		}
	}
}

// TestRowCopySound checks the row-copy rule on random grids of balanced,
// pairwise distinct lines: with any of their cells given, it never
// removes a line's own symbol, and it does prune.
func TestRowCopySound(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	const n, lines = 6, 5
	var balanced [][]int
	for m := range 1 << n {
		line := make([]int, n)
		ones := 0
		for j := range n {
			line[j] = m >> j & 1
			ones += line[j]
		}
		if ones == n/2 {
			balanced = append(balanced, line)
		}
	}
	pruned := 0
	for range 3000 {
		perm := rng.Perm(len(balanced))[:lines]
		s := cp.NewStore()
		vars := make([][]cp.VarID, lines)
		var all []cp.VarID
		for i := range vars {
			vars[i] = make([]cp.VarID, n)
			for j := range n {
				vars[i][j] = s.NewVar(0, 1)
				all = append(all, vars[i][j])
			}
		}
		p := &rowCopy{lines: vars, half: n / 2, masks: make([][2]uint64, lines), counts: make([][2]int, lines)}
		postRule(s, p, all)
		given := map[cp.VarID]bool{}
		for i := range vars {
			for j := range n {
				if rng.IntN(3) != 0 {
					given[vars[i][j]] = true
					if !s.Assign(vars[i][j], balanced[perm[i]][j]) {
						t.Fatal("assign")
					}
				}
			}
		}
		if !s.Propagate() {
			t.Fatal("the rule fails on distinct balanced lines")
		}
		for i := range vars {
			for j := range n {
				if !s.Contains(vars[i][j], balanced[perm[i]][j]) {
					t.Fatalf("the rule removes line %d's own symbol at %d", i, j)
				}
				if !given[vars[i][j]] && s.Fixed(vars[i][j]) {
					pruned++
				}
			}
		}
	}
	if pruned == 0 {
		t.Fatal("the rule pruned nothing")
	}
}

package sudoku

import (
	"math/rand/v2"
	"testing"
)

// walkRepeats is the reference: a value twice in some unit, found by
// walking the units.
func walkRepeats(g [][]int, n, b int) bool {
	for _, u := range units(n, b) {
		seen := make([]bool, n+1)
		for _, cell := range u.cells {
			v := g[cell[0]][cell[1]]
			if v == 0 {
				continue
			}
			if seen[v] {
				return true
			}
			seen[v] = true
		}
	}
	return false
}

// TestNoRepeatAgainstUnits: the one-pass masks agree with the walk over
// the units on random grids of every side, solved grids with one cell
// changed, and sparse ones; sides they cannot hold are left to the walk.
func TestNoRepeatAgainstUnits(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 1))
	counts := [2]int{}
	for _, n := range []int{4, 9, 16, 25} {
		b := map[int]int{4: 2, 9: 3, 16: 4, 25: 5}[n]
		for k := range 400 {
			g := make([][]int, n)
			for r := range g {
				g[r] = make([]int, n)
				for c := range g[r] {
					switch k % 3 {
					case 0: // a solved grid (pattern), one cell changed below
						g[r][c] = (r%b*b+r/b+c)%n + 1
					case 1: // sparse
						if rng.IntN(8) == 0 {
							g[r][c] = 1 + rng.IntN(n)
						}
					default:
						if rng.IntN(2) == 0 {
							g[r][c] = 1 + rng.IntN(n)
						}
					}
				}
			}
			if k%3 == 0 && k%2 == 0 {
				g[rng.IntN(n)][rng.IntN(n)] = 1 + rng.IntN(n)
			}
			none, ok := noRepeat(g, n, b)
			if !ok {
				t.Fatalf("side %d: noRepeat cannot tell", n)
			}
			if want := !walkRepeats(g, n, b); none != want {
				t.Fatalf("side %d, case %d: noRepeat %v, the units walk %v\n%v", n, k, none, want, g)
			}
			counts[map[bool]int{false: 0, true: 1}[none]]++
		}
	}
	if counts[0] == 0 || counts[1] == 0 {
		t.Fatalf("repeats found %d, grids without %d: one side of the check is empty", counts[0], counts[1])
	}
	if _, ok := noRepeat(make([][]int, 36), 36, 6); ok {
		t.Error("a 36×36 grid fits the masks")
	}
	if _, ok := noRepeat([][]int{{1, 2, 3, 4}}, 4, 2); ok {
		t.Error("a grid of one row passes for 4×4")
	}
}

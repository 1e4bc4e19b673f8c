package hitori

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// floodConnected is the plain test: a fill from one kept cell reaches
// every kept cell.
func floodConnected(shaded []bool, n int) bool {
	start, kept := -1, 0
	for i, s := range shaded {
		if !s {
			kept++
			if start < 0 {
				start = i
			}
		}
	}
	seen := make([]bool, n*n)
	stack := []int{start}
	seen[start] = true
	reached := 0
	for len(stack) > 0 {
		i := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		reached++
		var nb [4]int
		for _, j := range nb[:neighbours(n, i, &nb)] {
			if !shaded[j] && !seen[j] {
				seen[j] = true
				stack = append(stack, j)
			}
		}
	}
	return reached == kept
}

// TestStaysConnected: Planted's test, from the shaded cell's neighbours,
// answers as a fill over the whole grid at every cell Planted tries
// (those it keeps shaded and those it gives back) of 200 draws of sides 3
// to 8, cells of the border and corners included.
func TestStaysConnected(t *testing.T) {
	var f connectScratch
	tried, refused := 0, 0
	for seed := uint64(1); seed <= 200; seed++ {
		n := 3 + int(seed%6)
		g := draw.New(seed, stream)
		shaded := make([]bool, n*n)
		for _, i := range g.Perm(n * n) {
			if touchesShaded(shaded, n, i) {
				continue
			}
			shaded[i] = true
			want := floodConnected(shaded, n)
			if got := f.staysConnected(shaded, n, i); got != want {
				t.Fatalf("side %d, seed %d, cell %d shaded: staysConnected %v, a whole fill %v", n, seed, i, got, want)
			}
			tried++
			if !want {
				shaded[i] = false
				refused++
			}
		}
	}
	if refused == 0 || refused == tried {
		t.Errorf("%d cells tried, %d refused: the cases lack one kind", tried, refused)
	}
}

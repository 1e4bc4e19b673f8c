package propagators

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
)

// TestRegularPostAllocsPerPosition: posting a Regular allocates its arrays
// in blocks, not a few per position (a Kakurasu or nonogram build posts a
// Regular per line): a line of 40 cells costs at most 20 objects
// beyond a line of 5 (47 when each position had its mask and its
// removal words).
func TestRegularPostAllocsPerPosition(t *testing.T) {
	// The sum of the 0/1 symbols is 0 modulo 3.
	mod3, err := dfa.FromFunc(3, 0, []int{0}, 0, 1, func(q, v int) int { return (q + v) % 3 })
	if err != nil {
		t.Fatal(err)
	}
	post := func(n int) float64 {
		setup := testing.AllocsPerRun(5, func() {
			s := cp.NewStore()
			for range n {
				s.NewVar(0, 1)
			}
		})
		return testing.AllocsPerRun(5, func() {
			s := cp.NewStore()
			xs := make([]cp.VarID, n)
			for i := range xs {
				xs[i] = s.NewVar(0, 1)
			}
			if err := Regular(s, xs, mod3); err != nil {
				t.Fatal(err)
			}
		}) - setup - 1 // xs
	}
	small, large := post(5), post(40)
	if large > small+20 {
		t.Errorf("Regular over 40 cells allocates %.0f objects, over 5 cells %.0f: want at most 20 more (the store's own arrays grow too)", large, small)
	}
	t.Logf("Regular's post: %.0f objects over 5 cells, %.0f over 40", small, large)
}

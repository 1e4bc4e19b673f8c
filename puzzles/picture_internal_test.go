package puzzles

import (
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// TestCheckStateVerifies: a complete state goes through the puzzle's own
// Verify even when the kind's Conflicts sees nothing wrong (here a
// Conflicts that never sees anything): Verify is the authority.
func TestCheckStateVerifies(t *testing.T) {
	ps, err := OpenBundled("kenken/seed_3x3")
	if err != nil {
		t.Fatal(err)
	}
	kp := ps[0].(puzzle[kenken.Puzzle, kenken.Solution])
	blindKind := *kp.k
	pic := *blindKind.Picture
	pic.Conflicts = func(*kenken.Puzzle, *render.State) []render.Highlight { return nil }
	blindKind.Picture = &pic
	ps[0] = puzzle[kenken.Puzzle, kenken.Solution]{&blindKind, kp.p}
	st := render.NewState(3, 3)
	for r := range 3 {
		for c := range 3 {
			st.Values[r][c] = 1 // every row and column has three 1s
		}
	}
	v, err := CheckState(ps[0], st)
	if err != nil {
		t.Fatal(err)
	}
	if v.Solved || !v.Complete || len(v.Broken) != 1 || !strings.Contains(v.Broken[0].Caption, "row 1 has two 1s") {
		t.Errorf("a grid of 1s: %+v", v)
	}
}

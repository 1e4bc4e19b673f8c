package craft

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// fishPosition is a 4×4 Latin square's candidates where digit 1 may stand
// in row r only in the columns of ones[r]; the other digits anywhere.
func fishPosition(t *testing.T, ones [4][]int) *Model {
	t.Helper()
	s := cp.NewStore()
	m := &Model{Store: s}
	for r := range 4 {
		for c := range 4 {
			x := s.NewVar(1, 4)
			m.Vars = append(m.Vars, x)
			keep := false
			for _, k := range ones[r] {
				keep = keep || k == c
			}
			if !keep && !s.Remove(x, 1) {
				t.Fatal("remove")
			}
		}
	}
	return m
}

// TestLatinFish: an X-wing on digit 1 (rows 1 and 3 hold it only in
// columns 1 and 3, row 2 holds it in column 1 too) is found; the same
// rows with nothing to strike, and a hidden single, are not fish.
func TestLatinFish(t *testing.T) {
	if m := fishPosition(t, [4][]int{{0, 2}, {0, 1, 3}, {0, 2}, {1, 3}}); !latinFish(m) {
		t.Error("the X-wing on 1 in rows 1 and 3 is not found")
	}
	if m := fishPosition(t, [4][]int{{0, 2}, {1, 3}, {0, 2}, {1, 3}}); latinFish(m) {
		t.Error("a fish is found where none strikes a candidate")
	}
	if m := fishPosition(t, [4][]int{{0}, {0, 1, 2, 3}, {1, 2, 3}, {1, 2, 3}}); latinFish(m) {
		t.Error("a hidden single is taken for a fish")
	}
	// A 3×3 one (swordfish) on a 4×4: rows 1-3 in columns 1-3, row 4 in
	// column 2 and 4.
	if m := fishPosition(t, [4][]int{{0, 1}, {1, 2}, {0, 2}, {1, 3}}); !latinFish(m) {
		t.Error("the swordfish on 1 in rows 1-3 is not found")
	}
}

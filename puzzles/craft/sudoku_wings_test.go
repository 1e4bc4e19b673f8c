package craft

import "testing"

// openGrid is a 9×9 candGrid with every candidate open but in the cells
// given ("r1c1" style indexes to their candidates, as digits).
func openGrid(cells map[int][]int) *candGrid {
	g := newCandGrid(9, 3)
	for i := range g.base {
		g.base[i] = 1<<9 - 1
	}
	for c, vs := range cells {
		g.base[c] = 0
		for _, v := range vs {
			g.base[c] |= 1 << (v - 1)
		}
	}
	return g
}

// rc is the index of row r, column c (1-based) of a 9×9 grid.
func rc(r, c int) int { return (r-1)*9 + c - 1 }

func TestWings(t *testing.T) {
	for _, tc := range []struct {
		name  string
		cells map[int][]int
		value int
		want  map[int]int // cell: the fewest cells of a wing removing value there
		none  []int       // cells holding value that no wing clears
	}{
		{
			// Pivot r1c1 {1,2}, wings r1c5 {1,3} and r5c1 {2,3}: r5c5
			// sees both 3s.
			name:  "XY-wing",
			cells: map[int][]int{rc(1, 1): {1, 2}, rc(1, 5): {1, 3}, rc(5, 1): {2, 3}},
			value: 3, want: map[int]int{rc(5, 5): 3}, none: []int{rc(5, 6), rc(1, 2), rc(9, 9)},
		},
		{
			// Pivot r1c1 {1,2,3}, wings r1c5 {1,3} and r2c2 {2,3}: r1c2
			// and r1c3 see the three 3s.
			name:  "XYZ-wing",
			cells: map[int][]int{rc(1, 1): {1, 2, 3}, rc(1, 5): {1, 3}, rc(2, 2): {2, 3}},
			value: 3, want: map[int]int{rc(1, 2): 3, rc(1, 3): 3}, none: []int{rc(1, 4), rc(2, 5), rc(3, 3)},
		},
		{
			// Box 1 holds r1c1 {1,2,5}, r2c2 {2,3}, r3c3 {3,5}: four values
			// in three cells; r1c7 {1,5} sees its 1: r1c2 and r1c3 see
			// every 5.
			name:  "WXYZ-wing",
			cells: map[int][]int{rc(1, 1): {1, 2, 5}, rc(2, 2): {2, 3}, rc(3, 3): {3, 5}, rc(1, 7): {1, 5}},
			value: 5, want: map[int]int{rc(1, 2): 4, rc(1, 3): 4}, none: []int{rc(1, 8), rc(2, 1), rc(3, 7)},
		},
		{
			// The same with r1c7 {1,5} made {1,6,5}: no wing (four cells,
			// five values).
			name:  "no wing",
			cells: map[int][]int{rc(1, 1): {1, 2, 5}, rc(2, 2): {2, 3}, rc(3, 3): {3, 5}, rc(1, 7): {1, 5, 6}},
			value: 5, none: []int{rc(1, 2), rc(1, 3)},
		},
		{
			// A chain of four cells with two candidates, r1c1 {1,2}, r1c5
			// {2,3}, r5c5 {3,4}, r5c1 {4,1}, removes 1 from r2c1 as four
			// cells with four values would, but it is Sukaku Explainer's
			// XY-chain, not a wing.
			name:  "XY-chain",
			cells: map[int][]int{rc(1, 1): {1, 2}, rc(1, 5): {2, 3}, rc(5, 5): {3, 4}, rc(5, 1): {4, 1}},
			value: 1, none: []int{rc(2, 1), rc(3, 1)},
		},
		{
			// r1c1 {1,2}, r1c2 {2,3}, r1c3 {3,4} and r5c2 {1,4}: four
			// values, but r5c2 sees neither the 1 nor the 4 of the
			// others, two values loose: no wing (2, 3 and 4 in row 1 and 4
			// at r5c2 leave 1 to r5c1).
			name:  "two values loose",
			cells: map[int][]int{rc(1, 1): {1, 2}, rc(1, 2): {2, 3}, rc(1, 3): {3, 4}, rc(5, 2): {1, 4}},
			value: 1, none: []int{rc(5, 1), rc(2, 2)},
		},
	} {
		w := newWingSearch(openGrid(tc.cells))
		w.find()
		for c, k := range tc.want {
			if got := int(w.minCells[c*9+tc.value-1]); got != k {
				t.Errorf("%s: %d at r%dc%d removed by a wing of %d cells, want %d", tc.name, tc.value, c/9+1, c%9+1, got, k)
			}
		}
		for _, c := range tc.none {
			if got := w.minCells[c*9+tc.value-1]; got != 0 {
				t.Errorf("%s: %d at r%dc%d removed by a wing of %d cells, want none", tc.name, tc.value, c/9+1, c%9+1, got)
			}
		}
	}
}

// TestEasiestTakesWing checks that the probe walk's step takes a WXYZ-wing
// at its cost, below the chains that refute the same value.
func TestEasiestTakesWing(t *testing.T) {
	g := openGrid(map[int][]int{rc(1, 1): {1, 2, 5}, rc(2, 2): {2, 3}, rc(3, 3): {3, 5}, rc(1, 7): {1, 5}})
	if k := g.probe(rc(1, 2), 1<<4, probeNaked); k == 0 || probeCost(probeNaked, k) <= wingCost(4) {
		t.Fatalf("5 at r1c2 refuted by naked singles in %d waves: want a chain costlier than the wing", k)
	}
	c, v, class, cost, ok := g.easiest()
	if !ok || c != rc(1, 2) || v != 5 || class != probeWing || cost != wingCost(4) {
		t.Errorf("easiest: %d at r%dc%d, class %d, cost %d (%v); want 5 at r1c2 by the wing of 4 cells, cost %d", v, c/9+1, c%9+1, class, cost, ok, wingCost(4))
	}
}

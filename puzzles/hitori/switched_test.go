package hitori

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
)

// TestSwitchedShape: a valid puzzle up to SwitchedMax a side has a shape
// (its size), one past it or not valid has none, and BuildSwitchedOn
// refuses the latter.
func TestSwitchedShape(t *testing.T) {
	grid := func(rows, cols, v int) [][]int {
		g := make([][]int, rows)
		for r := range g {
			g[r] = make([]int, cols)
			for c := range g[r] {
				g[r][c] = v
			}
		}
		return g
	}
	for _, tc := range []struct {
		p    Puzzle
		want string
	}{
		{Puzzle{Rows: 2, Cols: 3, Grid: grid(2, 3, 1)}, "2x3"},
		{Puzzle{Rows: SwitchedMax, Cols: SwitchedMax, Grid: grid(SwitchedMax, SwitchedMax, 7)}, "16x16"},
		{Puzzle{Rows: SwitchedMax + 1, Cols: 2, Grid: grid(SwitchedMax+1, 2, 1)}, ""},
		{Puzzle{Rows: 2, Cols: 2, Grid: grid(2, 2, 0)}, ""}, // 0 is not a number of the grid
	} {
		if got := SwitchedShape(&tc.p); got != tc.want {
			t.Errorf("%dx%d: shape %q, want %q", tc.p.Rows, tc.p.Cols, got, tc.want)
		}
		m, _, err := BuildSwitchedOn(&tc.p, cp.NewStore())
		if (err == nil) != (tc.want != "") || (m == nil) == (err == nil) {
			t.Errorf("%dx%d: BuildSwitchedOn %v, %v", tc.p.Rows, tc.p.Cols, m, err)
		}
	}
}

// TestSwitchedOff: Off takes out exactly the clauses of the unequal pairs
// of a line, each clause's propagators once: a 2x3 grid of one number
// keeps all 3+3 row pairs' and 3 column pairs' clauses, one with every
// number different keeps none.
func TestSwitchedOff(t *testing.T) {
	sw, err := buildSwitched(2, 3, cp.NewStore())
	if err != nil {
		t.Fatal(err)
	}
	if len(sw.Pairs) != 9 {
		t.Fatalf("%d pairs, want 9", len(sw.Pairs))
	}
	count := func(g [][]int) int {
		seen := map[cp.PropID]bool{}
		sw.Off(&Puzzle{Rows: 2, Cols: 3, Grid: g}, func(id cp.PropID) {
			if seen[id] {
				t.Errorf("propagator %d taken out twice", id)
			}
			seen[id] = true
		})
		return len(seen)
	}
	all := 0
	for _, pr := range sw.Pairs {
		all += len(pr.Props)
	}
	if got := count([][]int{{1, 1, 1}, {1, 1, 1}}); got != 0 {
		t.Errorf("one number: %d propagators off, want 0", got)
	}
	if got := count([][]int{{1, 2, 3}, {4, 5, 6}}); got != all || all < 9 {
		t.Errorf("all different: %d propagators off, want all %d", got, all)
	}
	if got := count([][]int{{1, 2, 1}, {2, 1, 2}}); got == 0 || got == all {
		t.Errorf("some equal: %d propagators off of %d", got, all)
	}
}

package skyscrapers

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
)

func cloneGrid(g [][]int) [][]int {
	out := make([][]int, len(g))
	for i, row := range g {
		out[i] = slices.Clone(row)
	}
	return out
}

// TestVerifyRejectsMutations changes one cell of every known solution, and
// swaps two neighbours in a row: Verify must reject each grid. Swapping
// two whole rows keeps the Latin square: only the clues (or a given)
// catch it.
func TestVerifyRejectsMutations(t *testing.T) {
	files := bundledFiles(t)
	tried := 0
	for _, name := range slices.Sorted(maps.Keys(files)) {
		p, err := Parse(name, files[name])
		if err != nil {
			t.Fatal(err)
		}
		if p.Known == nil {
			continue
		}
		n := p.N
		for r := range n {
			for c := range n {
				g := cloneGrid(p.Known.Grid)
				g[r][c] = g[r][c]%n + 1
				if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) {
					t.Fatalf("%s: changed (%d,%d): got %v", name, r+1, c+1, err)
				}
				g = cloneGrid(p.Known.Grid)
				c2 := (c + 1) % n
				g[r][c], g[r][c2] = g[r][c2], g[r][c]
				if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) {
					t.Fatalf("%s: swapped (%d,%d): got %v", name, r+1, c+1, err)
				}
				tried += 2
			}
		}
		g := cloneGrid(p.Known.Grid)
		g[0], g[1] = g[1], g[0]
		err = Verify(p, &Solution{Grid: g})
		if !errors.Is(err, ErrNotSolution) || !(strings.Contains(err.Error(), " clue of ") || strings.Contains(err.Error(), "is given there")) {
			t.Fatalf("%s: swapped rows 1 and 2: got %v", name, err)
		}
	}
	if tried == 0 {
		t.Fatal("no known solution to mutate")
	}
	t.Logf("%d mutated grids rejected", tried)
}

func TestVerifyMessages(t *testing.T) {
	p, err := Parse("p", []byte(mini))
	if err != nil {
		t.Fatal(err)
	}
	good := [][]int{{4, 3, 2, 1}, {1, 2, 4, 3}, {3, 4, 1, 2}, {2, 1, 3, 4}}
	if err := Verify(p, &Solution{Grid: good}); err != nil {
		t.Fatal(err)
	}
	g, err := Parse("g", []byte("skyscrapers\n....\n.2..\n....\n....\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		p      *Puzzle
		grid   [][]int
		phrase string
	}{
		{"rows", p, good[:3], "the solution has 3 rows, expected 4"},
		{"row", p, [][]int{good[0], good[1][:3], good[2], good[3]}, "row 2 has 3 heights, expected 4"},
		{"range", p, [][]int{good[0], good[1], good[2], {2, 1, 3, 5}}, "row 4, column 4 holds 5, expected a height 1..4"},
		{"row twice", p, [][]int{good[0], good[1], good[2], {2, 1, 3, 3}}, "row 4 has two 3s"},
		{"column twice", p, [][]int{good[0], good[1], good[2], {2, 1, 4, 3}}, "column 3 has two 4s"},
		{"clue", p, [][]int{good[1], good[0], good[2], good[3]}, "the top clue of column 1 is 1, but 2 buildings are seen ([1] [4] 3 2)"},
		{"right clue", p, [][]int{good[0], good[1], good[2], good[3]}, ""},
		{"given", g, [][]int{{1, 2}, {2, 1}}, "row 1, column 1 holds 1, but 2 is given there"},
	} {
		err := Verify(tt.p, &Solution{Grid: tt.grid})
		if tt.phrase == "" {
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
			}
			continue
		}
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
	if err := Verify(p, nil); !errors.Is(err, ErrNotSolution) {
		t.Errorf("nil: got %v", err)
	}
	// The right clue of row 2 (2) seen against a row read backwards.
	bad := cloneGrid(good)
	q := *p
	q.Top, q.Bottom, q.Left = make([]int, 4), make([]int, 4), make([]int, 4)
	q.Right = []int{0, 3, 0, 0}
	if err := Verify(&q, &Solution{Grid: bad}); err == nil || !strings.Contains(err.Error(), "the right clue of row 2 is 3, but 2 buildings are seen ([3] [4] 2 1)") {
		t.Errorf("right clue: %v", err)
	}
}

func TestVisibleAndLine(t *testing.T) {
	g := [][]int{{4, 3, 2, 1}, {1, 2, 4, 3}, {3, 4, 1, 2}, {2, 1, 3, 4}}
	for _, tt := range []struct {
		side Side
		i    int
		line []int
		seen int
	}{
		{Top, 0, []int{4, 1, 3, 2}, 1},
		{Bottom, 1, []int{1, 4, 2, 3}, 2},
		{Left, 3, []int{2, 1, 3, 4}, 3},
		{Right, 1, []int{3, 4, 2, 1}, 2},
	} {
		line := Line(g, tt.side, tt.i)
		if !slices.Equal(line, tt.line) || Visible(line) != tt.seen {
			t.Errorf("%s %d: line %v seen %d, want %v seen %d", tt.side, tt.i, line, Visible(line), tt.line, tt.seen)
		}
	}
	if ClueName(Bottom, 2) != "the bottom clue of column 3" || ClueName(Right, 0) != "the right clue of row 1" {
		t.Errorf("ClueName: %q %q", ClueName(Bottom, 2), ClueName(Right, 0))
	}
}

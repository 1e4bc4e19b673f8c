package hidato

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

// TestVerifyRejectsMutations changes one cell of every known solution to
// every other number, and swaps two cells: Verify must reject each grid
// (the published puzzles are unique, and a one-cell change repeats a
// number anyway).
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
		n := p.NumCells()
		for r, row := range p.Known.Grid {
			for c, v := range row {
				if v == Hole {
					continue
				}
				for _, w := range []int{v%n + 1, 0, n + 1} {
					g := cloneGrid(p.Known.Grid)
					g[r][c] = w
					if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) {
						t.Fatalf("%s: r%dc%d %d -> %d: got %v", name, r+1, c+1, v, w, err)
					}
					tried++
				}
				// Swap with the next cell in reading order.
				if c+1 < p.Cols && row[c+1] != Hole {
					g := cloneGrid(p.Known.Grid)
					g[r][c], g[r][c+1] = g[r][c+1], g[r][c]
					if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) {
						t.Fatalf("%s: swapped r%dc%d and r%dc%d: got %v", name, r+1, c+1, r+1, c+2, err)
					}
					tried++
				}
			}
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
	good := [][]int{{6, 7, 9}, {5, 2, 8}, {1, 4, 3}}
	if err := Verify(p, &Solution{Grid: good}); err != nil {
		t.Fatal(err)
	}
	o, err := Parse("o", []byte("hidato orthogonal\n. 1 #\n. . 5\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		p      *Puzzle
		grid   [][]int
		phrase string
	}{
		{"rows", p, [][]int{{6, 7, 9}}, "the solution has 1 rows, expected 3"},
		{"row", p, [][]int{{6, 7, 9}, {5, 2}, {1, 4, 3}}, "row 2 has 2 squares, expected 3"},
		{"hole", p, [][]int{{6, 7, 9}, {5, Hole, 8}, {1, 4, 3}}, "row 2, column 2: the holes are not the puzzle's"},
		{"range", p, [][]int{{6, 7, 9}, {5, 2, 8}, {1, 4, 10}}, "r3c3 holds 10, expected a number 1..9"},
		{"twice", p, [][]int{{6, 7, 9}, {5, 2, 8}, {1, 4, 4}}, "4 is written twice, at r3c2 and r3c3"},
		{"given", p, [][]int{{7, 6, 9}, {5, 2, 8}, {1, 4, 3}}, "r1c1 holds 7, but 6 is given there"},
		{"apart", p, [][]int{{6, 3, 9}, {5, 2, 8}, {1, 4, 7}}, "3 at r1c2 and 4 at r3c2 are not neighbours (2 rows apart, not a king's move)"},
		{"diagonal in numbrix", o, [][]int{{2, 1, Hole}, {4, 3, 5}}, "2 at r1c1 and 3 at r2c2 are not neighbours (1 row and 1 column apart, not a side)"},
	} {
		err := Verify(tt.p, &Solution{Grid: tt.grid})
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
	if err := Verify(p, nil); !errors.Is(err, ErrNotSolution) {
		t.Errorf("nil: got %v", err)
	}
	if err := Verify(o, &Solution{Grid: [][]int{{2, 1, Hole}, {3, 4, 5}}}); err != nil {
		t.Errorf("numbrix solution: %v", err)
	}
}

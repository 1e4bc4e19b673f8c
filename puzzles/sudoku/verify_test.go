package sudoku

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

func TestVerifyRejectsMutations(t *testing.T) {
	files := bundledFiles(t)
	tried := 0
	for _, name := range slices.Sorted(maps.Keys(files)) {
		ps, err := ParseAll(name, files[name])
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range ps {
			if p.Known == nil {
				continue
			}
			n := p.N
			for r := range n {
				for c := range n {
					// Change one value.
					g := cloneGrid(p.Known.Grid)
					g[r][c] = g[r][c]%n + 1
					if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) {
						t.Fatalf("%s: changed (%d,%d): got %v", p.Name, r+1, c+1, err)
					}
					// Swap with the next cell of the row.
					g = cloneGrid(p.Known.Grid)
					c2 := (c + 1) % n
					g[r][c], g[r][c2] = g[r][c2], g[r][c]
					if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) {
						t.Fatalf("%s: swapped (%d,%d): got %v", p.Name, r+1, c+1, err)
					}
					tried += 2
				}
			}
		}
	}
	if tried == 0 {
		t.Fatal("no known solution to mutate")
	}
}

func TestVerifyMessages(t *testing.T) {
	p := &Puzzle{N: 4, Grid: [][]int{{1, 0, 0, 0}, {0, 0, 3, 0}, {0, 4, 0, 0}, {0, 0, 0, 2}}}
	good := [][]int{{1, 3, 2, 4}, {4, 2, 3, 1}, {2, 4, 1, 3}, {3, 1, 4, 2}}
	if err := Verify(p, &Solution{Grid: good}); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		grid   [][]int
		phrase string
	}{
		{"nil", nil, "the solution has 0 rows, expected 4"},
		{"short row", [][]int{{1, 3, 2}, {4, 2, 3, 1}, {2, 4, 1, 3}, {3, 1, 4, 2}}, "row 1 has 3 cells"},
		{"range", [][]int{{1, 3, 2, 5}, {4, 2, 3, 1}, {2, 4, 1, 3}, {3, 1, 4, 2}}, "row 1, column 4 holds 5, expected a value 1..4"},
		{"given", [][]int{{4, 3, 2, 1}, {1, 2, 3, 4}, {2, 4, 1, 3}, {3, 1, 4, 2}}, "row 1, column 1 is 4, but the puzzle gives 1"},
		{"row", [][]int{{1, 3, 2, 4}, {4, 2, 3, 1}, {2, 4, 1, 1}, {3, 1, 4, 2}}, "row 3 has two 1s"},
		{"column", [][]int{{1, 3, 2, 4}, {4, 2, 3, 1}, {2, 4, 3, 1}, {3, 1, 4, 2}}, "column 3 has two 3s"},
		{"given again", [][]int{{1, 2, 3, 4}, {2, 3, 4, 1}, {3, 4, 1, 2}, {4, 1, 2, 3}}, "row 2, column 3 is 4, but the puzzle gives 3"},
	} {
		err := Verify(p, &Solution{Grid: tt.grid})
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
	// A Latin square that breaks a box.
	free := &Puzzle{N: 4, Grid: [][]int{{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}}
	err := Verify(free, &Solution{Grid: [][]int{{1, 2, 3, 4}, {2, 3, 4, 1}, {3, 4, 1, 2}, {4, 1, 2, 3}}})
	if err == nil || err.Error() != "box 1 (rows 1-2, columns 1-2) has two 2s" {
		t.Errorf("box: got %v", err)
	}
	if err := Verify(free, nil); !errors.Is(err, ErrNotSolution) {
		t.Errorf("nil solution: got %v", err)
	}
}

package killer

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

// TestVerifyRejectsMutations changes the known solutions one cell at a time
// (every cell, to the next value) and swaps neighbours: Verify must reject
// each. Swapping two rows of a band keeps rows, columns and boxes right:
// only the cages can catch it.
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
		if !errors.Is(err, ErrNotSolution) || !strings.HasPrefix(err.Error(), "cage ") {
			t.Fatalf("%s: swapped rows 1 and 2: got %v", name, err)
		}
	}
	if tried == 0 {
		t.Fatal("no known solution to mutate")
	}
}

func TestVerifyMessages(t *testing.T) {
	p, err := Parse("p", []byte(mini))
	if err != nil {
		t.Fatal(err)
	}
	good := [][]int{{1, 2, 3, 4}, {3, 4, 1, 2}, {2, 1, 4, 3}, {4, 3, 2, 1}}
	if err := Verify(p, &Solution{Grid: good}); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		grid   [][]int
		phrase string
	}{
		{"rows", [][]int{{1, 2, 3, 4}}, "the solution has 1 rows, expected 4"},
		{"cells", [][]int{{1, 2, 3, 4}, {3, 4, 1}, {2, 1, 4, 3}, {4, 3, 2, 1}}, "row 2 has 3 values"},
		{"range", [][]int{{1, 2, 3, 4}, {3, 4, 1, 5}, {2, 1, 4, 3}, {4, 3, 2, 1}}, "row 2, column 4 holds 5, expected a value 1..4"},
		{"row", [][]int{{1, 2, 3, 4}, {3, 4, 1, 1}, {2, 1, 4, 3}, {4, 3, 2, 1}}, "row 2 has two 1s"},
		{"column", [][]int{{1, 2, 3, 4}, {3, 4, 1, 2}, {2, 1, 4, 3}, {1, 2, 3, 4}}, "column 1 has two 1s"},
		{"box", [][]int{{1, 2, 3, 4}, {2, 1, 4, 3}, {3, 4, 1, 2}, {4, 3, 2, 1}}, "box 1 (rows 1-2, columns 1-2) has two 2s"},
		{"cage sum", [][]int{{2, 1, 3, 4}, {3, 4, 1, 2}, {1, 2, 4, 3}, {4, 3, 2, 1}}, "cage D sums to 8, not 9 (3+1+4)"},
	} {
		err := Verify(p, &Solution{Grid: tt.grid})
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
	if err := Verify(p, nil); !errors.Is(err, ErrNotSolution) {
		t.Errorf("nil: got %v", err)
	}
	// A cage with a repeated value (rows, columns and boxes are checked
	// first, so it is checked on its own).
	cg := Cage{Name: "Z", Sum: 4, Cells: []Cell{{0, 0}, {1, 1}}}
	if err := verifyCage(cg, [][]int{{2, 1}, {3, 2}}, 2); err == nil || !strings.Contains(err.Error(), "cage Z (4) holds 2 twice, at (row 1, column 1) and (row 2, column 2)") {
		t.Errorf("repeat: %v", err)
	}
	if err := verifyCage(Cage{Name: "Y", Sum: 1, Cells: []Cell{{2, 0}}}, [][]int{{1, 2}, {2, 1}}, 2); err == nil || !strings.Contains(err.Error(), "outside the grid") {
		t.Errorf("outside: %v", err)
	}
	if err := Verify(&Puzzle{N: 5}, &Solution{}); err == nil || !strings.Contains(err.Error(), "not a square") {
		t.Errorf("side 5: %v", err)
	}
}

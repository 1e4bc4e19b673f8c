package kakuro

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

// TestVerifyRejectsMutations changes every white cell of the known
// solutions to the next digit, and swaps each white cell with its right
// white neighbour where the digits differ: Verify must reject each (a run
// through a changed cell no longer sums to its clue; a swap keeps the
// across run's sum but changes two down runs).
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
		for r := range p.Rows {
			for c := range p.Cols {
				if !p.White[r][c] {
					g := cloneGrid(p.Known.Grid)
					g[r][c] = 5
					if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) {
						t.Fatalf("%s: black (%d,%d) filled: got %v", name, r+1, c+1, err)
					}
					continue
				}
				g := cloneGrid(p.Known.Grid)
				g[r][c] = g[r][c]%9 + 1
				if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) {
					t.Fatalf("%s: changed (%d,%d): got %v", name, r+1, c+1, err)
				}
				tried++
				if c+1 < p.Cols && p.White[r][c+1] && g[r][c+1] != p.Known.Grid[r][c] {
					g = cloneGrid(p.Known.Grid)
					g[r][c], g[r][c+1] = g[r][c+1], g[r][c]
					if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) {
						t.Fatalf("%s: swapped (%d,%d) and its right neighbour: got %v", name, r+1, c+1, err)
					}
					tried++
				}
			}
		}
	}
	if tried == 0 {
		t.Fatal("no known solution to mutate")
	}
}

func TestVerifyMessages(t *testing.T) {
	p, err := Parse("p", []byte(tiny))
	if err != nil {
		t.Fatal(err)
	}
	good := [][]int{{0, 0, 0}, {0, 1, 2}, {0, 3, 1}}
	if err := Verify(p, &Solution{Grid: good}); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		grid   [][]int
		phrase string
	}{
		{"rows", [][]int{{0, 0, 0}}, "the solution has 1 rows, expected 3"},
		{"cells", [][]int{{0, 0, 0}, {0, 1}, {0, 3, 1}}, "row 2 has 2 cells, expected 3"},
		{"range", [][]int{{0, 0, 0}, {0, 1, 2}, {0, 3, 10}}, "row 3, column 3 holds 10, expected a digit 1..9"},
		{"empty", [][]int{{0, 0, 0}, {0, 1, 2}, {0, 3, 0}}, "row 3, column 3 holds 0, expected a digit 1..9"},
		{"black", [][]int{{0, 0, 7}, {0, 1, 2}, {0, 3, 1}}, "row 1, column 3 is black but holds 7"},
		{"sum", [][]int{{0, 0, 0}, {0, 1, 2}, {0, 3, 3}}, "the down run 3 at row 1, column 3 sums to 5 (2+3)"},
		{"repeat", [][]int{{0, 0, 0}, {0, 2, 1}, {0, 2, 2}}, "the down run 4 at row 1, column 2 holds 2 twice"},
	} {
		err := Verify(p, &Solution{Grid: tt.grid})
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
	if err := Verify(p, nil); !errors.Is(err, ErrNotSolution) {
		t.Errorf("nil: got %v", err)
	}
	// An across run: the tiny puzzle transposed.
	q, err := Parse("q", []byte("kakuro\n#  3\\ 4\\\n\\4 .  .\n\\3 .  .\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(q, &Solution{Grid: [][]int{{0, 0, 0}, {0, 2, 1}, {0, 1, 3}}}); err == nil || !strings.Contains(err.Error(), "the across run 4 at row 2, column 1 sums to 3 (2+1)") {
		t.Errorf("across: %v", err)
	}
}

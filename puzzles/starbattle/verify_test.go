package starbattle

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
)

func cloneGrid(g [][]bool) [][]bool {
	out := make([][]bool, len(g))
	for i, row := range g {
		out[i] = slices.Clone(row)
	}
	return out
}

// TestVerifyRejectsMutations flips every cell of every known solution (a
// flip changes its row's star count) and moves every star one cell right or
// down (the row or column count, a region count or the no-touch rule
// breaks, else the puzzle would have a second solution): each edit must
// fail Verify.
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
		for r := range p.N {
			for c := range p.N {
				g := cloneGrid(p.Known.Star)
				g[r][c] = !g[r][c]
				if err := Verify(p, &Solution{Star: g}); !errors.Is(err, ErrNotSolution) {
					t.Fatalf("%s: flipped (%d,%d): got %v", name, r+1, c+1, err)
				}
				tried++
				if !p.Known.Star[r][c] {
					continue
				}
				for _, d := range [][2]int{{0, 1}, {1, 0}} {
					nr, nc := r+d[0], c+d[1]
					if nr >= p.N || nc >= p.N || p.Known.Star[nr][nc] {
						continue
					}
					g := cloneGrid(p.Known.Star)
					g[r][c], g[nr][nc] = false, true
					if err := Verify(p, &Solution{Star: g}); !errors.Is(err, ErrNotSolution) {
						t.Fatalf("%s: moved the star at (%d,%d) to (%d,%d): got %v", name, r+1, c+1, nr+1, nc+1, err)
					}
				}
			}
		}
	}
	if tried == 0 {
		t.Fatal("no known solution to mutate")
	}
}

func TestVerifyMessages(t *testing.T) {
	p, err := Parse("p", []byte("starbattle\nstars 1\nAABB\nAABB\nCCDD\nCCDD\n"))
	if err != nil {
		t.Fatal(err)
	}
	sol := func(rows ...string) *Solution {
		s := &Solution{}
		for _, r := range rows {
			var row []bool
			for _, ch := range r {
				row = append(row, ch == '*')
			}
			s.Star = append(s.Star, row)
		}
		return s
	}
	// The 2x2 blocks as regions: no solution exists; these grids break one
	// rule each, in the order Verify checks them.
	for _, tt := range []struct {
		name   string
		s      *Solution
		phrase string
	}{
		{"nil", nil, "no solution given"},
		{"rows", sol("*..."), "the solution has 1 rows, expected 4"},
		{"cells", sol("*...", "..", "....", "...."), "row 2 has 2 cells, expected 4"},
		{"row count", sol("*.*.", "....", "....", "...."), "row 1 has 2 stars, expected 1"},
		{"column count", sol("*...", "*...", "..*.", "...*"), "column 1 has 2 stars, expected 1"},
		{"region count", sol("*...", ".*..", "..*.", "...*"), "region A has 2 stars, expected 1"},
	} {
		err := Verify(p, tt.s)
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
	q, err := Parse("q", []byte("starbattle\nstars 1\nABCD\nABCD\nABCD\nABCD\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(q, sol("*...", ".*..", "...*", "..*.")); err == nil || !strings.Contains(err.Error(), "stars touch at row 1, column 1 and row 2, column 2") {
		t.Errorf("touching stars: %v", err)
	}
	if err := Verify(q, sol(".*..", "...*", "*...", "..*.")); err != nil {
		t.Errorf("a solution: %v", err)
	}
}

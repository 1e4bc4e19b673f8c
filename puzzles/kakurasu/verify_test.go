package kakurasu

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
				// Flipping a cell changes its row's and column's sums.
				if p.RowClues[r] < 0 && p.ColClues[c] < 0 {
					continue
				}
				g := cloneGrid(p.Known.Shaded)
				g[r][c] = !g[r][c]
				if err := Verify(p, &Solution{Shaded: g}); !errors.Is(err, ErrNotSolution) {
					t.Fatalf("%s: flipped (%d,%d): got %v", name, r+1, c+1, err)
				}
				// Swapping two different cells of a row changes its sum.
				c2 := (c + 1) % n
				g = cloneGrid(p.Known.Shaded)
				if g[r][c] == g[r][c2] || p.RowClues[r] < 0 {
					continue
				}
				g[r][c], g[r][c2] = g[r][c2], g[r][c]
				if err := Verify(p, &Solution{Shaded: g}); !errors.Is(err, ErrNotSolution) {
					t.Fatalf("%s: swapped (%d,%d): got %v", name, r+1, c+1, err)
				}
				tried++
			}
		}
	}
	if tried == 0 {
		t.Fatal("no known solution to mutate")
	}
}

func TestVerifyMessages(t *testing.T) {
	p := &Puzzle{N: 3, RowClues: []int{1, -1, 4}, ColClues: []int{4, -1, 3}}
	sol := func(rows ...string) *Solution {
		s := &Solution{}
		for _, r := range rows {
			var row []bool
			for _, ch := range r {
				row = append(row, ch == '#')
			}
			s.Shaded = append(s.Shaded, row)
		}
		return s
	}
	if err := Verify(p, sol("#..", "...", "#.#")); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		s      *Solution
		phrase string
	}{
		{"nil", nil, "no solution given"},
		{"rows", sol("#..", "..."), "the solution has 2 rows, expected 3"},
		{"cells", sol("#..", "..", "#.#"), "row 2 has 2 cells, expected 3"},
		{"row", sol("#..", "...", "##."), "row 3: shaded columns sum to 3, clue is 4"},
		{"column", sol("#..", "#..", "#.#"), "column 1: shaded rows sum to 6, clue is 4"},
		{"column 3", sol("#..", "..#", "#.#"), "column 3: shaded rows sum to 5, clue is 3"},
	} {
		err := Verify(p, tt.s)
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
}

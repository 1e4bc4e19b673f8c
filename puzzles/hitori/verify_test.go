package hitori

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

// TestVerifyRejectsMutations flips every cell of every known solution in
// turn. Each bundled puzzle with a known solution has only that solution,
// so every one-cell edit breaks a rule: unshading a needed cell leaves a
// number twice in a line, shading one more cell makes shaded cells touch or
// cuts the unshaded area (or, were neither true, would be a second
// solution). Each edit must fail Verify.
func TestVerifyRejectsMutations(t *testing.T) {
	files := bundledFiles(t)
	tried := 0
	rules := map[string]int{}
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
				g := cloneGrid(p.Known.Shaded)
				g[r][c] = !g[r][c]
				err := Verify(p, &Solution{Shaded: g})
				if !errors.Is(err, ErrNotSolution) {
					t.Fatalf("%s: flipped (%d,%d): got %v", name, r+1, c+1, err)
				}
				for _, rule := range []string{"two unshaded", "touch", "not connected"} {
					if strings.Contains(err.Error(), rule) {
						rules[rule]++
					}
				}
				tried++
			}
		}
	}
	if tried == 0 || len(rules) != 3 {
		t.Fatalf("%d edits, rules caught %v: want every rule to catch some", tried, rules)
	}
}

func TestVerifyMessages(t *testing.T) {
	p := &Puzzle{Rows: 3, Cols: 3, Grid: [][]int{{1, 1, 2}, {2, 3, 1}, {1, 2, 2}}}
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
		{"rows", sol("#.."), "the solution has 1 rows, expected 3"},
		{"cells", sol("#..", "..", "#.#"), "row 2 has 2 cells, expected 3"},
		{"row twice", sol("...", "...", "#.#"), "row 1 has two unshaded 1s (columns 1 and 2)"},
		{"column twice", sol(".#.", "...", "..#"), "column 1 has two unshaded 1s (rows 1 and 3)"},
		{"touch in a row", sol("##.", "...", "#.#"), "shaded cells touch: row 1, columns 1 and 2"},
		{"touch in a column", sol("#..", "#..", "..#"), "shaded cells touch: column 1, rows 1 and 2"},
		{"cut off", sol("#..", ".#.", "#.#"), "the unshaded cells are not connected: row 2, column 1 is cut off from row 1, column 2"},
	} {
		err := Verify(p, tt.s)
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
}

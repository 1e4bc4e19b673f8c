package nonogram

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
// turn: a flipped cell changes its row's runs, so each one-cell edit must
// fail Verify.
func TestVerifyRejectsMutations(t *testing.T) {
	files := bundledFiles(t)
	files["heart.txt"] = []byte("nonogram\nrows\n1 1\n5\n5\n3\n1\ncolumns\n2\n4\n4\n4\n2\nsolution\n.#.#.\n#####\n#####\n.###.\n..#..\n")
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
				g := cloneGrid(p.Known.Filled)
				g[r][c] = !g[r][c]
				if err := Verify(p, &Solution{Filled: g}); !errors.Is(err, ErrNotSolution) {
					t.Fatalf("%s: flipped (%d,%d): got %v", name, r+1, c+1, err)
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
	p := &Puzzle{Rows: 3, Cols: 4, RowClues: [][]int{{2, 1}, {}, {4}}, ColClues: [][]int{{1, 1}, {1, 1}, {1}, {1, 1}}}
	sol := func(rows ...string) *Solution {
		s := &Solution{}
		for _, r := range rows {
			var row []bool
			for _, ch := range r {
				row = append(row, ch == '#')
			}
			s.Filled = append(s.Filled, row)
		}
		return s
	}
	if err := Verify(p, sol("##.#", "....", "####")); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		s      *Solution
		phrase string
	}{
		{"nil", nil, "no solution given"},
		{"rows", sol("##.#", "...."), "the solution has 2 rows, expected 3"},
		{"cells", sol("##.#", "...", "####"), "row 2 has 3 cells, expected 4"},
		{"row runs", sol("#..#", "....", "####"), "row 1 shows 1 1, its clue is 2 1"},
		{"empty row", sol("##.#", "..#.", "####"), "row 2 shows 1, its clue is 0"},
		{"order matters", sol("#.##", "....", "####"), "row 1 shows 1 2, its clue is 2 1"},
	} {
		err := Verify(p, tt.s)
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
	// Rows right, a column wrong: the columns are checked too.
	q := &Puzzle{Rows: 2, Cols: 2, RowClues: [][]int{{1}, {1}}, ColClues: [][]int{{2}, {}}}
	if err := Verify(q, sol("#.", ".#")); err == nil || !strings.Contains(err.Error(), "column 1 shows 1, its clue is 2") {
		t.Errorf("column check: %v", err)
	}
}

package takuzu

import (
	"errors"
	"maps"
	"slices"
	"strings"
	"testing"
)

func cloneGrid(g [][]int8) [][]int8 {
	out := make([][]int8, len(g))
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
				// Flip one cell: a row and a column become unbalanced.
				g := cloneGrid(p.Known.Grid)
				g[r][c] ^= 1
				if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) {
					t.Fatalf("%s: flipped (%d,%d): got %v", name, r+1, c+1, err)
				}
				// Swap with a different neighbour in the row: breaks a
				// given, a column balance or a triple.
				g = cloneGrid(p.Known.Grid)
				c2 := (c + 1) % n
				if g[r][c] == g[r][c2] {
					continue
				}
				g[r][c], g[r][c2] = g[r][c2], g[r][c]
				if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) {
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
	free := func(n int, unique bool) *Puzzle {
		g := make([][]int8, n)
		for r := range g {
			g[r] = make([]int8, n)
			for c := range g[r] {
				g[r][c] = -1
			}
		}
		return &Puzzle{N: n, Unique: unique, Grid: g}
	}
	rows := func(s ...string) *Solution {
		g := make([][]int8, len(s))
		for r, row := range s {
			for _, ch := range row {
				g[r] = append(g[r], int8(ch-'0'))
			}
		}
		return &Solution{Grid: g}
	}
	given := free(4, false)
	given.Grid[0][0] = 0
	for _, tt := range []struct {
		name   string
		p      *Puzzle
		s      *Solution
		phrase string
	}{
		{"ok", free(4, true), rows("1010", "0101", "0110", "1001"), ""},
		{"nil", free(4, false), nil, "no solution given"},
		{"rows", free(4, false), rows("1010"), "the solution has 1 rows, expected 4"},
		{"cells", free(4, false), rows("1010", "010", "0110", "1001"), "row 2 has 3 cells"},
		{"value", free(4, false), rows("1010", "0121", "0110", "1001"), "row 2, column 3 holds 2, expected 0 or 1"},
		{"given", given, rows("1010", "0101", "0110", "1001"), "row 1, column 1 is 1, but the puzzle gives 0"},
		{"three", free(6, false), rows("111000", "000111", "110100", "001011", "101010", "010101"), "row 1 has three ones in a row (columns 1-3)"},
		{"balance", free(4, false), rows("1010", "0101", "1001", "1010"), "column 1 has 3 ones and 1 zero"},
		{"column three", free(4, false), rows("1010", "1010", "0101", "0101"), ""},
		{"repeat", free(4, true), rows("1010", "0101", "1010", "0101"), "row 3 repeats row 1"},
		{"repeat column", free(4, true), rows("1001", "0110", "1001", "0110"), "row 3 repeats row 1"},
		{"column repeat", free(6, true), rows("001011", "001101", "110010", "010110", "101001", "110100"), "column 6 repeats column 3"},
	} {
		err := Verify(tt.p, tt.s)
		if tt.phrase == "" {
			if err != nil {
				t.Errorf("%s: got %v, want nil", tt.name, err)
			}
			continue
		}
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
}

package futoshiki

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

// TestVerifyRejectsMutations changes every cell of the known solutions to
// the next value and swaps neighbours: Verify must reject each. Swapping
// two whole rows keeps the Latin square: only the signs and the givens can
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
		for r := range n - 1 {
			g := cloneGrid(p.Known.Grid)
			g[r], g[r+1] = g[r+1], g[r]
			if err := Verify(p, &Solution{Grid: g}); !errors.Is(err, ErrNotSolution) || strings.Contains(err.Error(), " has two ") {
				t.Fatalf("%s: swapped rows %d and %d: got %v", name, r+1, r+2, err)
			}
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
	good := [][]int{{1, 4, 3, 2}, {2, 3, 4, 1}, {3, 2, 1, 4}, {4, 1, 2, 3}}
	if err := Verify(p, &Solution{Grid: good}); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		grid   [][]int
		phrase string
	}{
		{"rows", [][]int{{1, 4, 3, 2}}, "the solution has 1 rows, expected 4"},
		{"cells", [][]int{{1, 4, 3, 2}, {2, 3, 4}, {3, 2, 1, 4}, {4, 1, 2, 3}}, "row 2 has 3 values"},
		{"range", [][]int{{1, 4, 3, 2}, {2, 3, 4, 5}, {3, 2, 1, 4}, {4, 1, 2, 3}}, "row 2, column 4 holds 5, expected a value 1..4"},
		{"row", [][]int{{1, 4, 3, 2}, {2, 3, 4, 4}, {3, 2, 1, 4}, {4, 1, 2, 3}}, "row 2 has two 4s"},
		{"column", [][]int{{1, 4, 3, 2}, {2, 3, 4, 1}, {3, 2, 1, 4}, {1, 4, 3, 2}}, "column 1 has two 1s"},
		{"given", [][]int{{1, 3, 4, 2}, {2, 4, 3, 1}, {3, 2, 1, 4}, {4, 1, 2, 3}}, "row 2, column 2 holds 4, but the puzzle gives 3"},
		{"below", [][]int{{2, 4, 3, 1}, {1, 3, 4, 2}, {3, 2, 1, 4}, {4, 1, 2, 3}}, "the sign '^' between row 1, column 1 and row 2, column 1 needs 2 < 1"},
		{"right", [][]int{{1, 2, 3, 4}, {4, 3, 2, 1}, {2, 4, 1, 3}, {3, 1, 4, 2}}, "the sign '<' between row 4, column 3 and row 4, column 4 needs 4 < 2"},
	} {
		err := Verify(p, &Solution{Grid: tt.grid})
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
	if err := Verify(p, nil); !errors.Is(err, ErrNotSolution) {
		t.Errorf("nil: got %v", err)
	}
	// Each sign alone, on a 2×2 without givens.
	for _, tt := range []struct {
		in, phrase string
	}{
		{"futoshiki\n.<.\n..\n", "the sign '<' between row 1, column 1 and row 1, column 2 needs 2 < 1"},
		{"futoshiki\n.>.\n..\n", ""},
		{"futoshiki\n..\n.>.\n", "the sign '>' between row 2, column 1 and row 2, column 2 needs 1 > 2"},
		{"futoshiki\n..\n- v\n..\n", "the sign 'v' between row 1, column 2 and row 2, column 2 needs 1 > 2"},
	} {
		q, err := Parse("q", []byte(tt.in))
		if err != nil {
			t.Fatal(err)
		}
		err = Verify(q, &Solution{Grid: [][]int{{2, 1}, {1, 2}}})
		if tt.phrase == "" && err != nil || tt.phrase != "" && (err == nil || !strings.Contains(err.Error(), tt.phrase)) {
			t.Errorf("%q: got %v, want %q", tt.in, err, tt.phrase)
		}
	}
}

// TestVerifySign checks the sign rule on its own: equal values break both
// signs (Verify never reaches that case, as neighbours of a Latin square
// differ, but the rule is the rule).
func TestVerifySign(t *testing.T) {
	for _, tt := range []struct {
		rel  Rel
		a, b int
		ok   bool
	}{
		{Less, 1, 2, true}, {Less, 2, 1, false}, {Less, 2, 2, false},
		{Greater, 2, 1, true}, {Greater, 1, 2, false}, {Greater, 2, 2, false},
		{None, 2, 2, true},
	} {
		if err := verifySign(tt.rel, tt.a, tt.b, 0, 0, 0, 1, "<", ">"); (err == nil) != tt.ok {
			t.Errorf("sign %d between %d and %d: %v", tt.rel, tt.a, tt.b, err)
		}
	}
}

package kenken

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
		// Swapping two whole rows keeps the Latin square: only cages catch it.
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
	p, err := Parse("p", []byte("kenken\nAAB\nACB\nDDE\nA 18*\nB 2/\nC 1\nD 1-\nE 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	good := [][]int{{2, 3, 1}, {3, 1, 2}, {1, 2, 3}}
	if err := Verify(p, &Solution{Grid: good}); err != nil {
		t.Fatal(err)
	}
	sum, err := Parse("s", []byte("kenken\nAAB\nACB\nDDE\nA 8+\nB 3+\nC 1\nD 3+\nE 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(sum, &Solution{Grid: good}); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name   string
		p      *Puzzle
		grid   [][]int
		phrase string
	}{
		{"rows", p, [][]int{{2, 3, 1}}, "the solution has 1 rows, expected 3"},
		{"cells", p, [][]int{{2, 3, 1}, {3, 1}, {1, 2, 3}}, "row 2 has 2 values"},
		{"range", p, [][]int{{2, 3, 1}, {3, 1, 4}, {1, 2, 3}}, "row 2, column 3 holds 4, expected a value 1..3"},
		{"row", p, [][]int{{2, 3, 1}, {3, 1, 1}, {1, 2, 3}}, "row 2 has two 1s"},
		{"column", p, [][]int{{2, 3, 1}, {3, 1, 2}, {2, 1, 3}}, "column 1 has two 2s"},
		{"product", p, [][]int{{1, 2, 3}, {2, 3, 1}, {3, 1, 2}}, "cage A is 4, not 18 (1*2*2)"},
		{"sum", sum, [][]int{{1, 2, 3}, {2, 3, 1}, {3, 1, 2}}, "cage A is 5, not 8 (1+2+2)"},
	} {
		err := Verify(tt.p, &Solution{Grid: tt.grid})
		if !errors.Is(err, ErrNotSolution) || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: got %v, want %q", tt.name, err, tt.phrase)
		}
	}
	if err := Verify(p, nil); !errors.Is(err, ErrNotSolution) {
		t.Errorf("nil: got %v", err)
	}
	// Cage messages for each operation, on hand-made cages.
	g := [][]int{{6, 2}, {3, 4}}
	for _, tt := range []struct {
		cage Cage
		want string
	}{
		{Cage{Name: "G", Op: Mul, Target: 240, Cells: []Cell{{0, 0}, {0, 1}, {1, 0}, {1, 1}}}, "cage G is 144, not 240 (6*2*3*4)"},
		{Cage{Name: "H", Op: Sub, Target: 3, Cells: []Cell{{0, 0}, {0, 1}}}, "cage H is 4, not 3 (6-2)"},
		{Cage{Name: "I", Op: Div, Target: 2, Cells: []Cell{{0, 0}, {0, 1}}}, "cage I is 3, not 2 (6/2)"},
		{Cage{Name: "J", Op: Given, Target: 5, Cells: []Cell{{1, 1}}}, "cage J is 4, not 5 (a given)"},
		{Cage{Name: "K", Op: Add, Target: 9, Cells: []Cell{{1, 0}, {1, 1}}}, "cage K is 7, not 9 (3+4)"},
		{Cage{Name: "L", Op: Div, Target: 2, Cells: []Cell{{1, 0}, {0, 1}}}, "cage L is 3/2, not a whole number, expected 2"},
		{Cage{Name: "M", Op: Mul, Target: 1 << 30, Cells: []Cell{{0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}, {0, 0}}}, "cage M is more than 1099511627776, not 1073741824"},
	} {
		err := verifyCage(tt.cage, g, 6)
		if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("got %v, want %q", err, tt.want)
		}
	}
}

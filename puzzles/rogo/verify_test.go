package rogo

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestVerifyRejectsMutations(t *testing.T) {
	p := parseFile(t, filepath.Join("testdata", "hakank_mike_trick.txt"))
	good := p.Known
	if err := Verify(p, good); err != nil {
		t.Fatalf("Verify(known): %v", err)
	}
	with := func(f func(loop []Cell) []Cell) *Solution {
		loop := append([]Cell(nil), good.Loop...)
		loop = f(loop)
		return &Solution{Loop: loop, Score: Score(p, loop)}
	}
	tests := []struct {
		name   string
		s      *Solution
		phrase string
	}{
		{"nil", nil, "no solution"},
		{"short", with(func(l []Cell) []Cell { return l[:11] }), "the loop has 11 cells, expected steps = 12"},
		{"long", with(func(l []Cell) []Cell { return append(l, Cell{0, 0}) }), "expected steps = 12"},
		{"outside", with(func(l []Cell) []Cell { l[3] = Cell{5, 0}; return l }), "@4 (row 6, column 1) is outside the 5x9 grid"},
		{"negative", with(func(l []Cell) []Cell { l[3] = Cell{0, -1}; return l }), "outside"},
		{"twice", with(func(l []Cell) []Cell { l[5] = l[2]; return l }), "twice"},
		{"blocked", with(func(l []Cell) []Cell { l[4] = Cell{2, 6}; return l }), "blocked cell at row 3, column 7"},
		{"jump", with(func(l []Cell) []Cell { l[1], l[2] = l[2], l[1]; return l }), "are not orthogonal neighbours"},
		{"diagonal", with(func(l []Cell) []Cell { l[1] = Cell{l[0].Row - 1, l[0].Col + 1}; return l }), "not orthogonal neighbours"},
		{"not closed", with(func(l []Cell) []Cell { return append(l[1:], l[0]) }), ""},
		{"score", &Solution{Loop: good.Loop, Score: good.Score + 1}, "claims score 9, but its loop collects 8 points"},
	}
	for _, tt := range tests {
		err := Verify(p, tt.s)
		if tt.name == "not closed" {
			// A rotation is the same loop: still valid.
			if err != nil {
				t.Errorf("rotated loop: %v", err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: Verify = %v, want an error with %q", tt.name, err, tt.phrase)
		}
	}
}

func TestVerifyOpenPath(t *testing.T) {
	p, err := Parse("x", []byte("rogo\nsteps 4\n. . . .\n"))
	if err != nil {
		t.Fatal(err)
	}
	s := &Solution{Loop: []Cell{{0, 0}, {0, 1}, {0, 2}, {0, 3}}}
	if err := Verify(p, s); err == nil || !strings.Contains(err.Error(), "does not close") {
		t.Errorf("Verify(open path) = %v", err)
	}
	// Two cells next to each other are no loop, whatever steps says.
	p.Steps = 2
	s = &Solution{Loop: []Cell{{0, 0}, {0, 1}}}
	if err := Verify(p, s); err == nil || !strings.Contains(err.Error(), "at least 4") {
		t.Errorf("Verify(two cells) = %v", err)
	}
}

func TestScore(t *testing.T) {
	p, err := Parse("x", []byte(small))
	if err != nil {
		t.Fatal(err)
	}
	if got := Score(p, []Cell{{0, 2}, {1, 1}, {0, 0}, {9, 9}, {-1, 0}}); got != 5 {
		t.Errorf("Score = %d, want 5", got)
	}
}

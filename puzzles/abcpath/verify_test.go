package abcpath

import (
	"strings"
	"testing"
)

func TestVerifyRejectsMutations(t *testing.T) {
	p, err := Parse("seed", []byte(seed+"solution\n"+seedSolution))
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(p, p.Known); err != nil {
		t.Fatalf("Verify(known): %v", err)
	}
	swap := func(r1, c1, r2, c2 int) *Solution {
		s := *p.Known
		s.Grid[r1][c1], s.Grid[r2][c2] = s.Grid[r2][c2], s.Grid[r1][c1]
		return &s
	}
	set := func(r, c int, b byte) *Solution {
		s := *p.Known
		s.Grid[r][c] = b
		return &s
	}
	tests := []struct {
		name   string
		s      *Solution
		phrase string
	}{
		{"nil", nil, "no solution"},
		{"empty cell", set(0, 0, 0), "row 1, column 1 holds '\\x00', expected a letter A-Y"},
		{"not a letter", set(4, 4, 'Z'), "expected a letter A-Y"},
		{"letter twice", set(0, 0, 'K'), "letter 'K' appears twice: at row 1, column 1 and at row 1, column 2"},
		// Swapping A and B moves the given A.
		{"given", swap(2, 2, 3, 3), "row 3, column 3 is given 'A' but the solution has 'B' there"},
		// Swapping J and Q breaks the path at I-J before any clue.
		{"king", swap(0, 0, 0, 4), "'I' at row 2, column 1 and 'J' at row 1, column 5 are not a king's move apart"},
	}
	for _, tt := range tests {
		err := Verify(p, tt.s)
		if err == nil || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: Verify = %v, want an error with %q", tt.name, err, tt.phrase)
		}
	}
}

// TestVerifyClue checks each kind of clue with a solution that keeps the
// path but breaks the clue: the puzzle's clues are moved instead.
func TestVerifyClue(t *testing.T) {
	p, err := Parse("seed", []byte(seed+"solution\n"+seedSolution))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name   string
		mutate func(p *Puzzle)
		phrase string
	}{
		{"row", func(p *Puzzle) { p.Left[0], p.Left[1] = p.Left[1], p.Left[0] }, "clue 'M' at the left of row 1 needs 'M' in row 1, but it is at row 2, column 3"},
		{"column", func(p *Puzzle) { p.Top[0], p.Top[1] = p.Top[1], p.Top[0] }, "clue 'F' at the top of column 1 needs 'F' in column 1, but it is at row 5, column 2"},
		{"diagonal", func(p *Puzzle) { p.Diag[0], p.Anti[0] = p.Anti[0], p.Diag[0] }, "clue 'X' at the top-left corner needs 'X' in the main diagonal, but it is at row 4, column 2"},
		{"anti", func(p *Puzzle) { p.Anti[1], p.Diag[1] = p.Diag[1], p.Anti[1] }, "clue 'L' at the bottom-left corner needs 'L' in the anti-diagonal, but it is at row 2, column 2"},
	}
	for _, tt := range tests {
		q := *p
		tt.mutate(&q)
		err := Verify(&q, q.Known)
		if err == nil || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: Verify = %v, want an error with %q", tt.name, err, tt.phrase)
		}
	}
}

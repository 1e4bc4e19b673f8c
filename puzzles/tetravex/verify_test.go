package tetravex

import (
	"path/filepath"
	"strings"
	"testing"
)

func TestVerifyRejectsMutations(t *testing.T) {
	p := parseFile(t, filepath.Join("testdata", "hakank_game1_3x3.txt"))
	good := p.Known
	if err := Verify(p, good); err != nil {
		t.Fatalf("Verify(known): %v", err)
	}
	with := func(f func(g [][]int)) *Solution {
		g := make([][]int, len(good.Grid))
		for r := range g {
			g[r] = append([]int(nil), good.Grid[r]...)
		}
		f(g)
		return &Solution{Grid: g}
	}
	tests := []struct {
		name   string
		s      *Solution
		phrase string
	}{
		{"nil", nil, "no solution"},
		{"rows", with(func(g [][]int) {}), ""},
		{"short", &Solution{Grid: good.Grid[:2]}, "the solution has 2 rows, expected 3"},
		{"short row", with(func(g [][]int) { g[1] = g[1][:2] }), "row 2 of the solution has 2 pieces, expected 3"},
		{"out of range", with(func(g [][]int) { g[0][0] = 9 }), "row 1, column 1 holds piece 10, expected a piece 1..9"},
		{"negative", with(func(g [][]int) { g[0][0] = -1 }), "holds piece 0"},
		{"twice", with(func(g [][]int) { g[2][2] = g[0][0] }), "piece 4 is placed twice: at row 1, column 1 and at row 3, column 3"},
		{"right", with(func(g [][]int) { g[0][0], g[0][1] = g[0][1], g[0][0] }), "piece 5 at row 1, column 1 has right edge 2 but its neighbour's left edge is 8 (piece 4 at row 1, column 2)"},
		{"bottom", with(func(g [][]int) { g[1][2], g[2][2] = g[2][2], g[1][2] }), "has bottom edge"},
	}
	for _, tt := range tests {
		err := Verify(p, tt.s)
		if tt.phrase == "" {
			if err != nil {
				t.Errorf("%s: %v", tt.name, err)
			}
			continue
		}
		if err == nil || !strings.Contains(err.Error(), tt.phrase) {
			t.Errorf("%s: Verify = %v, want an error with %q", tt.name, err, tt.phrase)
		}
	}
}

func TestVerifyEdges(t *testing.T) {
	p := &Puzzle{N: 2, Pieces: []Piece{{1, 0, 2, 3}, {2, 0, 1, 4}, {1, 3, 5, 0}, {5, 4, 1, 0}}}
	ok := &Solution{Grid: [][]int{{0, 1}, {2, 3}}}
	if err := Verify(p, ok); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		change func(p *Puzzle)
		want   string
	}{
		{func(p *Puzzle) { p.Pieces[0].Right = 4 }, "piece 1 at row 1, column 1 has right edge 4 but its neighbour's left edge is 2 (piece 2 at row 1, column 2)"},
		{func(p *Puzzle) { p.Pieces[2].Right = 6 }, "piece 3 at row 2, column 1 has right edge 6 but its neighbour's left edge is 5 (piece 4 at row 2, column 2)"},
		{func(p *Puzzle) { p.Pieces[1].Bottom = 7 }, "piece 2 at row 1, column 2 has bottom edge 7 but the top edge of the piece below is 4 (piece 4 at row 2, column 2)"},
		{func(p *Puzzle) { p.Pieces[2].Top = 0 }, "piece 1 at row 1, column 1 has bottom edge 3 but the top edge of the piece below is 0 (piece 3 at row 2, column 1)"},
	}
	for _, tt := range tests {
		q := *p
		q.Pieces = append([]Piece(nil), p.Pieces...)
		tt.change(&q)
		if err := Verify(&q, ok); err == nil || err.Error() != tt.want {
			t.Errorf("Verify = %v, want %q", err, tt.want)
		}
	}
	missing := &Solution{Grid: [][]int{{0, 1}, {2, 2}}}
	if err := Verify(p, missing); err == nil || !strings.Contains(err.Error(), "piece 3 is placed twice") {
		t.Errorf("Verify = %v", err)
	}
}

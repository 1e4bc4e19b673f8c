package starbattle_test

import (
	"os"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*starbattle.Puzzle, *starbattle.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := starbattle.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || starbattle.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "kattis_starbattles2_sample1.txt")
	n := p.N
	full := starbattle.SolutionState(p, sol)
	partial := render.NewState(n, n)
	partial.Values[0] = append([]int(nil), full.Values[0]...)
	partial.Values[1][0], partial.Values[1][1] = starbattle.Dot, starbattle.Dot
	hl := &render.Highlight{Scope: render.RowCells(0, n), Cells: []render.Cell{{Row: 0, Col: 6}, {Row: 0, Col: 8}}, Caption: "row 1 holds its two stars"}
	for _, tc := range []struct {
		name        string
		st          *render.State
		opt         render.Options
		stars, dots int
	}{
		{"puzzle", nil, render.Options{}, 0, 0},
		{"partial", partial, render.Options{}, 2, 2},
		{"solution", full, render.Options{}, n * p.Stars, 0},
		{"highlight", partial, render.Options{Highlight: hl}, 2, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svg, err := starbattle.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "sample1_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != n*n {
				t.Errorf("%d cells, want %d", got, n*n)
			}
			if got := doc.Count("path", "region"); got != n {
				t.Errorf("%d region outlines, want %d", got, n)
			}
			stars := doc.TextsByCell("star")
			if len(stars) != tc.stars {
				t.Errorf("%d stars, want %d", len(stars), tc.stars)
			}
			for rc := range stars {
				if tc.st.At(rc[0], rc[1]) != starbattle.Star {
					t.Errorf("a star in cell %v that the state does not hold", rc)
				}
			}
			if got := doc.Count("circle", "dot"); got != tc.dots {
				t.Errorf("%d dots, want %d", got, tc.dots)
			}
		})
	}
	if _, err := starbattle.SVG(p, render.NewState(n, n+1), render.Options{}); err == nil {
		t.Error("a state of the wrong size was drawn")
	}
}

func TestDraw(t *testing.T) {
	p, sol := known(t, "kattis_starbattles2_sample1.txt")
	text := starbattle.Draw(p, sol)
	rendertest.GoldenText(t, "sample1_draw", text)
	stars := 0
	for _, line := range strings.Split(text, "\n") {
		stars += strings.Count(line, "★")
	}
	if want := p.N*p.Stars + 1; stars != want { // and one in the legend
		t.Errorf("%d stars drawn, want %d:\n%s", stars, want, text)
	}
	if !strings.Contains(text, "┃") || !strings.Contains(text, "│") {
		t.Errorf("region walls heavy and cell walls light expected:\n%s", text)
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, "kattis_starbattles2_sample1.txt")
	full := starbattle.SolutionState(p, sol)
	if got := starbattle.Conflicts(p, full); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	if s, complete := starbattle.StateSolution(p, full); !complete || starbattle.Verify(p, s) != nil {
		t.Errorf("the solution's state is not complete and right")
	}
	st := render.NewState(p.N, p.N)
	st.Values[0][0], st.Values[1][1] = starbattle.Star, starbattle.Star // touch, and both in region 0
	st.Values[0][2] = starbattle.Star                                   // region 0: a third star
	for c := range p.N {
		if st.Values[9][c] == 0 {
			st.Values[9][c] = starbattle.Dot // row 10: no room left
		}
	}
	var got []string
	for _, h := range starbattle.Conflicts(p, st) {
		got = append(got, h.Caption)
	}
	for _, want := range []string{
		"row 10 can hold at most 0 stars, fewer than 2",
		"region 0 has 3 stars, more than 2",
		"stars touch at r1c1 and r2c2",
	} {
		if !strings.Contains(strings.Join(got, "; "), want) {
			t.Errorf("conflicts %q lack %q", got, want)
		}
	}
	if _, complete := starbattle.StateSolution(p, st); complete {
		t.Errorf("an undecided, wrong state is complete")
	}
	in := starbattle.Input(p)
	if in.Mode != "cycle" || in.Rows != p.N || in.Cols != p.N || in.MaxValue() != starbattle.Dot {
		t.Errorf("Input: %+v", in)
	}
}

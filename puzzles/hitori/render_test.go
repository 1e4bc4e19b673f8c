package hitori_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/hitori"
	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*hitori.Puzzle, *hitori.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := hitori.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || hitori.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "wikipedia_8x8.txt")
	shaded := 0
	for _, row := range sol.Shaded {
		for _, on := range row {
			if on {
				shaded++
			}
		}
	}
	full := hitori.SolutionState(p, sol)
	partial := render.NewState(p.Rows, p.Cols)
	partial.Values[0] = append([]int(nil), full.Values[0]...)
	partial.Values[1][0], partial.Values[1][1] = hitori.Kept, hitori.Kept
	hl := &render.Highlight{Scope: render.RowCells(0, p.Cols), Cells: []render.Cell{{Row: 0, Col: 0}}, Caption: "row 1 has two 4s: one of them is shaded"}
	for _, tc := range []struct {
		name         string
		st           *render.State
		opt          render.Options
		shaded, kept int
	}{
		{"puzzle", nil, render.Options{}, 0, 0},
		{"partial", partial, render.Options{}, 3, 2},
		{"solution", full, render.Options{}, shaded, 0},
		{"highlight", partial, render.Options{Highlight: hl}, 3, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svg, err := hitori.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "wikipedia_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			n := p.Rows * p.Cols
			if got := doc.Count("rect", "hit"); got != n {
				t.Errorf("%d cells, want %d", got, n)
			}
			if got := doc.Count("rect", "shade"); got != tc.shaded {
				t.Errorf("%d shaded cells, want %d", got, tc.shaded)
			}
			if got := doc.Count("circle", "keep"); got != tc.kept {
				t.Errorf("%d rings, want %d", got, tc.kept)
			}
			// Every cell shows its number, white on the shaded ones.
			texts := doc.TextsByCell("given")
			if len(texts) != n {
				t.Fatalf("%d numbers, want %d", len(texts), n)
			}
			for rc, text := range texts {
				if text != strconv.Itoa(p.Grid[rc[0]][rc[1]]) {
					t.Errorf("cell %v shows %q, want %d", rc, text, p.Grid[rc[0]][rc[1]])
				}
			}
			if got := doc.Count("text", "on-shade"); got != tc.shaded {
				t.Errorf("%d numbers on shade, want %d", got, tc.shaded)
			}
		})
	}
	if _, err := hitori.SVG(p, render.NewState(8, 7), render.Options{}); err == nil {
		t.Error("a state of the wrong size was drawn")
	}
}

func TestDraw(t *testing.T) {
	p, sol := known(t, "wikipedia_8x8.txt")
	text := hitori.Draw(p, sol)
	rendertest.GoldenText(t, "wikipedia_draw", text)
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, "│") {
			inner := strings.Fields(strings.Split(line, "│")[1])
			row := ""
			for _, tok := range inner {
				if tok == "■" {
					row += "#"
				} else {
					row += "."
				}
			}
			rows = append(rows, row)
		}
	}
	if got, want := strings.Join(rows, "\n")+"\n", hitori.FormatSolution(p, sol); got != want {
		t.Errorf("drawn:\n%s\nwant:\n%s", got, want)
	}
	if !strings.Contains(text, "│ ■ 8 ■ 6 3 2 ■ 7 │") {
		t.Errorf("the first row is not drawn with its numbers:\n%s", text)
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, "wikipedia_8x8.txt")
	full := hitori.SolutionState(p, sol)
	if got := hitori.Conflicts(p, full); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	if s, complete := hitori.StateSolution(p, full); !complete || hitori.Verify(p, s) != nil {
		t.Errorf("the solution's state is not complete and right")
	}
	st := render.NewState(p.Rows, p.Cols)
	st.Values[0][0], st.Values[3][0] = hitori.Kept, hitori.Kept // column 1: 4 and 4
	st.Values[5][5], st.Values[5][6] = hitori.Shaded, hitori.Shaded
	// Shade around r8c1 (8): it is cut off from the other kept cells.
	st.Values[7][0], st.Values[6][0], st.Values[7][1] = hitori.Kept, hitori.Shaded, hitori.Shaded
	var got []string
	for _, h := range hitori.Conflicts(p, st) {
		got = append(got, h.Caption)
	}
	for _, want := range []string{
		"column 1 keeps two 4s",
		"shaded cells touch at r6c6 and r6c7",
		"the shaded cells cut the kept cell r8c1 off from r1c1",
	} {
		if !strings.Contains(strings.Join(got, "; "), want) {
			t.Errorf("conflicts %q lack %q", got, want)
		}
	}
	if len(got) != 3 {
		t.Errorf("%d conflicts, want 3: %q", len(got), got)
	}
	if _, complete := hitori.StateSolution(p, st); complete {
		t.Errorf("an undecided, wrong state is complete")
	}
	in := hitori.Input(p)
	if in.Mode != "cycle" || in.Rows != p.Rows || in.Cols != p.Cols || in.MaxValue() != hitori.Kept {
		t.Errorf("Input: %+v", in)
	}
}

package nonogram_test

import (
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/nonogram"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// heart is a small nonogram with its solution (the package example's).
func heart(t *testing.T) (*nonogram.Puzzle, *nonogram.Solution) {
	t.Helper()
	p, err := nonogram.Parse("heart.txt", []byte("nonogram\nrows\n1 1\n5\n5\n3\n1\ncolumns\n2\n4\n4\n4\n2\nsolution\n.#.#.\n#####\n#####\n.###.\n..#..\n"))
	if err != nil {
		t.Fatal(err)
	}
	if nonogram.Verify(p, p.Known) != nil {
		t.Fatal("the heart's solution does not verify")
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := heart(t)
	filled := 0
	for _, row := range sol.Filled {
		for _, on := range row {
			if on {
				filled++
			}
		}
	}
	full := nonogram.SolutionState(p, sol)
	partial := render.NewState(p.Rows, p.Cols)
	partial.Values[1] = append([]int(nil), full.Values[1]...)
	partial.Values[0][0], partial.Values[0][2] = nonogram.Crossed, nonogram.Crossed
	hl := &render.Highlight{Scope: render.RowCells(4, p.Cols), Cells: []render.Cell{{Row: 4, Col: 2}}, Caption: "row 5 holds one cell, under the three of row 4"}
	clues := 0
	for _, set := range [][][]int{p.RowClues, p.ColClues} {
		for _, c := range set {
			clues += max(1, len(c))
		}
	}
	for _, tc := range []struct {
		name            string
		st              *render.State
		opt             render.Options
		filled, crossed int
	}{
		{"puzzle", nil, render.Options{}, 0, 0},
		{"partial", partial, render.Options{}, 5, 2},
		{"solution", full, render.Options{}, filled, 0},
		{"highlight", partial, render.Options{Highlight: hl}, 5, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svg, err := nonogram.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "heart_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != p.Rows*p.Cols {
				t.Errorf("%d cells, want %d", got, p.Rows*p.Cols)
			}
			if got := doc.Count("rect", "shade"); got != tc.filled {
				t.Errorf("%d filled cells, want %d", got, tc.filled)
			}
			if got := doc.Count("line", "cross"); got != 2*tc.crossed {
				t.Errorf("%d cross strokes, want %d", got, 2*tc.crossed)
			}
			// Every clue number stands outside the grid, the row clues on
			// its left and the column clues above it.
			left, above := 0, 0
			for _, e := range doc.All("text", "clue") {
				x, _ := strconv.ParseFloat(e.Attrs["x"], 64)
				y, _ := strconv.ParseFloat(e.Attrs["y"], 64)
				if _, _, in := doc.CellOf(x, y); in {
					t.Errorf("a clue inside the grid at (%v, %v)", x, y)
				}
				gx, gy := firstCell(doc)
				switch {
				case x < gx && y > gy:
					left++
				case y < gy && x > gx:
					above++
				}
			}
			if left+above != clues || doc.Count("text", "clue") != clues {
				t.Errorf("%d clue numbers left and %d above the grid, %d in all; want %d", left, above, doc.Count("text", "clue"), clues)
			}
			for _, e := range doc.All("rect", "shade") {
				x, _ := strconv.ParseFloat(e.Attrs["x"], 64)
				y, _ := strconv.ParseFloat(e.Attrs["y"], 64)
				r, c, ok := doc.CellOf(x+1, y+1)
				if !ok || tc.st.At(r, c) != nonogram.Shaded {
					t.Errorf("a filled square at (%v, %v) in cell %d,%d (%v) that the state does not fill", x, y, r, c, ok)
				}
			}
		})
	}
	if _, err := nonogram.SVG(p, render.NewState(4, 5), render.Options{}); err == nil {
		t.Error("a state of the wrong size was drawn")
	}
}

// firstCell is the top-left corner of the grid: the smallest hit square.
func firstCell(doc *rendertest.Doc) (x, y float64) {
	x, y = 1e9, 1e9
	for _, e := range doc.All("rect", "hit") {
		ex, _ := strconv.ParseFloat(e.Attrs["x"], 64)
		ey, _ := strconv.ParseFloat(e.Attrs["y"], 64)
		x, y = min(x, ex), min(y, ey)
	}
	return x, y
}

func TestDraw(t *testing.T) {
	p, sol := heart(t)
	text := nonogram.Draw(p, sol)
	rendertest.GoldenText(t, "heart_draw", text)
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, "│") {
			inner := strings.Split(line, "│")[1]
			rows = append(rows, strings.NewReplacer(" ", "", "■", "#", "·", ".").Replace(inner))
		}
	}
	if got, want := strings.Join(rows, "\n")+"\n", nonogram.FormatSolution(p, sol); got != want {
		t.Errorf("drawn:\n%s\nwant:\n%s", got, want)
	}
	if !strings.Contains(text, "1 1 │ · ■ · ■ · │") {
		t.Errorf("the row clue is not drawn beside its row:\n%s", text)
	}
}

func TestConflicts(t *testing.T) {
	p, sol := heart(t)
	full := nonogram.SolutionState(p, sol)
	if got := nonogram.Conflicts(p, full); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	if s, complete := nonogram.StateSolution(p, full); !complete || nonogram.Verify(p, s) != nil {
		t.Errorf("the solution's state is not complete and right")
	}
	st := render.NewState(p.Rows, p.Cols)
	st.Values[0][0], st.Values[0][1] = nonogram.Shaded, nonogram.Shaded // row 1 is 1 1: no run of two
	st.Values[2][2] = nonogram.Crossed                                  // row 3 is 5: every cell filled
	var got []string
	for _, h := range nonogram.Conflicts(p, st) {
		got = append(got, h.Caption)
	}
	for _, want := range []string{
		"row 1: its filled and crossed cells leave no room for the clue 1 1",
		"row 3: its filled and crossed cells leave no room for the clue 5",
		"column 3: its filled and crossed cells leave no room for the clue 4",
	} {
		if !strings.Contains(strings.Join(got, "; "), want) {
			t.Errorf("conflicts %q lack %q", got, want)
		}
	}
	if len(got) != 3 {
		t.Errorf("%d conflicts, want 3: %q", len(got), got)
	}
	if _, complete := nonogram.StateSolution(p, st); complete {
		t.Errorf("an undecided, wrong state is complete")
	}
	in := nonogram.Input(p)
	if in.Mode != "cycle" || in.Rows != p.Rows || in.Cols != p.Cols || in.MaxValue() != nonogram.Crossed {
		t.Errorf("Input: %+v", in)
	}
}

package kakurasu_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/kakurasu"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*kakurasu.Puzzle, *kakurasu.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := kakurasu.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || kakurasu.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "hakank_problem1.txt")
	n := p.N
	shaded := 0
	for _, row := range sol.Shaded {
		for _, on := range row {
			if on {
				shaded++
			}
		}
	}
	full := kakurasu.SolutionState(p, sol)
	partial := render.NewState(n, n)
	partial.Values[0] = append([]int(nil), full.Values[0]...)
	partial.Values[0][2], partial.Values[0][3] = kakurasu.Crossed, kakurasu.Crossed
	hl := &render.Highlight{Scope: render.RowCells(3, n), Cells: []render.Cell{{Row: 3, Col: 0}}, Caption: "row 4 sums to 1: only column 1"}
	clues := 0
	for i := range n {
		if p.RowClues[i] >= 0 {
			clues++
		}
		if p.ColClues[i] >= 0 {
			clues++
		}
	}
	for _, tc := range []struct {
		name            string
		st              *render.State
		opt             render.Options
		shaded, crossed int
	}{
		{"puzzle", nil, render.Options{}, 0, 0},
		{"partial", partial, render.Options{}, 3, 2},
		{"solution", full, render.Options{}, shaded, 0},
		{"highlight", partial, render.Options{Highlight: hl}, 3, 2},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svg, err := kakurasu.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "problem1_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != n*n {
				t.Errorf("%d cells, want %d", got, n*n)
			}
			if got := doc.Count("rect", "shade"); got != tc.shaded {
				t.Errorf("%d shaded cells, want %d", got, tc.shaded)
			}
			if got := doc.Count("line", "cross"); got != 2*tc.crossed {
				t.Errorf("%d cross strokes, want %d", got, 2*tc.crossed)
			}
			// The clues and the indices stand outside the grid.
			outside := 0
			for _, e := range doc.All("text", "clue") {
				x, _ := strconv.ParseFloat(e.Attrs["x"], 64)
				y, _ := strconv.ParseFloat(e.Attrs["y"], 64)
				if _, _, in := doc.CellOf(x, y); !in {
					outside++
				}
			}
			if outside != clues || doc.Count("text", "clue") != clues {
				t.Errorf("%d clues outside the grid, %d in all; want %d", outside, doc.Count("text", "clue"), clues)
			}
			if got := doc.Count("text", "index"); got != 2*n {
				t.Errorf("%d indices, want %d", got, 2*n)
			}
			// Each shaded cell of the solution where the picture shades it.
			for _, e := range doc.All("rect", "shade") {
				x, _ := strconv.ParseFloat(e.Attrs["x"], 64)
				y, _ := strconv.ParseFloat(e.Attrs["y"], 64)
				r, c, ok := doc.CellOf(x+1, y+1)
				if !ok || tc.st.At(r, c) != kakurasu.Shaded {
					t.Errorf("a shaded square at (%v, %v) in cell %d,%d (%v) that the state does not shade", x, y, r, c, ok)
				}
			}
		})
	}
}

func TestDraw(t *testing.T) {
	p, sol := known(t, "hakank_problem1.txt")
	text := kakurasu.Draw(p, sol)
	rendertest.GoldenText(t, "problem1_draw", text)
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, "│") {
			inner := strings.Split(line, "│")[1]
			rows = append(rows, strings.NewReplacer(" ", "", "■", "#", "·", ".").Replace(inner))
		}
	}
	if got, want := strings.Join(rows, "\n")+"\n", kakurasu.FormatSolution(p, sol); got != want {
		t.Errorf("drawn:\n%s\nwant:\n%s", got, want)
	}
	if !strings.Contains(text, "10  6  7  8 11") {
		t.Errorf("the column clues are not drawn:\n%s", text)
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, "hakank_problem1.txt")
	full := kakurasu.SolutionState(p, sol)
	if got := kakurasu.Conflicts(p, full); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	if s, complete := kakurasu.StateSolution(p, full); !complete || kakurasu.Verify(p, s) != nil {
		t.Errorf("the solution's state is not complete and right")
	}
	st := render.NewState(p.N, p.N)
	st.Values[3][4] = kakurasu.Shaded // row 4's clue is 1
	for c := range p.N {
		st.Values[4][c] = kakurasu.Crossed // column sums can no longer reach their clues?
	}
	var got []string
	for _, h := range kakurasu.Conflicts(p, st) {
		got = append(got, h.Caption)
	}
	for _, want := range []string{"row 4: the shaded cells sum to 5, more than the clue 1", "row 5: the shaded and undecided cells sum to 0 at most, less than the clue 15"} {
		if !strings.Contains(strings.Join(got, "; "), want) {
			t.Errorf("conflicts %q lack %q", got, want)
		}
	}
	if _, complete := kakurasu.StateSolution(p, st); complete {
		t.Errorf("an undecided, wrong state is complete")
	}
}

package sudoku_test

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*sudoku.Puzzle, *sudoku.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := sudoku.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || sudoku.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "monkeynova_nyt20171202.txt")
	n := p.N
	full := sudoku.SolutionState(p, sol)
	partial := render.NewState(n, n)
	for r := range 3 {
		for c := range n {
			if p.Grid[r][c] == 0 {
				partial.Values[r][c] = sol.Grid[r][c]
			}
		}
	}
	hl := &render.Highlight{
		Cells:    []render.Cell{{Row: 4, Col: 0}},
		Scope:    render.RowCells(4, n),
		RuledOut: []render.Candidate{{Cell: render.Cell{Row: 4, Col: 1}, Value: 2}, {Cell: render.Cell{Row: 4, Col: 1}, Value: 9}},
		Caption:  "row 5 needs a 3 and only r5c1 can take it",
	}
	givens := 0
	for r := range n {
		for c := range n {
			if p.Grid[r][c] != 0 {
				givens++
			}
		}
	}
	for _, tc := range []struct {
		name    string
		st      *render.State
		opt     render.Options
		entries int // values drawn besides the givens
	}{
		{"puzzle", nil, render.Options{}, 0},
		{"partial", partial, render.Options{}, partial.Filled()},
		{"solution", full, render.Options{}, n*n - givens},
		{"highlight", partial, render.Options{Highlight: hl}, partial.Filled()},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svg, err := sudoku.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "nyt20171202_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != n*n {
				t.Errorf("%d cells, want %d", got, n*n)
			}
			if got := doc.Count("path", "box"); got != n {
				t.Errorf("%d box outlines, want %d", got, n)
			}
			for class, want := range map[string]int{"given": givens, "entry": tc.entries} {
				cells := doc.TextsByCell(class)
				if len(cells) != want {
					t.Errorf("%d %s values, want %d", len(cells), class, want)
				}
				for key, text := range cells {
					if text != strconv.Itoa(sol.Grid[key[0]][key[1]]) {
						t.Errorf("%s value %q in cell %v, the solution has %d", class, text, key, sol.Grid[key[0]][key[1]])
					}
				}
			}
			if tc.opt.Highlight != nil {
				if doc.Count("rect", "hl-cell") != 1 || doc.Count("path", "hl-scope") != 1 || doc.Count("text", "ruled") != 2 || doc.Count("line", "strike") != 2 {
					t.Errorf("highlight elements missing")
				}
				if got := strings.Join(doc.Texts("caption"), " "); got != hl.Caption {
					t.Errorf("caption %q, want %q", got, hl.Caption)
				}
			}
		})
	}
	if _, err := sudoku.SVG(p, render.NewState(n, n+1), render.Options{}); !errors.Is(err, render.ErrState) {
		t.Errorf("a state of 10 columns: %v, want render.ErrState", err)
	}
}

// TestDraw reads the digits back from the drawing, row by row.
func TestDraw(t *testing.T) {
	p, sol := known(t, "monkeynova_nyt20171202.txt")
	text := sudoku.Draw(p, sol)
	rendertest.GoldenText(t, "nyt20171202_draw", text)
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		digits := strings.Map(func(r rune) rune {
			if r >= '0' && r <= '9' {
				return r
			}
			return -1
		}, line)
		if digits != "" {
			rows = append(rows, digits)
		}
	}
	if got, want := strings.Join(rows, "\n")+"\n", sudoku.FormatSolution(p, sol); got != want {
		t.Errorf("digits drawn:\n%s\nwant:\n%s", got, want)
	}
	if got := strings.Count(text, "┼"); got != 4 {
		t.Errorf("%d box crossings ┼, want 4:\n%s", got, text)
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, "monkeynova_nyt20171202.txt")
	if got := sudoku.Conflicts(p, sudoku.SolutionState(p, sol)); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	st := render.NewState(p.N, p.N)
	st.Values[0][1] = 8 // row 1 gives 8 at r1c1
	got := sudoku.Conflicts(p, st)
	want := []string{"row 1 has two 8s", "box 1 (rows 1-3, columns 1-3) has two 8s"}
	if len(got) != len(want) {
		t.Fatalf("conflicts %v, want %q", got, want)
	}
	for i, h := range got {
		if h.Caption != want[i] || len(h.Cells) != 2 || len(h.Scope) != 9 {
			t.Errorf("conflict %d: %+v, want %q with 2 cells in a unit of 9", i, h, want[i])
		}
	}
	// A value on a given's cell is ignored: the given stands.
	st = render.NewState(p.N, p.N)
	st.Values[0][0] = 5
	if got := sudoku.Conflicts(p, st); len(got) != 0 {
		t.Errorf("a value over a given: %v", got)
	}
}

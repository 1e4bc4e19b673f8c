package killer_test

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/killer"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*killer.Puzzle, *killer.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := killer.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || killer.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func cellsOf(cg killer.Cage) []render.Cell {
	var out []render.Cell
	for _, c := range cg.Cells {
		out = append(out, render.Cell{Row: c.Row, Col: c.Col})
	}
	return out
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "wikipedia_example.txt")
	n := p.N
	full := killer.SolutionState(p, sol)
	partial := killer.SolutionState(p, sol)
	for r := 1; r < n; r++ {
		for c := range n {
			if (r+c)%3 != 0 {
				partial.Values[r][c] = 0
			}
		}
	}
	scope := cellsOf(p.Cages[6]) // g: 25 over four cells
	hl := &render.Highlight{
		Cells:    scope[:1],
		Scope:    scope,
		RuledOut: []render.Candidate{{Cell: scope[1], Value: 1}, {Cell: scope[1], Value: 2}},
		Caption:  "cage g (25): 25 in four cells needs a 9",
	}
	for _, tc := range []struct {
		name string
		st   *render.State
		opt  render.Options
	}{
		{"puzzle", nil, render.Options{}},
		{"partial", partial, render.Options{}},
		{"solution", full, render.Options{}},
		{"highlight", partial, render.Options{Highlight: hl}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svg, err := killer.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "wikipedia_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != n*n {
				t.Errorf("%d cells, want %d", got, n*n)
			}
			if got := doc.Count("path", "cage"); got != len(p.Cages) {
				t.Errorf("%d cage outlines, want %d", got, len(p.Cages))
			}
			if got := doc.Count("path", "box"); got != n {
				t.Errorf("%d box outlines, want %d", got, n)
			}
			clues := doc.TextsByCell("clue")
			for _, cg := range p.Cages {
				if got := clues[[2]int{cg.Cells[0].Row, cg.Cells[0].Col}]; got != strconv.Itoa(cg.Sum) || len(clues) != len(p.Cages) {
					t.Errorf("cage %s: sum %q in its first cell, want %d; %d sums", cg.Name, got, cg.Sum, len(clues))
				}
			}
			entries := doc.TextsByCell("entry")
			if got, want := len(entries), tc.st.Filled(); got != want {
				t.Errorf("%d values drawn, want %d", got, want)
			}
			for key, text := range entries {
				if want := strconv.Itoa(tc.st.At(key[0], key[1])); text != want {
					t.Errorf("cell %v shows %q, want %s", key, text, want)
				}
			}
			if tc.opt.Highlight != nil {
				if doc.Count("rect", "hl-cell") != 1 || doc.Count("path", "hl-scope") != 1 || doc.Count("text", "ruled") != 2 {
					t.Errorf("highlight: %d cells, %d scopes, %d ruled-out values; want 1, 1, 2",
						doc.Count("rect", "hl-cell"), doc.Count("path", "hl-scope"), doc.Count("text", "ruled"))
				}
				if got := strings.Join(doc.Texts("caption"), " "); got != hl.Caption {
					t.Errorf("caption %q, want %q", got, hl.Caption)
				}
			}
		})
	}
}

// TestTints: no two cages that touch share a tint.
func TestTints(t *testing.T) {
	for _, file := range []string{"wikipedia_example.txt", "sudokucom_expert1.txt", "hs_zero_cages.txt"} {
		data, err := os.ReadFile("testdata/" + file)
		if err != nil {
			t.Fatal(err)
		}
		p, err := killer.Parse(file, data)
		if err != nil {
			t.Fatal(err)
		}
		svg, err := killer.SVG(p, nil, render.Options{})
		if err != nil {
			t.Fatal(err)
		}
		doc := rendertest.Parse(t, svg)
		tint := map[[2]int]string{}
		for _, e := range doc.All("rect", "") {
			for _, cl := range e.Classes {
				if strings.HasPrefix(cl, "tint") {
					r, c, ok := doc.CellOf(rendertestCentre(e))
					if !ok {
						t.Fatalf("a tinted square off the grid")
					}
					tint[[2]int{r, c}] = cl
				}
			}
		}
		owner := map[[2]int]int{}
		for k, cg := range p.Cages {
			for _, c := range cg.Cells {
				owner[[2]int{c.Row, c.Col}] = k + 1
			}
		}
		for key, k := range owner {
			if tint[key] == "" {
				t.Errorf("%s: cell %v of a cage is not tinted", file, key)
			}
			for _, d := range [][2]int{{0, 1}, {1, 0}} {
				nb := [2]int{key[0] + d[0], key[1] + d[1]}
				if j := owner[nb]; j != 0 && j != k && tint[nb] == tint[key] {
					t.Errorf("%s: touching cages %d and %d share %s", file, k, j, tint[key])
				}
			}
		}
		if len(tint) != len(owner) {
			t.Errorf("%s: %d tinted cells, %d cells in cages", file, len(tint), len(owner))
		}
	}
}

// rendertestCentre is the centre of a rect element.
func rendertestCentre(e *rendertest.Element) (float64, float64) {
	f := func(k string) float64 {
		v, _ := strconv.ParseFloat(e.Attrs[k], 64)
		return v
	}
	return f("x") + f("width")/2, f("y") + f("height")/2
}

func TestSVGRejectsStatesThatDoNotFit(t *testing.T) {
	p, _ := known(t, "wikipedia_example.txt")
	for name, opt := range map[string]struct {
		st *render.State
		h  *render.Highlight
	}{
		"rows":      {st: render.NewState(8, 9)},
		"value":     {st: &render.State{Values: append(render.NewState(8, 9).Values, []int{10, 0, 0, 0, 0, 0, 0, 0, 0})}},
		"highlight": {h: &render.Highlight{Cells: []render.Cell{{Row: 9, Col: 0}}}},
		"ruled out": {h: &render.Highlight{RuledOut: []render.Candidate{{Value: 10}}}},
	} {
		if _, err := killer.SVG(p, opt.st, render.Options{Highlight: opt.h}); !errors.Is(err, render.ErrState) {
			t.Errorf("%s: error %v, want one wrapping render.ErrState", name, err)
		}
	}
}

// TestDraw reads the values back from the drawing: every line of n
// numbers is a row of the solution, in order; every sum is drawn.
func TestDraw(t *testing.T) {
	p, sol := known(t, "wikipedia_example.txt")
	text := killer.Draw(p, sol)
	rendertest.GoldenText(t, "wikipedia_draw", text)
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		f := strings.FieldsFunc(line, func(r rune) bool {
			return r == ' ' || strings.ContainsRune("│─┌┐└┘├┤┬┴┼┃━┏┓┗┛┣┫┳┻╋┠┨┯┷┿╂", r)
		})
		if len(f) == p.N {
			rows = append(rows, strings.Join(f, ""))
		}
	}
	if got, want := strings.Join(rows, "\n")+"\n", killer.FormatSolution(p, sol); got != want {
		t.Errorf("values drawn:\n%s\nwant:\n%s", got, want)
	}
	for _, cg := range p.Cages {
		if !strings.Contains(text, strconv.Itoa(cg.Sum)) {
			t.Errorf("cage %s: sum %d not drawn", cg.Name, cg.Sum)
		}
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, "wikipedia_example.txt")
	st := killer.SolutionState(p, sol)
	if got := killer.Conflicts(p, st); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	// Cage a (3) is r1c1 r1c2: 2 and 1. Write 1 twice.
	st = render.NewState(p.N, p.N)
	st.Values[0][0], st.Values[0][1] = 1, 1
	captions := captionsOf(killer.Conflicts(p, st))
	for _, want := range []string{"row 1 has two 1s", "box 1 has two 1s", "cage a (3) has two 1s"} {
		if !strings.Contains(captions, want) {
			t.Errorf("conflicts %q lack %q", captions, want)
		}
	}
	st = render.NewState(p.N, p.N)
	st.Values[0][0], st.Values[0][1] = 2, 3 // cage a (3): 5
	st.Values[1][0], st.Values[1][1] = 1, 2 // cage g (25), four cells: 1+2 + 9+8 < 25
	st.Values[0][2] = 9                     // cage b (15), three cells: 9 + 1+2 = 12 ≤ 15 is fine
	st.Values[0][3], st.Values[0][4] = 9, 8 // the row's second 9 and cage b: 9+9+8
	captions = captionsOf(killer.Conflicts(p, st))
	for _, want := range []string{"cage a (3): 2+3 = 5, not 3", "cage g (25): 1+2 = 3 cannot reach 25: the 2 empty cells add at most 17", "row 1 has two 9s", "cage b (15) has two 9s"} {
		if !strings.Contains(captions, want) {
			t.Errorf("conflicts %q lack %q", captions, want)
		}
	}
	st = render.NewState(p.N, p.N)
	st.Values[2][6], st.Values[2][7] = 9, 8 // cage k (20): r3c7 r3c8 r4c7, 9+8 = 17, the last cell at least 1
	st.Values[1][6] = 3                     // cage d (4): r1c7 r2c7, 3 + at least 1 = 4
	st.Values[0][7] = 7                     // cage e (16): 7 + 9 at most
	if got := captionsOf(killer.Conflicts(p, st)); got != "" {
		t.Errorf("reachable cages reported: %q", got)
	}
	st.Values[1][6] = 4 // cage d (4): 4 + at least 1 > 4
	if got := captionsOf(killer.Conflicts(p, st)); got != "cage d (4): 4 = 4 already, and the 1 empty cells add at least 1" {
		t.Errorf("conflicts %q", got)
	}
}

func captionsOf(hs []render.Highlight) string {
	var out []string
	for _, h := range hs {
		out = append(out, h.Caption)
	}
	return strings.Join(out, "; ")
}

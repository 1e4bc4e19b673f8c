package hidato_test

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/hidato"
	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*hidato.Puzzle, *hidato.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := hidato.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || hidato.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "rosetta_wikipedia_8x8.txt")
	full := hidato.SolutionState(p, sol)
	partial := hidato.SolutionState(p, sol)
	for r := range partial.Values {
		for c := range partial.Values[r] {
			if (r+c)%2 == 0 {
				partial.Values[r][c] = 0
			}
		}
	}
	hl := &render.Highlight{
		Cells:    []render.Cell{{Row: 1, Col: 0}},
		Scope:    []render.Cell{{Row: 0, Col: 0}, {Row: 1, Col: 0}, {Row: 2, Col: 0}},
		RuledOut: []render.Candidate{{Cell: render.Cell{Row: 1, Col: 0}, Value: 30}},
		Caption:  "31 lies between 30 and 32",
	}
	holes, givens := 0, 0
	for _, row := range p.Grid {
		for _, v := range row {
			switch {
			case v == hidato.Hole:
				holes++
			case v > 0:
				givens++
			}
		}
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
			svg, err := hidato.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "wikipedia_8x8_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != p.Rows*p.Cols {
				t.Errorf("%d squares, want %d", got, p.Rows*p.Cols)
			}
			if got := doc.Count("rect", "hole"); got != holes {
				t.Errorf("%d holes, want %d", got, holes)
			}
			if got := doc.Count("circle", "ends"); got != 2 {
				t.Errorf("%d circled ends, want 1 and 40", got)
			}
			gv := doc.TextsByCell("given")
			if len(gv) != givens {
				t.Errorf("%d givens drawn, want %d", len(gv), givens)
			}
			for key, text := range gv {
				if want := strconv.Itoa(p.Grid[key[0]][key[1]]); text != want {
					t.Errorf("given at %v shows %q, want %s", key, text, want)
				}
			}
			entries := doc.TextsByCell("entry")
			want := 0
			for r, row := range p.Grid {
				for c, v := range row {
					if v == hidato.Empty && tc.st.At(r, c) != 0 {
						want++
						if got := entries[[2]int{r, c}]; got != strconv.Itoa(tc.st.At(r, c)) {
							t.Errorf("r%dc%d shows %q, want %d", r+1, c+1, got, tc.st.At(r, c))
						}
					}
				}
			}
			if len(entries) != want {
				t.Errorf("%d entries drawn, want %d", len(entries), want)
			}
			if tc.opt.Highlight != nil {
				if doc.Count("rect", "hl-cell") != 1 || doc.Count("path", "hl-scope") != 1 || doc.Count("text", "ruled") != 1 {
					t.Errorf("highlight: %d cells, %d scopes, %d ruled out", doc.Count("rect", "hl-cell"), doc.Count("path", "hl-scope"), doc.Count("text", "ruled"))
				}
				if got := strings.Join(doc.Texts("caption"), " "); got != hl.Caption {
					t.Errorf("caption %q", got)
				}
			}
		})
	}
	for name, st := range map[string]*render.State{
		"rows":  render.NewState(7, 8),
		"value": {Values: append(render.NewState(7, 8).Values, []int{41, 0, 0, 0, 0, 0, 0, 0})},
	} {
		if _, err := hidato.SVG(p, st, render.Options{}); !errors.Is(err, render.ErrState) {
			t.Errorf("%s: %v, want render.ErrState", name, err)
		}
	}
}

// TestDraw reads the numbers back from the drawing.
func TestDraw(t *testing.T) {
	p, sol := known(t, "rosetta_wikipedia_8x8.txt")
	text := hidato.Draw(p, sol)
	rendertest.GoldenText(t, "wikipedia_8x8_draw", text)
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		f := strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || strings.ContainsRune("│─┌┐└┘├┤┬┴┼", r) })
		if len(f) == p.Cols {
			rows = append(rows, strings.Join(f, " "))
		}
	}
	var want []string
	for _, line := range strings.Split(strings.TrimSpace(hidato.FormatSolution(p, sol)), "\n") {
		want = append(want, strings.Join(strings.Fields(line), " "))
	}
	if got := strings.Join(rows, "\n"); got != strings.ReplaceAll(strings.Join(want, "\n"), "#", "##") {
		t.Errorf("numbers drawn:\n%s\nwant:\n%s", got, strings.Join(want, "\n"))
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, "rosetta_wikipedia_8x8.txt")
	st := hidato.SolutionState(p, sol)
	if got := hidato.Conflicts(p, st); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	// 32 belongs at r1c1; write it at r3c1 as well, and 34 two rows
	// away from the given 33 (r1c2).
	st = render.NewState(p.Rows, p.Cols)
	st.Values[0][0], st.Values[2][0] = 32, 32
	st.Values[3][0] = 34
	got := captionsOf(hidato.Conflicts(p, st))
	for _, want := range []string{"32 is written twice", "33 at r1c2 and 34 at r4c1 are not neighbours"} {
		if !strings.Contains(got, want) {
			t.Errorf("conflicts %q lack %q", got, want)
		}
	}
	// A value on a hole is ignored.
	st = render.NewState(p.Rows, p.Cols)
	st.Values[0][7] = 5
	if got := hidato.Conflicts(p, st); len(got) != 0 {
		t.Errorf("a number on a hole: %v", got)
	}
	if s, complete := hidato.StateSolution(p, hidato.SolutionState(p, sol)); !complete || hidato.Verify(p, s) != nil {
		t.Errorf("the solution's state does not read back: %v", complete)
	}
	if in := hidato.Input(p); in.Mode != "type" || in.MaxValue() != 40 || in.Rows != 8 {
		t.Errorf("input %+v", in)
	}
}

func captionsOf(hs []render.Highlight) string {
	var out []string
	for _, h := range hs {
		out = append(out, h.Caption)
	}
	return strings.Join(out, "; ")
}

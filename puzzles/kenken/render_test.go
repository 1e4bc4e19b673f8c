package kenken_test

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/kenken"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*kenken.Puzzle, *kenken.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := kenken.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || kenken.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "seed_6x6_wikipedia.txt")
	n := p.N
	full := kenken.SolutionState(p, sol)
	partial := kenken.SolutionState(p, sol)
	for r := 1; r < n; r++ {
		for c := range n {
			if (r+c)%3 != 0 {
				partial.Values[r][c] = 0
			}
		}
	}
	cage := p.Cages[6] // G 240*, four cells
	var scope []render.Cell
	for _, c := range cage.Cells {
		scope = append(scope, render.Cell{Row: c.Row, Col: c.Col})
	}
	hl := &render.Highlight{
		Cells:    scope[:1],
		Scope:    scope,
		RuledOut: []render.Candidate{{Cell: scope[1], Value: 1}, {Cell: scope[1], Value: 2}},
		Caption:  "cage G (240×): 240 = 4·5·6·2 needs a 5 in its first cell",
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
			svg, err := kenken.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "seed_6x6_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != n*n {
				t.Errorf("%d cells, want %d", got, n*n)
			}
			if got := doc.Count("path", "cage"); got != len(p.Cages) {
				t.Errorf("%d cage outlines, want %d", got, len(p.Cages))
			}
			// Each clue in its cage's first cell, each value in its cell.
			clues := doc.TextsByCell("clue")
			for _, cg := range p.Cages {
				want := strconv.Itoa(cg.Target)
				if got := clues[[2]int{cg.Cells[0].Row, cg.Cells[0].Col}]; !strings.HasPrefix(got, want) || len(clues) != len(p.Cages) {
					t.Errorf("cage %s: clue %q in its first cell, want %s…; %d clues", cg.Name, got, want, len(clues))
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

func TestSVGRejectsStatesThatDoNotFit(t *testing.T) {
	p, _ := known(t, "seed_6x6_wikipedia.txt")
	for name, opt := range map[string]struct {
		st *render.State
		h  *render.Highlight
	}{
		"rows":      {st: render.NewState(5, 6)},
		"value":     {st: &render.State{Values: append(render.NewState(5, 6).Values, []int{7, 0, 0, 0, 0, 0})}},
		"negative":  {st: &render.State{Values: append(render.NewState(5, 6).Values, []int{-1, 0, 0, 0, 0, 0})}},
		"highlight": {h: &render.Highlight{Cells: []render.Cell{{Row: 6, Col: 0}}}},
		"ruled out": {h: &render.Highlight{RuledOut: []render.Candidate{{Value: 9}}}},
	} {
		if _, err := kenken.SVG(p, opt.st, render.Options{Highlight: opt.h}); !errors.Is(err, render.ErrState) {
			t.Errorf("%s: error %v, want one wrapping render.ErrState", name, err)
		}
	}
}

// TestDraw reads the values back from the drawing: every line of n
// numbers is a row of the solution, in order.
func TestDraw(t *testing.T) {
	p, sol := known(t, "seed_6x6_wikipedia.txt")
	text := kenken.Draw(p, sol)
	rendertest.GoldenText(t, "seed_6x6_draw", text)
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		f := strings.FieldsFunc(line, func(r rune) bool { return r == ' ' || strings.ContainsRune("│─┌┐└┘├┤┬┴┼", r) })
		if len(f) != p.N {
			continue
		}
		if _, err := strconv.Atoi(strings.Join(f, "")); err == nil {
			rows = append(rows, strings.Join(f, ""))
		}
	}
	if got, want := strings.Join(rows, "\n")+"\n", kenken.FormatSolution(p, sol); got != want {
		t.Errorf("values drawn:\n%s\nwant:\n%s", got, want)
	}
	// Every cage's clue appears, in reading order of its first cell.
	for _, cg := range p.Cages {
		if !strings.Contains(text, strconv.Itoa(cg.Target)) {
			t.Errorf("cage %s: clue %d not drawn", cg.Name, cg.Target)
		}
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, "seed_6x6_wikipedia.txt")
	st := kenken.SolutionState(p, sol)
	if got := kenken.Conflicts(p, st); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	// Cage A (11+) is r1c1 and r2c1: 5 and 6. Write 6 in r1c1 too.
	st = render.NewState(p.N, p.N)
	st.Values[0][0], st.Values[1][0] = 6, 6
	captions := captionsOf(kenken.Conflicts(p, st))
	for _, want := range []string{"column 1 has two 6s", "cage A (11+): 6+6 = 12, not 11"} {
		if !strings.Contains(captions, want) {
			t.Errorf("conflicts %q lack %q", captions, want)
		}
	}
	// Partial cages that can no longer reach their clue.
	st = render.NewState(p.N, p.N)
	st.Values[0][1] = 5 // cage B 2÷: no partner for 5 in 1..6
	st.Values[0][3] = 3 // cage C 20×: 20 is not a multiple of 3
	captions = captionsOf(kenken.Conflicts(p, st))
	for _, want := range []string{"cage B (2÷): no value 1..6 goes with 5", "cage C (20×): 20 is not a multiple of 3 = 3"} {
		if !strings.Contains(captions, want) {
			t.Errorf("conflicts %q lack %q", captions, want)
		}
	}
}

func captionsOf(hs []render.Highlight) string {
	var out []string
	for _, h := range hs {
		out = append(out, h.Caption)
	}
	return strings.Join(out, "; ")
}

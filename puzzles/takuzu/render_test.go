package takuzu_test

import (
	"os"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*takuzu.Puzzle, *takuzu.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := takuzu.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || takuzu.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "binarypuzzle_easy_6x6_001.txt")
	n := p.N
	givens := [2]int{}
	for r := range n {
		for c := range n {
			if v := p.Grid[r][c]; v >= 0 {
				givens[v]++
			}
		}
	}
	full := takuzu.SolutionState(p, sol)
	partial := render.NewState(n, n)
	for c := range n {
		partial.Values[3][c] = full.Values[3][c] // row 4 has no givens
	}
	hl := &render.Highlight{Cells: []render.Cell{{Row: 0, Col: 1}}, Scope: render.ColCells(1, n),
		RuledOut: []render.Candidate{{Cell: render.Cell{Row: 0, Col: 1}, Value: takuzu.One}}, Caption: "r1c1 is a 1"}
	for _, tc := range []struct {
		name     string
		st       *render.State
		opt      render.Options
		entries0 int // the state's 0s and 1s, besides the givens
		entries1 int
	}{
		{"puzzle", nil, render.Options{}, 0, 0},
		{"partial", partial, render.Options{}, 3, 3},
		{"solution", full, render.Options{}, n*n/2 - givens[0], n*n/2 - givens[1]},
		{"highlight", partial, render.Options{Highlight: hl}, 3, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svg, err := takuzu.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "easy_6x6_001_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != n*n {
				t.Errorf("%d cells, want %d", got, n*n)
			}
			counts := map[string]int{}
			for _, e := range doc.All("rect", "") {
				for _, cls := range []string{"t0", "t1"} {
					for _, kind := range []string{"given", "entry"} {
						if e.Has(cls) && e.Has(kind) {
							counts[cls+" "+kind]++
						}
					}
				}
			}
			want := map[string]int{"t0 given": givens[0], "t1 given": givens[1], "t0 entry": tc.entries0, "t1 entry": tc.entries1}
			for k, v := range want {
				if counts[k] != v {
					t.Errorf("%d tiles %q, want %d", counts[k], k, v)
				}
			}
			if tc.opt.Highlight != nil && (doc.Count("text", "ruled") != 1 || doc.Texts("ruled")[0] != "1") {
				t.Errorf("ruled-out value: %q", doc.Texts("ruled"))
			}
		})
	}
}

func TestDraw(t *testing.T) {
	p, sol := known(t, "binarypuzzle_easy_6x6_001.txt")
	text := takuzu.Draw(p, sol)
	rendertest.GoldenText(t, "easy_6x6_001_draw", text)
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		if f := strings.Trim(line, "│ ─┌┐└┘"); f != "" {
			rows = append(rows, strings.ReplaceAll(f, " ", ""))
		}
	}
	if got, want := strings.Join(rows, "\n")+"\n", takuzu.FormatSolution(p, sol); got != want {
		t.Errorf("drawn:\n%s\nwant:\n%s", got, want)
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, "binarypuzzle_easy_6x6_001.txt")
	if got := takuzu.Conflicts(p, takuzu.SolutionState(p, sol)); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	st := render.NewState(p.N, p.N)
	st.Values[3] = []int{takuzu.One, takuzu.One, takuzu.One, takuzu.One, 0, 0}
	got := captions(takuzu.Conflicts(p, st))
	for _, want := range []string{"row 4 has three ones in a row (columns 1-3)", "row 4 has 4 ones, more than half of its 6 cells"} {
		if !strings.Contains(got, want) {
			t.Errorf("conflicts %q lack %q", got, want)
		}
	}
	// Two equal full rows under the unique rule.
	st = takuzu.SolutionState(p, sol)
	copy(st.Values[3], st.Values[0])
	if got := captions(takuzu.Conflicts(p, st)); !strings.Contains(got, "row 4 repeats row 1") {
		t.Errorf("conflicts %q lack the repeated row", got)
	}
}

func captions(hs []render.Highlight) string {
	var out []string
	for _, h := range hs {
		out = append(out, h.Caption)
	}
	return strings.Join(out, "; ")
}

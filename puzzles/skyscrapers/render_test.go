package skyscrapers_test

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*skyscrapers.Puzzle, *skyscrapers.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := skyscrapers.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || skyscrapers.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "arkareem_towers_6x6.txt")
	n := p.N
	full := skyscrapers.SolutionState(p, sol)
	partial := skyscrapers.SolutionState(p, sol)
	for r := range n {
		for c := range n {
			if (r+2*c)%3 != 0 {
				partial.Values[r][c] = 0
			}
		}
	}
	col := render.ColCells(0, n)
	hl := &render.Highlight{
		Cells:    col[:1],
		Scope:    col,
		RuledOut: []render.Candidate{{Cell: col[0], Value: 6}},
		Caption:  "the top clue of column 1 is 2: the 6 is not first",
	}
	clues := 0
	for _, sd := range []skyscrapers.Side{skyscrapers.Top, skyscrapers.Bottom, skyscrapers.Left, skyscrapers.Right} {
		for _, v := range p.Clues(sd) {
			if v != 0 {
				clues++
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
			svg, err := skyscrapers.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "towers_6x6_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != n*n {
				t.Errorf("%d cells, want %d", got, n*n)
			}
			// Every clue outside the grid, none inside.
			outside := doc.TextsByCell("clue")
			if got := len(doc.Texts("clue")); got != clues || len(outside) != 1 {
				t.Errorf("%d clues (%d cells hold some), want %d, all outside the grid", got, len(outside), clues)
			}
			if got := doc.TextsByCell("given"); len(got) != 1 || got[[2]int{2, 2}] != "3" {
				t.Errorf("givens %v, want 3 at r3c3", got)
			}
			entries := doc.TextsByCell("entry")
			want := 0
			for r := range n {
				for c := range n {
					if v := tc.st.At(r, c); v != 0 && p.Givens[r][c] == 0 {
						want++
						if entries[[2]int{r, c}] != strconv.Itoa(v) {
							t.Errorf("r%dc%d shows %q, want %d", r+1, c+1, entries[[2]int{r, c}], v)
						}
					}
				}
			}
			if len(entries) != want {
				t.Errorf("%d heights drawn, want %d", len(entries), want)
			}
			if tc.opt.Highlight != nil {
				if doc.Count("rect", "hl-cell") != 1 || doc.Count("path", "hl-scope") != 1 || doc.Count("text", "ruled") != 1 {
					t.Errorf("highlight: %d cells, %d scopes, %d ruled out", doc.Count("rect", "hl-cell"), doc.Count("path", "hl-scope"), doc.Count("text", "ruled"))
				}
			}
		})
	}
	if _, err := skyscrapers.SVG(p, render.NewState(5, 6), render.Options{}); !errors.Is(err, render.ErrState) {
		t.Errorf("a state of 5 rows: %v, want render.ErrState", err)
	}
}

// TestDraw reads the heights and the clues back from the drawing.
func TestDraw(t *testing.T) {
	p, sol := known(t, "arkareem_towers_6x6.txt")
	text := skyscrapers.Draw(p, sol)
	rendertest.GoldenText(t, "towers_6x6_draw", text)
	lines := strings.Split(strings.TrimSuffix(text, "\n"), "\n")
	if len(lines) != p.N+4 {
		t.Fatalf("%d lines, want %d", len(lines), p.N+4)
	}
	for r := range p.N {
		parts := strings.Split(lines[r+2], "│")
		if len(parts) != 3 {
			t.Fatalf("row %d: %q", r+1, lines[r+2])
		}
		if got, want := strings.Join(strings.Fields(parts[1]), ""), strings.TrimSpace(skyscrapers.FormatSolution(p, &skyscrapers.Solution{Grid: sol.Grid[r : r+1]})); got != want {
			t.Errorf("row %d: %q, want %q", r+1, got, want)
		}
		if l := strings.TrimSpace(parts[0]); (l == "") != (p.Left[r] == 0) || (l != "" && l != strconv.Itoa(p.Left[r])) {
			t.Errorf("row %d: left clue %q, want %d", r+1, l, p.Left[r])
		}
	}
	if got := strings.Join(strings.Fields(lines[0]), " "); got != "2 2 2 2 3" {
		t.Errorf("top clues %q", got)
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, "arkareem_towers_6x6.txt")
	st := skyscrapers.SolutionState(p, sol)
	if got := skyscrapers.Conflicts(p, st); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	// Row 4 has the left clue 2: 1 2 4 … shows three buildings already.
	st = render.NewState(p.N, p.N)
	st.Values[3][0], st.Values[3][1], st.Values[3][2] = 1, 2, 4
	got := captionsOf(skyscrapers.Conflicts(p, st))
	if got != "the left clue of row 4 is 2, but 3 buildings are seen already" {
		t.Errorf("conflicts %q", got)
	}
	// 1 4 … from the top of column 1 (clue 2) is fine so far.
	st = render.NewState(p.N, p.N)
	st.Values[0][0], st.Values[1][0] = 1, 4
	if got := skyscrapers.Conflicts(p, st); len(got) != 0 {
		t.Errorf("1 4 under the clue 2: %v", got)
	}
	// A height equal to the given one in its column.
	st = render.NewState(p.N, p.N)
	st.Values[4][2] = 3
	if got := captionsOf(skyscrapers.Conflicts(p, st)); got != "column 3 has two 3s" {
		t.Errorf("conflicts %q", got)
	}
	// A full column seen wrong: row 1 swapped to 6 5 4 1 2 3.
	full := skyscrapers.SolutionState(p, sol)
	full.Values[0][0], full.Values[0][1] = full.Values[0][1], full.Values[0][0]
	if got := captionsOf(skyscrapers.Conflicts(p, full)); !strings.Contains(got, "the top clue of column 1 is 2, but 1 buildings are seen") {
		t.Errorf("a swapped pair: %q", got)
	}
	if in := skyscrapers.Input(p); in.Mode != "type" || in.MaxValue() != 6 {
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

package kakuro_test

import (
	"errors"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/kakuro"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*kakuro.Puzzle, *kakuro.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := kakuro.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || kakuro.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

const file = "kakurokuso_sumascruzadas93.txt"

func TestSVG(t *testing.T) {
	p, sol := known(t, file)
	full := kakuro.SolutionState(p, sol)
	partial := kakuro.SolutionState(p, sol)
	for r := range p.Rows {
		for c := range p.Cols {
			if (r+c)%3 != 0 {
				partial.Values[r][c] = 0
			}
		}
	}
	run := p.Runs()[0]
	var scope []render.Cell
	for _, c := range run.Cells {
		scope = append(scope, render.Cell{Row: c.Row, Col: c.Col})
	}
	hl := &render.Highlight{
		Cells:    scope[:1],
		Scope:    scope,
		RuledOut: []render.Candidate{{Cell: scope[1], Value: 9}},
		Caption:  "the run " + run.String() + ": no 9",
	}
	blacks, clues := 0, 0
	for r := range p.Rows {
		for c := range p.Cols {
			if !p.White[r][c] {
				blacks++
				if p.Down[r][c] != 0 || p.Across[r][c] != 0 {
					clues++
				}
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
			svg, err := kakuro.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "sumascruzadas93_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != p.Rows*p.Cols {
				t.Errorf("%d cells, want %d", got, p.Rows*p.Cols)
			}
			if got := doc.Count("rect", "black"); got != blacks {
				t.Errorf("%d black cells, want %d", got, blacks)
			}
			if got := doc.Count("line", "diag"); got != clues {
				t.Errorf("%d clue diagonals, want %d", got, clues)
			}
			// Every clue in its cell: the across sum above the diagonal,
			// the down sum below.
			across, down := doc.TextsByCell("across"), doc.TextsByCell("down")
			for r := range p.Rows {
				for c := range p.Cols {
					key := [2]int{r, c}
					if want := p.Across[r][c]; (want == 0) != (across[key] == "") || (want != 0 && across[key] != strconv.Itoa(want)) {
						t.Errorf("r%dc%d: across %q, want %d", r+1, c+1, across[key], want)
					}
					if want := p.Down[r][c]; (want == 0) != (down[key] == "") || (want != 0 && down[key] != strconv.Itoa(want)) {
						t.Errorf("r%dc%d: down %q, want %d", r+1, c+1, down[key], want)
					}
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
				if doc.Count("rect", "hl-cell") != 1 || doc.Count("path", "hl-scope") != 1 || doc.Count("text", "ruled") != 1 {
					t.Errorf("highlight: %d cells, %d scopes, %d ruled-out values; want 1, 1, 1",
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
	p, _ := known(t, file)
	bad := render.NewState(p.Rows, p.Cols)
	bad.Values[1][2] = 10
	for name, opt := range map[string]struct {
		st *render.State
		h  *render.Highlight
	}{
		"rows":      {st: render.NewState(p.Rows-1, p.Cols)},
		"value":     {st: bad},
		"highlight": {h: &render.Highlight{Cells: []render.Cell{{Row: p.Rows, Col: 0}}}},
		"ruled out": {h: &render.Highlight{RuledOut: []render.Candidate{{Value: 10}}}},
	} {
		if _, err := kakuro.SVG(p, opt.st, render.Options{Highlight: opt.h}); !errors.Is(err, render.ErrState) {
			t.Errorf("%s: error %v, want one wrapping render.ErrState", name, err)
		}
	}
}

// TestDraw reads the digits back from the drawing, row by row.
func TestDraw(t *testing.T) {
	p, sol := known(t, file)
	text := kakuro.Draw(p, sol)
	rendertest.GoldenText(t, "sumascruzadas93_draw", text)
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		cells := strings.Split(line, "│")
		if len(cells) != p.Cols+2 {
			continue
		}
		var row strings.Builder
		for _, cell := range cells[1 : p.Cols+1] {
			cell = strings.TrimSpace(cell)
			if _, err := strconv.Atoi(cell); err == nil && len(cell) == 1 {
				row.WriteString(cell)
			} else {
				row.WriteByte('#')
			}
		}
		rows = append(rows, row.String())
	}
	if got, want := strings.Join(rows, "\n")+"\n", kakuro.FormatSolution(p, sol); got != want {
		t.Errorf("values drawn:\n%s\nwant:\n%s", got, want)
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, file)
	st := kakuro.SolutionState(p, sol)
	if got := kakuro.Conflicts(p, st); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	// Row 2: '24\6' at r2c2 heads r2c3..r2c5 (2 1 3); row 3: '\35' heads
	// r3c2..r3c6 (8 6 5 7 9).
	st = render.NewState(p.Rows, p.Cols)
	st.Values[1][2], st.Values[1][3] = 2, 2
	st.Values[0][0] = 4
	st.Values[2][1], st.Values[2][2] = 9, 9
	st.Values[1][4] = 5
	captions := captionsOf(kakuro.Conflicts(p, st))
	for _, want := range []string{
		"row 1, column 1 is a black cell",
		"the run across 6 at r2c2 has two 2s",
		"the run across 35 at r3c1 has two 9s",
	} {
		if !strings.Contains(captions, want) {
			t.Errorf("conflicts %q lack %q", captions, want)
		}
	}
	st = render.NewState(p.Rows, p.Cols)
	st.Values[1][2], st.Values[1][3] = 2, 1 // across 6: 2+1 + the last cell ≥ 3
	if got := captionsOf(kakuro.Conflicts(p, st)); got != "" {
		t.Errorf("a reachable run reported: %q", got)
	}
	st.Values[1][4] = 4 // 2+1+4 = 7
	st.Values[2][1] = 1 // across 35 over five cells: 1 + 9+8+7+6 = 31 < 35
	captions = captionsOf(kakuro.Conflicts(p, st))
	for _, want := range []string{
		"the run across 6 at r2c2: 2+1+4 = 7, not 6",
		"the run across 35 at r3c1: 1 = 1 cannot reach 35: the 4 empty cells add at most 30",
	} {
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

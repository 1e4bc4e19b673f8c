package futoshiki_test

import (
	"errors"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*futoshiki.Puzzle, *futoshiki.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := futoshiki.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || futoshiki.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

const file = "tatham_extreme_sht.txt"

func TestSVG(t *testing.T) {
	p, sol := known(t, file)
	n := p.N
	full := futoshiki.SolutionState(p, sol)
	partial := futoshiki.SolutionState(p, sol)
	for r := range n {
		for c := range n {
			if (r+c)%3 != 0 {
				partial.Values[r][c] = 0
			}
		}
	}
	hl := &render.Highlight{
		Cells:    []render.Cell{{Row: 0, Col: 2}},
		Scope:    render.RowCells(0, n),
		RuledOut: []render.Candidate{{Cell: render.Cell{Row: 0, Col: 3}, Value: 1}},
		Caption:  "the sign r1c3 < r1c4: r1c4 is not 1",
	}
	givens := 0
	for _, row := range p.Givens {
		for _, v := range row {
			if v != 0 {
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
			svg, err := futoshiki.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "sht_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != n*n {
				t.Errorf("%d cells, want %d", got, n*n)
			}
			if got := doc.Count("text", "sign"); got != len(p.Inequalities()) {
				t.Errorf("%d signs, want %d", got, len(p.Inequalities()))
			}
			given := doc.TextsByCell("given")
			if len(given) != givens {
				t.Errorf("%d givens drawn, want %d", len(given), givens)
			}
			for key, text := range given {
				if want := strconv.Itoa(p.Givens[key[0]][key[1]]); text != want {
					t.Errorf("cell %v shows the given %q, want %s", key, text, want)
				}
			}
			entries := doc.TextsByCell("entry")
			want := 0
			for r := range n {
				for c := range n {
					if p.Givens[r][c] == 0 && tc.st.At(r, c) != 0 {
						want++
					}
				}
			}
			if len(entries) != want {
				t.Errorf("%d values drawn, want %d", len(entries), want)
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

func TestSVGSigns(t *testing.T) {
	p, err := futoshiki.Parse("s", []byte("futoshiki\n.<.\nv ^\n.>.\n"))
	if err != nil {
		t.Fatal(err)
	}
	svg, err := futoshiki.SVG(p, nil, render.Options{CellSize: 40})
	if err != nil {
		t.Fatal(err)
	}
	doc := rendertest.Parse(t, svg)
	var got []string
	discs := doc.All("circle", "signbg")
	for i, e := range doc.All("text", "sign") {
		if i < len(discs) {
			got = append(got, discs[i].Attrs["cx"]+","+discs[i].Attrs["cy"]+":"+e.Text)
		}
	}
	// Cells of 40 from (4, 4): the row signs on x = 44, the column signs
	// on y = 44, each on its disc.
	if want := "44,24:<; 24,44:∨; 64,44:∧; 44,64:>"; strings.Join(got, "; ") != want || len(discs) != 4 {
		t.Errorf("signs %q, want %q", strings.Join(got, "; "), want)
	}
}

func TestSVGRejectsStatesThatDoNotFit(t *testing.T) {
	p, _ := known(t, file)
	for name, opt := range map[string]struct {
		st *render.State
		h  *render.Highlight
	}{
		"rows":      {st: render.NewState(8, 9)},
		"value":     {st: &render.State{Values: append(render.NewState(8, 9).Values, []int{10, 0, 0, 0, 0, 0, 0, 0, 0})}},
		"highlight": {h: &render.Highlight{Cells: []render.Cell{{Row: 9, Col: 0}}}},
		"ruled out": {h: &render.Highlight{RuledOut: []render.Candidate{{Value: 10}}}},
	} {
		if _, err := futoshiki.SVG(p, opt.st, render.Options{Highlight: opt.h}); !errors.Is(err, render.ErrState) {
			t.Errorf("%s: error %v, want one wrapping render.ErrState", name, err)
		}
	}
}

// TestDraw reads the drawing back as a puzzle file: with the values made
// empty it is the puzzle's grid (the signs in place), and the values are
// the solution's.
func TestDraw(t *testing.T) {
	p, sol := known(t, file)
	text := futoshiki.Draw(p, sol)
	rendertest.GoldenText(t, "sht_draw", text)
	var rows []string
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if i%2 == 0 {
			rows = append(rows, strings.Map(func(r rune) rune {
				if r >= '1' && r <= '9' || r == ' ' {
					return -1
				}
				return r
			}, line))
		}
	}
	if len(rows) != p.N {
		t.Fatalf("%d rows of values drawn", len(rows))
	}
	var digits strings.Builder
	for i, line := range strings.Split(text, "\n") {
		if i%2 == 0 {
			for _, r := range line {
				if r >= '1' && r <= '9' {
					digits.WriteRune(r)
				}
			}
			if line != "" {
				digits.WriteByte('\n')
			}
		}
	}
	if got, want := digits.String(), futoshiki.FormatSolution(p, sol); got != want {
		t.Errorf("values drawn:\n%s\nwant:\n%s", got, want)
	}
	// The signs: the drawing read as a file (values made '.', each sign
	// row read at the value columns) is the puzzle.
	var b strings.Builder
	b.WriteString("futoshiki\n")
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		if i%2 == 0 {
			b.WriteString(strings.Map(func(r rune) rune {
				if r >= '1' && r <= '9' {
					return '.'
				}
				return r
			}, line))
		} else {
			for c := range p.N {
				ch := byte('-')
				if 4*c < len(line) && line[4*c] != ' ' {
					ch = line[4*c]
				}
				b.WriteByte(ch)
			}
		}
		b.WriteByte('\n')
	}
	q, err := futoshiki.Parse("drawn", []byte(b.String()))
	if err != nil {
		t.Fatalf("the drawing does not read back: %v\n%s", err, b.String())
	}
	if !slices.Equal(q.Inequalities(), p.Inequalities()) {
		t.Errorf("signs read back %v, want %v", q.Inequalities(), p.Inequalities())
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, file)
	st := futoshiki.SolutionState(p, sol)
	if got := futoshiki.Conflicts(p, st); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	// Row 1: . . .<. .<. . .>. ; r2c2 gives 4.
	st = render.NewState(p.N, p.N)
	st.Values[0][2], st.Values[0][3] = 5, 3 // r1c3 < r1c4 broken
	st.Values[0][4] = 9                     // r1c5 < r1c6: 9 on the small side
	st.Values[0][8] = 9                     // r1c8 > r1c9: fine
	st.Values[1][0] = 4                     // row 2 has the given 4 already
	captions := captionsOf(futoshiki.Conflicts(p, st))
	for _, want := range []string{
		"the sign r1c3 < r1c4, but 5 ≥ 3",
		"the sign r1c5 < r1c6, but r1c5 holds 9, the largest value",
		"row 2 has two 4s",
	} {
		if !strings.Contains(captions, want) {
			t.Errorf("conflicts %q lack %q", captions, want)
		}
	}
	st = render.NewState(p.N, p.N)
	st.Values[0][3] = 1 // r1c3 < r1c4: 1 on the large side
	if got := captionsOf(futoshiki.Conflicts(p, st)); got != "the sign r1c3 < r1c4, but r1c4 holds 1, the smallest value" {
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

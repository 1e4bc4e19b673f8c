package abcpath_test

import (
	"os"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/abcpath"
	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*abcpath.Puzzle, *abcpath.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := abcpath.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || abcpath.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "seed_5x5.txt")
	const n = abcpath.Size
	full := abcpath.SolutionState(p, sol)
	partial := render.NewState(n, n)
	for c := range n {
		partial.Values[4][c] = full.Values[4][c]
	}
	hl := &render.Highlight{Cells: []render.Cell{{Row: 0, Col: 0}}, Scope: render.RowCells(0, n),
		RuledOut: []render.Candidate{{Cell: render.Cell{Row: 0, Col: 1}, Value: 10}}, Caption: "J is on row 1"}
	for _, tc := range []struct {
		name    string
		st      *render.State
		opt     render.Options
		entries int
	}{
		{"puzzle", nil, render.Options{}, 0},
		{"partial", partial, render.Options{}, n},
		{"solution", full, render.Options{}, n*n - 1},
		{"highlight", partial, render.Options{Highlight: hl}, n},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svg, err := abcpath.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "seed_5x5_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != n*n {
				t.Errorf("%d cells, want %d", got, n*n)
			}
			// The ring: 24 letters in circles outside the board, 4 of them
			// (the corners) with a diagonal stroke.
			if got := doc.Count("circle", "ring"); got != len(p.Clues()) || got != 24 {
				t.Errorf("%d ring circles, want %d", got, len(p.Clues()))
			}
			if got := doc.Count("line", "diag"); got != 4 {
				t.Errorf("%d diagonal strokes, want 4", got)
			}
			if got := doc.TextsByCell("clue"); len(got) != 1 || len(got[[2]int{-1, -1}]) != 24 {
				t.Errorf("ring letters %v, want 24 outside the board", got)
			}
			given := doc.TextsByCell("given")
			if len(given) != 1 || given[[2]int{2, 2}] != "A" {
				t.Errorf("givens %v, want A in the middle", given)
			}
			entries := doc.TextsByCell("entry")
			if len(entries) != tc.entries {
				t.Errorf("%d letters, want %d", len(entries), tc.entries)
			}
			for key, text := range entries {
				if want := string(sol.Grid[key[0]][key[1]]); text != want {
					t.Errorf("cell %v shows %q, the solution has %s", key, text, want)
				}
			}
			if tc.opt.Highlight != nil && strings.Join(doc.Texts("ruled"), "") != "J" {
				t.Errorf("ruled-out letter %q, want J", doc.Texts("ruled"))
			}
		})
	}
}

func TestDraw(t *testing.T) {
	p, sol := known(t, "seed_5x5.txt")
	text := abcpath.Draw(p, sol)
	rendertest.GoldenText(t, "seed_5x5_draw", text)
	var rows []string
	for _, line := range strings.Split(text, "\n") {
		if parts := strings.Split(line, "│"); len(parts) == 3 {
			rows = append(rows, strings.ReplaceAll(parts[1], " ", ""))
		}
	}
	if got, want := strings.Join(rows, "\n")+"\n", abcpath.FormatSolution(p, sol); got != want {
		t.Errorf("drawn:\n%s\nwant:\n%s", got, want)
	}
	lines := strings.Split(text, "\n")
	if first := strings.ReplaceAll(lines[0], " ", ""); first != "BHFNOCX" {
		t.Errorf("top of the ring %q, want BHFNOCX", first)
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, "seed_5x5.txt")
	if got := abcpath.Conflicts(p, abcpath.SolutionState(p, sol)); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	st := render.NewState(abcpath.Size, abcpath.Size)
	st.Values[0][0] = 2  // B far from A (r3c3); B clues the main diagonal: fine there
	st.Values[4][4] = 2  // B twice
	st.Values[0][4] = 10 // J clues row 1 (left): fine; K clues column 2 (bottom)
	st.Values[0][3] = 11 // K in column 4, off its column 2
	var got []string
	for _, h := range abcpath.Conflicts(p, st) {
		got = append(got, h.Caption)
	}
	all := strings.Join(got, "; ")
	for _, want := range []string{
		"letter 'B' appears 2 times",
		"clue 'K' at the bottom of column 2 needs 'K' in column 2, not at r1c4",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("conflicts %q lack %q", all, want)
		}
	}
	st = render.NewState(abcpath.Size, abcpath.Size)
	st.Values[0][0] = 2
	if got := abcpath.Conflicts(p, st); len(got) != 1 || !strings.Contains(got[0].Caption, "'A' at r3c3 and 'B' at r1c1 are not a king's move apart") {
		t.Errorf("B two steps from A: %v", got)
	}
}

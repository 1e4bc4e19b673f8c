package tetravex_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*tetravex.Puzzle, *tetravex.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := tetravex.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || tetravex.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "hakank_game1_3x3.txt")
	n := p.N
	full := tetravex.SolutionState(p, sol)
	partial := render.NewState(n, n)
	partial.Values[0] = append([]int(nil), full.Values[0]...)
	hl := &render.Highlight{Cells: []render.Cell{{Row: 1, Col: 0}}, RuledOut: []render.Candidate{{Cell: render.Cell{Row: 1, Col: 0}, Value: 3}}, Caption: "piece 3 cannot go at r2c1"}
	for _, tc := range []struct {
		name  string
		st    *render.State
		opt   render.Options
		board int
	}{
		{"puzzle", nil, render.Options{}, 0},
		{"partial", partial, render.Options{}, n},
		{"solution", full, render.Options{}, n * n},
		{"highlight", partial, render.Options{Highlight: hl}, n},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svg, err := tetravex.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "game1_3x3_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			onBoard, inTray := 0, 0
			for _, g := range doc.All("g", "piece") {
				switch g.Attrs["data-at"] {
				case "board":
					onBoard++
				case "tray":
					inTray++
				}
			}
			if onBoard != tc.board || inTray != n*n-tc.board {
				t.Errorf("%d pieces on the board and %d in the tray, want %d and %d", onBoard, inTray, tc.board, n*n-tc.board)
			}
			if got := doc.Count("polygon", "tri"); got != 4*n*n {
				t.Errorf("%d triangles, want %d", got, 4*n*n)
			}
			if got := doc.Count("rect", "hit"); got != n*n+(n*n-tc.board) {
				t.Errorf("%d click targets, want %d board cells and %d tray pieces", got, n*n, n*n-tc.board)
			}
			// The numbers on the board's pieces, cell by cell: the four
			// edges of the piece the state puts there.
			nums := map[[2]int][]string{}
			for _, e := range doc.All("text", "edge") {
				x, _ := strconv.ParseFloat(e.Attrs["x"], 64)
				y, _ := strconv.ParseFloat(e.Attrs["y"], 64)
				if r, c, ok := doc.CellOf(x, y); ok {
					nums[[2]int{r, c}] = append(nums[[2]int{r, c}], e.Text)
				}
			}
			for r := range n {
				for c := range n {
					k := tc.st.At(r, c)
					var want []string
					if k != 0 {
						pc := p.Pieces[k-1]
						for _, v := range []int{pc.Top, pc.Right, pc.Bottom, pc.Left} {
							want = append(want, strconv.Itoa(v))
						}
					}
					if got := nums[[2]int{r, c}]; strings.Join(got, " ") != strings.Join(want, " ") {
						t.Errorf("r%dc%d shows %q, want piece %d's %q", r+1, c+1, got, k, want)
					}
				}
			}
		})
	}
}

func TestDraw(t *testing.T) {
	p, sol := known(t, "hakank_game1_3x3.txt")
	text := tetravex.Draw(p, sol)
	rendertest.GoldenText(t, "game1_3x3_draw", text)
	// Each middle line holds the left and right numbers of a row's pieces.
	lines := strings.Split(text, "\n")
	for r := range p.N {
		f := strings.FieldsFunc(lines[4*r+2], func(c rune) bool { return c == ' ' || c == '│' })
		var want []string
		for _, k := range sol.Grid[r] {
			want = append(want, strconv.Itoa(p.Pieces[k].Left), strconv.Itoa(p.Pieces[k].Right))
		}
		if strings.Join(f, " ") != strings.Join(want, " ") {
			t.Errorf("row %d: %q, want %q", r+1, f, want)
		}
	}
}

func TestConflicts(t *testing.T) {
	p, sol := known(t, "hakank_game1_3x3.txt")
	if got := tetravex.Conflicts(p, tetravex.SolutionState(p, sol)); len(got) != 0 {
		t.Fatalf("the solution breaks %v", got)
	}
	st := render.NewState(p.N, p.N)
	st.Values[0][0], st.Values[0][1] = 1, 1 // piece 1: right edge 9, left edge 6
	var got []string
	for _, h := range tetravex.Conflicts(p, st) {
		got = append(got, h.Caption)
	}
	want := "piece 1 is placed 2 times; piece 1 at r1c1 has right edge 9, its neighbour piece 1 has left edge 6"
	if strings.Join(got, "; ") != want {
		t.Errorf("conflicts %q, want %q", got, want)
	}
}

// TestSVGForPlay: every piece carries its number (messages name pieces by
// it), the highlight is drawn after the pieces (over them, not hidden
// under a placed piece), and the tray is one group that says how far to
// move it under the board.
func TestSVGForPlay(t *testing.T) {
	p, sol := known(t, "hakank_game1_3x3.txt")
	n := p.N
	full := tetravex.SolutionState(p, sol)
	hl := &render.Highlight{Cells: []render.Cell{{Row: 0, Col: 0}, {Row: 0, Col: 1}}, Caption: "piece 1 and piece 2 disagree"}
	svg, err := tetravex.SVG(p, full, render.Options{Highlight: hl})
	if err != nil {
		t.Fatal(err)
	}
	doc := rendertest.Parse(t, svg)
	nums := map[string]bool{}
	lastPiece, firstHighlight := -1, -1
	for i, e := range doc.Elements {
		switch {
		case e.Name == "text" && e.Has("num"):
			nums[e.Text] = true
		case e.Name == "g" && e.Has("piece") && e.Attrs["data-at"] == "board":
			lastPiece = i
		case e.Name == "rect" && e.Has("hl-cell") && firstHighlight < 0:
			firstHighlight = i
		}
	}
	for k := 1; k <= n*n; k++ {
		if !nums[strconv.Itoa(k)] {
			t.Errorf("piece %d carries no number", k)
		}
	}
	if firstHighlight < 0 || firstHighlight < lastPiece {
		t.Errorf("the highlight (element %d) is drawn before the last placed piece (element %d): hidden under it", firstHighlight, lastPiece)
	}

	// All in the tray: the pieces' numbers, and the group a narrow page
	// moves.
	svg, err = tetravex.SVG(p, nil, render.Options{})
	if err != nil {
		t.Fatal(err)
	}
	doc = rendertest.Parse(t, svg)
	if got := doc.Count("text", "num"); got != n*n {
		t.Errorf("%d piece numbers in the tray, want %d", got, n*n)
	}
	trays := doc.All("g", "tray")
	if len(trays) != 1 || trays[0].Attrs["data-stack-dx"] == "" || trays[0].Attrs["data-stack-dy"] == "" {
		t.Fatalf("want one tray group with data-stack-dx and data-stack-dy, got %v", trays)
	}
}

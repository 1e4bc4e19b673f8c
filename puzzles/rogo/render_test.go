package rogo_test

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/rendertest"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/rogo"
)

// known loads a bundled puzzle with a solution block that passes Verify.
func known(t *testing.T, file string) (*rogo.Puzzle, *rogo.Solution) {
	t.Helper()
	data, err := os.ReadFile("testdata/" + file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := rogo.Parse(file, data)
	if err != nil {
		t.Fatal(err)
	}
	if p.Known == nil || rogo.Verify(p, p.Known) != nil {
		t.Fatalf("%s: no verified solution block", file)
	}
	return p, p.Known
}

func TestSVG(t *testing.T) {
	p, sol := known(t, "hakank_mike_trick.txt")
	full := rogo.SolutionState(p, sol)
	partial := &render.State{Links: full.Links[:5]}
	points, blocked := 0, 0
	for r := range p.Rows {
		for c := range p.Cols {
			if p.Blocked[r][c] {
				blocked++
			} else if p.Points[r][c] > 0 {
				points++
			}
		}
	}
	hl := &render.Highlight{Cells: []render.Cell{{Row: 1, Col: 1}}, Caption: "the loop must turn at r2c2"}
	for _, tc := range []struct {
		name     string
		st       *render.State
		opt      render.Options
		segments int
		cells    int
	}{
		{"puzzle", nil, render.Options{}, 0, 0},
		{"partial", partial, render.Options{}, 5, 6},
		{"solution", full, render.Options{}, p.Steps, p.Steps},
		{"highlight", partial, render.Options{Highlight: hl}, 5, 6},
	} {
		t.Run(tc.name, func(t *testing.T) {
			svg, err := rogo.SVG(p, tc.st, tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			rendertest.Golden(t, "mike_trick_"+tc.name, svg)
			doc := rendertest.Parse(t, svg)
			if got := doc.Count("rect", "hit"); got != p.Rows*p.Cols {
				t.Errorf("%d cells, want %d", got, p.Rows*p.Cols)
			}
			if got := doc.Count("line", "loop"); got != tc.segments {
				t.Errorf("%d loop segments, want %d", got, tc.segments)
			}
			if got := doc.Count("circle", "node"); got != tc.cells {
				t.Errorf("%d loop cells, want %d", got, tc.cells)
			}
			if doc.Count("rect", "blocked") != blocked || doc.Count("circle", "pt") != points {
				t.Errorf("%d blocked cells and %d points, want %d and %d", doc.Count("rect", "blocked"), doc.Count("circle", "pt"), blocked, points)
			}
			// Every segment joins the centres of two neighbouring cells.
			for _, e := range doc.All("line", "loop") {
				var v [4]float64
				for i, a := range []string{"x1", "y1", "x2", "y2"} {
					v[i], _ = strconv.ParseFloat(e.Attrs[a], 64)
				}
				r1, c1, ok1 := doc.CellOf(v[0], v[1])
				r2, c2, ok2 := doc.CellOf(v[2], v[3])
				if !ok1 || !ok2 || (r1-r2)*(r1-r2)+(c1-c2)*(c1-c2) != 1 {
					t.Errorf("segment %v joins cells %d,%d and %d,%d", v, r1, c1, r2, c2)
				}
			}
			if tc.name == "solution" && !strings.Contains(strings.Join(doc.Texts("head"), ""), "drawn: 12 cells, 8 points") {
				t.Errorf("the header %q does not give the loop's score", doc.Texts("head"))
			}
		})
	}
}

func TestDraw(t *testing.T) {
	p, sol := known(t, "hakank_mike_trick.txt")
	text := rogo.Draw(p, sol)
	rendertest.GoldenText(t, "mike_trick_draw", text)
	if !strings.HasPrefix(text, "score 8\n") {
		t.Errorf("no score line:\n%s", text)
	}
	// Read the loop back: a cell is on it when a line character touches
	// it (its own glyph, or one beside or above or below it). Points are
	// one digit here, so a cell is 3 characters wide, its text in the
	// middle, on line 2r+1.
	lines := strings.Split(text, "\n")
	at := func(y, x int) rune {
		if y < 0 || y >= len(lines) || x < 0 || x >= len([]rune(lines[y])) {
			return ' '
		}
		return []rune(lines[y])[x]
	}
	on := map[rogo.Cell]bool{}
	for _, c := range sol.Loop {
		on[c] = true
	}
	for r := range p.Rows {
		for c := range p.Cols {
			y, x := 2*r+1, 3*c+1
			touched := strings.ContainsRune("┌┐└┘─│", at(y, x)) || at(y, x-1) == '─' || at(y, x+1) == '─' || at(y-1, x) == '│' || at(y+1, x) == '│'
			if touched != on[rogo.Cell{Row: r, Col: c}] {
				t.Errorf("r%dc%d: drawn on the loop %v, in the solution %v", r+1, c+1, touched, !touched)
			}
		}
	}
}

func TestStateSolutionAndConflicts(t *testing.T) {
	p, sol := known(t, "hakank_mike_trick.txt")
	full := rogo.SolutionState(p, sol)
	got, complete := rogo.StateSolution(p, full)
	if !complete || rogo.Verify(p, got) != nil || got.Score != sol.Score {
		t.Fatalf("the solution's state reads back as %+v (complete %v)", got, complete)
	}
	if c := rogo.Conflicts(p, full); len(c) != 0 {
		t.Fatalf("the solution breaks %v", c)
	}
	// Reversed links, in another order: the same loop.
	rev := &render.State{}
	for i := len(full.Links) - 1; i >= 0; i-- {
		l := full.Links[i]
		rev.Links = append(rev.Links, render.Link{A: l.B, B: l.A})
	}
	if again, ok := rogo.StateSolution(p, rev); !ok || rogo.FormatSolution(p, again) != rogo.FormatSolution(p, sol) {
		t.Errorf("the reversed loop reads back differently")
	}
	// An open path is not complete and breaks nothing.
	open := &render.State{Links: full.Links[1:]}
	if _, ok := rogo.StateSolution(p, open); ok {
		t.Errorf("an open path is complete")
	}
	if c := rogo.Conflicts(p, open); len(c) != 0 {
		t.Errorf("an open path breaks %v", c)
	}
	// A small closed loop of 4 cells, a cell with 3 segments, a segment
	// into the blocked cell r3c7.
	cell := func(r, c int) render.Cell { return render.Cell{Row: r, Col: c} }
	bad := &render.State{Links: []render.Link{
		{A: cell(3, 6), B: cell(3, 7)}, {A: cell(3, 7), B: cell(4, 7)}, {A: cell(4, 7), B: cell(4, 6)}, {A: cell(4, 6), B: cell(3, 6)},
		{A: cell(3, 6), B: cell(2, 6)},
	}}
	var captions []string
	for _, h := range rogo.Conflicts(p, bad) {
		captions = append(captions, h.Caption)
	}
	all := strings.Join(captions, "; ")
	for _, want := range []string{"blocked cell r3c7", "r4c7 has 3 segments"} {
		if !strings.Contains(all, want) {
			t.Errorf("conflicts %q lack %q", all, want)
		}
	}
	// Two separate closed loops of 4 and 8 cells: 12 cells, not one loop.
	two := &render.State{Links: append([]render.Link(nil), bad.Links[:4]...)}
	for _, l := range [][2]render.Cell{
		{cell(0, 0), cell(0, 1)}, {cell(0, 1), cell(0, 2)}, {cell(0, 2), cell(0, 3)}, {cell(0, 3), cell(1, 3)},
		{cell(1, 3), cell(1, 2)}, {cell(1, 2), cell(1, 1)}, {cell(1, 1), cell(1, 0)}, {cell(1, 0), cell(0, 0)},
	} {
		two.Links = append(two.Links, render.Link{A: l[0], B: l[1]})
	}
	if s, ok := rogo.StateSolution(p, two); ok {
		t.Errorf("two loops read as one: %+v", s)
	}
	small := &render.State{Links: bad.Links[:4]}
	if c := rogo.Conflicts(p, small); len(c) != 1 || c[0].Caption != "a closed loop of 4 cells; the puzzle asks for one loop of 12" {
		t.Errorf("a loop of 4: %v", c)
	}
}

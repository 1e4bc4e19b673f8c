package render

import (
	"errors"
	"strings"
	"testing"
)

// TestJunctions checks the crossing table against the Unicode names'
// meaning on a few characters of each family, and that it has all 81.
func TestJunctions(t *testing.T) {
	if len(junctions) != 81 {
		t.Fatalf("%d junctions, want 81", len(junctions))
	}
	seen := map[rune]bool{}
	for _, r := range junctions {
		if seen[r] {
			t.Errorf("%c twice in the table", r)
		}
		seen[r] = true
	}
	for _, tc := range []struct {
		up, right, down, left Weight
		want                  rune
	}{
		{NoWall, NoWall, NoWall, NoWall, ' '},
		{NoWall, Light, NoWall, Light, '─'},
		{Heavy, NoWall, Heavy, NoWall, '┃'},
		{NoWall, Light, Light, NoWall, '┌'},
		{Light, NoWall, NoWall, Light, '┘'},
		{Light, Light, Light, Light, '┼'},
		{Heavy, Heavy, Heavy, Heavy, '╋'},
		{NoWall, Heavy, Light, NoWall, '┍'},
		{Light, Heavy, Light, NoWall, '┝'},
		{Heavy, Light, Light, Light, '╀'},
		{NoWall, NoWall, NoWall, Light, '╴'},
		{Light, NoWall, Heavy, NoWall, '╽'},
	} {
		if got := Junction(tc.up, tc.right, tc.down, tc.left); got != tc.want {
			t.Errorf("Junction(%d, %d, %d, %d) = %c, want %c", tc.up, tc.right, tc.down, tc.left, got, tc.want)
		}
	}
}

// TestTextGridMixedWeights: heavy cage walls meet light cell lines with
// the right crossings, and no line is left dangling.
func TestTextGridMixedWeights(t *testing.T) {
	// Two cages: the left column, and the right column.
	got := TextGrid{
		Rows: 2, Cols: 2, Width: 1, Height: 1,
		Content: func(r, c int) []string { return []string{"x"} },
		VWall: func(r, c int) Weight {
			if c == 1 {
				return Heavy
			}
			return Light
		},
		HWall: func(r, c int) Weight { return Light },
	}.String()
	want := "┌───┰───┐\n│ x ┃ x │\n├───╂───┤\n│ x ┃ x │\n└───┸───┘\n"
	if got != want {
		t.Errorf("got\n%swant\n%s", got, want)
	}
}

// TestOutlineWithHole: a ring of 8 cells around a hole has two closed
// subpaths, the outer one and the hole's.
func TestOutlineWithHole(t *testing.T) {
	g := NewGrid(NewSVG(30, 30, "", ""), 3, 3, 10, 0, 0)
	var ring []Cell
	for r := range 3 {
		for c := range 3 {
			if r != 1 || c != 1 {
				ring = append(ring, Cell{r, c})
			}
		}
	}
	d := g.Outline(ring)
	if strings.Count(d, "M") != 2 || strings.Count(d, "Z") != 2 {
		t.Errorf("outline %q: want two closed subpaths", d)
	}
	if !strings.Contains(d, "M0 0L30 0L30 30L0 30Z") {
		t.Errorf("outline %q lacks the outer square", d)
	}
	// Two cells that touch at a corner only: two loops.
	d = g.Outline([]Cell{{0, 0}, {1, 1}})
	if strings.Count(d, "Z") != 2 {
		t.Errorf("outline %q: want two loops", d)
	}
}

func TestWrap(t *testing.T) {
	got := wrap("row 4 needs a 7 and only r4c2 can take it", 12)
	want := []string{"row 4 needs", "a 7 and only", "r4c2 can", "take it"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("wrap: %q, want %q", got, want)
	}
	if got := wrap("   ", 10); len(got) != 0 {
		t.Errorf("wrap of blanks: %q", got)
	}
}

func TestEscaping(t *testing.T) {
	s := NewSVG(10, 10, `a<b & "c"`, "")
	s.Text(1, 1, 5, "<&>", "x")
	out := string(s.Bytes())
	if !strings.Contains(out, "<title>a&lt;b &amp; &#34;c&#34;</title>") || !strings.Contains(out, ">&lt;&amp;&gt;</text>") {
		t.Errorf("texts not escaped:\n%s", out)
	}
}

func TestStateCheck(t *testing.T) {
	ok := NewState(2, 3)
	ok.Values[1][2] = 4
	ok.Links = []Link{{Cell{0, 0}, Cell{0, 1}}}
	if err := ok.Check(2, 3, 4); err != nil {
		t.Errorf("a state that fits: %v", err)
	}
	var nilState *State
	if err := nilState.Check(2, 3, 4); err != nil || nilState.At(0, 0) != 0 || nilState.Filled() != 0 {
		t.Errorf("the nil state: %v", err)
	}
	for name, st := range map[string]*State{
		"rows":     NewState(3, 3),
		"cols":     {Values: [][]int{{0, 0, 0}, {0, 0}}},
		"value":    {Values: [][]int{{0, 0, 5}, {0, 0, 0}}},
		"negative": {Values: [][]int{{0, 0, -1}, {0, 0, 0}}},
		"diagonal": {Links: []Link{{Cell{0, 0}, Cell{1, 1}}}},
		"outside":  {Links: []Link{{Cell{1, 2}, Cell{1, 3}}}},
		"same":     {Links: []Link{{Cell{1, 2}, Cell{1, 2}}}},
	} {
		if err := st.Check(2, 3, 4); !errors.Is(err, ErrState) {
			t.Errorf("%s: %v, want ErrState", name, err)
		}
	}
}

func TestRepeats(t *testing.T) {
	vals := map[Cell]int{{0, 0}: 3, {0, 1}: 0, {0, 2}: 5, {0, 3}: 3, {0, 4}: 5}
	v, cells := Repeats(RowCells(0, 5), func(c Cell) int { return vals[c] })
	if v != 3 || len(cells) != 2 || cells[1] != (Cell{0, 3}) {
		t.Errorf("Repeats: %d %v, want 3 at r1c1 and r1c4", v, cells)
	}
	v, cells = Repeats(RowCells(0, 3), func(c Cell) int { return vals[c] })
	if v != 0 || cells != nil {
		t.Errorf("Repeats without repeats: %d %v", v, cells)
	}
}

package render_test

import (
	"fmt"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/render"
)

// A 4×4 grid in 2×2 boxes, the way a small Sudoku is drawn for a terminal:
// walls only on the boxes' borders.
func ExampleTextGrid() {
	grid := [][]int{{1, 2, 3, 4}, {3, 4, 1, 2}, {2, 1, 4, 3}, {4, 3, 2, 1}}
	box := func(i int) render.Weight {
		if i%2 == 0 {
			return render.Light
		}
		return render.NoWall
	}
	fmt.Print(render.TextGrid{
		Rows: 4, Cols: 4, Width: 1, Height: 1,
		Content: func(r, c int) []string { return []string{fmt.Sprint(grid[r][c])} },
		VWall:   func(_, c int) render.Weight { return box(c) },
		HWall:   func(r, _ int) render.Weight { return box(r) },
	})
	// Output:
	// ┌─────┬─────┐
	// │ 1 2 │ 3 4 │
	// │ 3 4 │ 1 2 │
	// ├─────┼─────┤
	// │ 2 1 │ 4 3 │
	// │ 4 3 │ 2 1 │
	// └─────┴─────┘
}

// The outline of an L-shaped region of three cells: one closed path with
// a corner only where the border turns.
func ExampleGrid_Outline() {
	s := render.NewSVG(100, 100, "L", "")
	g := render.NewGrid(s, 2, 2, 10, 0, 0)
	fmt.Println(g.Outline([]render.Cell{{Row: 0, Col: 0}, {Row: 1, Col: 0}, {Row: 1, Col: 1}}))
	// Output:
	// M0 0L10 0L10 10L20 10L20 20L0 20Z
}

// A picture: a 2×2 grid with a value, a cage-like outline and a highlight
// with its caption.
func ExampleSVG() {
	s := render.NewSVG(40, 40, "tiny", "")
	g := render.NewGrid(s, 2, 2, 20, 0, 0)
	h := &render.Highlight{Cells: []render.Cell{{Row: 0, Col: 0}}, Caption: "r1c1 is 1"}
	g.HighlightCells(h)
	g.Value(0, 0, "1", "entry")
	g.Regions(func(r, c int) int { return c }, "thick")
	g.HighlightScope(h)
	for _, line := range strings.Split(string(s.Bytes()), "\n") {
		// Skip the style sheet and the background.
		if strings.HasPrefix(line, "<svg") || strings.HasPrefix(line, "<title") || strings.HasPrefix(line, "<rect class=\"hl") ||
			strings.HasPrefix(line, "<text") || strings.HasPrefix(line, "<path") {
			fmt.Println(line)
		}
	}
	// Output:
	// <svg xmlns="http://www.w3.org/2000/svg" width="40" height="68" viewBox="0 0 40 68">
	// <title>tiny</title>
	// <text x="10" y="14.20" font-size="12" class="entry">1</text>
	// <path d="M0 0L20 0L20 40L0 40Z" class="thick"/>
	// <path d="M20 0L40 0L40 40L20 40Z" class="thick"/>
	// <text class="caption" x="8" y="59" font-size="15">r1c1 is 1</text>
}

package render

import (
	"errors"
	"fmt"
)

// ErrState is wrapped by every error about a State or a Highlight that does
// not fit its puzzle (wrong size, a value out of range, a segment between
// cells that are not neighbours).
var ErrState = errors.New("the state does not fit the puzzle")

// Cell is a cell of a grid, 0-based.
type Cell struct {
	Row int `json:"row"`
	Col int `json:"col"`
}

// String names the cell as puzzle texts do: "r2c5" (1-based).
func (c Cell) String() string { return fmt.Sprintf("r%dc%d", c.Row+1, c.Col+1) }

// Link is a segment of a loop or path between two orthogonally adjacent
// cells (ROGO's loop).
type Link struct {
	A Cell `json:"a"`
	B Cell `json:"b"`
}

// Adjacent reports whether the two cells of l are orthogonal neighbours.
func (l Link) Adjacent() bool {
	dr, dc := l.A.Row-l.B.Row, l.A.Col-l.B.Col
	return dr*dr+dc*dc == 1
}

// Same reports whether l and m join the same two cells, in either order.
func (l Link) Same(m Link) bool {
	return (l.A == m.A && l.B == m.B) || (l.A == m.B && l.B == m.A)
}

// State is a position of play, or a solution: what a player wrote on the
// puzzle. Givens belong to the puzzle, not to the state; a renderer draws a
// given over whatever the state holds in its cell.
type State struct {
	// Values holds one row per grid row, one value per cell: 0 for an
	// empty cell, else a code whose meaning is the kind's (a digit, a
	// letter A=1…Y=25, a colour, a piece number, shaded or crossed).
	Values [][]int `json:"values"`
	// Links are the segments drawn between neighbouring cells (loop
	// puzzles); nil for the others.
	Links []Link `json:"links,omitempty"`
	// Edges are the lines drawn on the grid's edges, between dots (loop
	// puzzles played on edges: Slitherlink); Crosses the edges marked as
	// holding no line. nil for the other kinds.
	Edges   []Edge `json:"edges,omitempty"`
	Crosses []Edge `json:"crosses,omitempty"`
}

// NewState returns an empty state of rows×cols cells.
func NewState(rows, cols int) *State {
	v := make([][]int, rows)
	for r := range v {
		v[r] = make([]int, cols)
	}
	return &State{Values: v}
}

// At returns the value of cell (r, c), 0 when st is nil or (r, c) is out
// of its grid.
func (st *State) At(r, c int) int {
	if st == nil || r < 0 || r >= len(st.Values) || c < 0 || c >= len(st.Values[r]) {
		return 0
	}
	return st.Values[r][c]
}

// Filled counts the cells with a value and the edges marked (a line or
// a cross).
func (st *State) Filled() int {
	n := 0
	if st == nil {
		return 0
	}
	n += len(st.Edges) + len(st.Crosses)
	for _, row := range st.Values {
		for _, v := range row {
			if v != 0 {
				n++
			}
		}
	}
	return n
}

// Check reports whether st fits a grid of rows×cols cells with values
// 0..maxValue and links between neighbouring cells of the grid. A nil
// state fits (it is the empty one). The error wraps ErrState.
func (st *State) Check(rows, cols, maxValue int) error {
	if st == nil {
		return nil
	}
	if st.Values != nil && len(st.Values) != rows {
		return fmt.Errorf("%w: %d rows of values, expected %d", ErrState, len(st.Values), rows)
	}
	for r, row := range st.Values {
		if len(row) != cols {
			return fmt.Errorf("%w: row %d has %d values, expected %d", ErrState, r+1, len(row), cols)
		}
		for c, v := range row {
			if v < 0 || v > maxValue {
				return fmt.Errorf("%w: %s holds %d, expected 0 (empty) to %d", ErrState, Cell{r, c}, v, maxValue)
			}
		}
	}
	for _, l := range st.Links {
		if !inGrid(l.A, rows, cols) || !inGrid(l.B, rows, cols) {
			return fmt.Errorf("%w: the segment %s-%s leaves the %dx%d grid", ErrState, l.A, l.B, rows, cols)
		}
		if !l.Adjacent() {
			return fmt.Errorf("%w: the segment %s-%s joins cells that are not neighbours", ErrState, l.A, l.B)
		}
	}
	if err := checkEdges("line", st.Edges, rows, cols); err != nil {
		return err
	}
	return checkEdges("cross", st.Crosses, rows, cols)
}

func inGrid(c Cell, rows, cols int) bool {
	return c.Row >= 0 && c.Row < rows && c.Col >= 0 && c.Col < cols
}

// Candidate is a value for a cell: in a Highlight, one that a deduction
// rules out.
type Candidate struct {
	Cell
	Value int `json:"value"`
}

// Highlight is the hint layer drawn over a puzzle: a deduction, or a broken
// rule. It is plain data so that any mechanism (a checker, an explainer)
// can fill it.
type Highlight struct {
	// Cells are the cells the deduction fixes or narrows (or that break
	// the rule): drawn filled.
	Cells []Cell `json:"cells,omitempty"`
	// Scope are the cells of the constraint it comes from (a row, a cage,
	// a clue's line): drawn outlined.
	Scope []Cell `json:"scope,omitempty"`
	// RuledOut are values the deduction removes from cells: drawn small
	// and struck through.
	RuledOut []Candidate `json:"ruled_out,omitempty"`
	// Edges are the grid edges the deduction fixes (a line or no line):
	// drawn wide.
	Edges []Edge `json:"edges,omitempty"`
	// Caption says it in the puzzle's words, under the picture.
	Caption string `json:"caption,omitempty"`
}

// Check reports whether every cell of h lies in a rows×cols grid and every
// ruled-out value is in 1..maxValue. A nil highlight fits.
func (h *Highlight) Check(rows, cols, maxValue int) error {
	if h == nil {
		return nil
	}
	for _, set := range [][]Cell{h.Cells, h.Scope} {
		for _, c := range set {
			if !inGrid(c, rows, cols) {
				return fmt.Errorf("%w: the highlighted cell %s is outside the %dx%d grid", ErrState, c, rows, cols)
			}
		}
	}
	for _, c := range h.RuledOut {
		if !inGrid(c.Cell, rows, cols) {
			return fmt.Errorf("%w: the ruled-out cell %s is outside the %dx%d grid", ErrState, c.Cell, rows, cols)
		}
		if c.Value < 1 || c.Value > maxValue {
			return fmt.Errorf("%w: %s rules out %d, expected a value 1..%d", ErrState, c.Cell, c.Value, maxValue)
		}
	}
	return checkEdges("highlighted edge", h.Edges, rows, cols)
}

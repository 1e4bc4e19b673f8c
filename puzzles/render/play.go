package render

// Input tells a page how a person plays a kind: what a click or a key does
// and which values a cell takes.
type Input struct {
	// Mode is one of:
	//   "type"   select a cell, then type a value (or press its button)
	//   "cycle"  a click on a cell steps through Values, then empty
	//   "loop"   click a cell, then a neighbour, to draw or erase the
	//            segment between them (State.Links)
	//   "pieces" click a piece of the tray (data-piece), then a cell of
	//            the board, to place it; a placed piece can be moved or
	//            cleared the same way
	//   "edges"  a click between two dots (an edge-hit target with
	//            data-edge, see Grid.EdgeHits) steps the edge through
	//            line, cross, empty (State.Edges, State.Crosses); the
	//            arrow keys move an edge cursor, space or l draws a line,
	//            x a cross, backspace empties it
	Mode string `json:"mode"`
	// Rows and Cols are the size of the grid a State of the kind holds.
	Rows int `json:"rows"`
	Cols int `json:"cols"`
	// Values are the values a cell takes, in order, with their labels.
	Values []Symbol `json:"values"`
}

// MaxValue is the largest value of in.Values, 0 when there is none.
func (in Input) MaxValue() int {
	m := 0
	for _, s := range in.Values {
		m = max(m, s.Value)
	}
	return m
}

// Symbol is one value of a cell and how it is shown and typed.
type Symbol struct {
	Value int    `json:"value"`
	Label string `json:"label"`
	// Key is what a person types for it ("7", "12", "C"); keys longer
	// than a character are typed one character after the other.
	Key string `json:"key"`
}

// RowCells is row r of a grid with cols columns.
func RowCells(r, cols int) []Cell {
	out := make([]Cell, cols)
	for c := range out {
		out[c] = Cell{r, c}
	}
	return out
}

// ColCells is column c of a grid with rows rows.
func ColCells(c, rows int) []Cell {
	out := make([]Cell, rows)
	for r := range out {
		out[r] = Cell{r, c}
	}
	return out
}

// BlockCells is the block of h×w cells whose top-left cell is (r0, c0).
func BlockCells(r0, c0, h, w int) []Cell {
	out := make([]Cell, 0, h*w)
	for r := r0; r < r0+h; r++ {
		for c := c0; c < c0+w; c++ {
			out = append(out, Cell{r, c})
		}
	}
	return out
}

// Repeats finds the first value (in the order of unit) that more than one
// cell of unit holds, and returns it with the cells that hold it; value
// gives a cell's value, 0 for empty. It returns 0, nil when no value
// repeats.
func Repeats(unit []Cell, value func(Cell) int) (int, []Cell) {
	for i, c := range unit {
		v := value(c)
		if v == 0 {
			continue
		}
		var cells []Cell
		for _, d := range unit[i:] {
			if value(d) == v {
				cells = append(cells, d)
			}
		}
		if len(cells) > 1 {
			return v, cells
		}
	}
	return 0, nil
}

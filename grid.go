package tessera

// Grid is a rows×cols matrix of variables (IntVar or BoolVar) with the
// usual views: rows, columns, blocks and diagonals, each a fresh slice.
type Grid[T IntVar | BoolVar] struct {
	rows, cols int
	cells      []T // reading order
}

// IntGrid returns a rows×cols grid of variables over lo..hi, named
// name[r][c] (from 0).
func (m *Model) IntGrid(rows, cols, lo, hi int, name string) *Grid[IntVar] {
	if rows < 0 || cols < 0 {
		m.failf("IntGrid "+name, "negative size %d×%d: %w", rows, cols, ErrArgs)
		rows, cols = 0, 0
	}
	g := &Grid[IntVar]{rows: rows, cols: cols, cells: make([]IntVar, rows*cols)}
	m.reserve(rows * cols)
	for i := range g.cells {
		g.cells[i] = m.intVar(lo, hi, name, i/cols, i%cols, roleDecision)
	}
	return g
}

// BoolGrid returns a rows×cols grid of Booleans named name[r][c].
func (m *Model) BoolGrid(rows, cols int, name string) *Grid[BoolVar] {
	if rows < 0 || cols < 0 {
		m.failf("BoolGrid "+name, "negative size %d×%d: %w", rows, cols, ErrArgs)
		rows, cols = 0, 0
	}
	g := &Grid[BoolVar]{rows: rows, cols: cols, cells: make([]BoolVar, rows*cols)}
	m.reserve(rows * cols)
	for i := range g.cells {
		g.cells[i] = boolOf(m.intVar(0, 1, name, i/cols, i%cols, roleDecision))
	}
	return g
}

// GridOf views cells (rows·cols of them, in reading order) as a grid: for
// a board whose cells are not all alike, such as a Kakuro's black cells
// as constants among the white cells' variables. A length that does not
// match gives an empty grid.
func GridOf[T IntVar | BoolVar](rows, cols int, cells []T) *Grid[T] {
	if rows < 0 || cols < 0 || rows*cols != len(cells) {
		return &Grid[T]{}
	}
	return &Grid[T]{rows: rows, cols: cols, cells: append([]T(nil), cells...)}
}

// NumRows and NumCols are the grid's size.
func (g *Grid[T]) NumRows() int { return g.rows }
func (g *Grid[T]) NumCols() int { return g.cols }

// At is the cell at row r, column c (from 0); it panics out of range, like
// an index.
func (g *Grid[T]) At(r, c int) T {
	if r < 0 || r >= g.rows || c < 0 || c >= g.cols {
		panic("tessera: Grid.At(" + itoa(r) + ", " + itoa(c) + ") outside a " + itoa(g.rows) + "×" + itoa(g.cols) + " grid")
	}
	return g.cells[r*g.cols+c]
}

// Flat is every cell in reading order.
func (g *Grid[T]) Flat() []T { return append([]T(nil), g.cells...) }

// Row is row r; Col is column c.
func (g *Grid[T]) Row(r int) []T {
	out := make([]T, g.cols)
	for c := range out {
		out[c] = g.At(r, c)
	}
	return out
}

// Col is column c.
func (g *Grid[T]) Col(c int) []T {
	out := make([]T, g.rows)
	for r := range out {
		out[r] = g.At(r, c)
	}
	return out
}

// Rows is every row; Cols every column.
func (g *Grid[T]) Rows() [][]T {
	out := make([][]T, g.rows)
	for r := range out {
		out[r] = g.Row(r)
	}
	return out
}

// Cols is every column.
func (g *Grid[T]) Cols() [][]T {
	out := make([][]T, g.cols)
	for c := range out {
		out[c] = g.Col(c)
	}
	return out
}

// Block is the h×w block whose top-left cell is (r, c), in reading order.
func (g *Grid[T]) Block(r, c, h, w int) []T {
	out := make([]T, 0, h*w)
	for i := r; i < r+h; i++ {
		for j := c; j < c+w; j++ {
			out = append(out, g.At(i, j))
		}
	}
	return out
}

// Boxes tiles the grid with h×w blocks (Sudoku's boxes: Boxes(3, 3) on a
// 9×9 grid), in reading order of the blocks; cells beyond the last whole
// block are left out.
func (g *Grid[T]) Boxes(h, w int) [][]T {
	if h <= 0 || w <= 0 {
		return nil
	}
	var out [][]T
	for r := 0; r+h <= g.rows; r += h {
		for c := 0; c+w <= g.cols; c += w {
			out = append(out, g.Block(r, c, h, w))
		}
	}
	return out
}

// Diagonal is the main diagonal (0,0), (1,1), …; AntiDiagonal runs from
// the top-right corner. On a non-square grid they stop at the shorter side.
func (g *Grid[T]) Diagonal() []T {
	n := min(g.rows, g.cols)
	out := make([]T, n)
	for i := range out {
		out[i] = g.At(i, i)
	}
	return out
}

// AntiDiagonal is (0, cols-1), (1, cols-2), ….
func (g *Grid[T]) AntiDiagonal() []T {
	n := min(g.rows, g.cols)
	out := make([]T, n)
	for i := range out {
		out[i] = g.At(i, g.cols-1-i)
	}
	return out
}

// Neighbours are the cells one move from (r, c), in the order of moves
// (OrthogonalMoves, KingMoves, …): for "no two shaded cells touch".
func (g *Grid[T]) Neighbours(r, c int, moves [][2]int) []T {
	var out []T
	for _, d := range moves {
		i, j := r+d[0], c+d[1]
		if i >= 0 && i < g.rows && j >= 0 && j < g.cols {
			out = append(out, g.At(i, j))
		}
	}
	return out
}

// Cells are the cells at the given (row, column) positions, in order: a
// cage's or a region's variables.
func (g *Grid[T]) Cells(at [][2]int) []T {
	out := make([]T, len(at))
	for i, rc := range at {
		out[i] = g.At(rc[0], rc[1])
	}
	return out
}

// Regions groups the cells by the region numbers of keys (a grid of the
// same size; negative: no region): Regions(keys)[k] are the cells of
// region k in reading order. See Group.
func (g *Grid[T]) Regions(keys [][]int) [][]T { return Group(keys, g.Rows()) }

package craft

import (
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/abcpath"
	"github.com/tessera-cp/tessera/puzzles/kakurasu"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
)

// view is how a kind's model variables and values read on its grid: the
// cell a variable is, the state code (render.State) a value is written
// as, and the words for both. A kind without a view is described in the
// model's own terms (x12 = 3).
type view struct {
	rows, cols int
	// cellOf is the cell a decision variable stands for.
	cellOf func(x cp.VarID) (render.Cell, bool)
	// place is the cell and state code that x = v writes (ok false when
	// x = v is not a cell's content).
	place func(x cp.VarID, v int) (render.Cell, int, bool)
	// read is the literal a state code in a cell stands for.
	read func(c render.Cell, code int) (cp.VarID, int, bool)
	// lit says a literal in the puzzle's words; "" for a variable the
	// puzzle has no word for (an auxiliary count or sum).
	lit func(l cp.Lit) string
	// name, when set, names a decision variable that is not a cell (ABC
	// Path's letters); else a variable is named by its cell.
	name func(x cp.VarID) (string, bool)
	// note is a sentence a hint may end with, saying how its words read
	// (Tetravex: how the pieces are numbered).
	note string
	// edgeOf, when set, is the grid edge a 0/1 decision variable stands
	// for (1: a line); readEdge the variable of an edge (a kind played
	// on edges, through puzzles.Words).
	edgeOf   func(x cp.VarID) (render.Edge, bool)
	readEdge func(e render.Edge) (cp.VarID, bool)
}

// nameOf names a decision variable in the puzzle's words: its cell, or
// what the view calls it.
func (v *view) nameOf(x cp.VarID) (string, bool) {
	if v.name != nil {
		return v.name(x)
	}
	c, ok := v.cellOf(x)
	return c.String(), ok
}

// gridView is the view of a kind whose decision variables are the cells
// of a rows×cols grid in reading order (Vars[r*cols+c]), with state codes
// code(v) for the values and names name(v).
func gridView(m *Model, rows, cols int, code func(v int) int, value func(code int) (int, bool), name func(v int) string) *view {
	index := make(map[cp.VarID]int, len(m.Vars))
	for i, x := range m.Vars {
		index[x] = i
	}
	v := &view{rows: rows, cols: cols}
	v.cellOf = func(x cp.VarID) (render.Cell, bool) {
		i, ok := index[x]
		return render.Cell{Row: i / cols, Col: i % cols}, ok
	}
	v.place = func(x cp.VarID, val int) (render.Cell, int, bool) {
		c, ok := v.cellOf(x)
		return c, code(val), ok
	}
	v.read = func(c render.Cell, cd int) (cp.VarID, int, bool) {
		val, ok := value(cd)
		if !ok || c.Row < 0 || c.Row >= rows || c.Col < 0 || c.Col >= cols {
			return 0, 0, false
		}
		return m.Vars[c.Row*cols+c.Col], val, true
	}
	v.lit = func(l cp.Lit) string {
		c, ok := v.cellOf(l.X)
		if !ok {
			return modelLit(l)
		}
		switch l.Op {
		case cp.OpEq:
			return c.String() + " = " + name(l.V)
		case cp.OpNe:
			return c.String() + " ≠ " + name(l.V)
		case cp.OpGe:
			return c.String() + " ≥ " + name(l.V)
		case cp.OpLe:
			return c.String() + " ≤ " + name(l.V)
		}
		return modelLit(l)
	}
	return v
}

// modelLit is the words of a literal the view cannot say (on an
// auxiliary variable: a count, a partial sum): none. A model variable's
// name ("x65 = 1") means nothing to a player, so the lists of facts leave
// such literals out.
func modelLit(cp.Lit) string { return "" }

func identity(v int) int { return v }

// digitView: Sudoku, KenKen (state code = digit).
func digitView(m *Model, n int) *view {
	return gridView(m, n, n, identity, func(c int) (int, bool) { return c, c >= 1 && c <= n }, strconv.Itoa)
}

// takuzuView: cells hold 0 or 1 (state codes takuzu.Zero, takuzu.One).
func takuzuView(m *Model, n int) *view {
	return gridView(m, n, n,
		func(v int) int {
			if v == 1 {
				return takuzu.One
			}
			return takuzu.Zero
		},
		func(c int) (int, bool) {
			switch c {
			case takuzu.Zero:
				return 0, true
			case takuzu.One:
				return 1, true
			}
			return 0, false
		}, strconv.Itoa)
}

// kakurasuView: 1 shaded, 0 crossed (state codes kakurasu.Shaded, Crossed).
func kakurasuView(m *Model, n int) *view {
	v := gridView(m, n, n,
		func(v int) int {
			if v == 1 {
				return kakurasu.Shaded
			}
			return kakurasu.Crossed
		},
		func(c int) (int, bool) {
			switch c {
			case kakurasu.Shaded:
				return 1, true
			case kakurasu.Crossed:
				return 0, true
			}
			return 0, false
		}, func(v int) string { return strconv.Itoa(v) })
	base := v.lit
	v.lit = func(l cp.Lit) string {
		c, ok := v.cellOf(l.X)
		if !ok || (l.Op != cp.OpEq && l.Op != cp.OpNe) {
			return base(l)
		}
		if (l.Op == cp.OpEq) == (l.V == 1) {
			return c.String() + " shaded"
		}
		return c.String() + " crossed"
	}
	return v
}

// abcpathView: the variables are the letters A..Y, each valued by its
// cell's index r*5+c.
func abcpathView(m *Model) *view {
	const n = abcpath.Size
	letter := make(map[cp.VarID]int, len(m.Vars))
	for i, x := range m.Vars {
		letter[x] = i
	}
	v := &view{rows: n, cols: n}
	v.cellOf = func(cp.VarID) (render.Cell, bool) { return render.Cell{}, false }
	v.place = func(x cp.VarID, val int) (render.Cell, int, bool) {
		k, ok := letter[x]
		return render.Cell{Row: val / n, Col: val % n}, k + 1, ok && val >= 0 && val < n*n
	}
	v.read = func(c render.Cell, code int) (cp.VarID, int, bool) {
		if code < 1 || code > len(m.Vars) || c.Row < 0 || c.Row >= n || c.Col < 0 || c.Col >= n {
			return 0, 0, false
		}
		return m.Vars[code-1], c.Row*n + c.Col, true
	}
	v.name = func(x cp.VarID) (string, bool) {
		k, ok := letter[x]
		return string(rune('A' + k)), ok
	}
	v.lit = func(l cp.Lit) string {
		k, ok := letter[l.X]
		if !ok {
			return modelLit(l)
		}
		name := string(rune('A' + k))
		cell := render.Cell{Row: l.V / n, Col: l.V % n}.String()
		switch l.Op {
		case cp.OpEq:
			return name + " at " + cell
		case cp.OpNe:
			return name + " not at " + cell
		case cp.OpLe:
			return name + " at " + cell + " or before it in reading order"
		case cp.OpGe:
			return name + " at " + cell + " or after it in reading order"
		}
		return modelLit(l)
	}
	return v
}

// defaultView describes a model in its own terms.
func defaultView() *view {
	return &view{
		cellOf: func(cp.VarID) (render.Cell, bool) { return render.Cell{}, false },
		place:  func(cp.VarID, int) (render.Cell, int, bool) { return render.Cell{}, 0, false },
		read:   func(render.Cell, int) (cp.VarID, int, bool) { return 0, 0, false },
		lit:    modelLit,
	}
}

// view returns the model's view.
func (m *Model) view() *view {
	if m.v == nil {
		if m.kind != nil && m.kind.view != nil {
			m.v = m.kind.view(m)
		}
		if m.v == nil {
			m.v = wordsView(m)
		}
		if m.v == nil {
			m.v = namesView(m)
		}
		if m.v == nil {
			m.v = defaultView()
		}
	}
	return m.v
}

// cellListView is the view of a kind whose decision variables are the
// cells of a list, one each in the same order (Kakuro's white cells,
// Hidato's open cells): its cellOf, and the index in the list of each
// cell. Nil when the list and the variables differ in length.
func cellListView(rows, cols int, cells []render.Cell, vars []cp.VarID) (*view, map[render.Cell]int) {
	if len(cells) != len(vars) {
		return nil, nil
	}
	index := make(map[cp.VarID]int, len(vars))
	at := make(map[render.Cell]int, len(cells))
	for i, x := range vars {
		index[x] = i
		at[cells[i]] = i
	}
	v := &view{rows: rows, cols: cols}
	v.cellOf = func(x cp.VarID) (render.Cell, bool) {
		i, ok := index[x]
		if !ok {
			return render.Cell{}, false
		}
		return cells[i], true
	}
	return v, at
}

package hitori

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p, on the modelling layer: one
// Boolean per cell, true when the cell stays unshaded, and the three rules
// as they read. Shaded cells never touch: for each two orthogonal
// neighbours, one stays unshaded ("r2c3 or r2c4 unshaded"). No number
// twice in a line: of each two cells of a row or column holding the same
// number, one is shaded ("the 5s at r3c2 and r3c7: one shaded"). The unshaded
// cells are connected: Connected over the grid's edges ("unshaded cells
// connected"), domain consistent for that rule alone (propagators.
// Connected: a cell whose shading would cut the unshaded cells apart is
// kept, a cell cut off from the kept ones is shaded). Checking the
// connectivity only once every cell is decided, instead, leaves the
// search 15 million nodes on the bundled puzzles against 66. The variables
// are the cells in reading order. It returns an error (wrapping
// ErrInvalid) when p does not pass Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) { return BuildOn(p, cp.NewStore()) }

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	return buildCore(s, p.Rows, p.Cols, p.Grid, nil)
}

// buildCore posts the rules of a rows×cols Hitori on s. With grid, the
// clauses of the equal numbers are those of grid; without (a switched
// model), every two cells of a line get one, and onPair is told of each
// with its propagators, in posting order.
func buildCore(s *cp.Store, rows, cols int, grid [][]int, onPair func(a, b int, props []cp.PropID)) (*model.Model[Solution], error) {
	ls := lines(rows, cols)
	// One clause a neighbour pair and an equal pair, and Connected: the
	// store's arrays grow once.
	props := 2*rows*cols - rows - cols + 1
	for _, line := range ls {
		for i, j := range tessera.Pairs(len(line)) {
			if a, b := line[i], line[j]; grid == nil || grid[a/cols][a%cols] == grid[b/cols][b%cols] {
				props++
			}
		}
	}
	s.ReserveModel(rows*cols, rows*cols, props)
	m := tessera.NewModelOn(s)
	unshaded := m.BoolGrid(rows, cols, "unshaded").Flat()
	// at names cell k; the labels are concatenated rather than formatted
	// (a hundred of them a 6×6 model, built for each count).
	at := func(k int) string { return "r" + strconv.Itoa(k/cols+1) + "c" + strconv.Itoa(k%cols+1) }
	_, next := tessera.Graph(rows, cols, nil, tessera.OrthogonalMoves)
	var edges [][2]int
	for k, ns := range next {
		for _, j := range ns {
			if j > k {
				edges = append(edges, [2]int{k, j})
				m.Add(tessera.Or(unshaded[k], unshaded[j])).Named("shaded cells do not touch: " + at(k) + " and " + at(j))
			}
		}
	}
	for _, line := range ls {
		for i, j := range tessera.Pairs(len(line)) {
			a, b := line[i], line[j]
			switch {
			case grid == nil:
				posted := m.Add(tessera.Or(unshaded[a].Not(), unshaded[b].Not())).Named("two equal numbers of a line: at least one shaded")
				onPair(a, b, posted.Props())
			case grid[a/cols][a%cols] == grid[b/cols][b%cols]:
				m.Add(tessera.Or(unshaded[a].Not(), unshaded[b].Not())).Named("the " + strconv.Itoa(grid[a/cols][a%cols]) + "s at " + at(a) + " and " + at(b) + ": at least one shaded")
			}
		}
	}
	m.Connected(unshaded, edges).Named("unshaded cells connected")
	if err := m.Err(); err != nil {
		return nil, fmt.Errorf("hitori: %w", err)
	}
	vars := tessera.IDs(tessera.Ints(unshaded))
	decode := func(s *cp.Store) *Solution {
		g := make([][]bool, rows)
		for r := range g {
			g[r] = make([]bool, cols)
			for c := range g[r] {
				g[r][c] = s.Value(vars[r*cols+c]) == 0
			}
		}
		return &Solution{Shaded: g}
	}
	return &model.Model[Solution]{Store: m.Store(), Vars: vars, Objective: model.NoObjective, Decode: decode}, nil
}

// lines lists the cells (indices in reading order) of every row, then of
// every column, of a rows×cols grid.
func lines(rows, cols int) [][]int {
	var out [][]int
	for r := range rows {
		out = append(out, tessera.Iota(cols, 1))
		for c := range out[r] {
			out[r][c] += r * cols
		}
	}
	for c := range cols {
		col := tessera.Iota(rows, cols)
		for r := range col {
			col[r] += c
		}
		out = append(out, col)
	}
	return out
}

// SearchOptions returns the recommended search for a Hitori model:
// dom/wdeg over the cells, unshaded first.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValMax}
}

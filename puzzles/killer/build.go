package killer

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p, on the modelling layer: a
// variable per cell over 1..N; a domain-consistent AllDifferent on every
// row, column and box; one AllDifferentSum per cage (the cage's cells
// distinct and adding up to its sum, as a table of the allowed tuples,
// which is domain consistent); and the sums a solver reads off the rules
// for whole units (the "45 rule"): for every row, column, run of
// consecutive rows or columns, box and pair of boxes of a band or a
// stack, the innies (its cells outside the cages it holds whole) add up to
// n(n+1)/2 per unit less those cages' sums, and the outies (the cells
// outside it of the cages that stick out) to those cages' sums less the
// innies they cover. The constraints are named as a solver reads the
// puzzle: "row 3", "column 5", "box 2", "cage 15 at r2c3", "innies of
// rows 1-3", "outies of box 5". The variables are the cells in reading
// order. It returns an error (wrapping ErrInvalid) when p does not pass
// Validate.
//
// The model was chosen by measurement (build_models_test.go): against
// AllDifferent + a sum per cage, without the redundant sums, with the
// sums of the units alone, and with the innies and outies of fewer
// regions. On the hardest bundled puzzles the innies and outies of the
// lines divide the search by 5 to 300.
func Build(p *Puzzle) (*model.Model[Solution], error) {
	return build(p, chosen)
}

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	return buildOn(p, chosen, s)
}

// variant selects a formulation, for the measurements.
type variant struct {
	split  bool // cages as AllDifferent + Linear instead of AllDifferentSum
	rule45 bool // add every row's, column's and box's sum, n(n+1)/2
	// innies: 0 none; 1 the innies and outies of every row, column and
	// box; 2 also of the runs of consecutive rows and of columns; 3 also
	// of the pairs of boxes of a band or a stack.
	innies int
}

// chosen is Build's formulation.
var chosen = variant{innies: 3}

func build(p *Puzzle, v variant) (*model.Model[Solution], error) {
	return buildOn(p, v, cp.NewStore())
}

func buildOn(p *Puzzle, v variant, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n, b := p.N, Box(p.N)
	m := tessera.NewModelOn(s)
	x := m.IntGrid(n, n, 1, n, "cell")
	// Every row, column and box holds 1..n once.
	var names []string
	var units [][]tessera.IntVar
	unit := func(name string, cells []tessera.IntVar) {
		m.AllDifferent(cells).Named(name)
		names, units = append(names, name), append(units, cells)
	}
	for i := range n {
		unit("row "+strconv.Itoa(i+1), x.Row(i))
		unit("column "+strconv.Itoa(i+1), x.Col(i))
	}
	for k, box := range x.Boxes(b, b) {
		unit("box "+strconv.Itoa(k+1), box)
	}
	// Each cage holds distinct values that add up to its sum.
	for _, cg := range p.Cages {
		cells := x.Cells(cageCells(cg))
		if v.split {
			m.AllDifferent(cells).Named(CageName(cg))
			m.Add(tessera.Sum(cells...).Eq(cg.Sum)).Named(CageName(cg))
			continue
		}
		m.AllDifferentSum(cells, cg.Sum).Named(CageName(cg))
	}
	// Redundant: what the rules imply for whole units.
	if v.rule45 {
		for k, cells := range units {
			m.Add(tessera.Sum(cells...).Eq(n * (n + 1) / 2)).Named(names[k] + " sum")
		}
	}
	if v.innies > 0 {
		postInnies(m, p, x, v.innies)
	}
	if err := m.Err(); err != nil {
		return nil, fmt.Errorf("killer: %w", err)
	}
	vars := tessera.IDs(x.Flat())
	decode := func(s *cp.Store) *Solution {
		g := make([][]int, n)
		for r := range g {
			g[r] = make([]int, n)
			for c := range g[r] {
				g[r][c] = s.Value(vars[r*n+c])
			}
		}
		return &Solution{Grid: g}
	}
	return &model.Model[Solution]{Store: m.Store(), Vars: vars, Objective: model.NoObjective, Decode: decode}, nil
}

// cageCells lists a cage's cells as (row, column) pairs.
func cageCells(cg Cage) [][2]int {
	out := make([][2]int, len(cg.Cells))
	for i, c := range cg.Cells {
		out[i] = [2]int{c.Row, c.Col}
	}
	return out
}

// CageName names a cage's constraint as a solver says it: "cage 15 at
// r2c3", its sum and its first cell.
func CageName(cg Cage) string {
	c := cg.Cells[0]
	return "cage " + strconv.Itoa(cg.Sum) + " at r" + strconv.Itoa(c.Row+1) + "c" + strconv.Itoa(c.Col+1)
}

// SearchOptions returns the recommended search for a Killer Sudoku model:
// dom/wdeg over the cells, smallest value first.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValMin}
}

// region is a set of whole units (rows, columns or boxes) and its name.
type region struct {
	name  string
	cells [][2]int
	units int
}

// postInnies posts the redundant sums a solver reads off a region made of
// whole units: the cages inside it leave its other cells (the innies) the
// rest of n(n+1)/2 per unit; the cages that stick out of it put the sum of
// their cells outside (the outies) at their sums less the innies they
// cover. Within one unit the innies are distinct: an AllDifferentSum.
func postInnies(m *tessera.Model, p *Puzzle, x *tessera.Grid[tessera.IntVar], level int) {
	n, b := p.N, Box(p.N)
	owner := make([]int, n*n)
	for i := range owner {
		owner[i] = -1
	}
	for k, cg := range p.Cages {
		for _, c := range cg.Cells {
			owner[c.Row*n+c.Col] = k
		}
	}
	var regions []region
	lines := func(kind string, cell func(i, j int) [2]int) {
		maxLen := 1
		if level >= 2 {
			maxLen = n - 1
		}
		for l := 1; l <= maxLen; l++ {
			for i := 0; i+l <= n; i++ {
				r := region{units: l, name: kind + " " + strconv.Itoa(i+1)}
				if l > 1 {
					r.name = kind + "s " + strconv.Itoa(i+1) + "-" + strconv.Itoa(i+l)
				}
				for u := i; u < i+l; u++ {
					for j := range n {
						r.cells = append(r.cells, cell(u, j))
					}
				}
				regions = append(regions, r)
			}
		}
	}
	lines("row", func(i, j int) [2]int { return [2]int{i, j} })
	lines("column", func(i, j int) [2]int { return [2]int{j, i} })
	for k := range n {
		r := region{units: 1, name: "box " + strconv.Itoa(k+1)}
		for i := range n {
			r.cells = append(r.cells, [2]int{k/b*b + i/b, k%b*b + i%b})
		}
		regions = append(regions, r)
	}
	if level >= 3 {
		// Two boxes of a band or a stack.
		for k := range n {
			for j := k + 1; j < n; j++ {
				if k/b != j/b && k%b != j%b {
					continue
				}
				r := region{units: 2, name: "boxes " + strconv.Itoa(k+1) + " and " + strconv.Itoa(j+1)}
				for _, bx := range []int{k, j} {
					for i := range n {
						r.cells = append(r.cells, [2]int{bx/b*b + i/b, bx%b*b + i%b})
					}
				}
				regions = append(regions, r)
			}
		}
	}
	full := n * (n + 1) / 2
	for _, reg := range regions {
		in := make([]bool, n*n)
		for _, c := range reg.cells {
			in[c[0]*n+c[1]] = true
		}
		inside := make([]bool, len(p.Cages))
		for k, cg := range p.Cages {
			inside[k] = true
			for _, c := range cg.Cells {
				inside[k] = inside[k] && in[c.Row*n+c.Col]
			}
		}
		innies, rest := []tessera.IntVar(nil), reg.units*full
		var free []tessera.IntVar
		for _, c := range reg.cells {
			k := owner[c[0]*n+c[1]]
			switch {
			case k >= 0 && inside[k]:
			default:
				innies = append(innies, x.At(c[0], c[1]))
				if k < 0 {
					free = append(free, x.At(c[0], c[1]))
				}
			}
		}
		for k, cg := range p.Cages {
			if inside[k] {
				rest -= cg.Sum
			}
		}
		if len(innies) > 0 && len(innies) < len(reg.cells) {
			name := "innies of " + reg.name
			if len(innies) == 1 {
				other := x.At(reg.cells[0][0], reg.cells[0][1])
				if other == innies[0] {
					other = x.At(reg.cells[1][0], reg.cells[1][1])
				}
				oneCell(m, innies[0], other, rest, n, name)
			} else if reg.units == 1 && fewTuples(len(innies), rest, n, maxInnieTuples) {
				m.AllDifferentSum(innies, rest).Named(name)
			} else {
				m.Add(tessera.Sum(innies...).Eq(rest)).Named(name)
			}
		}
		// Outies: the cells outside the region of the cages that stick
		// out; their sum is the cages' sums less their cells inside, which
		// are the innies but the free cells.
		var outies []tessera.IntVar
		partial := 0
		for k, cg := range p.Cages {
			if inside[k] {
				continue
			}
			touches := false
			for _, c := range cg.Cells {
				touches = touches || in[c.Row*n+c.Col]
			}
			if !touches {
				continue
			}
			partial += cg.Sum
			for _, c := range cg.Cells {
				if !in[c.Row*n+c.Col] {
					outies = append(outies, x.At(c.Row, c.Col))
				}
			}
		}
		if len(outies) == 1 && len(free) == 0 {
			oneCell(m, outies[0], x.At(reg.cells[0][0], reg.cells[0][1]), partial-rest, n, "outies of "+reg.name)
		} else if len(outies) > 0 && len(outies) < n {
			e := tessera.Sum(outies...)
			for _, f := range free {
				e = e.Minus(f)
			}
			m.Add(e.Eq(partial - rest)).Named("outies of " + reg.name)
		}
	}
}

// oneCell posts that x is v, for a region whose innies or outies are one
// cell. Any constraint on x alone (a sum of one variable, a one-column
// table) fixes x while the model is built, before any propagation, where
// a grader reading the model's propagation step by step (package craft)
// sees it as a given; so the table pairs x with another cell, other, left
// free.
func oneCell(m *tessera.Model, x, other tessera.IntVar, v, n int, name string) {
	tuples := make([][]int, n)
	for w := range tuples {
		tuples[w] = []int{v, w + 1}
	}
	m.Table([]tessera.IntVar{x, other}, tuples).Named(name)
}

// maxInnieTuples bounds the table of a unit's innies: a longer one (8
// innies of a 9×9 make up to 40,320 orderings) costs more to build than
// it saves, and the unit's AllDifferent keeps them distinct anyway, so
// their sum alone is posted.
const maxInnieTuples = 1000

// fewTuples reports whether the orderings of the sets of k distinct values
// of 1..n adding up to sum number at most limit.
func fewTuples(k, sum, n, limit int) bool {
	perm := 1
	for i := 2; i <= k; i++ {
		perm *= i
		if perm > limit {
			return false
		}
	}
	count := 0
	var sets func(from, k, sum int) bool // false once over the limit
	sets = func(from, k, sum int) bool {
		if k == 0 {
			if sum == 0 {
				count += perm
			}
			return count <= limit
		}
		for v := from; v <= n && v <= sum; v++ {
			if !sets(v+1, k-1, sum-v) {
				return false
			}
		}
		return true
	}
	return sets(1, k, sum)
}

package killer

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p, on the modelling layer: a
// variable per cell over 1..N; a domain-consistent AllDifferent on every
// row, column and box; and one AllDifferentSum per cage (the cage's cells
// distinct and adding up to its sum, as a table of the allowed tuples,
// which is domain consistent). The constraints are named as a solver reads
// the puzzle: "row 3", "column 5", "box 2", "cage 15 at r2c3". The
// variables are the cells in reading order. It returns an error (wrapping
// ErrInvalid) when p does not pass Validate.
//
// The model was chosen by measurement (build_models_test.go): against
// AllDifferent + a sum per cage, and with or without the redundant sums of
// the rows, columns and boxes (the "45 rule").
func Build(p *Puzzle) (*model.Model[Solution], error) {
	return build(p, chosen)
}

// variant selects a formulation, for the measurements.
type variant struct {
	split  bool              // cages as AllDifferent + Linear instead of AllDifferentSum
	rule45 bool              // add every row's, column's and box's sum, n(n+1)/2
	innies int               // 0: none; 1: innies and outies of every unit; 2: also of consecutive rows and columns
	level  propagators.Level // of the units' AllDifferent (Domain when 0)
}

// chosen is Build's formulation.
var chosen = variant{innies: 2}

func build(p *Puzzle, v variant) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n, b := p.N, Box(p.N)
	m := tessera.NewModel()
	x := m.IntGrid(n, n, 1, n, "cell")
	units := [][]tessera.IntVar{}
	names := []string{}
	for i := range n {
		units, names = append(units, x.Row(i)), append(names, "row "+strconv.Itoa(i+1))
		units, names = append(units, x.Col(i)), append(names, "column "+strconv.Itoa(i+1))
	}
	for k, box := range x.Boxes(b, b) {
		units, names = append(units, box), append(names, "box "+strconv.Itoa(k+1))
	}
	for k, unit := range units {
		level := v.level
		if level == 0 {
			level = propagators.Domain
		}
		m.AllDifferentLevel(unit, level).Named(names[k])
		if v.rule45 {
			m.Add(tessera.Sum(unit...).Eq(n * (n + 1) / 2)).Named(names[k] + " sum")
		}
	}
	for _, cg := range p.Cages {
		cells := make([]tessera.IntVar, len(cg.Cells))
		for i, c := range cg.Cells {
			cells[i] = x.At(c.Row, c.Col)
		}
		name := CageName(cg)
		if v.split {
			m.AllDifferent(cells).Named(name)
			m.Add(tessera.Sum(cells...).Eq(cg.Sum)).Named(name)
			continue
		}
		m.AllDifferentSum(cells, cg.Sum).Named(name)
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
			if reg.units == 1 {
				cells := innies
				m.AllDifferentSum(cells, rest).Named(name)
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
		if len(outies) > 0 && len(outies) < n {
			e := tessera.Sum(outies...)
			for _, f := range free {
				e = e.Minus(f)
			}
			m.Add(e.Eq(partial - rest)).Named("outies of " + reg.name)
		}
	}
}

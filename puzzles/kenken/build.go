package kenken

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// cageOps maps a clue's operation to the cage constraint's.
var cageOps = [...]propagators.CageOp{
	Add: propagators.CageAdd,
	Sub: propagators.CageSub,
	Mul: propagators.CageMul,
	Div: propagators.CageDiv,
}

// Build returns the constraint model of p: one variable per cell over 1..N,
// a domain-consistent AllDifferent on every row and every column, the cell
// of each one-cell cage fixed to its target, and one propagators.Cage per
// other cage (a table of the cage's allowed tuples while it is small,
// which makes it domain consistent). The variables are the cells in reading
// order. It returns an error (wrapping ErrInvalid) when p does not pass
// Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n := p.N
	s := cp.NewStore()
	cells := make([]cp.VarID, n*n)
	for i := range cells {
		cells[i] = s.NewVar(1, n)
	}
	for _, cg := range p.Cages {
		if cg.Op == Given {
			c := cg.Cells[0]
			s.Assign(cells[c.Row*n+c.Col], cg.Target) // Validate keeps it in 1..N
		}
	}
	row, col := make([]cp.VarID, n), make([]cp.VarID, n)
	for i := range n {
		for j := range n {
			row[j], col[j] = cells[i*n+j], cells[j*n+i]
		}
		if err := propagators.AllDifferent(s, row, propagators.Domain); err != nil {
			return nil, err
		}
		if err := propagators.AllDifferent(s, col, propagators.Domain); err != nil {
			return nil, err
		}
	}
	for _, cg := range p.Cages {
		if cg.Op == Given {
			continue
		}
		vars := make([]cp.VarID, len(cg.Cells))
		for k, c := range cg.Cells {
			vars[k] = cells[c.Row*n+c.Col]
		}
		if err := propagators.Cage(s, cageOps[cg.Op], cg.Target, vars); err != nil {
			return nil, fmt.Errorf("kenken: cage '%s': %w", cg.Name, err)
		}
	}
	decode := func(s *cp.Store) *Solution {
		g := make([][]int, n)
		for r := range g {
			g[r] = make([]int, n)
			for c := range g[r] {
				g[r][c] = s.Value(cells[r*n+c])
			}
		}
		return &Solution{Grid: g}
	}
	return &model.Model[Solution]{Store: s, Vars: cells, Objective: model.NoObjective, Decode: decode}, nil
}

// SearchOptions returns the recommended search for a KenKen model:
// dom/wdeg over the cells, smallest value first. On the bundled puzzles,
// counting to two, it explores 653 nodes in all against 1,081 for first
// fail (the 9×9 Conceptis puzzle: 367 against 641).
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValMin}
}

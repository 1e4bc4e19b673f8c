package abcpath

import (
	"fmt"

	"github.com/tessera-cp/tessera"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p: one variable per letter A..Y
// whose value is the letter's cell r·5+c, a domain-consistent AllDifferent
// over them, a binary Table of the king-adjacent cell pairs between each
// letter and the next, each clue letter restricted to the cells of the
// row, column or diagonal its ring position faces, and each given letter
// fixed to its cell. The variables are the letters in order. It returns an
// error (wrapping ErrInvalid) when p does not pass Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) { return BuildOn(p, cp.NewStore()) }

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	const cells = Size * Size
	letters := make([]cp.VarID, cells)
	for i := range letters {
		letters[i] = s.NewVar(0, cells-1)
	}
	for r := range Size {
		for c := range Size {
			if b := p.Grid[r][c]; b != 0 {
				s.Assign(letters[b-'A'], r*Size+c) // a failure fails the store
			}
		}
	}
	for _, cl := range p.Clues() {
		for i := range cells {
			if !cl.Covers(i/Size, i%Size) {
				s.Remove(letters[cl.Letter-'A'], i)
			}
		}
	}
	if err := tessera.Label(s, "letters on distinct cells", func() error {
		return propagators.AllDifferent(s, letters, propagators.Domain)
	}); err != nil {
		return nil, err
	}
	king := kingPairs()
	for i := 0; i+1 < cells; i++ {
		name := fmt.Sprintf("letters %c-%c adjacent", 'A'+i, 'A'+i+1)
		if err := tessera.Label(s, name, func() error {
			return propagators.Table(s, []cp.VarID{letters[i], letters[i+1]}, king)
		}); err != nil {
			return nil, fmt.Errorf("abcpath: %s: %w", name, err)
		}
	}
	decode := func(s *cp.Store) *Solution {
		var sol Solution
		for i, x := range letters {
			v := s.Value(x)
			sol.Grid[v/Size][v%Size] = byte('A' + i)
		}
		return &sol
	}
	return &model.Model[Solution]{Store: s, Vars: letters, Objective: model.NoObjective, Decode: decode}, nil
}

// kingPairs lists the pairs of distinct cells (a, b), numbered r·5+c, that
// are a king's move apart.
func kingPairs() [][]int {
	var out [][]int
	for a := range Size * Size {
		for b := range Size * Size {
			dr, dc := a/Size-b/Size, a%Size-b%Size
			if a != b && dr >= -1 && dr <= 1 && dc >= -1 && dc <= 1 {
				out = append(out, []int{a, b})
			}
		}
	}
	return out
}

// SearchOptions returns the recommended search for an ABC Path model: first
// fail over the letters, lowest cell first.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.FirstFail, ValSelect: search.ValMin}
}

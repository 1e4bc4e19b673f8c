package starbattle

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p: one 0/1 variable per cell (1 =
// star) and every region's sum of exactly Stars. The rows, the columns and
// the no-touch rule are said two lines at a time: every pair of adjacent
// rows (and of adjacent columns) is read as a strip, a word of one symbol
// per cross-section (0 no star, 1 a star in the first line, 2 in the
// second; both is impossible, as the two stars would touch), tied to the
// cells by a table; a Regular constraint over the strip's automaton (see
// stripAutomaton) counts Stars stars in each of the two lines and forbids
// a star next to the previous section's. That is domain consistent for the
// whole strip, so the pigeonhole arguments players use on two rows come
// for free: counting to two, the bundled puzzles take 17,197 nodes in all,
// while with each line's count and each touching pair posted on its own
// the 21×21 and 25×25 ones are not settled in 30 s. The variables are the
// cells in reading order. It returns an error (wrapping ErrInvalid) when p does not pass
// Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	m, err := Lines(p.N, p.Stars)
	if err != nil {
		return nil, err
	}
	n, k, s := p.N, p.Stars, m.Store
	for r, cells := range p.Cells() {
		vars, ones := make([]cp.VarID, len(cells)), make([]int, len(cells))
		for i, rc := range cells {
			vars[i], ones[i] = m.Vars[rc[0]*n+rc[1]], 1
		}
		if err := propagators.Linear(s, ones, vars, propagators.EQ, k); err != nil {
			return nil, fmt.Errorf("starbattle: region %s: %w", p.Names[r], err)
		}
	}
	return m, nil
}

// Lines returns the model of Build without the regions: an n×n grid with
// exactly k stars in every row and every column, no two touching, said by
// the strips of adjacent rows and of adjacent columns. Its solutions are
// the star placements a puzzle can be drawn around (puzzles/generate
// plants them with it). n must be within 1..MaxN and k at least 1; an
// error wraps ErrInvalid otherwise.
func Lines(n, k int) (*model.Model[Solution], error) {
	if n < 1 || n > MaxN || k < 1 {
		return nil, invalidf(0, "a %dx%d grid with %d stars per line is not supported (expected 1..%d and at least 1)", n, n, k, MaxN)
	}
	s := cp.NewStore()
	star := make([]cp.VarID, n*n)
	for i := range star {
		star[i] = s.NewVar(0, 1)
	}
	strip, err := stripAutomaton(k)
	if err != nil {
		return nil, fmt.Errorf("starbattle: %w", err)
	}
	section := [][]int{{0, 0, 0}, {1, 0, 1}, {0, 1, 2}} // (first, second, symbol)
	for _, rows := range []bool{true, false} {
		for a := range n - 1 {
			word := make([]cp.VarID, n)
			for b := range n {
				first, second := star[b*n+a], star[b*n+a+1]
				if rows {
					first, second = star[a*n+b], star[(a+1)*n+b]
				}
				word[b] = s.NewVar(0, 2)
				if err := propagators.Table(s, []cp.VarID{first, second, word[b]}, section); err != nil {
					return nil, fmt.Errorf("starbattle: %w", err)
				}
			}
			if err := propagators.Regular(s, word, strip); err != nil {
				return nil, fmt.Errorf("starbattle: %w", err)
			}
		}
	}
	if n == 1 { // no strip: the one cell is the line
		if err := propagators.Linear(s, []int{1}, star, propagators.EQ, k); err != nil {
			return nil, fmt.Errorf("starbattle: %w", err)
		}
	}
	decode := func(s *cp.Store) *Solution {
		g := make([][]bool, n)
		for r := range g {
			g[r] = make([]bool, n)
			for c := range g[r] {
				g[r][c] = s.Value(star[r*n+c]) == 1
			}
		}
		return &Solution{Star: g}
	}
	return &model.Model[Solution]{Store: s, Vars: star, Objective: model.NoObjective, Decode: decode}, nil
}

// stripAutomaton is the minimal DFA of the strips of two lines with
// exactly k stars each, no two touching: over the symbols 0 (no star in
// this section), 1 (a star in the first line), 2 (in the second), the
// state after a section is (m1, m2, last): the stars read in each line and
// whether the section read last held one, numbered (m1·(k+1) + m2)·2 +
// last. A star right after a star is missing (side by side, or touching
// at a corner), as is a line's k+1-th star.
func stripAutomaton(k int) (*dfa.DFA, error) {
	w := k + 1
	state := func(m1, m2, last int) int { return (m1*w+m2)*2 + last }
	return dfa.FromFunc(2*w*w, 0, []int{state(k, k, 0), state(k, k, 1)}, 0, 2, func(q, sym int) int {
		m1, m2, last := q/(2*w), q/2%w, q%2
		switch {
		case sym == 0:
			return state(m1, m2, 0)
		case last == 1:
			return -1
		case sym == 1 && m1 < k:
			return state(m1+1, m2, 1)
		case sym == 2 && m2 < k:
			return state(m1, m2+1, 1)
		}
		return -1
	})
}

// SearchOptions returns the recommended search for a Star Battle model:
// dom/wdeg over the cells, a star first.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{Vars: m.Vars, VarSelect: search.DomWDeg, ValSelect: search.ValMax}
}

package starbattle

import (
	"fmt"

	"github.com/tessera-cp/tessera"
	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators/dfa"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p, on the modelling layer: one
// 0/1 variable per cell (1 = star), every region's sum of exactly Stars
// ("region C holds 2 stars"), and the rows, the columns and the no-touch
// rule said two lines at a time (see Lines). The variables are the cells
// in reading order. It returns an error (wrapping ErrInvalid) when p does
// not pass Validate.
func Build(p *Puzzle) (*model.Model[Solution], error) { return BuildOn(p, cp.NewStore()) }

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	m := tessera.NewModelOn(s)
	star := m.IntGrid(p.N, p.N, 0, 1, "star")
	for r, cells := range tessera.Group(p.Region, star.Rows()) {
		m.Add(tessera.Sum(cells...).Eq(p.Stars)).Namedf("region %s holds %s", p.Names[r], stars(p.Stars))
	}
	lines(m, star, p.Stars)
	return starModel(m, star, p.N)
}

// Lines returns the model of Build without the regions: an n×n grid with
// exactly k stars in every row and every column, no two touching. Its
// solutions are the star placements a puzzle can be drawn around
// (its Planted generator plants them with it). n must be within 1..MaxN and k
// at least 1; an error wraps ErrInvalid otherwise.
//
// The rows, the columns and the no-touch rule are said two lines at a
// time: every pair of adjacent rows (and of adjacent columns) is read as a
// strip, a word of one symbol per cross-section (0 no star, 1 a star in
// the first line, 2 in the second; both is impossible, as the two stars
// would touch), tied to the cells by a table per section; a
// Regular constraint over the strip's automaton (see stripAutomaton)
// counts k stars in each of the two lines and forbids a star next to the
// previous section's (the strip and its tables are labelled
// "rows 3–4: 2 stars each, none touching"). That is
// domain consistent for the whole strip, so the arguments players make on
// two rows at once come for free: counting to two, the bundled puzzles
// take 17,197 nodes in all, while with each line's count and each
// touching pair posted on its own the 21×21 and 25×25 ones are not
// settled within 30 s. On the 8×8 grids and two of the four 10×10 ones
// that simpler model is faster (about 1 ms against 1 to 5 ms: its
// propagators are cheaper per node); TestModels measures both.
func Lines(n, k int) (*model.Model[Solution], error) {
	if n < 1 || n > MaxN || k < 1 {
		return nil, invalidf(0, "a %dx%d grid with %d stars per line is not supported (expected 1..%d and at least 1)", n, n, k, MaxN)
	}
	m := tessera.NewModel()
	star := m.IntGrid(n, n, 0, 1, "star")
	lines(m, star, k)
	return starModel(m, star, n)
}

// lines posts the rows, columns and no-touch rule of the grid star with k
// stars per line.
func lines(m *tessera.Model, star *tessera.Grid[tessera.IntVar], k int) {
	n := star.NumRows()
	if n == 1 { // no strip: the one cell is the line
		m.Add(star.At(0, 0).Eq(k)).Namedf("the cell holds %s", stars(k))
		return
	}
	strip, err := stripAutomaton(k)
	if err != nil {
		m.Post("strip automaton", func(*cp.Store) error { return err })
		return
	}
	section := [][]int{{0, 0, 0}, {1, 0, 1}, {0, 1, 2}} // (first, second, symbol)
	for _, set := range []struct {
		what  string
		lines [][]tessera.IntVar
		other string
	}{{"rows", star.Rows(), "column"}, {"columns", star.Cols(), "row"}} {
		for a := range n - 1 {
			word := m.IntVars(n, 0, 2, fmt.Sprintf("%s%d-%d", set.what, a+1, a+2))
			// The tables are the strip's link to its cells: one label
			// for both, so that a hint names the two lines.
			label := fmt.Sprintf("%s %d–%d: %s each, none touching", set.what, a+1, a+2, stars(k))
			for b := range n {
				m.Table([]tessera.IntVar{set.lines[a][b], set.lines[a+1][b], word[b]}, section).Named(label)
			}
			m.Regular(word, strip).Named(label)
		}
	}
}

// stars is "1 star", "2 stars".
func stars(k int) string {
	if k == 1 {
		return "1 star"
	}
	return fmt.Sprintf("%d stars", k)
}

// starModel wraps a grid of stars as the kind's model.
func starModel(m *tessera.Model, star *tessera.Grid[tessera.IntVar], n int) (*model.Model[Solution], error) {
	if err := m.Err(); err != nil {
		return nil, fmt.Errorf("starbattle: %w", err)
	}
	vars := tessera.IDs(star.Flat())
	decode := func(s *cp.Store) *Solution {
		g := make([][]bool, n)
		for r := range g {
			g[r] = make([]bool, n)
			for c := range g[r] {
				g[r][c] = s.Value(vars[r*n+c]) == 1
			}
		}
		return &Solution{Star: g}
	}
	return &model.Model[Solution]{Store: m.Store(), Vars: vars, Objective: model.NoObjective, Decode: decode}, nil
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

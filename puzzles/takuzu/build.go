package takuzu

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/propagators/dfa"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// Build returns the constraint model of p: one 0/1 variable per cell (a
// constant for a given), and on every row and every column a Regular
// constraint over one minimised DFA, lineDFA, whose words of length n are
// exactly the lines with no three equal symbols in a row and n/2 of each
// symbol. Regular is domain consistent on each line, so a line sees at once
// everything its two rules imply together (which the usual decomposition
// into a sum and windows of three does not). Under the unique rule,
// AllDistinctRows forbids two equal rows and two equal columns.
//
// The model's variables are the cells in reading order; Decode reads the
// grid back.
func Build(p *Puzzle) (*model.Model[Solution], error) { return BuildOn(p, cp.NewStore()) }

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n := p.N
	d, err := lineDFA(n)
	if err != nil {
		return nil, fmt.Errorf("takuzu: %w", err)
	}
	cell := make([][]cp.VarID, n)
	vars := make([]cp.VarID, 0, n*n)
	for r := range n {
		cell[r] = make([]cp.VarID, n)
		for c := range n {
			if g := p.Grid[r][c]; g >= 0 {
				cell[r][c] = s.NewConst(int(g))
			} else {
				cell[r][c] = s.NewVar(0, 1)
			}
			vars = append(vars, cell[r][c])
		}
	}
	cols := make([][]cp.VarID, n)
	for c := range n {
		cols[c] = make([]cp.VarID, n)
		for r := range n {
			cols[c][r] = cell[r][c]
		}
	}
	post := func(name string, f func() error) error {
		if err := tessera.Label(s, name, f); err != nil {
			return fmt.Errorf("takuzu: %s: %w", name, err)
		}
		return nil
	}
	for k := range n {
		if err := post("row "+strconv.Itoa(k+1), func() error { return propagators.Regular(s, cell[k], d) }); err != nil {
			return nil, err
		}
		if err := post("column "+strconv.Itoa(k+1), func() error { return propagators.Regular(s, cols[k], d) }); err != nil {
			return nil, err
		}
	}
	if p.Unique {
		if err := post("distinct rows", func() error { return propagators.AllDistinctRows(s, cell) }); err != nil {
			return nil, err
		}
		if err := post("distinct columns", func() error { return propagators.AllDistinctRows(s, cols) }); err != nil {
			return nil, err
		}
	}
	decode := func(st *cp.Store) *Solution {
		g := make([][]int8, n)
		for r := range n {
			g[r] = make([]int8, n)
			for c := range n {
				g[r][c] = int8(st.Value(cell[r][c]))
			}
		}
		return &Solution{Grid: g}
	}
	return &model.Model[Solution]{
		Store:     s,
		Vars:      vars,
		Objective: model.NoObjective,
		Decode:    decode,
	}, nil
}

// SearchOptions are the recommended search options for a Takuzu model:
// dom/wdeg on the cells, each decision trying a value drawn by the seeded
// (so deterministic) generator.
//
// The line DFAs leave little to search: every bundled puzzle is solved in
// at most 13 nodes, the 14×14 ones by propagation alone. On harder random
// grids (peers/gen.py, 40 of 14×14 and 3 of 20×20 with the unique rule)
// counting to 2 took 4,762 + 807 nodes with dom/wdeg against 12,058 +
// 11,719 with first-fail (every open cell has two values, so first-fail is
// reading order). Drawing values at random rather than 0 first avoids
// long runs of similar rows, which AllDistinctRows refutes late: with 0
// first, an empty 48×48 grid under the unique rule found no solution in
// 20 s; drawn values fill it in 1,621 nodes.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{
		Vars:      m.Vars,
		VarSelect: search.DomWDeg,
		ValSelect: search.ValRandom,
		Seed:      1,
	}
}

// lineDFA returns the minimal DFA over {0, 1} of the lines of an n×n
// Takuzu (n even): it accepts the words with no three equal symbols in a
// row and exactly n/2 ones. Regular applies it to exactly n cells, so the
// words it admits have n/2 ones and n/2 zeros; the DFA need not count the
// length, and its states before minimisation are a start state and the
// triples (last symbol, length 1..2 of the last run, ones so far 0..n/2):
// O(n) states, where counting both symbols would take O(n²). A prefix with
// too few ones to reach n/2 in the cells left is pruned by Regular's
// backward pass over the unrolled graph.
func lineDFA(n int) (*dfa.DFA, error) {
	h := n / 2
	const start = 0
	enc := func(last, run, ones int) int {
		return 1 + ((ones*2)+last)*2 + (run - 1)
	}
	numStates := 1 + (h+1)*4
	var accepting []int
	for last := range 2 {
		for run := 1; run <= 2; run++ {
			accepting = append(accepting, enc(last, run, h))
		}
	}
	next := func(q, sym int) int {
		last, run, ones := -1, 0, 0
		if q != start {
			q--
			run = q%2 + 1
			q /= 2
			last = q % 2
			ones = q / 2
		}
		if sym == last {
			run++
		} else {
			run = 1
		}
		ones += sym
		if run > 2 || ones > h {
			return -1
		}
		return enc(sym, run, ones)
	}
	return dfa.FromFunc(numStates, start, accepting, 0, 1, next)
}

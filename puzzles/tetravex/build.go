package tetravex

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles/model"
	"github.com/tessera-cp/tessera/search"
)

// blockBudget bounds the memory of the 2×2 block tables, in 64-bit words of
// support masks: blocks × 4 variables × n² values × ⌈tuples/64⌉. Beyond
// it (large boards with few edge numbers) Build falls back to pair tables.
const blockBudget = 1 << 22

// Build returns the constraint model of p: one variable per cell whose
// value is the piece placed there, AllDifferent (domain consistent: the
// pieces form a permutation), and for every 2×2 block of cells a Table of
// the blocks of four distinct pieces whose four inner edges match.
//
// Rationale, from measurements on random boards (peers/gen.py, 8×8 with 10
// edge numbers, 20 seeds; CPU time to the first solution, first-fail):
//
//   - Pair tables on neighbours (the peer model's formulation, domain
//     consistent on each pair) need 300–25,000 nodes per board at about
//     100 µs per node. Edge-number variables linked to each cell by a table
//     of (piece, left, top, right, bottom), alone or channelled with the
//     pair tables, prune exactly as much (but for a piece next to itself)
//     and were no faster.
//   - Block tables see each 2×2 cycle of edges at once: 3–5 times fewer
//     nodes, at 3–4 times the cost per node (a block table of 8×8/10 holds
//     about 2,000 tuples). With the search order below they win: 0.26 s
//     median and 0.67 s worst over the 20 boards, against 0.37 s and 2.1 s
//     for pair tables.
//
// Every inner edge lies in a block, so the blocks imply the pair tables.
// When the block tables would exceed blockBudget words the model uses the
// pair tables instead.
//
// Values are not piece numbers: value v stands for piece rankPieces(p)[v],
// so that trying the smallest value first tries the most constrained piece
// first; Decode translates back. The model's Vars list the cells along a
// spiral from the centre (see SearchOptions).
func Build(p *Puzzle) (*model.Model[Solution], error) {
	return build(p, blockBudget)
}

// build is Build with the block tables' memory bounded by budget words.
func build(p *Puzzle, budget int) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n, np := p.N, p.N*p.N
	perm := rankPieces(p)
	s := cp.NewStore()
	x := make([]cp.VarID, np) // x[r*n+c]: the value of cell (r, c)
	for i := range x {
		x[i] = s.NewVar(0, np-1)
	}
	if err := propagators.AllDifferent(s, x, propagators.Domain); err != nil {
		return nil, fmt.Errorf("tetravex: %w", err)
	}
	if n > 1 {
		e := newEdges(p, perm)
		nblocks := (n - 1) * (n - 1)
		limit := budget / (nblocks * 4 * np) * 64
		if blocks, ok := e.blocks(limit); ok {
			for r := range n - 1 {
				for c := range n - 1 {
					cell := []cp.VarID{x[r*n+c], x[r*n+c+1], x[(r+1)*n+c], x[(r+1)*n+c+1]}
					if err := propagators.Table(s, cell, blocks); err != nil {
						return nil, fmt.Errorf("tetravex: block at row %d, column %d: %w", r+1, c+1, err)
					}
				}
			}
		} else {
			horiz, vert := e.pairs()
			for r := range n {
				for c := range n {
					if c+1 < n {
						if err := propagators.Table(s, []cp.VarID{x[r*n+c], x[r*n+c+1]}, horiz); err != nil {
							return nil, fmt.Errorf("tetravex: row %d, columns %d-%d: %w", r+1, c+1, c+2, err)
						}
					}
					if r+1 < n {
						if err := propagators.Table(s, []cp.VarID{x[r*n+c], x[(r+1)*n+c]}, vert); err != nil {
							return nil, fmt.Errorf("tetravex: column %d, rows %d-%d: %w", c+1, r+1, r+2, err)
						}
					}
				}
			}
		}
	}
	vars := make([]cp.VarID, 0, np)
	for _, cell := range spiral(n) {
		vars = append(vars, x[cell])
	}
	decode := func(st *cp.Store) *Solution {
		g := make([][]int, n)
		for r := range n {
			g[r] = make([]int, n)
			for c := range n {
				g[r][c] = perm[st.Value(x[r*n+c])]
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

// SearchOptions are the recommended search options for a Tetravex model:
// first-fail over the model's Vars (the cells along a spiral from the
// centre, so that ties go to the cell nearest the centre and the placed
// pieces grow as one compact patch), smallest value (most constrained
// piece) first, no restarts.
//
// Measured on 20 random 8×8 boards with 10 edge numbers (CPU time to the
// first solution, block model): first-fail in spiral order 5.1 s in all;
// in reading order 20 s (ties go to the top left, the patch grows along
// the border, where edges are free); dom/wdeg 6.0 s; the spiral as a fixed
// (input) order 7.0 s; Luby restarts with random values 11–17 s.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{
		Vars:      m.Vars,
		VarSelect: search.FirstFail,
		ValSelect: search.ValMin,
	}
}

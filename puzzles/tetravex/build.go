package tetravex

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera"

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
// the blocks of four distinct pieces whose four inner edges match. Every
// inner edge lies in a block, so the blocks imply the pair constraints.
//
// Rationale, measured on random boards of peers/gen.py (8×8 with 10 edge
// numbers, seeds 1–20; CPU time to the first solution, best of 3 runs):
//
//   - Pair tables on neighbours (the peer model's formulation, domain
//     consistent on each pair) cost about 75 µs per node. Edge-number
//     variables linked to each cell by a table of (piece, left, top, right,
//     bottom), alone or channelled with the pair tables, prune the same
//     (but for a piece next to itself) and were 20–40% slower.
//   - Block tables see each 2×2 cycle of edges at once: 4 times fewer nodes
//     (median 937, worst 2,621 against 3,825 and 7,774) at about 3 times
//     the cost per node (250 µs; a block table of 8×8/10 holds about 2,000
//     tuples). On 8×8/10 the two tie (median 0.26 s, worst 0.59 s against
//     0.29 s and 0.58 s); on the harder 7×7 boards with 6 edge numbers the
//     blocks win: 3 of 5 solved within 60 s (2.5, 3.4 and 11 s) against 2
//     of 5 within 40 s (11.5 and 36 s) with pairs, and none for Gecode on
//     the peer model.
//
// The search order matters more than the propagation: with first-fail in
// reading order and pieces in input order (the peer model's search) the
// pair model needs a median 1.0 s and up to 3.7 s, 13,077 and 50,162 nodes;
// Gecode on it a median 3.3 s and up to 25 s. See SearchOptions and
// rankPieces.
//
// Tried on the 7×7 boards with 6 edge numbers (seeds 1–5 of
// testdata/frontier, nodes to the first solution) and not kept, since none
// cut the nodes: counting constraints across every seam (for each edge
// number, the right edges of a column match the left edges of the next
// as multisets: Inverse, Element and GlobalCardinality) at 4.5 times the
// cost per node for 1% fewer nodes; branching on the pieces' positions
// too; dom/wdeg; Luby restarts with random values; the reverse ranking;
// singleton lookahead (fewer nodes at a higher cost per solved board);
// block tables on every other block only, with pair tables between
// (cheaper nodes, more of them).
// See docs/REASONS.md, "Tetravex: what the model tried".
//
// When the block tables would exceed blockBudget words (large boards with
// few edge numbers) the model uses the pair tables instead.
//
// Values are not piece numbers: value v stands for piece rankPieces(p)[v],
// so that trying the smallest value first tries the most constrained piece
// first; Decode translates back. The model's Vars list the cells along a
// spiral from the centre (see SearchOptions).
func Build(p *Puzzle) (*model.Model[Solution], error) {
	return build(p, blockBudget)
}

// BuildOn is Build on s, a new store: one given limits for the build
// (cp.Store.SetBuildLimits), which stops it once they are reached.
func BuildOn(p *Puzzle, s *cp.Store) (*model.Model[Solution], error) {
	return buildOn(p, blockBudget, s)
}

// build is Build with the block tables' memory bounded by budget words.
func build(p *Puzzle, budget int) (*model.Model[Solution], error) {
	return buildOn(p, budget, cp.NewStore())
}

func buildOn(p *Puzzle, budget int, s *cp.Store) (*model.Model[Solution], error) {
	if err := p.Validate(); err != nil {
		return nil, err
	}
	n, np := p.N, p.N*p.N
	perm := rankPieces(p)
	x := make([]cp.VarID, np) // x[r*n+c]: the value of cell (r, c)
	for i := range x {
		x[i] = s.NewVar(0, np-1)
	}
	if err := tessera.Label(s, "pieces distinct", func() error { return propagators.AllDifferent(s, x, propagators.Domain) }); err != nil {
		return nil, fmt.Errorf("tetravex: %w", err)
	}
	if n > 1 {
		e := newEdges(p, perm)
		nblocks := (n - 1) * (n - 1)
		limit := budget / (nblocks * 4 * np) * 64
		blocks, ok := e.blocks(limit)
		if err := s.BuildErr(); err != nil {
			return nil, fmt.Errorf("tetravex: %w", err)
		}
		if ok {
			for r := range n - 1 {
				for c := range n - 1 {
					cell := []cp.VarID{x[r*n+c], x[r*n+c+1], x[(r+1)*n+c], x[(r+1)*n+c+1]}
					name := "block at row " + strconv.Itoa(r+1) + ", column " + strconv.Itoa(c+1)
					if err := tessera.Label(s, name, func() error { return propagators.Table(s, cell, blocks) }); err != nil {
						return nil, fmt.Errorf("tetravex: %s: %w", name, err)
					}
				}
			}
		} else {
			horiz, vert := e.pairs()
			for r := range n {
				for c := range n {
					if c+1 < n {
						name := fmt.Sprintf("row %d, columns %d-%d", r+1, c+1, c+2)
						if err := tessera.Label(s, name, func() error {
							return propagators.Table(s, []cp.VarID{x[r*n+c], x[r*n+c+1]}, horiz)
						}); err != nil {
							return nil, fmt.Errorf("tetravex: %s: %w", name, err)
						}
					}
					if r+1 < n {
						name := fmt.Sprintf("column %d, rows %d-%d", c+1, r+1, r+2)
						if err := tessera.Label(s, name, func() error {
							return propagators.Table(s, []cp.VarID{x[r*n+c], x[(r+1)*n+c]}, vert)
						}); err != nil {
							return nil, fmt.Errorf("tetravex: %s: %w", name, err)
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
// Measured on the 20 random 8×8 boards with 10 edge numbers (block model,
// CPU time to the first solution): first-fail in spiral order, median
// 0.26 s and worst 0.59 s; in reading order (ties go to the top left, the
// patch grows along the border, whose edges are free) 0.77 s and 3.2 s;
// dom/wdeg 0.22 s and 0.93 s; the spiral as a fixed order 0.23 s and
// 0.54 s, but it solved 1 of the five 7×7 boards with 6 edge numbers in
// 40 s where first-fail solves 3; Luby restarts (scale 50 or 200) with
// random values were 3–4 times slower.
func SearchOptions(m *model.Model[Solution]) search.Options {
	return search.Options{
		Vars:      m.Vars,
		VarSelect: search.FirstFail,
		ValSelect: search.ValMin,
	}
}

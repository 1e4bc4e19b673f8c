package slitherlink

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// The ladder of Slitherlink, after Loopy's levels. Counting: a clue's and
// a dot's counts on their own (Loopy's easy deductions). Strength: each
// clue taken with the dots at its corners (a table over the clue's four
// edges and the corner's other edges: Loopy's normal deductions, the
// pairs of edges at a corner that take one line or none). The single-loop
// rule sits on loopRung. Lookahead and search above.
//
// Measured on 40 Loopy puzzles of each size (TestLoopyCalibration,
// -slitherlink.perlevel 10), Spearman ρ of the grade with Loopy's level:
// loop on Counting, corners on Strength 0.76 (7x7) and 0.81 (10x10);
// loop on Forward, corners on Counting 0.74 and 0.81; corners on
// Combined 0.76 and 0.81 with every easy and normal puzzle "tricky";
// cells inside/outside tied to the edges (Loopy's tricky parity
// reasoning) on Strength or Combined 0.74-0.75 and 0.80; without the
// corners, 0.23 and 0.68 (3 per level).
const (
	loopRung   = craft.Counting
	cornerRung = craft.Strength
)

// Tune shapes a Slitherlink ladder model (craft.Tuning.Tune): the
// single-loop propagator on loopRung, the corner tables on cornerRung.
func Tune(pz puzzles.Puzzle, t *craft.Tuner) {
	p, ok := puzzles.PuzzleOf[Puzzle](pz)
	if !ok {
		t.Fail(fmt.Errorf("not a slitherlink puzzle"))
		return
	}
	t.Move("slitherlink-loop", loopRung)
	vars := t.Vars()
	index := func(e render.Edge) cp.VarID { return vars[render.EdgeIndex(e, p.Rows, p.Cols)] }
	for r, row := range p.Clues {
		for c, k := range row {
			if k == NoClue {
				continue
			}
			cell := []render.Edge{render.HEdge(r, c), render.HEdge(r+1, c), render.VEdge(r, c), render.VEdge(r, c+1)}
			for _, d := range []render.Dot{{Row: r, Col: c}, {Row: r, Col: c + 1}, {Row: r + 1, Col: c}, {Row: r + 1, Col: c + 1}} {
				var at []int // the cell's edges at d
				var other []render.Edge
				for _, e := range dotEdges(p, d) {
					inCell := false
					for i, ce := range cell {
						if ce.Same(e) {
							at, inCell = append(at, i), true
						}
					}
					if !inCell {
						other = append(other, e)
					}
				}
				xs := make([]cp.VarID, 0, 6)
				for _, e := range cell {
					xs = append(xs, index(e))
				}
				for _, e := range other {
					xs = append(xs, index(e))
				}
				tuples := cornerTuples(k, at, len(other))
				label := fmt.Sprintf("the %d at %s and the loop at %s", k, CellName(r, c), dotName(p, d.Row, d.Col))
				t.Post(cornerRung, label, func() error { return propagators.Table(t.Store(), xs, tuples) })
			}
		}
	}
}

// dotEdges lists the grid's edges at dot d.
func dotEdges(p *Puzzle, d render.Dot) []render.Edge {
	var out []render.Edge
	for _, e := range []render.Edge{render.HEdge(d.Row, d.Col-1), render.HEdge(d.Row, d.Col), render.VEdge(d.Row-1, d.Col), render.VEdge(d.Row, d.Col)} {
		if e.InGrid(p.Rows, p.Cols) {
			out = append(out, e)
		}
	}
	return out
}

// cornerTuples lists the 0/1 tuples of a cell's four edges and the
// corner dot's n other edges in which the cell has k lines and the dot 0
// or 2 (at: the cell's two edges at the dot).
func cornerTuples(k int, at []int, n int) [][]int {
	var out [][]int
	for m := range 1 << (4 + n) {
		t := make([]int, 4+n)
		lines := 0
		for i := range t {
			t[i] = m >> i & 1
			if i < 4 {
				lines += t[i]
			}
		}
		deg := 0
		for _, i := range at {
			deg += t[i]
		}
		for i := 4; i < 4+n; i++ {
			deg += t[i]
		}
		if lines == k && (deg == 0 || deg == 2) {
			out = append(out, t)
		}
	}
	return out
}

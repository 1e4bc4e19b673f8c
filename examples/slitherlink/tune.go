package slitherlink

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
)

// The ladder of Slitherlink follows the levels of Loopy's own solver
// (loopy.c: each level adds its deductions to those below, and Loopy
// keeps a puzzle of a level only when the level below cannot solve it):
//
//   - easy (Counting): a clue's and a dot's counts (the model's sums),
//     the single loop, the loop that would close on every line only where
//     it meets the clues (loopClosing), and a clue with one empty side
//     left to place beside a dot that already has a line (clueTouch);
//   - normal (Strength): the corners of the cells, Loopy's "dlines": what
//     a dot says about a corner's two edges (at most one line, at least
//     one), and a clue bounded run by run with its corners (dotCorners and
//     clueCorners);
//   - tricky (Combined): the same on corners of their own, to which the
//     clues add what they know and which the dots carry across to the
//     opposite corner, along the diagonals;
//   - hard: Loopy's next step (its lines known equal or opposite) is not
//     written here; lookahead and search stand for it.
//
// The tricky level keeps corners of its own so that what it learns is
// never used, and credited, by the normal rung (the grading walk credits a
// deduction to the propagator that places the edge).
const (
	easyRung   = craft.Counting
	normalRung = craft.Strength
	trickyRung = craft.Combined
)

// Tune shapes a Slitherlink ladder model (craft.Tuning.Tune) as above.
func Tune(pz puzzles.Puzzle, t *craft.Tuner) {
	p, ok := puzzles.PuzzleOf[Puzzle](pz)
	if !ok {
		t.Fail(fmt.Errorf("not a slitherlink puzzle"))
		return
	}
	s := t.Store()
	g := grid{p: p, vars: t.Vars()}
	t.Move("slitherlink-loop", easyRung)
	t.Post(easyRung, "one loop", func() error { postLoopClosing(s, p, t.Vars()); return nil })
	eachClue(p, func(r, c, k int) {
		var around [4][2]cp.VarID
		for q := range 4 {
			around[q] = g.around(r, c, q)
		}
		t.Post(easyRung, fmt.Sprintf("the %d at %s", k, CellName(r, c)), func() error {
			postClueTouch(s, k, g.sides(r, c), around)
			return nil
		})
	})
	for _, level := range []struct {
		rung            craft.Rung
		chain           bool
		clueFmt, dotFmt string
	}{
		{normalRung, false, "the %d at %s and its corners", "the corners at %s"},
		{trickyRung, true, "the %d at %s and the diagonals through it", "the diagonals through %s"},
	} {
		cs := newCorners(s, p)
		eachClue(p, func(r, c, k int) {
			t.Post(level.rung, fmt.Sprintf(level.clueFmt, k, CellName(r, c)), func() error {
				postClueCorners(s, k, g.sides(r, c), cs.of(r, c), level.chain)
				return nil
			})
		})
		for r := 0; r <= p.Rows; r++ {
			for c := 0; c <= p.Cols; c++ {
				t.Post(level.rung, fmt.Sprintf(level.dotFmt, dotName(p, r, c)), func() error {
					postDotCorners(s, g.dotEdges(r, c), cs.atDot(p, r, c), level.chain)
					return nil
				})
			}
		}
	}
}

// eachClue calls f for each clue: its cell and its number.
func eachClue(p *Puzzle, f func(r, c, k int)) {
	for r, row := range p.Clues {
		for c, k := range row {
			if k != NoClue {
				f(r, c, k)
			}
		}
	}
}

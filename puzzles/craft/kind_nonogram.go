package craft

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/nonogram"
)

// Nonogram's ladder: each line's "simple boxes" and "simple spaces" over
// the cells known (lineOverlap: the runs packed to the left and to the
// right agree) on the counting rung, below the line's automaton at full
// strength, which also finds what only a whole filling of the line shows.
// The bands (nonogramBands) do not move: both are line solving.
func tuneNonogram(p puzzles.Puzzle, t *Tuner) {
	np, ok := unwrap[nonogram.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a nonogram puzzle"))
		return
	}
	cols := np.Cols
	for r, clue := range np.RowClues {
		line := make([]cp.VarID, cols)
		for c := range cols {
			line[c] = t.Vars()[r*cols+c]
		}
		t.Post(Counting, fmt.Sprintf("row %d clue %s", r+1, nonogram.FormatClue(clue)), func() error { return postLineOverlap(t.Store(), line, clue) })
	}
	for c, clue := range np.ColClues {
		line := make([]cp.VarID, np.Rows)
		for r := range np.Rows {
			line[r] = t.Vars()[r*cols+c]
		}
		t.Post(Counting, fmt.Sprintf("column %d clue %s", c+1, nonogram.FormatClue(clue)), func() error { return postLineOverlap(t.Store(), line, clue) })
	}
}

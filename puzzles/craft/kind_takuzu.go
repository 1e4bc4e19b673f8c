package craft

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/takuzu"
)

// Takuzu's ladder, tuned to Simon Tatham's Unruly levels: no three in a
// row, seen cell by cell (two equal neighbours, or a gap between two
// equal cells, give the other symbol), and a line's last open cell
// (Trivial); a line's count of each
// symbol (a line with its half of one symbol takes the other everywhere
// else: Easy); each line at full strength (its automaton: Normal, where a
// nearly complete line rules out the places its last symbols cannot go).
func init() {
	kinds["takuzu"] = &kindCraft{
		tune:  tuneTakuzu,
		blank: blankTakuzu,
		view: func(m *Model) *view {
			tp, ok := unwrap[takuzu.Puzzle](m.Puzzle)
			if !ok {
				return nil
			}
			return takuzuView(m, tp.N)
		},
		bands: []Band{{"trivial", Forward}, {"easy", Counting}, {"normal", Combined}, {"hard", DeepLookahead}, {"fiendish", Search}},
	}
}

func tuneTakuzu(p puzzles.Puzzle, t *Tuner) {
	tp, ok := unwrap[takuzu.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a takuzu puzzle"))
		return
	}
	n := tp.N
	cell := func(r, c int) cp.VarID { return t.Vars()[r*n+c] }
	ones := make([]int, n)
	for i := range ones {
		ones[i] = 1
	}
	for k := range n {
		for _, row := range []bool{true, false} {
			line := make([]cp.VarID, n)
			name := fmt.Sprintf("column %d", k+1)
			for i := range n {
				if row {
					line[i] = cell(k, i)
				} else {
					line[i] = cell(i, k)
				}
			}
			if row {
				name = fmt.Sprintf("row %d", k+1)
			}
			for i := 0; i+2 < n; i++ {
				w := line[i : i+3]
				t.Post(Forward, name, func() error { return propagators.BoolClause(t.Store(), w, nil) })
				t.Post(Forward, name, func() error { return propagators.BoolClause(t.Store(), nil, w) })
			}
			t.Post(Forward, name, func() error {
				return propagators.LinearForward(t.Store(), ones, line, propagators.EQ, n/2)
			})
			t.Post(Counting, name, func() error {
				return propagators.Linear(t.Store(), ones, line, propagators.EQ, n/2)
			})
		}
	}
}

// blankTakuzu is p with no givens, and the givens as clues.
func blankTakuzu(p puzzles.Puzzle) (puzzles.Puzzle, []Clue, error) {
	tp, ok := unwrap[takuzu.Puzzle](p)
	if !ok {
		return nil, nil, fmt.Errorf("not a takuzu puzzle")
	}
	n := tp.N
	blank := &takuzu.Puzzle{Name: tp.Name, N: n, Unique: tp.Unique, Grid: make([][]int8, n), Spaced: tp.Spaced}
	var clues []Clue
	for r := range n {
		blank.Grid[r] = make([]int8, n)
		for c := range n {
			blank.Grid[r][c] = -1
			if v := tp.Grid[r][c]; v >= 0 {
				clues = append(clues, Clue{r*n + c, int(v)})
			}
		}
	}
	bp, err := reparse(tp.Name, takuzu.Format(blank))
	return bp, clues, err
}

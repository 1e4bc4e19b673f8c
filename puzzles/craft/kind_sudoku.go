package craft

import (
	"fmt"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
)

// Sudoku's ladder, tuned to Simon Tatham's Solo levels: forward checking
// and a value's one place in its box (Trivial), a value's one place in its
// row or column (Basic), a box and a line sharing three cells
// (Intermediate), Hall sets (Régin's AllDifferent, Advanced), forcing
// chains (lookahead over the singles, Extreme), then deeper lookahead and
// search (Unreasonable). A lookahead step taken where no forcing chain
// from a bivalue cell exists (sudokuForcingChain) is one where Tatham's
// solver guesses: it raises the score (Difficulty.Beyond), which ranks
// Solo's Unreasonable above its Extreme though both reach the Lookahead
// rung. Solo's Unreasonable is the band past sudokuUnreasonable at that
// rung: TestSoloTopBands.
func init() {
	kinds["sudoku"] = &kindCraft{
		tune:       tuneSudoku,
		blank:      blankSudoku,
		chainCheck: sudokuForcingChain,
		probe:      sudokuProbeWalk,
		split:      scoreSplit{band: "extreme", below: sudokuUnreasonable},
		view:       func(m *Model) *view { n, _ := sudokuSide(m); return digitView(m, n) },
		bands: []Band{
			{"trivial", Forward}, {"basic", Counting}, {"intermediate", Strength},
			{"advanced", Combined}, {"extreme", Lookahead}, {"unreasonable", Search},
		},
	}
}

// sudokuUnreasonable is the score from which a puzzle solved at the
// Lookahead rung is unreasonable: one step beyond a forcing chain
// (Difficulty.Beyond) passes it, and so do lookahead steps taken with 100
// open cells in all (score's k of 12.5). Of the first 20 Solo Extreme and
// 20 Solo Unreasonable puzzles of the calibration set it tells 36 apart
// (Beyond > 0 alone: 35); the Extreme ones reach 94 open cells, the
// Unreasonable ones without a Beyond step 24 to 49, then 110.
const sudokuUnreasonable = float64(Lookahead) + 12.5/(12.5+8)

func tuneSudoku(p puzzles.Puzzle, t *Tuner) {
	sp, ok := unwrap[sudoku.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a sudoku puzzle"))
		return
	}
	n, b := sp.N, sp.BoxSize()
	cell := func(r, c int) cp.VarID { return t.Vars()[r*n+c] }
	values := make([]int, n)
	for v := range values {
		values[v] = v + 1
	}
	t.Move("alldifferent-domain", Combined)
	line := func(row bool, k int) []cp.VarID {
		out := make([]cp.VarID, n)
		for i := range n {
			if row {
				out[i] = cell(k, i)
			} else {
				out[i] = cell(i, k)
			}
		}
		return out
	}
	box := func(k int) []cp.VarID {
		var out []cp.VarID
		for i := range b {
			for j := range b {
				out = append(out, cell(k/b*b+i, k%b*b+j))
			}
		}
		return out
	}
	for k := range n {
		t.Unit(Forward, Counting, fmt.Sprintf("row %d", k+1), line(true, k), values)
		t.Unit(Forward, Counting, fmt.Sprintf("column %d", k+1), line(false, k), values)
		r0, c0 := k/b*b, k%b*b
		t.Unit(Forward, Forward, fmt.Sprintf("box %d (rows %d-%d, columns %d-%d)", k+1, r0+1, r0+b, c0+1, c0+b), box(k), values)
	}
	// Each box against each row and column through it.
	for k := range n {
		r0, c0 := k/b*b, k%b*b
		for i := range b {
			for _, row := range []bool{true, false} {
				idx := r0 + i
				if !row {
					idx = c0 + i
				}
				var boxOnly, lineOnly []cp.VarID
				for _, x := range box(k) {
					if !containsVar(line(row, idx), x) {
						boxOnly = append(boxOnly, x)
					}
				}
				for _, x := range line(row, idx) {
					if !containsVar(box(k), x) {
						lineOnly = append(lineOnly, x)
					}
				}
				what := "row"
				if !row {
					what = "column"
				}
				t.Overlap(Strength, fmt.Sprintf("box %d and %s %d", k+1, what, idx+1), boxOnly, lineOnly, values)
			}
		}
	}
}

func containsVar(xs []cp.VarID, x cp.VarID) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// blankSudoku is p with no givens, and the givens as clues.
func blankSudoku(p puzzles.Puzzle) (puzzles.Puzzle, []Clue, error) {
	sp, ok := unwrap[sudoku.Puzzle](p)
	if !ok {
		return nil, nil, fmt.Errorf("not a sudoku puzzle")
	}
	n := sp.N
	blank := &sudoku.Puzzle{Name: sp.Name, N: n, Grid: make([][]int, n), Spelling: sp.Spelling}
	var clues []Clue
	for r := range n {
		blank.Grid[r] = make([]int, n)
		for c := range n {
			if v := sp.Grid[r][c]; v != 0 {
				clues = append(clues, Clue{r*n + c, v})
			}
		}
	}
	bp, err := reparse(sp.Name, sudoku.Format(blank))
	return bp, clues, err
}

// sudokuSide is the side of the model's grid.
func sudokuSide(m *Model) (int, bool) {
	sp, ok := unwrap[sudoku.Puzzle](m.Puzzle)
	if !ok {
		return 0, false
	}
	return sp.N, true
}

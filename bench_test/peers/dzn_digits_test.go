package peers_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/futoshiki"
	"github.com/tessera-cp/tessera/puzzles/kakuro"
	"github.com/tessera-cp/tessera/puzzles/killer"
)

func init() {
	dznWriters["killer"] = killerDZN
	dznWriters["kakuro"] = kakuroDZN
	dznWriters["futoshiki"] = futoshikiDZN
}

// killerDZN: n, the box side, and the cage of every cell (from 1; 0 for a
// cell in no cage) with the sums.
func killerDZN(v any) (string, error) {
	p, ok := v.(*killer.Puzzle)
	if !ok {
		return "", fmt.Errorf("a %T is not a killer sudoku", v)
	}
	cage := make([][]int, p.N)
	for r := range cage {
		cage[r] = make([]int, p.N)
	}
	sums := make([]int, len(p.Cages))
	for k, cg := range p.Cages {
		sums[k] = cg.Sum
		for _, c := range cg.Cells {
			cage[c.Row][c.Col] = k + 1
		}
	}
	return fmt.Sprintf("n = %d;\nb = %d;\nncages = %d;\ncage = %s;\nsums = %s;\n",
		p.N, killer.Box(p.N), len(p.Cages), dznArray2D(cage), dznArray1D(sums)), nil
}

// kakuroDZN: the size, the white cells, and every run's sum and cells
// ((r-1)*cols + c, padded with 0 to 9).
func kakuroDZN(v any) (string, error) {
	p, ok := v.(*kakuro.Puzzle)
	if !ok {
		return "", fmt.Errorf("a %T is not a kakuro", v)
	}
	white := make([][]int, p.Rows)
	for r := range white {
		white[r] = make([]int, p.Cols)
		for c, w := range p.White[r] {
			if w {
				white[r][c] = 1
			}
		}
	}
	runs := p.Runs()
	sums := make([]int, len(runs))
	cells := make([][]int, len(runs))
	for k, run := range runs {
		sums[k] = run.Sum
		cells[k] = make([]int, kakuro.MaxRun)
		for t, c := range run.Cells {
			cells[k][t] = c.Row*p.Cols + c.Col + 1
		}
	}
	return fmt.Sprintf("rows = %d;\ncols = %d;\nwhite = %s;\nnruns = %d;\nsums = %s;\ncells = %s;\n",
		p.Rows, p.Cols, dznArray2D(white), len(runs), dznArray1D(sums), dznArray2D(cells)), nil
}

// futoshikiDZN: n, the givens and one row (r1, c1, r2, c2) per sign, from 1.
func futoshikiDZN(v any) (string, error) {
	p, ok := v.(*futoshiki.Puzzle)
	if !ok {
		return "", fmt.Errorf("a %T is not a futoshiki", v)
	}
	var lt [][]int
	for _, q := range p.Inequalities() {
		lt = append(lt, []int{q.Small.Row + 1, q.Small.Col + 1, q.Large.Row + 1, q.Large.Col + 1})
	}
	ltText := "array2d(1..0, 1..4, [])"
	if len(lt) > 0 {
		ltText = dznArray2D(lt)
	}
	return fmt.Sprintf("n = %d;\ngiven = %s;\nnlt = %d;\nlt = %s;\n", p.N, dznArray2D(p.Givens), len(lt), ltText), nil
}

package peers_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles/hitori"
	"github.com/tessera-cp/tessera/puzzles/nonogram"
	"github.com/tessera-cp/tessera/puzzles/starbattle"
)

func init() {
	dznWriters["nonogram"] = nonogramDZN
	dznWriters["hitori"] = hitoriDZN
	dznWriters["starbattle"] = starbattleDZN
}

// nonogramDZN: rows, cols, the clues padded with 0 to the longest.
func nonogramDZN(v any) (string, error) {
	p, ok := v.(*nonogram.Puzzle)
	if !ok {
		return "", fmt.Errorf("a %T is not a nonogram", v)
	}
	pad := func(clues [][]int) ([][]int, int) {
		w := 1
		for _, c := range clues {
			w = max(w, len(c))
		}
		out := make([][]int, len(clues))
		for i, c := range clues {
			out[i] = make([]int, w)
			copy(out[i], c)
		}
		return out, w
	}
	r, mr := pad(p.RowClues)
	c, mc := pad(p.ColClues)
	return fmt.Sprintf("rows = %d;\ncols = %d;\nmaxr = %d;\nmaxc = %d;\nrclue = %s;\ncclue = %s;\n",
		p.Rows, p.Cols, mr, mc, dznArray2D(r), dznArray2D(c)), nil
}

// hitoriDZN: rows, cols and the numbers.
func hitoriDZN(v any) (string, error) {
	p, ok := v.(*hitori.Puzzle)
	if !ok {
		return "", fmt.Errorf("a %T is not a hitori", v)
	}
	return fmt.Sprintf("rows = %d;\ncols = %d;\ng = %s;\n", p.Rows, p.Cols, dznArray2D(p.Grid)), nil
}

// starbattleDZN: n, k and the regions numbered from 1.
func starbattleDZN(v any) (string, error) {
	p, ok := v.(*starbattle.Puzzle)
	if !ok {
		return "", fmt.Errorf("a %T is not a star battle", v)
	}
	reg := make([][]int, p.N)
	for r, row := range p.Region {
		reg[r] = make([]int, p.N)
		for c, k := range row {
			reg[r][c] = k + 1
		}
	}
	return fmt.Sprintf("n = %d;\nk = %d;\nregion = %s;\n", p.N, p.Stars, dznArray2D(reg)), nil
}

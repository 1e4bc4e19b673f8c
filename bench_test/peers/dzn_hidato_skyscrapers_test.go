package peers_test

import (
	"fmt"
	"strings"

	"github.com/tessera-cp/tessera/puzzles/hidato"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

func init() {
	dznWriters["hidato"] = hidatoDZN
	dznWriters["skyscrapers"] = skyscrapersDZN
}

// hidatoDZN: the cells numbered 1..n in reading order, the ordered pairs
// of adjacent cells under the puzzle's moves, and the givens by cell.
func hidatoDZN(v any) (string, error) {
	p, ok := v.(*hidato.Puzzle)
	if !ok {
		return "", fmt.Errorf("a %T is not a hidato", v)
	}
	id := make([][]int, p.Rows)
	var given []int
	for r, row := range p.Grid {
		id[r] = make([]int, p.Cols)
		for c, x := range row {
			if x == hidato.Hole {
				continue
			}
			given = append(given, x)
			id[r][c] = len(given)
		}
	}
	var adj [][]int
	for r, row := range id {
		for c, a := range row {
			if a == 0 {
				continue
			}
			for _, m := range p.Moves() {
				r2, c2 := r+m[0], c+m[1]
				if r2 >= 0 && r2 < p.Rows && c2 >= 0 && c2 < p.Cols && id[r2][c2] != 0 {
					adj = append(adj, []int{a, id[r2][c2]})
				}
			}
		}
	}
	return fmt.Sprintf("n = %d;\nm = %d;\nadj = %s;\ngiven = %s;\n", len(given), len(adj), dznArray2D(adj), dznArray1D(given)), nil
}

// skyscrapersDZN: n, the four sides' clues (0 none) and the givens.
func skyscrapersDZN(v any) (string, error) {
	p, ok := v.(*skyscrapers.Puzzle)
	if !ok {
		return "", fmt.Errorf("a %T is not a skyscrapers", v)
	}
	return fmt.Sprintf("n = %d;\ntop = %s;\nbottom = %s;\nleft = %s;\nright = %s;\ngiven = %s;\n",
		p.N, dznArray1D(p.Top), dznArray1D(p.Bottom), dznArray1D(p.Left), dznArray1D(p.Right), dznArray2D(p.Givens)), nil
}

func dznArray1D(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = fmt.Sprint(x)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

package kakurasu

import (
	"math/rand/v2"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// Random returns an n×n Kakurasu with every clue, from a random shading in
// which every row and column has a shaded cell (a line without one is a
// clue of 0, which says everything at once): the shading is drawn from
// src, cell by cell, until every line has one. The shading is a solution;
// package puzzles/craft removes clues while its ladder of reasoning still
// solves the puzzle, which makes it unique and graded.
func Random(src rand.Source, n int) *Puzzle {
	g := draw.From(src)
	shaded := make([][]bool, n)
	for i := range shaded {
		shaded[i] = make([]bool, n)
	}
	for {
		for i := range n {
			for j := range n {
				shaded[i][j] = g.Intn(2) == 0
			}
		}
		ok := true
		for k := range n {
			row, col := false, false
			for i := range n {
				row = row || shaded[k][i]
				col = col || shaded[i][k]
			}
			ok = ok && row && col
		}
		if ok {
			break
		}
	}
	p := &Puzzle{N: n, RowClues: make([]int, n), ColClues: make([]int, n)}
	for i := range n {
		for j := range n {
			if shaded[i][j] {
				p.RowClues[i] += j + 1
				p.ColClues[j] += i + 1
			}
		}
	}
	return p
}

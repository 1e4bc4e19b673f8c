package craft_test

import (
	"fmt"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
)

// Grade a bundled Sudoku of the New York Times (its "hard" one of
// 2018-10-19): it needs Hall sets (Régin's AllDifferent, the "combined"
// rung of Sudoku's ladder), twice.
func ExampleGrade() {
	ps, err := puzzles.OpenBundled("sudoku/monkeynova_nyt20181019hard")
	if err != nil {
		fmt.Println(err)
		return
	}
	d, err := craft.Grade(ps[0], craft.Options{})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(d.Band, d.Hardest, d.Steps[d.Hardest])
	// Output:
	// advanced combined 2
}

// The next deduction of a bundled KenKen, from the puzzle as given: the
// cell, why, and the rung of the ladder it needs.
func ExampleExplain() {
	ps, err := puzzles.OpenBundled("kenken/seed_6x6_wikipedia")
	if err != nil {
		fmt.Println(err)
		return
	}
	h, err := craft.Explain(ps[0], nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Printf("%s (%s): %s\n", h.Placement, h.Rung, h.Text)
	// Output:
	// r1c5 = 1 (full strength): D (6*): in every way left to fill it, r1c5 = 1.
}

// A 4×4 KenKen with one solution, graded "normal" (each cage at full
// strength is needed), seed 2.
func ExampleGenerate() {
	g, err := craft.Generate("kenken", craft.GenOptions{Size: 4, Band: "normal", Seed: 2})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(g.Grade.Band, g.Grade.Hardest)
	fmt.Print(g.Puzzle.Format())
	// Output:
	// normal full strength
	// kenken
	// AAAB
	// CDDB
	// CEDB
	// EEFF
	// A 24*
	// B 8*
	// C 4/
	// D 6+
	// E 6*
	// F 1-
}

// RankCorrelation measures how well grades order puzzles the way a
// reference's levels do (here Tatham's levels 0, 1, 2 against scores).
func ExampleRankCorrelation() {
	levels := []float64{0, 0, 1, 1, 2, 2}
	scores := []float64{2.1, 2.4, 3.3, 2.9, 5.2, 6.0}
	fmt.Printf("%.3f\n", craft.RankCorrelation(levels, scores))
	// Output: 0.956
}

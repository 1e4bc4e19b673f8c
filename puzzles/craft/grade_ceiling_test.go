package craft

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// TestGradeIndependentOfCeiling: a grade is a function of the puzzle
// alone. The generator grades on a model built up to the band's ceiling,
// Grade on the full one; a companion that narrowed cells as it was posted
// (a unary constraint, outside the ladder) existed only in the second, so
// Star Battle 5x5/1 easy seed 3 (the full run's TestGenerate) was graded
// 2.47 (counting ×7) by its generator and 2.38 (counting ×5) afresh. Each
// model starts from the same cells whatever its ceiling, and a fresh Grade
// of every generated puzzle equals the generator's.
func TestGradeIndependentOfCeiling(t *testing.T) {
	for seed := uint64(1); seed <= 10; seed++ {
		o := GenOptions{Size: 5, Stars: 1, Band: "easy", Seed: seed, MaxAttempts: DefaultAttempts("starbattle")}
		g, err := Generate("starbattle", o)
		if err != nil {
			t.Fatalf("starbattle 5x5/1 easy seed %d: %v", seed, err)
		}
		ps, err := puzzles.Parse(g.Puzzle.Name(), []byte(g.Puzzle.Format()))
		if err != nil {
			t.Fatal(err)
		}
		d, err := Grade(ps[0], Options{})
		if err != nil {
			t.Fatal(err)
		}
		if d != g.Grade {
			t.Errorf("starbattle 5x5/1 easy seed %d: regraded %v, the generator said %v", seed, d, g.Grade)
		}
		want := -1
		for r := Forward; r <= Search; r++ {
			m, err := build(nil, ps[0], false, nil, r)
			if err != nil {
				t.Fatal(err)
			}
			open := newWalk(m, r).openSize()
			if want < 0 {
				want = open
			} else if open != want {
				t.Errorf("starbattle 5x5/1 easy seed %d: a model built up to %s starts with %d values open, up to forward %d", seed, r, open, want)
			}
		}
	}
}

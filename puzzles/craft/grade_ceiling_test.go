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

// TestModelStartIndependentOfCeiling: for a bundled puzzle of every kind,
// the ladder's model starts from the same cells whichever band's ceiling
// it is built up to (the generator's models) as up to Search (Grade's): no
// companion above the lowest band narrows a cell as it is posted, outside
// the ladder. (KenKen's unary "digits some layout uses" tables on Counting
// do, below its lowest band's ceiling: every model it is built for has
// them.)
func TestModelStartIndependentOfCeiling(t *testing.T) {
	ps, _ := bundledUnique(t)
	for _, p := range ps {
		top, err := build(nil, p, false, nil, Search)
		if err != nil {
			t.Fatalf("%s: %v", p.Name(), err)
		}
		best := &top.best // an optimisation puzzle's optimum, proven once
		want := newWalk(top, Search).openSize()
		for _, b := range Bands(p.Kind()) {
			m, err := build(nil, p, false, best, b.Upto)
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			if open := newWalk(m, b.Upto).openSize(); open != want {
				t.Errorf("%s: a model built up to %s (band %s) starts with %d values open, up to search %d", p.Name(), b.Upto, b.Name, open, want)
			}
		}
	}
	if len(ps) == 0 {
		t.Fatal("no bundled puzzle")
	}
}

package craft

import (
	"testing"
)

// xWingGrid is a 9×9 candGrid with every candidate open except digit 1
// in rows 1 and 5 (0-based 0 and 4), which is left in columns 1 and 5
// only: an X-wing, and cells 1 and 2 of row 9 holding {2, 3} alone: a
// naked pair.
func xWingGrid() *candGrid {
	g := newCandGrid(9, 3)
	for i := range g.base {
		g.base[i] = 1<<9 - 1
		if r, c := i/9, i%9; (r == 0 || r == 4) && c != 0 && c != 4 {
			g.base[i] &^= 1
		}
	}
	g.base[72], g.base[73] = 0b110, 0b110
	return g
}

func TestProbeClasses(t *testing.T) {
	g := xWingGrid()
	// 1 at r3c1 takes 1 from column 1: rows 1 and 5 are left with it in
	// column 5 only, twice.
	if k := g.probe(18, 1, probeDigit); k != 2 {
		t.Errorf("X-wing on one digit: %d waves, want 2", k)
	}
	// 2 at r9c3 leaves r9c1 and r9c2 with 3 both: seen in the second wave.
	if k := g.probe(74, 0b10, probeNaked); k != 2 {
		t.Errorf("naked pair by naked singles: %d waves, want 2", k)
	}
	if k := g.probe(74, 0b10, probeDigit); k != 0 {
		t.Errorf("naked pair on one digit: %d waves, want none", k)
	}
	// The easiest refutation is on one digit (cost 2 against 3+2).
	if _, _, class, cost, ok := g.easiest(); !ok || class != probeDigit || cost != probeCost(probeDigit, 2) {
		t.Errorf("easiest: class %d cost %d (%v), want the X-wing's", class, cost, ok)
	}
	// Hidden singles: with 5 left in one cell of row 2 beside 1 there,
	// 1 at r2c1 leaves row 2 without a 5.
	h := newCandGrid(9, 3)
	for i := range h.base {
		h.base[i] = 1<<9 - 1
		if i/9 == 1 && i != 9 {
			h.base[i] &^= 1 << 4
		}
	}
	if k := h.probe(9, 1, probeSingles); k != 1 {
		t.Errorf("a unit left without a value: %d waves, want 1", k)
	}
	if k := h.probe(9, 1, probeNaked); k != 0 {
		t.Errorf("naked singles see no missing value: %d waves, want none", k)
	}
}

// TestProbeScore checks that Sudoku's probes set the score of a puzzle
// graded at the Lookahead rung and leave its band to the ladder's score.
func TestProbeScore(t *testing.T) {
	set := readSE(t, "diabolical_by_rating.txt")
	var low, high Difficulty
	for i, p := range set.ps {
		if set.levels[i] != 5.4 && set.levels[i] != 9.0 || low.Probes.Steps > 0 && high.Probes.Steps > 0 {
			continue
		}
		d, err := Grade(p, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if d.Hardest != Lookahead || d.Probes.Steps == 0 {
			t.Fatalf("%s: %s with %d probe steps, want the Lookahead rung and its probes", p.Name(), d, d.Probes.Steps)
		}
		if d.Band != bandOf(Bands("sudoku"), kinds["sudoku"].split, d) || d.Score != d.Probes.score(d.Beyond > 0) {
			t.Errorf("%s: band %s, score %.4f: not the ladder's band and the probes' score", p.Name(), d.Band, d.Score)
		}
		if set.levels[i] == 5.4 {
			low = d
		} else {
			high = d
		}
	}
	if low.Score >= high.Score {
		t.Errorf("SE 5.4 scores %.4f (%+v), SE 9.0 %.4f (%+v): want the second higher", low.Score, low.Probes, high.Score, high.Probes)
	}
}

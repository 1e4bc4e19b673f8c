package craft

import (
	"fmt"
	"strings"
	"testing"
)

// TestSoloTopBands: Solo's Extreme puzzles grade "extreme" and its
// Unreasonable ones "unreasonable" (the score split at the Lookahead rung,
// sudokuUnreasonable), logged as a confusion table for the first 20 of
// each level, which the split was tuned on, and for the 20 held out. The
// split is one of the best on the first 20 (no score threshold tells more
// of them apart), and on the held-out 20 at least 18 Extreme and 16
// Unreasonable puzzles are in their band (19 and 17 when it was set).
func TestSoloTopBands(t *testing.T) {
	if testing.Short() {
		t.Skip("grades 80 puzzles")
	}
	var set *calibrationSet
	for _, s := range loadCalibration(t) {
		if s.file == "solo_9x9.txt" {
			set = &s
		}
	}
	if set == nil {
		t.Fatal("no solo_9x9.txt calibration set")
	}
	const extreme, unreasonable = 4, 5 // Solo's levels, tbiaeu
	// table[heldOut][level-extreme][band]
	var table [2][2]map[string]int
	for h := range table {
		for l := range table[h] {
			table[h][l] = map[string]int{}
		}
	}
	type graded struct {
		score float64
		hard  bool // Solo's Unreasonable
	}
	var tuning []graded
	for i, p := range set.puzzles {
		l := set.levels[i]
		if l != extreme && l != unreasonable {
			continue
		}
		d, err := Grade(p, Options{})
		if err != nil {
			t.Fatalf("%s: %v", p.Name(), err)
		}
		h := 0
		if set.heldOut[i] {
			h = 1
		} else if d.Hardest == Lookahead {
			// The split is on the ladder's score (score), not on the
			// probes' Score (Difficulty.Probes).
			tuning = append(tuning, graded{score(d), l == unreasonable})
		}
		table[h][l-extreme][d.Band]++
	}
	for h, name := range []string{"tuned on (first 20)", "held out (next 20)"} {
		var sb strings.Builder
		for l, level := range []string{"Extreme", "Unreasonable"} {
			fmt.Fprintf(&sb, " Solo %s: extreme %d, unreasonable %d, other %d;", level, table[h][l]["extreme"], table[h][l]["unreasonable"],
				20-table[h][l]["extreme"]-table[h][l]["unreasonable"])
		}
		t.Logf("%s:%s", name, sb.String())
	}
	// The best threshold on the tuning puzzles at the Lookahead rung.
	right := func(below float64) int {
		n := 0
		for _, g := range tuning {
			if (g.score >= below) == g.hard {
				n++
			}
		}
		return n
	}
	best := 0
	for _, g := range tuning {
		best = max(best, right(g.score))
	}
	if got := right(sudokuUnreasonable); got < best {
		t.Errorf("the split at %.4f tells %d of the %d tuning puzzles at the Lookahead rung apart, a threshold could tell %d", sudokuUnreasonable, got, len(tuning), best)
	}
	if e, u := table[1][0]["extreme"], table[1][1]["unreasonable"]; e < 18 || u < 16 {
		t.Errorf("held out: %d Solo Extreme graded extreme (want 18 of 20), %d Solo Unreasonable graded unreasonable (want 16 of 20)", e, u)
	}
}

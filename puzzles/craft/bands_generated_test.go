package craft

import "testing"

// TestPatternIsLineSolvable grades Tatham's Pattern puzzles (which it
// makes solvable line by line, and has no levels): every one must fall in
// the first nonogram band, the one its bands' comment promises.
func TestPatternIsLineSolvable(t *testing.T) {
	n := 0
	for _, set := range loadCalibration(t) {
		if set.game != "pattern" {
			continue
		}
		for _, p := range set.puzzles {
			d, err := Grade(p, Options{})
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			if d.Band != nonogramBands[0].Name {
				t.Errorf("%s: graded %v, expected %q", p.Name(), d, nonogramBands[0].Name)
			}
			n++
		}
	}
	if n < 40 {
		t.Fatalf("%d Pattern puzzles read, expected 40", n)
	}
}

// TestPatternWalksWithoutSearch: the ladder's line rung (each line's
// automaton, the full line solver) walks Tatham's Pattern puzzles, which
// are solvable line by line, through without a hint found by search.
func TestPatternWalksWithoutSearch(t *testing.T) {
	n := 0
	for _, set := range loadCalibration(t) {
		if set.game != "pattern" {
			continue
		}
		for i, p := range set.puzzles {
			if testing.Short() && i%4 != 0 {
				continue
			}
			hints, err := Walkthrough(p)
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			for k := range hints {
				if isSearchHint(&hints[k]) {
					t.Errorf("%s: hint %d rests on search: %s", p.Name(), k+1, hints[k].Text)
					break
				}
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no Pattern puzzle walked")
	}
}

// TestSinglesBands grades Tatham's Singles puzzles: each falls in the
// Hitori band named after its level (Easy "easy", Tricky "tricky").
func TestSinglesBands(t *testing.T) {
	n := 0
	for _, set := range loadCalibration(t) {
		if set.game != "singles" {
			continue
		}
		for i, p := range set.puzzles {
			if testing.Short() && i%4 != 0 {
				continue
			}
			d, err := Grade(p, Options{})
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			if want := hitoriBands[set.levels[i]].Name; d.Band != want {
				t.Errorf("%s: graded %v, expected %q (Singles level %d)", p.Name(), d, want, set.levels[i])
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("no Singles puzzle graded")
	}
}

package craft

import (
	"path/filepath"
	"testing"
)

// TestUnequalBandsSplit: a Recursive puzzle of Tatham's Unequal that the
// ladder solves at the Lookahead rung with one step where Unequal guesses
// grades "recursive", an Extreme one "extreme" (the score split,
// futoshikiRecursive); both reach the same rung.
func TestUnequalBandsSplit(t *testing.T) {
	var set *calibrationSet
	for _, s := range loadCalibration(t) {
		if s.file == "unequal_5x5.txt" {
			set = &s
		}
	}
	if set == nil {
		t.Skip("no unequal_5x5.txt in the calibration folder")
	}
	const extreme, recursive = 3, 4 // Unequal's levels, tekxr
	seen := map[int]bool{}
	for i, p := range set.puzzles {
		l := set.levels[i]
		if (l != extreme && l != recursive) || seen[l] {
			continue
		}
		d, err := Grade(p, Options{})
		if err != nil {
			t.Fatalf("%s: %v", p.Name(), err)
		}
		if l == recursive && d.Beyond == 0 {
			continue // the first one Unequal guesses on
		}
		seen[l] = true
		if d.Hardest != Lookahead {
			t.Errorf("%s: hardest rung %v, want lookahead", p.Name(), d.Hardest)
		}
		want := map[int]string{extreme: "extreme", recursive: "recursive"}[l]
		if d.Band != want {
			t.Errorf("%s (Tatham's %s): graded %s, want %s", p.Name(), want, d, want)
		}
	}
	if !seen[extreme] || !seen[recursive] {
		t.Fatalf("no Extreme or no Recursive puzzle with a guessing step in the set")
	}
}

// TestUnequalTopBands: Tatham's Extreme puzzles grade "extreme" and his
// Recursive ones "recursive", counted per set for the first 20 of each
// level (which the split was tuned on), the 20 after them and the held-out
// 6×6 set: at most the Extreme ones above the split when it was set, and
// at least the Recursive ones below.
func TestUnequalTopBands(t *testing.T) {
	if testing.Short() {
		t.Skip("grades 200 puzzles")
	}
	// bounds[file][part]: the most Extreme puzzles graded recursive and
	// the fewest Recursive ones graded recursive, of 20 (part 0 tuned on,
	// 1 held out); measured when the split was set.
	type bound struct{ extremeUp, recursiveIn int }
	bounds := map[string][2]bound{
		"unequal_5x5.txt":         {{0, 18}, {0, 17}},
		"unequal_6x6.txt":         {{1, 18}, {2, 15}},
		"heldout/unequal_6x6.txt": {{1, 19}}, // 20 a level, none tuned on
	}
	sets := loadCalibrationDir(t, "testdata/sgt")
	for _, s := range loadCalibrationDir(t, filepath.Join("testdata", "sgt", "heldout")) {
		s.file = "heldout/" + s.file
		sets = append(sets, s)
	}
	const extreme, recursive = 3, 4
	found := 0
	for _, set := range sets {
		b, ok := bounds[set.file]
		if !ok {
			continue
		}
		found++
		var up, in, n [2]int // per part: Extreme graded recursive, Recursive graded recursive, puzzles
		for i, p := range set.puzzles {
			l := set.levels[i]
			if l != extreme && l != recursive {
				continue
			}
			d, err := Grade(p, Options{})
			if err != nil {
				t.Fatalf("%s: %v", p.Name(), err)
			}
			part := 0
			if set.heldOut[i] {
				part = 1
			}
			n[part]++
			if d.Band != "extreme" && d.Band != "recursive" {
				t.Errorf("%s: graded %s, below Unequal's top bands", p.Name(), d)
			}
			if d.Band == "recursive" {
				if l == extreme {
					up[part]++
				} else {
					in[part]++
				}
			}
		}
		for part := range 2 {
			if n[part] == 0 {
				continue
			}
			t.Logf("%s part %d: Extreme graded recursive %d/20, Recursive graded recursive %d/20", set.file, part, up[part], in[part])
			if up[part] > b[part].extremeUp || in[part] < b[part].recursiveIn {
				t.Errorf("%s part %d: %d Extreme graded recursive (at most %d), %d Recursive (at least %d)",
					set.file, part, up[part], b[part].extremeUp, in[part], b[part].recursiveIn)
			}
		}
	}
	if found != len(bounds) {
		t.Fatalf("found %d of the %d Unequal sets", found, len(bounds))
	}
}

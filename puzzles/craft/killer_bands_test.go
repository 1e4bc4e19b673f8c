package craft

import (
	"fmt"
	"testing"
)

// TestKillerBandsFollowSolo grades Solo's killers of the calibration set
// (Advanced, Extreme, Unreasonable: levels 3 to 5) and holds the bands
// past intermediate to Solo's levels: by the rungs alone every
// Unreasonable killer graded advanced (its steps outside Solo's
// techniques sit on Combined) and 29 of the 40 Extreme ones did too.
func TestKillerBandsFollowSolo(t *testing.T) {
	got := map[string]int{}
	n := 0
	for _, set := range loadCalibration(t) {
		if set.game != "solokiller" {
			continue
		}
		for i, p := range set.puzzles {
			if set.levels[i] < 3 {
				continue
			}
			d, err := Grade(p, Options{})
			if err != nil {
				t.Fatal(err)
			}
			got[fmt.Sprintf("%d %s", set.levels[i], d.Band)]++
			n++
		}
	}
	if n == 0 {
		t.Fatal("no Solo killer read")
	}
	t.Logf("Solo level and band: %v", got)
	for _, c := range []struct {
		level int
		band  string
		least int
	}{{3, "advanced", 38}, {4, "extreme", 36}, {5, "unreasonable", 15}} {
		if k := got[fmt.Sprintf("%d %s", c.level, c.band)]; k < c.least {
			t.Errorf("%d of Solo's level-%d killers grade %s, want at least %d", k, c.level, c.band, c.least)
		}
	}
}

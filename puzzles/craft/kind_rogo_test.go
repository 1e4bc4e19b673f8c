package craft

import (
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// TestRogoBandsFollowPublished: the bundled ROGOs with one optimal loop,
// in the order their source presents them (rogopuzzle.co.nz's numbered
// introductory puzzles, then its 2011 dailies), get bands that never go
// down along that order, and the introductory ones below the dailies get
// the bands the split was calibrated to (without the split every one is
// in its first band).
func TestRogoBandsFollowPublished(t *testing.T) {
	published := []struct {
		name, want string
	}{
		{"intro2", "easy"},
		{"intro7", "medium"},
		{"intro8", "hard"},
		{"20110710", "hard"},
		{"20110713", "hard"},
	}
	names := make([]string, len(rogoBands))
	for i, b := range rogoBands {
		names[i] = b.Name
	}
	prev := 0
	for _, c := range published {
		ps, err := puzzles.OpenBundled("rogo/hakank_" + c.name)
		if err != nil {
			t.Fatal(err)
		}
		d, err := Grade(ps[0], Options{})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %v (open %d)", c.name, d, d.Open[d.Hardest])
		if d.Band != c.want {
			t.Errorf("%s: graded %v, want %s", c.name, d, c.want)
		}
		i := slices.Index(names, d.Band)
		if i < prev {
			t.Errorf("%s: %s, below the band of a puzzle published before it", c.name, d.Band)
		}
		prev = max(prev, i)
	}
}

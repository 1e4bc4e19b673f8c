package craft

import (
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
)

// TestWalkComesDown: after every deduction, whatever its rung (a
// propagator's run, a lookahead, a deep lookahead), the walk propagates
// its consequences at rung 1 only and starts again from the bottom: the
// store's rung limit is back at rung 1 when the step is recorded.
func TestWalkComesDown(t *testing.T) {
	ps, err := puzzles.OpenBundled("skyscrapers/arkareem_towers_6x6")
	if err != nil {
		t.Fatal(err)
	}
	m, err := Build(ps[0])
	if err != nil {
		t.Fatal(err)
	}
	w := newWalk(m, Search)
	seen := map[Rung]int{}
	w.onStep = func(r Rung, _ cp.PropID) {
		seen[r]++
		if got := m.Store.RungLimit(); got != Forward.cp() {
			t.Errorf("after a deduction of rung %v the rung limit is %d, not rung 1", r, got)
		}
	}
	out, err := w.run()
	if err != nil || out != solved {
		t.Fatalf("walk: %v %v", out, err)
	}
	if seen[DeepLookahead] == 0 || seen[Strength] == 0 {
		t.Fatalf("the walk should take deep lookahead and full-strength steps: %v", seen)
	}
}

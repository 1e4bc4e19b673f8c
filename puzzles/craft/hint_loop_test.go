package craft

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/rogo"
)

// TestLoopWalkthroughs walks every bundled ROGO puzzle with one optimal
// loop, and the generated sample twice (as generated, with its best score
// stated, and without it), and holds every hint to the words'
// bounds (checkHintWords: at most three sentences and maxHintChars
// characters, no model step named), to the one optimal loop (each
// segment on it, the whole loop drawn in the end), and to the points the
// puzzle states: a puzzle that states its target gets no hint that rests
// on search (a ROGO hint once ran to 254k characters and reasoned from a
// best score the puzzle did not state), one that does not gets no hint
// that claims a target.
func TestLoopWalkthroughs(t *testing.T) {
	files, err := puzzles.Bundled()
	if err != nil {
		t.Fatal(err)
	}
	var ps []puzzles.Puzzle
	for _, f := range files {
		if f.Kind != "rogo" {
			continue
		}
		all, err := puzzles.OpenBundled(f.Name)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, all...)
	}
	for _, g := range generatedSample(t, 10, func(k string) bool { return k == "rogo" }) {
		if rp, _ := unwrap[rogo.Puzzle](g); !rp.HasBest {
			t.Errorf("%s: a generated ROGO states no target", g.Name())
		}
		plain, err := withoutBest(g)
		if err != nil {
			t.Fatal(err)
		}
		ps = append(ps, g, plain)
	}
	walked, bound := 0, 0
	for _, p := range ps {
		rp, _ := unwrap[rogo.Puzzle](p)
		g, err := solveLoop(context.Background(), p)
		if errors.Is(err, ErrNotUnique) {
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", p.Name(), err)
		}
		hints, err := Walkthrough(p)
		if err != nil {
			t.Fatalf("%s: %v", p.Name(), err)
		}
		walked++
		if len(hints) != len(g.loop) {
			t.Errorf("%s: %d hints for a loop of %d segments", p.Name(), len(hints), len(g.loop))
		}
		for i := range hints {
			h := &hints[i]
			checkHintWords(t, p.Name(), h)
			if !h.HasLink || !slices.ContainsFunc(g.loop, h.Link.Same) {
				t.Errorf("%s: hint %d draws %s, not a segment of the optimal loop", p.Name(), i+1, h.Placement)
			}
			switch {
			case rp.HasBest && isSearchHint(h):
				t.Errorf("%s: hint %d rests on search though the puzzle states its target: %s", p.Name(), i+1, h.Text)
			case !rp.HasBest && strings.Contains(h.Text, "asks for"):
				t.Errorf("%s: hint %d claims a target the puzzle does not state: %s", p.Name(), i+1, h.Text)
			case !rp.HasBest && isSearchHint(h) && !strings.Contains(h.Text, "states no target"):
				t.Errorf("%s: hint %d rests on search without saying the puzzle states no target: %s", p.Name(), i+1, h.Text)
			}
			if h.Steps[0].Family == "loop bound" {
				bound++
			}
		}
	}
	if walked < 10 || bound == 0 {
		t.Fatalf("%d ROGO puzzles walked, %d hints by the stated target", walked, bound)
	}
	t.Logf("%d ROGO puzzles walked, %d hints by the stated target", walked, bound)
}

// withoutBest is a generated ROGO puzzle without its best score, as a
// puzzle that states no target.
func withoutBest(p puzzles.Puzzle) (puzzles.Puzzle, error) {
	rp, _ := unwrap[rogo.Puzzle](p)
	q := *rp
	q.HasBest, q.Best = false, 0
	return reparse(p.Name()+"-no-target", rogo.Format(&q))
}

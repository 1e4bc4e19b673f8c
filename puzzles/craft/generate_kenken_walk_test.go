package craft

import (
	"errors"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/search"
)

// A walk that looks ahead on the masks takes the refutations the store's
// probes take, one for one, and ends with the same grade, on drawn
// KenKens of every size the generator makes, unique or not (those go on
// to the final search).
func TestKenKenMaskProbesAgreeWithWalk(t *testing.T) {
	seeds := 25
	if testing.Short() {
		seeds = 6
	}
	var steps [NumRungs + 1]int
	for n := 3; n <= 9; n++ {
		for seed := range uint64(seeds) {
			name, p, mk := drawnKenKenMasks(t, seed, n)
			walkOf := func(masks bool) ([]search.Refuted, []Rung, bool, Difficulty) {
				m, err := build(nil, p, false, nil, Search)
				if err != nil {
					t.Fatal(err)
				}
				if masks {
					if m.refuter = mk.refuter(m); m.refuter == nil {
						t.Fatalf("%s: no refuter", name)
					}
				}
				var refs []search.Refuted
				var rungs []Rung
				w := newWalk(m, Search)
				w.onRefute = func(r, _ Rung, ref search.Refuted) {
					refs = append(refs, ref)
					rungs = append(rungs, r)
				}
				out, err := w.run()
				if err != nil && !errors.Is(err, ErrNotUnique) {
					t.Fatalf("%s: %v", name, err)
				}
				d := Difficulty{Hardest: w.hardest, Steps: w.steps, Open: w.open, Beyond: w.beyond, Nodes: w.nodes}
				return refs, rungs, out == solved && err == nil, d
			}
			wantRefs, wantRungs, wantOK, want := walkOf(false)
			refs, rungs, ok, d := walkOf(true)
			if !slices.Equal(refs, wantRefs) || !slices.Equal(rungs, wantRungs) {
				t.Fatalf("%s: the masks refute %v at %v, the store's probes %v at %v", name, refs, rungs, wantRefs, wantRungs)
			}
			if ok != wantOK || d != want {
				t.Fatalf("%s: with the masks %v %+v, with the store's probes %v %+v", name, ok, d, wantOK, want)
			}
			for _, r := range rungs {
				steps[r]++
			}
		}
	}
	t.Logf("lookahead steps compared: %d, deep lookahead %d", steps[Lookahead], steps[DeepLookahead])
	if steps[Lookahead] == 0 || steps[DeepLookahead] == 0 {
		t.Fatalf("no lookahead step to compare (%v)", steps)
	}
}

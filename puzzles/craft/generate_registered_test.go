package craft

import (
	"context"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/hidato"
)

// TestWithoutCluesAtSearch: where the ceiling is Search (no band, or
// the top band) the clue removal counts solutions with the kind's search
// instead of walking the ladder. What it leaves must be what the walk's
// trials left: a unique puzzle from which no clue more can go (the walk
// at Search finds two solutions without any one of them), its grade that
// of a fresh Grade.
func TestWithoutCluesAtSearch(t *testing.T) {
	for seed := uint64(1); seed <= 2; seed++ {
		key := fmt.Sprintf("hidato 5x5 seed %d", seed)
		g, err := Generate("hidato", GenOptions{Size: 5, Seed: seed})
		if err != nil {
			t.Fatalf("%s: %v", key, err)
		}
		checkGenerated(t, key, g, g.Grade.Band)
		hp, ok := unwrap[hidato.Puzzle](g.Puzzle)
		if !ok {
			t.Fatalf("%s: not a hidato puzzle", key)
		}
		n := hidato.Clues(hp)
		if n == 0 {
			t.Fatalf("%s: no clue left to test", key)
		}
		for k := range n {
			keep := make([]bool, n)
			for i := range keep {
				keep[i] = i != k
			}
			qs, err := puzzles.Parse(key, []byte(hidato.Format(hidato.Keep(hp, keep))))
			if err != nil {
				t.Fatalf("%s: %v", key, err)
			}
			if ok, _, err := solvesWithin(context.Background(), qs[0], Search); err != nil || ok {
				t.Errorf("%s: clue %d of %d could go too (%v)", key, k, n, err)
			}
		}
	}
}

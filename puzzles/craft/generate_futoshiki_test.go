package craft

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles/futoshiki"
)

// TestFutoshikiGraded checks the removal generator at 5×5 (TestGenerate
// checks uniqueness and the band): the same seed gives the same puzzle,
// the puzzle has signs, and no clue is left that the ladder could do
// without: taking out any one given or sign leaves a puzzle it does not
// solve within the band's ceiling.
func TestFutoshikiGraded(t *testing.T) {
	bands := Bands("futoshiki")
	for _, b := range bands[:4] { // recursive is out of reach at 5×5
		for seed := uint64(1); seed <= 3; seed++ {
			o := GenOptions{Size: 5, Band: b.Name, Seed: seed}
			g, err := Generate("futoshiki", o)
			if err != nil {
				t.Fatalf("%s seed %d: %v", b.Name, seed, err)
			}
			again, err := Generate("futoshiki", o)
			if err != nil {
				t.Fatalf("%s seed %d, again: %v", b.Name, seed, err)
			}
			text := g.Puzzle.Format()
			if again.Puzzle.Format() != text {
				t.Errorf("%s seed %d: two runs differ:\n%s\n%s", b.Name, seed, text, again.Puzzle.Format())
			}
			p, ok := unwrap[futoshiki.Puzzle](g.Puzzle)
			if !ok {
				t.Fatalf("%s seed %d: not a futoshiki puzzle", b.Name, seed)
			}
			if len(p.Inequalities()) == 0 {
				t.Errorf("%s seed %d: no signs:\n%s", b.Name, seed, text)
			}
			r := &genRun{kind: "futoshiki", hi: b.Upto}
			needed := func(what string) {
				q, err := reparse("trial", futoshiki.Format(p))
				if err != nil {
					t.Fatal(err)
				}
				ok, err := r.closesFresh(q)
				if err != nil {
					t.Fatal(err)
				}
				if ok {
					t.Errorf("%s seed %d: %s can go, the ladder still solves it within %s:\n%s", b.Name, seed, what, b.Name, text)
				}
			}
			for i := range 5 {
				for j := range 5 {
					if v := p.Givens[i][j]; v != 0 {
						p.Givens[i][j] = 0
						needed("given " + futoshiki.Cell{Row: i, Col: j}.String())
						p.Givens[i][j] = v
					}
					for _, at := range []*futoshiki.Rel{relAt(p.Right, i, j), relAt(p.Below, i, j)} {
						if at != nil && *at != futoshiki.None {
							v := *at
							*at = futoshiki.None
							needed("a sign at " + futoshiki.Cell{Row: i, Col: j}.String())
							*at = v
						}
					}
				}
			}
		}
	}
}

func relAt(g [][]futoshiki.Rel, i, j int) *futoshiki.Rel {
	if i < len(g) && j < len(g[i]) {
		return &g[i][j]
	}
	return nil
}

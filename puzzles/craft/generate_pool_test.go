package craft

import (
	"fmt"
	"testing"
)

// TestPooledGradeAgrees: generating with the models kept from earlier runs
// (the pool) gives the same puzzle and grade as generating with new ones,
// and that grade is Grade's, from scratch, on the puzzle (whose model has
// the companions above the band's ceiling, which the generator's leaves
// out), in the band asked for. 3 seeds per band, 20 with -craft.full.
func TestPooledGradeAgrees(t *testing.T) {
	seeds := uint64(3)
	if *full {
		seeds = 20
	}
	for _, c := range []struct {
		kind  string
		opt   GenOptions
		bands []string
	}{
		{"sudoku", GenOptions{Size: 9}, []string{"trivial", "basic", "intermediate", "advanced", "extreme", "unreasonable"}},
		{"sudoku", GenOptions{Size: 4}, []string{"trivial"}},
		{"takuzu", GenOptions{Size: 8}, []string{"trivial", "easy", "normal"}},
		{"takuzu", GenOptions{Size: 8, UniqueRule: true}, []string{"easy"}},
	} {
		for _, band := range c.bands {
			for seed := range seeds {
				o := c.opt
				o.Band, o.Seed = band, seed+1
				key := fmt.Sprintf("%s %d %s seed %d", c.kind, o.Size, band, o.Seed)
				models.mu.Lock()
				clear(models.free)
				models.n = 0
				models.mu.Unlock()
				fresh, err := Generate(c.kind, o)
				if err != nil {
					t.Fatalf("%s: %v", key, err)
				}
				for range 2 { // the second run takes the models the first kept
					g, err := Generate(c.kind, o)
					if err != nil {
						t.Fatalf("%s: %v", key, err)
					}
					if g.Puzzle.Format() != fresh.Puzzle.Format() || g.Grade != fresh.Grade {
						t.Fatalf("%s: with kept models %v\n%s\nwith new ones %v\n%s", key, g.Grade, g.Puzzle.Format(), fresh.Grade, fresh.Puzzle.Format())
					}
				}
				d, err := Grade(fresh.Puzzle, Options{})
				if err != nil || d != fresh.Grade || d.Band != band {
					t.Fatalf("%s: Grade says %v (%v), the generator %v", key, d, err, fresh.Grade)
				}
			}
		}
	}
}

// TestDrawnGradeAgrees: a drawn KenKen's grade, walked on the model its
// band was found on, is Grade's from scratch. 2 seeds per band, 10 with
// -craft.full.
func TestDrawnGradeAgrees(t *testing.T) {
	seeds := uint64(2)
	if *full {
		seeds = 10
	}
	for _, size := range []int{4, 6} {
		for _, b := range Bands("kenken") {
			for seed := range seeds {
				o := GenOptions{Size: size, Band: b.Name, Seed: seed + 1}
				g, err := Generate("kenken", o)
				if err != nil {
					continue // a band out of reach for the size: nothing to compare
				}
				d, err := Grade(g.Puzzle, Options{})
				if err != nil || d != g.Grade {
					t.Fatalf("kenken %d %s seed %d: Grade says %v (%v), the generator %v", size, b.Name, o.Seed, d, err, g.Grade)
				}
			}
		}
	}
}

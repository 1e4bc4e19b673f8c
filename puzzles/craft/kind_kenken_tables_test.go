package craft

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/kenken"
)

// The kept cage tables are the ones tuneKenKen would list for each cage
// of each drawn KenKen, sizes 3..9: its layouts, and for every part
// (each line with two of its cells or more) and digit the layouts with
// "the digit lies in the part" appended; so the key (side, clue, which
// cells share a line) says all they depend on. Drawn after the cache has
// filled, most of them come from it.
func TestKenKenTablesAreTheCagesOwn(t *testing.T) {
	seeds := 40
	if testing.Short() {
		seeds = 10
	}
	hits := 0
	for n := 3; n <= 9; n++ {
		for seed := range uint64(seeds) {
			kp, _, err := kenken.Planted(seed, n)
			if err != nil {
				t.Fatal(err)
			}
			for _, cg := range kp.Cages {
				name := fmt.Sprintf("%dx%d seed %d cage %s", n, n, seed, cg.Name)
				key, keep := kenkenTablesKey(cg, n)
				kenkenTablesCache.Lock()
				_, hit := kenkenTablesCache.m[key]
				kenkenTablesCache.Unlock()
				if keep && hit {
					hits++
				}
				tables := sharedCageTables(cg, n)
				want := cageLayouts(cg, n)
				if !slices.EqualFunc(tables.layouts, want, slices.Equal) {
					t.Fatalf("%s: kept layouts %v, the cage's %v", name, tables.layouts, want)
				}
				if p := tables.prepared; len(want) > 0 && len(want) <= 50_000 && (p == nil || !slices.EqualFunc(p.Tuples(), want, slices.Equal)) {
					t.Fatalf("%s: the prepared layouts are not the cage's %v", name, want)
				}
				for mask := 1; mask < 1<<len(cg.Cells); mask++ {
					var in []int
					for i := range cg.Cells {
						if mask&(1<<i) != 0 {
							in = append(in, i)
						}
					}
					for v := 1; v <= n; v++ {
						var ext [][]int
						for _, l := range want {
							b := 0
							for _, i := range in {
								if l[i] == v {
									b = 1
								}
							}
							ext = append(ext, append(slices.Clone(l), b))
						}
						if got := tables.extended(in, v).Tuples(); !slices.EqualFunc(got, ext, slices.Equal) {
							t.Fatalf("%s part %v digit %d: kept %v, the cage's %v", name, in, v, got, ext)
						}
					}
				}
			}
		}
	}
	if hits == 0 {
		t.Fatal("no cage came from the cache: the test compares nothing kept")
	}
	t.Logf("%d cages came from the cache", hits)
}

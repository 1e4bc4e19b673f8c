package craft

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/kenken"
)

// kenkenCount, the generator's filter, counts a drawn KenKen's solutions
// (up to two) as the kind's own model and search do, on drawn puzzles of
// every size the generator makes, unique and not (and with a clue off by
// one, to have some with none).
func TestKenKenCountAgreesWithSolve(t *testing.T) {
	seeds := 60
	if testing.Short() {
		seeds = 15
	}
	var tally [3]int // solutions counted: 0, 1, 2+
	for n := 3; n <= 9; n++ {
		for seed := range uint64(seeds) {
			kp, _, err := kenken.Planted(seed, n)
			if err != nil {
				t.Fatal(err)
			}
			if seed%2 == 1 {
				// A clue off by one: puzzles with no solution, or others.
				c := &kp.Cages[int(seed)%len(kp.Cages)]
				c.Target++
				if c.Op == kenken.Given && c.Target > n {
					c.Target = 1
				}
			}
			got, known := kenkenCount(kp, 2)
			if !known {
				t.Fatalf("%dx%d seed %d: the count gave up", n, n, seed)
			}
			p, err := reparse("drawn", kenken.Format(kp))
			if err != nil && seed%2 == 1 {
				continue // a clue out of its cage's reach
			}
			if err != nil {
				t.Fatal(err)
			}
			res, err := puzzles.Solve(p, puzzles.Options{Solutions: 2})
			if err != nil {
				t.Fatal(err)
			}
			if want := int(res.Solutions); got != want {
				t.Fatalf("%dx%d seed %d: kenkenCount %d, the search %d\n%s", n, n, seed, got, want, kenken.Format(kp))
			}
			tally[min(got, 2)]++
		}
	}
	t.Logf("solutions 0/1/2+: %v", tally)
	if tally[0] == 0 || tally[1] == 0 || tally[2] == 0 {
		t.Errorf("the cases do not separate: %v", tally)
	}
}

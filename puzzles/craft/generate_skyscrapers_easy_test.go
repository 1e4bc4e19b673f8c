package craft

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/skyscrapers"
)

// TestTowersEasySolvesAgrees holds towersEasySolves to the ladder: on
// drawn squares of sides 3 to 6, with every clue and with about a third
// of them taken out, it says "solved" exactly where the walk on the
// ladder's model up to Counting solves the puzzle. Both answers occur.
func TestTowersEasySolvesAgrees(t *testing.T) {
	rng := draw.New(7, 0)
	answers := map[bool]int{}
	for n := 3; n <= 6; n++ {
		for range 120 {
			sq := draw.LatinSquare(rng, n)
			sol := make([][]int, n)
			for i := range n {
				sol[i] = make([]int, n)
				for j := range n {
					sol[i][j] = sq[i][j] + 1
				}
			}
			for _, thin := range []bool{false, true} {
				var clues [4][]int
				for k, sd := range skyscraperSides {
					clues[k] = make([]int, n)
					for i := range n {
						if !thin || rng.Intn(3) > 0 {
							clues[k][i] = skyscrapers.Visible(skyscrapers.Line(sol, sd, i))
						}
					}
				}
				p := &skyscrapers.Puzzle{N: n, Top: clues[0], Bottom: clues[1], Left: clues[2], Right: clues[3], Givens: make([][]int, n)}
				for i := range n {
					p.Givens[i] = make([]int, n)
				}
				q, err := reparse("drawn", skyscrapers.Format(p))
				if err != nil {
					t.Fatal(err)
				}
				want, _, err := solvesWithin(nil, q, Counting)
				if err != nil {
					t.Fatal(err)
				}
				if got := towersEasySolves(n, &clues); got != want {
					t.Fatalf("towersEasySolves = %v, the ladder up to Counting %v:\n%s", got, want, skyscrapers.Format(p))
				}
				answers[want]++
			}
		}
	}
	if answers[true] == 0 || answers[false] == 0 {
		t.Errorf("one answer only: %v", answers)
	}
	t.Logf("solved %d, not %d", answers[true], answers[false])
}

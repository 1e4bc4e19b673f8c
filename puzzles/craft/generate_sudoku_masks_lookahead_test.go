package craft

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// The search on masks finds a solution without the planted value at a
// cell exactly where the model's search does (stillUnique says no): clues
// taken out of a solution one by one while the puzzle stays unique, each
// trial whose cell the masks leave open asked.
func TestSudokuMasksSearchAgrees(t *testing.T) {
	var tally [2]int // cells compared: another solution, none
	for _, n := range []int{4, 9} {
		for seed := uint64(1); seed <= 6; seed++ {
			sol, tr := sudokuGrid(t, seed, n, Search)
			mk := masksFor(n, Strength)
			rng := draw.New(seed, uint64(n)+40)
			// Thinned in a random order while the model's search says
			// unique, so that the positions run from dense to minimal and
			// both answers come up.
			clues := slices.Clone(sol)
			order := rng.Perm(len(clues))
			for i := range len(order) + 1 {
				var k int
				if i < len(order) {
					k = order[i]
					clues[k] = -1
				}
				g := mk.blank()
				for i, v := range clues {
					if v >= 0 && !mk.assign(g, i, v) {
						t.Fatal("the solution's clues clash")
					}
				}
				if !mk.propagate(g) {
					t.Fatal("the solution's clues fail on masks")
				}
				if i == len(order) {
					// The thinned puzzle: unique, every open cell asked.
					for c, x := range g {
						if x&(x-1) != 0 {
							other := mk.otherSolution(g, c, sol[c])
							unique, err := trialOn(tr, clues, Strength, func() (bool, error) { return tr.stillUnique(sol, c) })
							if err != nil {
								t.Fatal(err)
							}
							if other || !unique {
								t.Fatalf("%dx%d seed %d, thinned, cell %d: the masks find another solution: %v, the model's search says unique: %v",
									n, n, seed, c, other, unique)
							}
							tally[1]++
						}
					}
					break
				}
				if x := g[k]; x&(x-1) == 0 {
					continue // fixed: unique, and not a question for the search
				}
				other := mk.otherSolution(g, k, sol[k])
				unique, err := trialOn(tr, clues, Strength, func() (bool, error) { return tr.stillUnique(sol, k) })
				if err != nil {
					t.Fatal(err)
				}
				if other == unique {
					t.Fatalf("%dx%d seed %d cell %d: the masks find another solution: %v, the model's search says unique: %v",
						n, n, seed, k, other, unique)
				}
				tally[b2i(unique)]++
				if !unique {
					clues[k] = sol[k]
				}
			}
		}
	}
	t.Logf("cells with another solution %d, without %d", tally[0], tally[1])
	if tally[0] == 0 || tally[1] == 0 {
		t.Fatalf("the cells compared miss a case: %v", tally)
	}
}

// The thinning on masks at the lookahead ceilings and at Search takes out
// the same clues as the thinning on the ladder's model, for the same
// solution and order; some trials reach the model.
func TestSudokuLookaheadThinLikeLadder(t *testing.T) {
	var onModel [2]int // trials answered on the model, with Strength's masks and Forward's
	for _, n := range []int{4, 9} {
		// Combined is no generator's (it thins on the model), but its
		// model trials refuse where Lookahead's mostly take the clue out.
		for _, ceiling := range []Rung{Combined, Lookahead, DeepLookahead, Search} {
			seeds := uint64(4)
			if n == 9 {
				seeds = 12 // most thinnings never need the model
			}
			for seed := uint64(1); seed <= seeds; seed++ {
				name := fmt.Sprintf("%dx%d %s seed %d", n, n, ceiling, seed)
				sol, tr := sudokuGrid(t, seed, n, ceiling)
				perm := draw.New(seed, 5).Perm(len(sol))
				want := slices.Clone(sol)
				s := tr.m.Store
				start := s.Level()
				s.SetRungLimit(min(ceiling, tr.m.top).cp())
				th := thinning{t: tr, kind: "sudoku", clues: want, sol: sol, perm: perm, hi: ceiling}
				if err := th.decide(0, len(perm)); err != nil {
					t.Fatal(err)
				}
				// Strength's masks, the generator's, and Forward's, weaker:
				// they leave more trials to the model, so that its store is
				// brought up and down the halving levels many times.
				for _, mc := range []Rung{Strength, Forward} {
					got := slices.Clone(sol)
					k, err := tr.thinOnMasksCounted(masksFor(n, mc), "sudoku", got, sol, perm, ceiling)
					if err != nil {
						t.Fatal(err)
					}
					if s.Level() != start {
						t.Fatalf("%s: the store is left at level %d, not %d", name, s.Level(), start)
					}
					if !slices.Equal(got, want) {
						t.Fatalf("%s, masks to %s: the masks keep\n%v\nthe model\n%v", name, mc, got, want)
					}
					if ceiling < Search {
						onModel[b2i(mc == Forward)] += k
					} else if k != 0 {
						t.Fatalf("%s: %d trials on the model at Search", name, k)
					}
				}
			}
		}
	}
	if onModel[0] == 0 {
		t.Fatal("no trial reached the model: its part is not compared")
	}
	t.Logf("trials answered on the model: %d with Strength's masks, %d with Forward's", onModel[0], onModel[1])
}

package craft

import (
	"fmt"
	"slices"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
	"github.com/tessera-cp/tessera/puzzles/sudoku"
)

// sudokuGrid is a planted Sudoku solution of side n (values per cell) and
// the blank grid's trials model at ceiling.
func sudokuGrid(t *testing.T, seed uint64, n int, ceiling Rung) ([]int, *blankTrials) {
	t.Helper()
	_, sol, err := sudoku.Planted(seed, n)
	if err != nil {
		t.Fatal(err)
	}
	blank, err := reparse("blank", sudoku.Format(&sudoku.Puzzle{N: n, Grid: emptyInts(n), Spelling: sudoku.Chars}))
	if err != nil {
		t.Fatal(err)
	}
	tr, err := newBlankTrials(nil, blank, ceiling)
	if err != nil {
		t.Fatal(err)
	}
	vals := make([]int, n*n)
	for i := range vals {
		vals[i] = sol.Grid[i/n][i%n]
	}
	return vals, tr
}

// The masks' fixpoint is the ladder model's, domain for domain, at each
// ceiling below Lookahead: clues drawn from a solution at every density
// (most positions the ladder leaves open, some it solves, some in
// between), and clues with one value changed (positions that fail, where
// both must fail).
func TestSudokuMasksAgreeWithLadder(t *testing.T) {
	var tally [3]int // positions compared: solved, open, failed
	for _, n := range []int{4, 9, 16} {
		for _, ceiling := range []Rung{Forward, Counting, Strength} {
			seeds := uint64(4)
			if n == 16 {
				seeds = 1
			}
			for seed := range seeds {
				sol, tr := sudokuGrid(t, seed+1, n, ceiling)
				mk := masksFor(n, ceiling)
				rng := draw.New(seed, uint64(n)*10+uint64(ceiling))
				for trial := range 60 {
					clues := slices.Clone(sol)
					keep := 15 + trial*70/60 // percent of the clues kept
					for i := range clues {
						if rng.Intn(100) >= keep {
							clues[i] = -1
						}
					}
					if trial%10 == 9 {
						k := rng.Intn(len(clues))
						clues[k] = sol[k]%n + 1 // a wrong clue
					}
					name := fmt.Sprintf("%dx%d %s seed %d trial %d", n, n, ceiling, seed+1, trial)
					tally[compareMasks(t, name, tr, mk, ceiling, clues)]++
				}
			}
		}
	}
	t.Logf("positions solved %d, left open %d, failed %d", tally[0], tally[1], tally[2])
	if tally[0] == 0 || tally[1] == 0 || tally[2] == 0 {
		t.Fatalf("the positions compared miss a case: %v", tally)
	}
}

// compareMasks propagates clues on the model and on masks and fails t
// where the domains differ; it returns 0 (every cell fixed), 1 (open) or
// 2 (failed).
func compareMasks(t *testing.T, name string, tr *blankTrials, mk *sudokuMasks, ceiling Rung, clues []int) int {
	t.Helper()
	s := tr.m.Store
	lvl := s.Push()
	defer s.PopTo(lvl - 1)
	s.SetRungLimit(min(ceiling, tr.m.top).cp())
	ok := true
	for i, v := range clues {
		if v >= 0 && !s.Assign(tr.m.Vars[i], v) {
			ok = false
		}
	}
	ok = ok && s.Propagate()
	g := mk.blank()
	mok := true
	for i, v := range clues {
		if v >= 0 && !mk.assign(g, i, v) {
			mok = false
		}
	}
	mok = mk.propagate(g) && mok
	if ok != mok {
		t.Fatalf("%s: the model's propagation succeeds: %v, the masks': %v", name, ok, mok)
	}
	if !ok {
		return 2
	}
	open := 0
	for i, x := range tr.m.Vars {
		var want uint32
		for v := 1; v <= mk.n; v++ {
			if s.Contains(x, v) {
				want |= 1 << (v - 1)
			}
		}
		if g[i] != want {
			t.Fatalf("%s: cell %d: the model keeps %b, the masks %b", name, i, want, g[i])
		}
		if !s.Fixed(x) {
			open++
		}
	}
	return min(open, 1)
}

// The thinning on masks takes out the same clues as the thinning on the
// ladder's model, for the same solution and order.
func TestSudokuMasksThinLikeLadder(t *testing.T) {
	for _, n := range []int{4, 9} {
		for _, ceiling := range []Rung{Forward, Counting, Strength} {
			for seed := uint64(1); seed <= 5; seed++ {
				sol, tr := sudokuGrid(t, seed, n, ceiling)
				perm := draw.New(seed, 3).Perm(len(sol))
				want := slices.Clone(sol)
				s := tr.m.Store
				s.SetRungLimit(min(ceiling, tr.m.top).cp())
				th := thinning{t: tr, kind: "sudoku", clues: want, sol: sol, perm: perm, hi: ceiling}
				if err := th.decide(0, len(perm)); err != nil {
					t.Fatal(err)
				}
				got := slices.Clone(sol)
				if err := masksFor(n, ceiling).thin("sudoku", got, perm); err != nil {
					t.Fatal(err)
				}
				if !slices.Equal(got, want) {
					t.Fatalf("%dx%d %s seed %d: the masks keep\n%v\nthe model\n%v", n, n, ceiling, seed, got, want)
				}
			}
		}
	}
}

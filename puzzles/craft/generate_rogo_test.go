package craft

import (
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/rogo"
)

// checkStatedBest holds a generated ROGO puzzle to the target it states:
// the best score the solver found (solverBest, by a search other than the
// generator's) and the one the loop bound's exhaustive walk over the
// loops confirms: a loop reaches it, none reaches one point more (a walk
// past its budget of nodes confirms nothing; the count of confirmed
// claims comes back). It is a no-op for the other kinds.
func checkStatedBest(t *testing.T, key string, p puzzles.Puzzle, solverBest int) int {
	t.Helper()
	rp, ok := unwrap[rogo.Puzzle](p)
	if !ok {
		return 0
	}
	if !rp.HasBest {
		t.Fatalf("%s: a generated ROGO states no target score:\n%s", key, p.Format())
	}
	if rp.Best != solverBest {
		t.Fatalf("%s: states best %d, the solver's optimum is %d", key, rp.Best, solverBest)
	}
	g := &loopGame{p: rp, name: p.Name()}
	none := render.Link{A: render.Cell{Row: -1, Col: -1}, B: render.Cell{Row: -1, Col: -2}}
	confirmed := 0
	if r, decided := newLoopBound(g, rp.Best, none).reachesAny(); decided {
		if !r {
			t.Fatalf("%s: states best %d, which no loop reaches", key, rp.Best)
		}
		confirmed++
	}
	if r, decided := newLoopBound(g, rp.Best+1, none).reachesAny(); decided {
		if r {
			t.Fatalf("%s: states best %d, a loop reaches %d", key, rp.Best, rp.Best+1)
		}
		confirmed++
	}
	return confirmed
}

// TestGeneratedRogoStatesBest: craft's ROGO puzzles state their best
// score, and it is the optimum (checkStatedBest), on small boards where
// the loop bound's walk decides both claims.
func TestGeneratedRogoStatesBest(t *testing.T) {
	confirmed := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g, err := Generate("rogo", GenOptions{Seed: seed, Rows: 6, Cols: 6, Steps: 10})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		res, err := puzzles.Solve(g.Puzzle, puzzles.Options{Solutions: 2, Tune: otherBranching})
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if u, known := res.Unique(); !u || !known {
			t.Fatalf("seed %d: %d optimal loops (%v), want one", seed, res.Solutions, res.Reason)
		}
		confirmed += checkStatedBest(t, g.Puzzle.Name(), g.Puzzle, res.Objective)
	}
	if confirmed != 12 {
		t.Errorf("%d of 12 claims decided by the loop bound's walk", confirmed)
	}
}

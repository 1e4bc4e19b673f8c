package craft

import (
	"context"
	"errors"
	"fmt"
	"strings"
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

// TestRogoShortcutsAgree holds the ROGO generator's own judging
// (generate_rogo.go: the count of optimal loops first, the walk cut at
// the band's split, the deep closure without restarts for fiendish) to
// judge's: the same puzzle, grade and attempts per seed and band, or
// unreachable both ways. 8×8 boards with 12 steps grade easy, medium or
// hard, so that the cut-off at both splits is taken and missed.
func TestRogoShortcutsAgree(t *testing.T) {
	defer func() { rogoShortcuts = true }()
	made, cut := 0, 0
	for _, size := range [][3]int{{6, 6, 10}, {8, 8, 12}} {
		for _, b := range append(Bands("rogo"), Band{Name: ""}) {
			for seed := uint64(1); seed <= 6; seed++ {
				o := GenOptions{Seed: seed, Rows: size[0], Cols: size[1], Steps: size[2], Band: b.Name, MaxAttempts: 3}
				rogoShortcuts = false
				want, wantErr := Generate("rogo", o)
				rogoShortcuts = true
				got, gotErr := Generate("rogo", o)
				key := fmt.Sprintf("%dx%d/%d %s seed %d", size[0], size[1], size[2], b.Name, seed)
				switch {
				case (wantErr == nil) != (gotErr == nil):
					t.Fatalf("%s: judge %v, shortcuts %v", key, wantErr, gotErr)
				case wantErr != nil:
					if !errors.Is(gotErr, ErrUnreachable) || !errors.Is(wantErr, ErrUnreachable) {
						t.Fatalf("%s: judge %v, shortcuts %v", key, wantErr, gotErr)
					}
					if b.Name != "" && strings.Contains(gotErr.Error(), "above "+b.Name) {
						cut++
					}
				case got.Puzzle.Format() != want.Puzzle.Format() || got.Grade != want.Grade || got.Attempts != want.Attempts:
					t.Fatalf("%s: judge made %v in %d attempts, shortcuts %v in %d:\n%s\n%s", key, want.Grade, want.Attempts, got.Grade, got.Attempts, want.Puzzle.Format(), got.Puzzle.Format())
				default:
					made++
				}
			}
		}
	}
	t.Logf("%d made, %d unreachable with a walk cut", made, cut)
	if made == 0 || cut == 0 {
		t.Errorf("%d made, %d unreachable with a walk cut: the seeds test too little", made, cut)
	}
}

// TestRogoDeepClosesAgrees holds rogoDeepCloses to closes at the deep
// lookahead rung, on drawn boards with one optimal loop and with several.
func TestRogoDeepClosesAgrees(t *testing.T) {
	yes, no := 0, 0
	for seed := uint64(1); seed <= 8; seed++ {
		rp, err := rogo.Generate(seed, 7, 7, 12)
		if err != nil {
			t.Fatal(err)
		}
		p, err := reparse("deep", rogo.Format(rp))
		if err != nil {
			t.Fatal(err)
		}
		var answers [2]bool
		for i := range answers {
			m, err := build(context.Background(), p, false, nil, DeepLookahead)
			if err != nil {
				t.Fatal(err)
			}
			if i == 0 {
				answers[i], err = m.closes(DeepLookahead)
			} else {
				answers[i], err = m.rogoDeepCloses()
			}
			if err != nil {
				t.Fatal(err)
			}
		}
		if answers[0] != answers[1] {
			t.Fatalf("seed %d: closes %v, rogoDeepCloses %v:\n%s", seed, answers[0], answers[1], p.Format())
		}
		if answers[0] {
			yes++
		} else {
			no++
		}
	}
	t.Logf("closed %d, not %d", yes, no)
	if yes == 0 || no == 0 {
		t.Errorf("closed %d, not %d: the seeds test one answer only", yes, no)
	}
}

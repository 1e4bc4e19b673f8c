package craft

import (
	"context"
	"errors"
	"fmt"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/rogo"
)

// TestLoopBoundSound holds the loop bound behind ROGO's "loop bound"
// hints to the solver's optimum on small generated boards: a loop with
// the optimal score exists (through any start of the optimal loop drawn
// so far), none with one point more; and where the optimal loop is the
// only one, none reaches its score without any one of its segments,
// whether nothing is drawn or a part of it.
func TestLoopBoundSound(t *testing.T) {
	unique, claims := 0, 0
	for seed := uint64(1); seed <= 100; seed++ {
		rows, cols, steps := 4+int(seed%2), 5, 8+2*int(seed%3)
		rp, err := rogo.Generate(seed, rows, cols, steps)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		p, err := reparse(fmt.Sprintf("rogo-%d.txt", seed), rogo.Format(rp))
		if err != nil {
			t.Fatal(err)
		}
		g, err := solveLoop(context.Background(), p)
		if errors.Is(err, ErrNotUnique) {
			continue
		}
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		unique++
		none := render.Link{A: render.Cell{Row: -1, Col: -1}, B: render.Cell{Row: -1, Col: -2}}
		check := func(what string, got, want bool, decided bool) {
			t.Helper()
			if !decided {
				t.Fatalf("seed %d: %s: the check ran out of nodes", seed, what)
			}
			if got != want {
				t.Errorf("seed %d (best %d): %s: reaches %v, want %v", seed, g.score, what, got, want)
			}
			claims++
		}
		r, d := newLoopBound(g, g.score, none).reachesAny()
		check("any loop at the best score", r, true, d)
		r, d = newLoopBound(g, g.score+1, none).reachesAny()
		check("any loop above the best score", r, false, d)
		path := loopCells(g.loop)
		for k, l := range g.loop {
			r, d = newLoopBound(g, g.score, l).reachesAny()
			check(fmt.Sprintf("without segment %s–%s", l.A, l.B), r, false, d)
			if k == 0 || k >= len(path)-1 {
				continue
			}
			drawn := path[:k+1] // the path so far, its end path[k]
			r, d = newLoopBound(g, g.score, none).reachesFrom(drawn)
			check(fmt.Sprintf("through %d drawn cells", k+1), r, true, d)
			next := render.Link{A: path[k], B: path[k+1]}
			r, d = newLoopBound(g, g.score, next).reachesFrom(drawn)
			check(fmt.Sprintf("through %d drawn cells without the next segment", k+1), r, false, d)
		}
	}
	if unique < 5 {
		t.Fatalf("only %d boards with one optimal loop", unique)
	}
	t.Logf("%d boards with one optimal loop, %d claims checked", unique, claims)
}

// loopCells lists a loop's cells in order, following its segments
// from the first one's first cell.
func loopCells(loop []render.Link) []render.Cell {
	out := []render.Cell{loop[0].A}
	used := make([]bool, len(loop))
	for len(out) < len(loop) {
		cur := out[len(out)-1]
		for i, l := range loop {
			if used[i] || (l.A != cur && l.B != cur) {
				continue
			}
			used[i] = true
			if l.A == cur {
				out = append(out, l.B)
			} else {
				out = append(out, l.A)
			}
			break
		}
	}
	return out
}

package rogo

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/draw"
)

// TestGenerateStatesBest: every generated puzzle states its best score,
// and it is the optimum an exhaustive walk over the loops finds (best,
// independent of the model and search that proved it); the file reads
// back with it, and the same seed gives the same file.
func TestGenerateStatesBest(t *testing.T) {
	t.Parallel()
	n := 0
	for _, sz := range [][3]int{{4, 5, 8}, {5, 5, 10}, {5, 6, 12}, {6, 6, 10}} {
		rows, cols, steps := sz[0], sz[1], sz[2]
		for seed := uint64(1); seed <= 12; seed++ {
			label := fmt.Sprintf("%dx%d steps %d seed %d", rows, cols, steps, seed)
			p, err := Generate(seed, rows, cols, steps)
			if err != nil {
				t.Fatalf("%s: %v", label, err)
			}
			if !p.HasBest {
				t.Fatalf("%s: no best score stated", label)
			}
			if score, _ := best(p); score != p.Best {
				t.Errorf("%s: states best %d, the exhaustive walk finds %d", label, p.Best, score)
			}
			text := Format(p)
			q, err := Parse(p.Name, []byte(text))
			if err != nil || !q.HasBest || q.Best != p.Best {
				t.Errorf("%s: the file does not read back with its best (%v):\n%s", label, err, text)
			}
			if again, _ := Generate(seed, rows, cols, steps); Format(again) != text {
				t.Errorf("%s: two puzzles for one seed", label)
			}
			n++
		}
	}
	t.Logf("%d generated puzzles' stated best confirmed", n)
}

// TestGenerateDropsUnproven: a candidate whose best is not proven within
// its budget is dropped for the next one drawn from the seed's stream
// (the same one each time); with no candidate proven, ErrEffort.
func TestGenerateDropsUnproven(t *testing.T) {
	ctx := context.Background()
	first, _, err := Planted(3, 6, 6, 12)
	if err != nil {
		t.Fatal(err)
	}
	// One node proves nothing (the root holds no loop yet); the first
	// candidate gets that, the others the real budget.
	tried := 0
	dropFirst := func(p *Puzzle) int64 {
		tried++
		if tried == 1 {
			return 1
		}
		return bestNodes(p)
	}
	p, err := generateWithin(ctx, 3, 6, 6, 12, dropFirst)
	if err != nil {
		t.Fatal(err)
	}
	if tried != 2 || reflect.DeepEqual(p.Points, first.Points) {
		t.Errorf("%d candidates tried, want 2 with the first dropped:\n%s", tried, Format(p))
	}
	if score, _ := best(p); !p.HasBest || score != p.Best {
		t.Errorf("the second candidate states best %d (stated: %v), the exhaustive walk finds %d", p.Best, p.HasBest, score)
	}
	tried = 0
	again, _ := generateWithin(ctx, 3, 6, 6, 12, dropFirst)
	if again == nil || Format(again) != Format(p) {
		t.Error("the candidate after a dropped one differs between two runs")
	}
	never := func(*Puzzle) int64 { return 1 }
	if _, err := generateWithin(ctx, 3, 6, 6, 12, never); !errors.Is(err, draw.ErrEffort) {
		t.Errorf("no candidate proven: error %v, want ErrEffort", err)
	}
}

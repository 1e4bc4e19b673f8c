package craft

import (
	"fmt"
	"strconv"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/propagators"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/kakurasu"
)

// Kakurasu's ladder: a line's weighted sum by forward checking (its last
// open cell), by bounds (the weights still possible cannot reach the clue,
// or overshoot it), then each line's automaton at full strength.
func init() {
	kinds["kakurasu"] = &kindCraft{
		tune: tuneKakurasu,
		view: func(m *Model) *view {
			kp, ok := unwrap[kakurasu.Puzzle](m.Puzzle)
			if !ok {
				return nil
			}
			return kakurasuView(m, kp.N)
		},
	}
}

func tuneKakurasu(p puzzles.Puzzle, t *Tuner) {
	kp, ok := unwrap[kakurasu.Puzzle](p)
	if !ok {
		t.Fail(fmt.Errorf("not a kakurasu puzzle"))
		return
	}
	n := kp.N
	weights := make([]int, n)
	for i := range weights {
		weights[i] = i + 1
	}
	for _, set := range []struct {
		what  string
		clues []int
		cell  func(i, j int) int
	}{
		{"row", kp.RowClues, func(i, j int) int { return i*n + j }},
		{"column", kp.ColClues, func(i, j int) int { return j*n + i }},
	} {
		for i, clue := range set.clues {
			if clue < 0 {
				continue
			}
			line := make([]cp.VarID, n)
			for j := range n {
				line[j] = t.Vars()[set.cell(i, j)]
			}
			name := set.what + " " + strconv.Itoa(i+1)
			t.Post(Forward, name, func() error { return propagators.LinearForward(t.Store(), weights, line, propagators.EQ, clue) })
			t.Post(Counting, name, func() error { return propagators.Linear(t.Store(), weights, line, propagators.EQ, clue) })
		}
	}
}

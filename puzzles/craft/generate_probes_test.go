package craft

import (
	"fmt"
	"testing"
)

// TestGenerateProbesKeptOnly: Sudoku's probe walk (Difficulty.Probes, the
// score it makes) runs once per generated extreme or unreasonable puzzle,
// for the puzzle kept, not for each candidate graded on the way (whose
// bands read the ladder's score), and the kept puzzle's grade is Grade's
// from scratch, Probes and Score included. Seeds where some candidate at
// the Lookahead rung was thrown away (or given a clue back) must be among
// them, so that probing every candidate would show.
func TestGenerateProbesKeptOnly(t *testing.T) {
	if testing.Short() {
		t.Skip("generates 12 Sudokus at the top bands")
	}
	k := kinds["sudoku"]
	walk := k.probe
	probes := 0
	k.probe = func(m *Model) (Probes, error) {
		probes++
		return walk(m)
	}
	defer func() { k.probe = walk }()
	grades := 0
	for _, band := range []string{"extreme", "unreasonable"} {
		for seed := range uint64(6) {
			key := fmt.Sprintf("%s seed %d", band, seed+1)
			probes = 0
			g, err := Generate("sudoku", GenOptions{Size: 9, Band: band, Seed: seed + 1})
			if err != nil {
				t.Fatalf("%s: %v", key, err)
			}
			if probes != 1 {
				t.Errorf("%s: %d probe walks for %d attempt(s), want 1", key, probes, g.Attempts)
			}
			grades += g.Attempts
			d, err := Grade(g.Puzzle, Options{})
			if err != nil || d != g.Grade || g.Grade.Probes == (Probes{}) {
				t.Fatalf("%s: Grade says %+v (%v), the generator %+v", key, d, err, g.Grade)
			}
		}
	}
	if grades <= 12 {
		t.Errorf("every seed kept its first candidate (%d attempts in all): no candidate was left unprobed", grades)
	}
}

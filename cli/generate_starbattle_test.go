package cli

import (
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// TestGenerateStarBattleUnique: with --unique the header says the puzzle is
// unique, and a count to two agrees.
func TestGenerateStarBattleUnique(t *testing.T) {
	text := generateText(t, []string{"starbattle", "--size", "8", "--stars", "1", "--unique"}, 5)
	if !strings.Contains(text, "\n# unique: yes") {
		t.Fatalf("no '# unique: yes' line:\n%s", text)
	}
	ps, err := puzzles.Parse("generated.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	res, err := puzzles.Solve(ps[0], puzzles.Options{Solutions: 2})
	if err != nil {
		t.Fatal(err)
	}
	if unique, known := res.Unique(); !unique || !known {
		t.Errorf("%d solutions (%v):\n%s", res.Solutions, res.Reason, text)
	}
}

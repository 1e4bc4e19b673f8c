package cli

import (
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// TestGenerateSkyscrapersUnique: with --unique the file says it is unique,
// and counting its solutions to two finds one.
func TestGenerateSkyscrapersUnique(t *testing.T) {
	for _, size := range []string{"4", "6"} {
		text := generateText(t, []string{"skyscrapers", "--size", size, "--unique"}, 5)
		if !strings.Contains(text, "\n# unique: yes (the generator counted the solutions to two)\n") {
			t.Errorf("size %s: no '# unique: yes' line:\n%s", size, text)
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
			t.Errorf("size %s: %d solutions (%v)\n%s", size, res.Solutions, res.Reason, text)
		}
	}
}

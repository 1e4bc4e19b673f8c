package craft

import (
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// TestKakuroPublished grades the bundled Kakuros (go test -run
// KakuroPublished -v shows them). Wikipedia's example, an introduction,
// grades easy: it needs a run's hidden single ("7 in three is 1, 2 and 4,
// and only r8c8 can take the 1"), which a person uses from the start and
// which sat at full strength before the runs had their counting rule.
// The four Nikoli puzzles labelled Hard need no more than the runs'
// counting rules either (their rung is easy), but 140 to 190 such steps
// on a 22×14 grid: they must score above the example.
func TestKakuroPublished(t *testing.T) {
	names := []string{"wikipedia_example", "gecode_k6", "gecode_k7", "gecode_k8", "gecode_k9",
		"kakurokuso_sumascruzadas93", "kakurokuso_sumascruzadas94", "kakurokuso_sumascruzadas95",
		"kakurokuso_sumascruzadas96", "kakurokuso_sumascruzadas100"}
	grades := map[string]Difficulty{}
	for _, name := range names {
		ps, err := puzzles.OpenBundled("kakuro/" + name)
		if err != nil {
			t.Fatal(err)
		}
		d, err := Grade(ps[0], Options{})
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		grades[name] = d
		t.Logf("%-28s %s", name, d)
	}
	example := grades["wikipedia_example"]
	if example.Band != "easy" {
		t.Errorf("Wikipedia's example grades %s, want easy", example)
	}
	for _, name := range names {
		if strings.HasPrefix(name, "gecode_") && grades[name].Score <= example.Score {
			t.Errorf("%s (Nikoli, Hard) scores %.2f, not above Wikipedia's example (%.2f)", name, grades[name].Score, example.Score)
		}
	}
}

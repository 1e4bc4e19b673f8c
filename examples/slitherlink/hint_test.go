package slitherlink_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/examples/slitherlink"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
)

// TestWalkthroughWords: the walkthrough of each bundled puzzle (the 7x7
// ones; -slitherlink.big every one, minutes) places every edge, each hint
// on an edge named by its cells, its text naming clues, dots and edges
// and never a model variable.
func TestWalkthroughWords(t *testing.T) {
	register(t)
	variable := regexp.MustCompile(`\bx[0-9]|\b_[0-9]|\bh\[|\bv\[|after the|from the|loop at .* = `)
	place := regexp.MustCompile(`^(r[0-9]+c[0-9]+[|/]r[0-9]+c[0-9]+|the (top|bottom|left|right) of r[0-9]+c[0-9]+) has (a|no) line$`)
	for _, name := range bundled(t) {
		ps, err := puzzles.OpenBundled("bundled:slitherlink/" + strings.TrimPrefix(name, "testdata/"))
		if err != nil {
			t.Fatal(err)
		}
		sp, _ := puzzles.PuzzleOf[slitherlink.Puzzle](ps[0])
		if sp.Rows*sp.Cols > 49 && !*bigPuzzles {
			continue
		}
		hints, err := craft.Walkthrough(ps[0])
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		edges := (sp.Rows+1)*sp.Cols + sp.Rows*(sp.Cols+1)
		if len(hints) != edges {
			t.Errorf("%s: %d hints for %d edges", name, len(hints), edges)
		}
		for i, h := range hints {
			if !h.HasEdge || !place.MatchString(h.Placement) {
				t.Fatalf("%s: hint %d places %q (on an edge: %v)", name, i+1, h.Placement, h.HasEdge)
			}
			if variable.MatchString(h.Text) || !strings.Contains(h.Text, "r") {
				t.Fatalf("%s: hint %d: %q", name, i+1, h.Text)
			}
		}
	}
}

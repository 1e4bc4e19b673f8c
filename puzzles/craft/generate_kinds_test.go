package craft

import (
	"errors"
	"testing"
)

// TestGenerateNewerKinds: the Hitori, Nonogram, Hidato and Kakuro
// generators (the kinds' Generator, made unique and graded here) give the
// same puzzle for the same seed and another for another seed, a puzzle
// proven unique by another branching than the kinds' and graded in the
// band asked; a size out of range is ErrBadOptions, a band the kind lacks
// too.
func TestGenerateNewerKinds(t *testing.T) {
	for _, c := range []struct {
		kind string
		opt  GenOptions
		bad  GenOptions
	}{
		{"hitori", GenOptions{Size: 5, Band: "easy"}, GenOptions{Rows: 5, Cols: 6}},
		{"nonogram", GenOptions{Rows: 6, Cols: 8, Band: "line"}, GenOptions{Size: 2}},
		{"hidato", GenOptions{Size: 5, Band: "medium"}, GenOptions{Size: 13}},
		{"kakuro", GenOptions{Size: 6, Band: "medium"}, GenOptions{Size: 3}},
	} {
		var texts []string
		for _, seed := range []uint64{1, 1, 2} {
			o := c.opt
			o.Seed = seed
			g, err := Generate(c.kind, o)
			if err != nil {
				t.Fatalf("%s seed %d: %v", c.kind, seed, err)
			}
			checkGenerated(t, c.kind, g, o.Band)
			texts = append(texts, g.Puzzle.Format())
		}
		if texts[0] != texts[1] {
			t.Errorf("%s: the same seed gives two puzzles", c.kind)
		}
		if texts[0] == texts[2] {
			t.Errorf("%s: two seeds give the same puzzle", c.kind)
		}
		if _, err := Generate(c.kind, c.bad); !errors.Is(err, ErrBadOptions) {
			t.Errorf("%s %+v: %v, want ErrBadOptions", c.kind, c.bad, err)
		}
		if _, err := Generate(c.kind, GenOptions{Band: "galactic"}); !errors.Is(err, ErrBadOptions) {
			t.Errorf("%s band galactic: %v, want ErrBadOptions", c.kind, err)
		}
	}
}

package craft

import "testing"

// generatedTwice generates a puzzle of kind with o twice and fails t
// unless both runs print the same file; it returns that file and the
// puzzle of kind P it holds.
func generatedTwice[P any](t *testing.T, kind string, o GenOptions) (string, *P) {
	t.Helper()
	g, err := Generate(kind, o)
	if err != nil {
		t.Fatalf("%s seed %d: %v", o.Band, o.Seed, err)
	}
	again, err := Generate(kind, o)
	if err != nil {
		t.Fatalf("%s seed %d, again: %v", o.Band, o.Seed, err)
	}
	text := g.Puzzle.Format()
	if again.Puzzle.Format() != text {
		t.Errorf("%s seed %d: two runs differ:\n%s\n%s", o.Band, o.Seed, text, again.Puzzle.Format())
	}
	p, ok := unwrap[P](g.Puzzle)
	if !ok {
		t.Fatalf("%s seed %d: not a %s puzzle", o.Band, o.Seed, kind)
	}
	return text, p
}

// freshCloses reports whether the ladder solves the puzzle file text
// within r's ceiling, on a fresh model (closesFresh).
func freshCloses(t *testing.T, r *genRun, text string) bool {
	t.Helper()
	q, err := reparse("trial", text)
	if err != nil {
		t.Fatal(err)
	}
	ok, err := r.closesFresh(q)
	if err != nil {
		t.Fatal(err)
	}
	return ok
}

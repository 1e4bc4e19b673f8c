package puzzles_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// TestParseEach: a collection with malformed lines gives an entry per line,
// the bad ones with their error at FILE:LINE and their name FILE#k, the
// good ones parsed; an error of the whole file is returned alone; a kind
// without a puzzle-by-puzzle reader gives Parse's puzzles.
func TestParseEach(t *testing.T) {
	good := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	text := "# header\nsudoku\n" + good + "\n" + strings.Replace(good, "4", "x", 1) + "\n" + good[:80] + "\n" +
		strings.Replace(good, "8", "4", 1) + "\n" + good + "\n"
	es, err := puzzles.ParseEach("c.txt", []byte(text))
	if err != nil {
		t.Fatal(err)
	}
	if len(es) != 5 {
		t.Fatalf("%d entries, want 5", len(es))
	}
	for k, wantErr := range []string{"", "c.txt:4: ", "c.txt:5: ", "c.txt:6: ", ""} {
		e := es[k]
		name := "c.txt#" + string(rune('1'+k))
		if e.Name != name {
			t.Errorf("entry %d: name %q, want %q", k+1, e.Name, name)
		}
		switch {
		case wantErr == "" && (e.Err != nil || e.Puzzle == nil):
			t.Errorf("entry %d: %v, want a puzzle", k+1, e.Err)
		case wantErr != "" && (e.Puzzle != nil || e.Err == nil || !strings.HasPrefix(e.Err.Error(), wantErr) || !errors.Is(e.Err, puzzles.ErrSyntax)):
			t.Errorf("entry %d: error %v, want one starting %q", k+1, e.Err, wantErr)
		}
	}
	if _, err := puzzles.ParseEach("c.txt", []byte("sudoku\n"+good+"\n# a comment\n"+good+"\n")); err == nil || !strings.HasPrefix(err.Error(), "c.txt:3: ") {
		t.Errorf("a comment inside the collection: %v, want an error of the whole file at c.txt:3", err)
	}
	data, err := puzzles.ReadBundled("takuzu/binarypuzzle_easy_10x10_001")
	if err != nil {
		t.Fatal(err)
	}
	es, err = puzzles.ParseEach("t.txt", data)
	if err != nil || len(es) != 1 || es[0].Puzzle == nil || es[0].Name != es[0].Puzzle.Name() {
		t.Errorf("takuzu: %v, %+v; want one puzzle", err, es)
	}
}

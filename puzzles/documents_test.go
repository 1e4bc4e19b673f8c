package puzzles_test

import (
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// TestDocuments: a file of several puzzle files, each starting with its
// '# source: ' header (generate --count), gives each one's puzzles named
// FILE#k; a malformed one is an error at the file's own line (ParseEach:
// an entry, the others still read); a '# source: ' line before any body
// and a file of one puzzle file are read as before.
func TestDocuments(t *testing.T) {
	sudoku := "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
	one := "# source: tessera generate sudoku\n# unique: yes\nsudoku\n" + sudoku + "\n"
	bad := "# source: tessera generate sudoku\nsudoku\n" + sudoku[:80] + "\n"
	text := one + "\n" + one + bad + one
	ps, err := puzzles.Parse("g.txt", []byte(one+one+one))
	if err != nil || len(ps) != 3 {
		t.Fatalf("three puzzle files: %d puzzles, %v", len(ps), err)
	}
	for k, p := range ps {
		if want := "g.txt#" + string(rune('1'+k)); p.Name() != want {
			t.Errorf("puzzle %d: name %q, want %q", k+1, p.Name(), want)
		}
	}
	if _, err := puzzles.Parse("g.txt", []byte(text)); err == nil || !strings.HasPrefix(err.Error(), "g.txt#3:12: ") {
		t.Errorf("a malformed third puzzle file: %v, want an error at line 12", err)
	}
	es, err := puzzles.ParseEach("g.txt", []byte(text))
	if err != nil || len(es) != 4 {
		t.Fatalf("ParseEach: %d entries, %v", len(es), err)
	}
	for k, e := range es {
		if (e.Err != nil) != (k == 2) || e.Name != "g.txt#"+string(rune('1'+k)) {
			t.Errorf("entry %d: %q, %v", k+1, e.Name, e.Err)
		}
	}
	if ps, err := puzzles.Parse("g.txt", []byte(one)); err != nil || len(ps) != 1 || ps[0].Name() != "g.txt" {
		t.Errorf("one puzzle file: %v", err)
	}
	if ds := puzzles.Documents([]byte(text)); len(ds) != 4 || strings.Count(string(ds[3]), "\n") != strings.Count(text, "\n") {
		t.Errorf("Documents: %d documents, the last not padded to the file's lines", len(ds))
	}
}

package sudoku

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func FuzzParse(f *testing.F) {
	for _, pat := range []string{"testdata/*.txt", "testdata/stretch/*.txt", "testdata/bad/*.txt"} {
		names, _ := filepath.Glob(pat)
		for _, name := range names {
			data, err := os.ReadFile(name)
			if err != nil {
				f.Fatal(err)
			}
			// Large collections make slow seeds (minimizing them takes the
			// whole fuzzing time): keep their first lines only.
			if len(data) > 2048 {
				data = data[:1024]
				data = data[:bytes.LastIndexByte(data, '\n')+1]
			}
			f.Add(data)
		}
	}
	f.Add([]byte("sudoku\n1 . . .\n. . 3 .\n. 4 . .\n. . . 2\nsolution\n1 3 2 4\n4 2 3 1\n2 4 1 3\n3 1 4 2\n"))
	f.Add([]byte("sudoku\n1.....3..4.....2\nsolution\n1324423124133142\n"))
	ref, err := Parse("ref", []byte("sudoku\n1...\n..3.\n.4..\n...2\n"))
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		// ParseSolution must not panic on anything; what it accepts fits ref.
		if s, err := ParseSolution(ref, "fuzz", data); err == nil {
			if len(s.Grid) != ref.N {
				t.Fatalf("ParseSolution accepted a grid of %d rows", len(s.Grid))
			}
			_ = Verify(ref, s)
		}
		ps, err := ParseAll("fuzz", data)
		checkParseEach(t, data, ps, err)
		if err != nil {
			return
		}
		if len(ps) == 1 {
			if _, err := Parse("fuzz", data); err != nil {
				t.Fatalf("ParseAll accepts, Parse refuses: %v", err)
			}
		}
		for _, p := range ps {
			if p.Known != nil {
				_ = Verify(p, p.Known)
			}
			out := Format(p)
			q, err := Parse("again", []byte(out))
			if err != nil {
				t.Fatalf("Parse(Format(p)): %v\ninput:\n%q\nformatted:\n%s", err, data, out)
			}
			if !reflect.DeepEqual(stripped(p), stripped(q)) {
				t.Fatalf("round trip differs:\n%+v\n%+v", stripped(p), stripped(q))
			}
			if again := Format(q); again != out {
				t.Fatalf("Format is not a fixed point:\n%s\n%s", out, again)
			}
		}
	})
}

// checkParseEach: ParseEach agrees with ParseAll, whose answer is ps, err:
// the same puzzles when ParseAll accepts; when it refuses, either the same
// error for the whole file or that error at one of the entries.
func checkParseEach(t *testing.T, data []byte, ps []*Puzzle, err error) {
	each, errs, whole := ParseEach("fuzz", data)
	if whole != nil {
		if err == nil || whole.Error() != err.Error() {
			t.Fatalf("ParseEach refuses the file (%v), ParseAll gives %v", whole, err)
		}
		return
	}
	if len(each) != len(errs) || len(each) == 0 {
		t.Fatalf("ParseEach: %d puzzles and %d errors", len(each), len(errs))
	}
	first := -1
	for k := range each {
		if (each[k] == nil) == (errs[k] == nil) {
			t.Fatalf("ParseEach entry %d: puzzle %v and error %v", k+1, each[k] != nil, errs[k])
		}
		if errs[k] != nil && first < 0 {
			first = k
		}
	}
	switch {
	case err == nil && first >= 0:
		t.Fatalf("ParseAll accepts, ParseEach refuses entry %d: %v", first+1, errs[first])
	case err == nil && !reflect.DeepEqual(ps, each):
		t.Fatalf("ParseEach and ParseAll read different puzzles")
	case err != nil && (first < 0 || errs[first].Error() != err.Error()):
		t.Fatalf("ParseAll refuses (%v), ParseEach's first error is not that one", err)
	}
}

package takuzu

import (
	"reflect"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

// bundledFiles returns the names and contents of the bundled instances.
func bundledFiles(t testing.TB) map[string][]byte { return kindtest.BundledFiles(t, Bundled) }

// stripped drops what a round trip does not keep: the name and line numbers.
func stripped(p *Puzzle) Puzzle {
	q := *p
	q.Name, q.rowLines, q.knownLines = "", nil, nil
	return q
}

// checkErr checks a parse or validation error's file, line and words.
var checkErr = kindtest.CheckError

func TestBundled(t *testing.T) {
	unique := 0
	kindtest.Library[Puzzle, Solution]{
		Files: 52, Known: 44,
		Parse: Parse, Format: Format, ParseSolution: ParseSolution, Verify: Verify,
		Name:     func(p *Puzzle) string { return p.Name },
		KnownOf:  func(p *Puzzle) *Solution { return p.Known },
		Stripped: func(p *Puzzle) any { return stripped(p) },
		Validate: (*Puzzle).Validate,
		Each: func(t *testing.T, name string, data []byte, p *Puzzle) {
			if p.Unique {
				unique++
			}
		},
	}.Check(t, bundledFiles(t))
	if unique != 48 {
		t.Errorf("%d unique-rule puzzles, want 48", unique)
	}
}

func TestBad(t *testing.T) {
	kindtest.CheckBadFiles(t, Parse, []kindtest.BadFile{
		{"takuzu-odd-size.txt", 2, "expected an even row length for takuzu, found 5"},
		{"takuzu-unknown-option.txt", 1, "unknown option 'strict' for takuzu (allowed: unique)"},
	})
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "f.txt", Parse, []kindtest.NamedError{
		{"wrong kind", "sudoku\n1234\n", 1, "expected kind line 'takuzu'"},
		{"no grid", "takuzu\n", 2, "expected the takuzu grid"},
		{"comment", "takuzu\n# x\n", 2, "comments ('#' lines) are allowed only before the kind line"},
		{"too big", "takuzu\n" + strings.Repeat(".", 66) + "\n", 2, "at most 64 cells, found 66"},
		{"short", "takuzu\n1..0\n....\n", 4, "expected 4 rows of 4 cells, found 2"},
		{"short before solution", "takuzu\n1..0\n....\nsolution\n", 4, "expected 4 rows of 4 cells, found 2"},
		{"long", "takuzu\n10\n..\n..\n", 4, "this is row 3"},
		{"row length", "takuzu\n1..0\n...\n....\n....\n", 3, "expected a row of 4 cells, found 3"},
		{"bad cell", "takuzu\n1..0\n..2.\n....\n....\n", 3, "expected 0, 1 or . in a takuzu row, found '2'"},
		{"three given", "takuzu\n111.\n....\n....\n....\n", 2, "row 1 gives three ones in a row (columns 1-3)"},
		{"three given in column", "takuzu\n0...\n0...\n0...\n....\n", 4, "column 1 gives three zeros in a row (rows 1-3)"},
		{"unbalanced given", "takuzu\n1.1.11\n......\n......\n......\n......\n......\n", 2, "row 1 gives 4 ones, more than half of its 6 cells"},
		{"unbalanced column", "takuzu\n0.....\n......\n0.....\n......\n0.....\n0.....\n", 7, "column 1 gives 4 zeros, more than half of its 6 cells"},
		{"equal rows", "takuzu unique\n0101\n....\n0101\n....\n", 4, "row 3 repeats row 1"},
		{"equal rows fine without unique", "takuzu\n0101\n....\n0101\n....\nsolution\n0101\n10\n", 9, "expected 4 rows of 4 cells, found 2"},
		{"solution unknown", "takuzu\n01\n..\nsolution\n01\n.0\n", 6, "expected 0 or 1 in a takuzu solution row, found '.'"},
		{"empty solution", "takuzu\n01\n..\nsolution\n", 5, "expected the takuzu solution block"},
	})
}

func TestSpellings(t *testing.T) {
	a, err := Parse("a", []byte("takuzu unique\n1..0\n.0..\n....\n....\n"))
	if err != nil {
		t.Fatal(err)
	}
	b, err := Parse("b", []byte("TAKUZU UNIQUE\n1 . . 0\n. 0 . .\n. . . .\n. . . .\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !a.Unique || !b.Unique || a.Spaced || !b.Spaced || !reflect.DeepEqual(a.Grid, b.Grid) {
		t.Fatalf("spellings differ: %+v %+v", a, b)
	}
	if got := Format(b); got != "takuzu unique\n1 . . 0\n. 0 . .\n. . . .\n. . . .\n" {
		t.Errorf("Format: %q", got)
	}
	s := &Solution{Grid: [][]int8{{1, 1, 0, 0}, {0, 0, 1, 1}}}
	if got := FormatSolution(a, s); got != "1100\n0011\n" {
		t.Errorf("FormatSolution: %q", got)
	}
	if got := FormatSolution(b, s); got != "1 1 0 0\n0 0 1 1\n" {
		t.Errorf("FormatSolution spaced: %q", got)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte("takuzu unique\n1..0\n.0..\n....\n....\n"))
	if err != nil {
		t.Fatal(err)
	}
	block := "1010\n0011\n1100\n0101\n"
	for _, in := range []string{block, "# h\n" + block, "# h\ntakuzu unique\n" + block, "1 0 1 0\n0 0 1 1\n1 1 0 0\n0 1 0 1\n", Format(p) + "solution\n" + block} {
		s, err := ParseSolution(p, "s", []byte(in))
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if err := Verify(p, s); err != nil {
			t.Errorf("%q: Verify: %v", in, err)
		}
	}
	for _, tt := range []struct {
		in     string
		line   int
		phrase string
	}{
		{"", 1, "expected a takuzu solution block, found nothing"},
		{"kenken\n1010\n", 1, "the solution is for a kenken puzzle"},
		{"1010\n0101\n", 3, "expected 4 rows of 4 cells, found 2"},
		{"1010\n0011\n11.0\n0101\n", 3, "expected 0 or 1 in a takuzu solution row, found '.'"},
		{"takuzu\n# c\n1010\n", 2, "comments"},
	} {
		_, err := ParseSolution(p, "s", []byte(tt.in))
		checkErr(t, "s", err, tt.line, tt.phrase)
	}
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		return &Puzzle{N: 4, Grid: [][]int8{{1, -1, -1, 0}, {-1, 0, -1, -1}, {-1, -1, -1, -1}, {-1, -1, -1, -1}}}
	}
	if err := good().Validate(); err != nil {
		t.Fatal(err)
	}
	kindtest.CheckInvalid(t, good, (*Puzzle).Validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"odd", func(p *Puzzle) { p.N = 3 }, "takuzu side 3 is not supported"},
		{"big", func(p *Puzzle) { p.N = 66 }, "takuzu side 66 is not supported"},
		{"rows", func(p *Puzzle) { p.Grid = p.Grid[:3] }, "grid has 3 rows, expected 4"},
		{"cells", func(p *Puzzle) { p.Grid[1] = p.Grid[1][:2] }, "grid row 2 has 2 cells"},
		{"value", func(p *Puzzle) { p.Grid[2][2] = 2 }, "holds 2, expected -1..1"},
		{"known", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int8{{1, 0, -1, 0}, {0}, {0}, {0}}} }, "solution cell (row 1, column 3) holds -1, expected 0..1"},
	})
}

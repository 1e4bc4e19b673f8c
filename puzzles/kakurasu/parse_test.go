package kakurasu

import (
	"os"
	"path/filepath"
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
	q.Name, q.rowsLine, q.colsLine, q.knownLines = "", 0, 0, nil
	return q
}

// checkErr checks a parse or validation error's file, line and words.
var checkErr = kindtest.CheckError

// solutions runs the solution-format table (kindtest.Solutions.CheckBlock).
var solutions = kindtest.Solutions[Puzzle, Solution]{Parse: ParseSolution, Verify: Verify, Format: FormatSolution}

func TestBundled(t *testing.T) {
	kindtest.Library[Puzzle, Solution]{
		Files: 34, Known: 2,
		Parse: Parse, Format: Format, ParseSolution: ParseSolution, Verify: Verify,
		Name:     func(p *Puzzle) string { return p.Name },
		KnownOf:  func(p *Puzzle) *Solution { return p.Known },
		Stripped: func(p *Puzzle) any { return stripped(p) },
		Validate: (*Puzzle).Validate,
		Each: func(t *testing.T, name string, data []byte, p *Puzzle) {
			if p.Known == nil {
				return
			}
			// The bare block, whose first row may start with '#'.
			s, err := ParseSolution(p, name, []byte(FormatSolution(p, p.Known)))
			if err != nil {
				t.Errorf("%s: ParseSolution of the bare block: %v", name, err)
			} else if !reflect.DeepEqual(s, p.Known) {
				t.Errorf("%s: ParseSolution of the bare block differs from Known", name)
			}
		},
	}.Check(t, bundledFiles(t))
}

func TestBad(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("testdata", "bad", "kakurasu-col-count.txt"))
	if err != nil {
		t.Fatal(err)
	}
	_, err = Parse("kakurasu-col-count.txt", data)
	checkErr(t, "kakurasu-col-count.txt", err, 3, "expected 4 column clues (as many as row clues), found 3")
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "f.txt", Parse, []kindtest.NamedError{
		{"wrong kind", "sudoku\n1234\n", 1, "expected kind line 'kakurasu'"},
		{"option", "kakurasu big\nrows 1\ncols 1\n", 1, "unknown option 'big' for kakurasu (this kind takes no options)"},
		{"no rows", "kakurasu\n", 2, "expected a 'rows' line of clues"},
		{"no cols", "kakurasu\nrows 1 2\n", 3, "expected a 'cols' line of clues"},
		{"no cols before solution", "kakurasu\nrows 1 2\nsolution\n#.\n", 3, "expected a 'cols' line of clues"},
		{"comment", "kakurasu\n# x\nrows 1\ncols 1\n", 2, "comments ('#' lines) are allowed only before the kind line"},
		{"other line", "kakurasu\nrows 1\nsize 1\n", 3, "expected a 'rows' or 'cols' line of clues, found 'size 1'"},
		{"second rows", "kakurasu\nrows 1\nrows 1\n", 3, "second 'rows' line (first on line 2)"},
		{"empty", "kakurasu\nrows\n", 2, "expected row clues after 'rows'"},
		{"bad clue", "kakurasu\nrows 1 x\ncols 1 2\n", 2, "expected a row clue (a number or -), found 'x'"},
		{"negative clue", "kakurasu\nrows 1 2\ncols 1 -2\n", 3, "expected a column clue (a number or -), found '-2'"},
		{"huge clue", "kakurasu\nrows 1 2\ncols 1 12345678\n", 3, "expected a column clue (a number or -), found '12345678'"},
		{"too many", "kakurasu\nrows" + strings.Repeat(" 1", 31) + "\n", 2, "expected at most 30 row clues, found 31"},
		{"row count", "kakurasu\ncols 1 2\nrows 1\n", 3, "expected 2 row clues (as many as column clues), found 1"},
		{"unreachable", "kakurasu\nrows 1 4\ncols 1 2\n", 2, "row 2: clue 4 is more than 3, the sum of all columns 1..2"},
		{"unreachable col", "kakurasu\nrows 1 3\ncols 1 7\n", 3, "column 2: clue 7 is more than 3, the sum of all rows 1..2"},
		{"solution rows", "kakurasu\nrows 1 2\ncols 1 2\nsolution\n#.\n", 6, "expected 2 rows of 2 cells (# or .), found 1"},
		{"solution cells", "kakurasu\nrows 1 2\ncols 1 2\nsolution\n#.\n.\n", 6, "expected a row of 2 cells (# or .), found 1"},
		{"solution char", "kakurasu\nrows 1 2\ncols 1 2\nsolution\n#.\nx#\n", 6, "expected # (shaded) or . in a kakurasu solution row, found 'x'"},
		{"solution extra", "kakurasu\nrows 1 2\ncols 1 2\nsolution\n#.\n.#\n..\n", 7, "this is row 3"},
		{"empty solution", "kakurasu\nrows 1 2\ncols 1 2\nsolution\n", 5, "expected the kakurasu solution block"},
	})
}

func TestParseVariants(t *testing.T) {
	a, err := Parse("a", []byte("kakurasu\nrows 1 - 3\ncols - 2 0\nsolution\n#..\n...\n# #\n"))
	if err == nil {
		t.Fatalf("a row '# #' of 2 tokens for 3 columns was accepted: %+v", a)
	}
	a, err = Parse("a", []byte("kakurasu\ncols - 2 3\nROWS 1 - 3\nsolution\n#..\n...\n#.#\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := &Puzzle{N: 3, RowClues: []int{1, -1, 3}, ColClues: []int{-1, 2, 3}, Known: &Solution{Shaded: [][]bool{{true, false, false}, {false, false, false}, {true, false, true}}}}
	if !reflect.DeepEqual(stripped(a), stripped(want)) {
		t.Fatalf("got %+v", a)
	}
	if got := Format(a); got != "kakurasu\nrows 1 - 3\ncols - 2 3\nsolution\n#..\n...\n#.#\n" {
		t.Errorf("Format: %q", got)
	}
	if err := Verify(a, a.Known); err == nil || err.Error() != "row 3: shaded columns sum to 4, clue is 3" {
		t.Errorf("Verify: %v", err)
	}
	b, err := Parse("b", []byte("kakurasu\nrows 1 - 4\ncols - - 3\nsolution\n# . .\n. . .\n# . #\n"))
	if err != nil {
		t.Fatal(err)
	}
	if err := Verify(b, b.Known); err != nil {
		t.Errorf("Verify: %v", err)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte("kakurasu\nrows 1 - 4\ncols - - 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	block := "#..\n...\n#.#\n"
	solutions.CheckBlock(t, p, block, []string{"# h\nkakurasu\n" + block, "# . .\n. . .\n# . #\n", Format(p) + "solution\n" + block, "\n" + block + "\n"}, []kindtest.ErrorCase{
		{"", 1, "expected a kakurasu solution block, found nothing"},
		{"# h\nrogo\n#..\n", 2, "the solution is for a rogo puzzle"},
		{"#..\n...\n", 3, "expected 3 rows of 3 cells (# or .), found 2"},
		{"# header\n#..\n...\n#.#\n", 4, "this is row 4"},
	})
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		return &Puzzle{N: 3, RowClues: []int{1, -1, 3}, ColClues: []int{-1, 2, 3}}
	}
	if err := good().Validate(); err != nil {
		t.Fatal(err)
	}
	kindtest.CheckInvalid(t, good, (*Puzzle).Validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"side", func(p *Puzzle) { p.N = 0 }, "kakurasu side 0 is not supported"},
		{"big", func(p *Puzzle) { p.N = 31 }, "kakurasu side 31 is not supported"},
		{"rows", func(p *Puzzle) { p.RowClues = p.RowClues[:2] }, "expected 3 row clues, found 2"},
		{"cols", func(p *Puzzle) { p.ColClues = append(p.ColClues, 1) }, "expected 3 column clues (as many as row clues), found 4"},
		{"negative", func(p *Puzzle) { p.RowClues[1] = -3 }, "row 2: clue -3 is negative"},
		{"large", func(p *Puzzle) { p.ColClues[0] = 7 }, "column 1: clue 7 is more than 6"},
		{"known", func(p *Puzzle) { p.Known = &Solution{Shaded: [][]bool{{true}}} }, "solution has 1 rows, expected 3"},
		{"known row", func(p *Puzzle) { p.Known = &Solution{Shaded: [][]bool{{true, true, true}, {true}, {true, true, true}}} }, "solution row 2 has 1 cells, expected 3"},
	})
}

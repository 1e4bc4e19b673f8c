package hidato

import (
	"io/fs"
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

// solutions runs the solution-format table (kindtest.Solutions.CheckBlock).
var solutions = kindtest.Solutions[Puzzle, Solution]{Parse: ParseSolution, Verify: Verify, Format: FormatSolution}

const mini = "hidato\n6 . 9\n. 2 8\n1 . .\n"

func TestBundled(t *testing.T) {
	large, numbrix := 0, 0
	kindtest.Library[Puzzle, Solution]{
		Files: 15, Known: 8,
		Parse: Parse, Format: Format, ParseSolution: ParseSolution, Verify: Verify,
		Name:     func(p *Puzzle) string { return p.Name },
		KnownOf:  func(p *Puzzle) *Solution { return p.Known },
		Stripped: func(p *Puzzle) any { return stripped(p) },
		Validate: (*Puzzle).Validate,
		Each: func(t *testing.T, name string, data []byte, p *Puzzle) {
			if p.Rows >= 12 && p.Cols >= 12 {
				large++
			}
			if p.Orthogonal {
				numbrix++
			}
		},
	}.Check(t, bundledFiles(t))
	if large != 1 || numbrix != 2 {
		t.Errorf("%d of 12x12 or more, %d Numbrix; want 1, 2", large, numbrix)
	}
}

func TestBad(t *testing.T) {
	kindtest.CheckBadFiles(t, Parse, []kindtest.BadFile{
		{"hidato-given-twice.txt", 4, "3 is given twice: row 1, column 3 and row 2, column 2"},
		{"hidato-short-row.txt", 4, "expected a row of 3 squares (like the first row), found 2"},
		{"hidato-number-too-large.txt", 5, "row 3, column 3 gives 12, but the grid has 9 cells"},
		{"hidato-cells-cut-off.txt", 5, "row 3, column 3 cannot be reached from row 1, column 1"},
		{"hidato-bad-square.txt", 4, "expected a hidato square: '.' for a cell to fill, '#' for a hole, or a given number, found 'x'"},
		{"hidato-solution-hole-moved.txt", 7, "row 1, column 3 is a hole in the puzzle, expected '#', found '3'"},
		{"hidato-unknown-option.txt", 2, "unknown option 'diagonal' for hidato (allowed: orthogonal)"},
	})
	if names, _ := fs.Glob(Bundled, "testdata/bad/*"); len(names) != 0 {
		t.Errorf("Bundled embeds testdata/bad")
	}
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "f.txt", Parse, []kindtest.NamedError{
		{"wrong kind", "sudoku\n1234\n", 1, "expected kind line 'hidato'"},
		{"no grid", "hidato\n", 2, "expected the hidato grid"},
		{"no grid before solution", "hidato\nsolution\n1\n", 2, "expected the hidato grid"},
		{"too wide", "hidato\n" + strings.Repeat(". ", 65) + "\n", 2, "at most 64 squares, found 65"},
		{"too long", "hidato\n" + strings.Repeat(".\n", 65), 66, "at most 64 rows; this is row 65"},
		{"too many cells", "hidato\n" + strings.Repeat(strings.Repeat(". ", 40)+"\n", 30), 2, "the grid has 1200 cells, more than 1024"},
		{"five digits", "hidato\n1 . 10000\n", 2, "found '10000'"},
		{"only holes", "hidato\n# #\n# #\n", 2, "the grid has no cell, only holes"},
		{"empty solution", mini + "solution\n", 6, "expected the hidato solution block after 'solution'"},
		{"short solution", mini + "solution\n679\n528\n", 8, "expected 3 rows of 3 squares in the solution, found 2"},
		{"long solution", mini + "solution\n679\n528\n143\n111\n", 9, "this is row 4"},
		{"solution row", mini + "solution\n679\n52\n143\n", 7, "expected a solution row of 3 squares, found 2"},
		{"solution zero", mini + "solution\n679\n528\n140\n", 8, "expected a number 1..9 or '#' for a hole, found '0'"},
		{"solution dot", mini + "solution\n679\n528\n14.\n", 8, "found '.'"},
		{"solution large", mini + "solution\n6 7 9\n5 2 8\n1 4 10\n", 8, "expected a number 1..9 (the puzzle has 9 cells), found 10"},
		{"solution hole", "hidato\n1 . 3\n# . .\nsolution\n1 2 3\n4 5 6\n", 6, "row 2, column 1 is a hole in the puzzle, expected '#', found '4'"},
		{"solution cell", "hidato\n1 . 3\n# . .\nsolution\n1 # 3\n# 5 4\n", 5, "row 1, column 2 is a hole in the solution but a cell in the puzzle"},
	})
}

func TestParseSpellings(t *testing.T) {
	// '0' is an empty cell too; a compact row of single characters works
	// while every number has one digit.
	for _, in := range []string{mini, "hidato\n609\n028\n100\n", "hidato\n6 0 9\n. 2 8\n1 . 0\n"} {
		p, err := Parse("s", []byte(in))
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if got := Format(p); got != "hidato\n6 . 9\n. 2 8\n1 . .\n" {
			t.Errorf("%q: Format gives %q", in, got)
		}
	}
	p, err := Parse("o", []byte("# header\nHidato Orthogonal\n1 . #\n. . 5\n"))
	if err != nil || !p.Orthogonal || p.Grid[0][2] != Hole || p.NumCells() != 5 {
		t.Fatalf("orthogonal with a hole: %+v, %v", p, err)
	}
	if got := Format(p); got != "hidato orthogonal\n1 . #\n. . 5\n" {
		t.Errorf("Format: %q", got)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte(mini))
	if err != nil {
		t.Fatal(err)
	}
	block := "6 7 9\n5 2 8\n1 4 3\n"
	solutions.CheckBlock(t, p, block, []string{"# h\nhidato\n" + block, "679\n528\n143\n", Format(p) + "solution\n" + block}, []kindtest.ErrorCase{
		{"", 1, "expected a hidato solution block, found nothing"},
		{"takuzu\n679\n", 1, "the solution is for a takuzu puzzle"},
		{"679\n528\n", 3, "expected 3 rows of 3 squares in the solution, found 2"},
	})
	// A hole leads a solution row: the block is data, not a comment.
	h, err := Parse("h", []byte("hidato\n# 1\n3 2\n"))
	if err != nil {
		t.Fatal(err)
	}
	if s, err := ParseSolution(h, "s", []byte("# 1\n3 2\n")); err != nil || Verify(h, s) != nil {
		t.Errorf("a row starting with a hole: %v", err)
	}
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		p, err := Parse("p", []byte(mini+"solution\n679\n528\n143\n"))
		if err != nil {
			t.Fatal(err)
		}
		p.rowLines, p.knownLines = nil, nil
		return p
	}
	kindtest.CheckInvalid(t, good, (*Puzzle).Validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"rows", func(p *Puzzle) { p.Rows = 0 }, "a 0x3 grid is not supported"},
		{"grid rows", func(p *Puzzle) { p.Grid = p.Grid[:2] }, "the grid has 2 rows, expected 3"},
		{"row length", func(p *Puzzle) { p.Grid[1] = p.Grid[1][:2] }, "row 2 has 2 squares, expected 3"},
		{"negative", func(p *Puzzle) { p.Grid[1][1] = -7 }, "row 2 holds -7"},
		{"known rows", func(p *Puzzle) { p.Known.Grid = p.Known.Grid[:1] }, "the solution has 1 rows, expected 3"},
		{"known row", func(p *Puzzle) { p.Known.Grid[2] = p.Known.Grid[2][:1] }, "solution row 3 has 1 squares, expected 3"},
		{"known hole", func(p *Puzzle) { p.Known.Grid[0][1] = Hole }, "holes must be where the puzzle has them"},
		{"known value", func(p *Puzzle) { p.Known.Grid[0][1] = 10 }, "solution row 1, column 2 holds 10, expected 1..9"},
	})
	if err := good().Validate(); err != nil {
		t.Errorf("the good puzzle: %v", err)
	}
}

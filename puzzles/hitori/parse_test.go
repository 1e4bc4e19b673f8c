package hitori

import (
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

// bundledFiles returns the names and contents of the bundled instances.
func bundledFiles(t testing.TB) map[string][]byte { return kindtest.BundledFiles(t, Bundled) }

// stripped drops what a round trip does not keep: the name and line
// numbers, and the spelling when a number has two digits (then Format
// always separates the numbers).
func stripped(p *Puzzle) Puzzle {
	q := *p
	q.Name, q.gridLines, q.knownLines = "", nil, nil
	for _, row := range p.Grid {
		for _, v := range row {
			if v > 9 {
				q.Spaced = true
			}
		}
	}
	return q
}

// solutions runs the solution-format table (kindtest.Solutions.CheckBlock).
var solutions = kindtest.Solutions[Puzzle, Solution]{Parse: ParseSolution, Verify: Verify, Format: FormatSolution}

func TestBundled(t *testing.T) {
	kindtest.Library[Puzzle, Solution]{
		Files: bundledCount, Known: knownCount,
		Parse: Parse, Format: Format, ParseSolution: ParseSolution, Verify: Verify,
		Name:     func(p *Puzzle) string { return p.Name },
		KnownOf:  func(p *Puzzle) *Solution { return p.Known },
		Stripped: func(p *Puzzle) any { return stripped(p) },
		Validate: (*Puzzle).Validate,
		Each: func(t *testing.T, name string, data []byte, p *Puzzle) {
			if !strings.HasPrefix(string(data), "# source: ") {
				t.Errorf("%s: does not start with a '# source:' line", name)
			}
		},
	}.Check(t, bundledFiles(t))
}

func TestBad(t *testing.T) {
	kindtest.CheckBadFiles(t, Parse, []kindtest.BadFile{
		{"hitori-ragged-row.txt", 5, "expected a row of 3 numbers (as many as the first row), found 4"},
		{"hitori-zero.txt", 3, "row 2, column 2 holds 0, expected a number 1..999"},
		{"hitori-letter.txt", 3, "expected a number 1..999 at column 2, found 'x'"},
		{"hitori-solution-short.txt", 6, "expected 2 rows of 3 cells (# or .), found 1"},
	})
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "", Parse, []kindtest.NamedError{
		{"wrong kind", "starbattle\nstars 1\nA\n", 1, "expected kind line 'hitori', found 'starbattle'"},
		{"option", "hitori big\n1\n", 1, "unknown option 'big' for hitori"},
		{"no grid", "hitori\n", 2, "expected the hitori grid's rows of numbers after the kind line"},
		{"no grid before solution", "hitori\nsolution\n#\n", 2, "expected the hitori grid's rows of numbers after the kind line"},
		{"comment", "hitori\n12\n# x\n21\n", 3, "comments ('#' lines) are allowed only before the kind line"},
		{"big number", "hitori\n1 1000\n2 1\n", 2, "expected a number 1..999 at column 2, found '1000'"},
		{"negative", "hitori\n1 -2\n2 1\n", 2, "expected a number 1..999 at column 2, found '-2'"},
		{"too wide", "hitori\n" + strings.Repeat("1 ", 51) + "\n", 2, "expected a row of at most 50 numbers, found 51"},
		{"too tall", "hitori\n" + strings.Repeat("1\n", 51), 52, "expected at most 50 rows, this is row 51"},
		{"empty solution", "hitori\n1\nsolution\n", 4, "expected the hitori solution block after 'solution'"},
		{"long solution", "hitori\n1\nsolution\n.\n.\n", 5, "expected 1 rows of 1 cells (# or .); this is row 2"},
		{"wide solution", "hitori\n12\nsolution\n#..\n", 4, "expected a row of 2 cells (# or .), found 3"},
		{"bad cell", "hitori\n12\nsolution\n#*\n", 4, "expected # (shaded) or . in a hitori solution row, found '*'"},
	})
}

func TestParseSpelling(t *testing.T) {
	p, err := Parse("f", []byte("hitori\n1 2 3\n3 1 2\n2 3 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !p.Spaced || p.Rows != 3 || p.Cols != 3 || p.Grid[2][2] != 3 {
		t.Fatalf("got %+v", p)
	}
	if got := Format(p); got != "hitori\n1 2 3\n3 1 2\n2 3 3\n" {
		t.Errorf("Format keeps the spaced spelling:\n%s", got)
	}
	p.Spaced = false
	if got := Format(p); got != "hitori\n123\n312\n233\n" {
		t.Errorf("Format as digits:\n%s", got)
	}
	p.Grid[0][0] = 10
	if got := Format(p); got != "hitori\n10  2  3\n 3  1  2\n 2  3  3\n" {
		t.Errorf("Format with a two-digit number:\n%s", got)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte("hitori\n11\n21\n"))
	if err != nil {
		t.Fatal(err)
	}
	solutions.CheckBlock(t, p, ".#\n..\n", nil, []kindtest.ErrorCase{
		{"nonogram\nsolution\n#.\n..\n", 1, "the solution is for a nonogram puzzle, expected hitori"},
		{"#.\n", 2, "expected 2 rows of 2 cells (# or .), found 1"},
		{"#.\n.x\n", 2, "expected # (shaded) or . in a hitori solution row, found 'x'"},
	})
}

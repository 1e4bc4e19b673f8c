package starbattle

import (
	"reflect"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

// bundledFiles returns the names and contents of the bundled instances.
func bundledFiles(t testing.TB) map[string][]byte { return kindtest.BundledFiles(t, Bundled) }

// stripped drops what a round trip does not keep: the name and line
// numbers, and the spelling when a name is longer than one character (then
// Format always separates the names).
func stripped(p *Puzzle) Puzzle {
	q := *p
	q.Name, q.starsLine, q.rowLines, q.knownLines = "", 0, nil, nil
	for _, name := range p.Names {
		if len([]rune(name)) != 1 {
			q.Spaced = true
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
		{"starbattle-regions-count.txt", 7, "the grid has 5 regions, expected 4 (one per row: every row and every region holds 1 stars)"},
		{"starbattle-too-many-stars.txt", 2, "3 stars cannot stand in a line of 4 cells without touching (at most 2)"},
		{"starbattle-no-stars-line.txt", 2, "expected a line 'stars k' (stars per row, column and region) before the grid, found 'AB'"},
		{"starbattle-short-grid.txt", 6, "expected 4 rows of region names (the first row has 4 cells), found 3"},
		{"starbattle-small-region.txt", 13, "region 'D' has 1 cells, too few for 2 stars"},
	})
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "", Parse, []kindtest.NamedError{
		{"wrong kind", "hitori\n1\n", 1, "expected kind line 'starbattle', found 'hitori'"},
		{"option", "starbattle x\nstars 1\nA\n", 1, "unknown option 'x' for starbattle"},
		{"empty", "starbattle\n", 2, "expected a line 'stars k' (stars per row, column and region) after the kind line"},
		{"stars word", "starbattle\nstars two\nA\n", 2, "expected 'stars k' with k a positive number, found 'stars two'"},
		{"stars extra", "starbattle\nstars 1 2\nA\n", 2, "expected 'stars k' with k a positive number, found 'stars 1 2'"},
		{"zero stars", "starbattle\nstars 0\nA\n", 2, "expected at least 1 star per row, column and region, found 0"},
		{"no grid", "starbattle\nstars 1\n", 3, "expected the star battle grid's rows of region names after the 'stars' line"},
		{"long grid", "starbattle\nstars 1\nAB\nBA\nAB\n", 5, "expected 2 rows of region names (the first row has 2 cells); this is row 3"},
		{"ragged", "starbattle\nstars 1\nABCD\nABCD\nABC\nABCD\n", 5, "expected a row of 4 region names, found 3"},
		{"comment", "starbattle\nstars 1\n# x\nA\n", 3, "comments ('#' lines) are allowed only before the kind line"},
		{"hash name", "starbattle\nstars 1\nA #\n# A\n", 4, "comments ('#' lines) are allowed only before the kind line"},
		{"too wide", "starbattle\nstars 1\n" + strings.Repeat("A ", 41) + "\n", 3, "expected a row of at most 40 region names, found 41"},
		{"empty solution", "starbattle\nstars 1\nA\nsolution\n", 5, "expected the star battle solution block after 'solution'"},
		{"solution cell", "starbattle\nstars 1\nA\nsolution\n#\n", 5, "comments ('#' lines) are allowed only before the kind line"},
		{"solution char", "starbattle\nstars 1\nA\nsolution\no\n", 5, "expected * (star) or . in a star battle solution row, found 'o'"},
		{"solution rows", "starbattle\nstars 1\nA\nsolution\n*\n.\n", 6, "expected 1 rows of 1 cells (* or .); this is row 2"},
	})
}

func TestParseSpelling(t *testing.T) {
	p, err := Parse("f", []byte("starbattle\nstars 1\nr1 r1 r2 r2\nr3 r1 r2 r4\nr3 r3 r4 r4\nr3 r3 r4 r4\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !p.Spaced || p.N != 4 || len(p.Names) != 4 || p.Region[1][3] != 3 {
		t.Fatalf("got %+v", p)
	}
	if got := Format(p); got != "starbattle\nstars 1\nr1 r1 r2 r2\nr3 r1 r2 r4\nr3 r3 r4 r4\nr3 r3 r4 r4\n" {
		t.Errorf("Format:\n%s", got)
	}
	cells := p.Cells()
	if len(cells) != 4 || !reflect.DeepEqual(cells[0], [][2]int{{0, 0}, {0, 1}, {1, 1}}) {
		t.Errorf("Cells: %v", cells)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte("starbattle\nstars 1\nABCD\nABCD\nABCD\nABCD\n"))
	if err != nil {
		t.Fatal(err)
	}
	solutions.CheckBlock(t, p, ".*..\n...*\n*...\n..*.\n", nil, []kindtest.ErrorCase{
		{"hitori\nsolution\n.*..\n", 1, "the solution is for a hitori puzzle, expected starbattle"},
		{".*..\n", 2, "expected 4 rows of 4 cells (* or .), found 1"},
		{".*..\n...*\n*...\n..#.\n", 4, "expected * (star) or . in a star battle solution row, found '#'"},
	})
}

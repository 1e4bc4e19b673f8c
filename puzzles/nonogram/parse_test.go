package nonogram

import (
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

// bundledFiles returns the names and contents of the bundled instances.
func bundledFiles(t testing.TB) map[string][]byte { return kindtest.BundledFiles(t, Bundled) }

// stripped drops what a round trip does not keep: the name and line numbers.
func stripped(p *Puzzle) Puzzle {
	q := *p
	q.Name, q.rowsLine, q.colsLine, q.rowLines, q.colLines, q.knownLines = "", 0, 0, nil, nil, nil
	return q
}

// solutions runs the solution-format table (kindtest.Solutions.CheckBlock).
var solutions = kindtest.Solutions[Puzzle, Solution]{Parse: ParseSolution, Verify: Verify, Format: FormatSolution}

func TestBundled(t *testing.T) {
	kindtest.Library[Puzzle, Solution]{
		Files: bundledCount, Known: 1,
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
		{"nonogram-clue-too-long.txt", 5, "row 2: clue 3 2 needs at least 6 cells (runs and a blank between each two), the row has 5"},
		{"nonogram-zero-run.txt", 3, "row 1: a run is at least 1 cell long (0 stands alone, for an empty line)"},
		{"nonogram-sums-differ.txt", 6, "the row clues fill 4 cells and the column clues 5"},
		{"nonogram-no-columns.txt", 5, "expected a line 'columns' followed by the column clues, after the 2 row clues"},
		{"nonogram-solution-bad-cell.txt", 10, "expected # (filled) or . in a nonogram solution row, found 'X'"},
	})
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "", Parse, []kindtest.NamedError{
		{"wrong kind", "hitori\n12\n21\n", 1, "expected kind line 'nonogram', found 'hitori'"},
		{"option", "nonogram big\nrows\n1\ncolumns\n1\n", 1, "unknown option 'big' for nonogram"},
		{"clue before rows", "nonogram\n1\nrows\n1\ncolumns\n1\n", 2, "expected a line 'rows' (then one clue line per row), found '1'"},
		{"columns first", "nonogram\ncolumns\n1\nrows\n1\n", 2, "expected the 'rows' section before the 'columns' section"},
		{"rows twice", "nonogram\nrows\n1\nrows\n1\ncolumns\n1\n", 4, "second 'rows' line (first on line 2)"},
		{"columns twice", "nonogram\nrows\n1\ncolumns\n1\ncols\n", 6, "second 'columns' line (first on line 4)"},
		{"rows after columns", "nonogram\nrows\n1\ncolumns\n1\nrows\n", 6, "second 'rows' line (first on line 2)"},
		{"columns then rows", "nonogram\ncols\n1\n", 2, "expected the 'rows' section before the 'columns' section"},
		{"no rows", "nonogram\n", 2, "expected a line 'rows' followed by the row clues"},
		{"empty rows", "nonogram\nrows\ncolumns\n1\n", 2, "expected at least one row clue after 'rows'"},
		{"empty columns", "nonogram\nrows\n1\ncolumns\n", 4, "expected at least one column clue after 'columns'"},
		{"letter", "nonogram\nrows\n1 a\ncolumns\n1\n", 3, "row 1: expected a clue line of run lengths"},
		{"huge run", "nonogram\nrows\n12345\ncolumns\n1\n", 3, "run length 12345 is longer than any line"},
		{"run longer than line", "nonogram\nrows\n3\ncolumns\n1\n1\n", 3, "row 1: clue 3 needs at least 3 cells, the row has 2"},
		{"column too long", "nonogram\nrows\n1\ncolumns\n2\n", 5, "column 1: clue 2 needs at least 2 cells, the column has 1"},
		{"comment in body", "nonogram\nrows\n# no\n1\ncolumns\n1\n", 3, "comments ('#' lines) are allowed only before the kind line"},
		{"empty solution", "nonogram\nrows\n1\ncolumns\n1\nsolution\n", 7, "expected the nonogram solution block after 'solution'"},
		{"short solution", "nonogram\nrows\n1\n0\ncolumns\n1\nsolution\n#\n", 9, "expected 2 rows of 1 cells (# or .), found 1"},
		{"long solution", "nonogram\nrows\n1\ncolumns\n1\nsolution\n#\n.\n", 8, "expected 1 rows of 1 cells (# or .); this is row 2"},
		{"ragged solution", "nonogram\nrows\n1\ncolumns\n1\nsolution\n#.\n", 7, "expected a row of 1 cells (# or .), found 2"},
	})
}

func TestParseCommasAndEmpty(t *testing.T) {
	p, err := Parse("f", []byte("nonogram\nrows\n1,1\n0\ncolumns\n1\n0\n1\nsolution\n#.#\n...\n"))
	if err != nil {
		t.Fatal(err)
	}
	if p.Rows != 2 || p.Cols != 3 || !reflect.DeepEqual(p.RowClues, [][]int{{1, 1}, {}}) {
		t.Fatalf("got %dx%d %v", p.Rows, p.Cols, p.RowClues)
	}
	if got := Format(p); got != "nonogram\nrows\n1 1\n0\ncolumns\n1\n0\n1\nsolution\n#.#\n...\n" {
		t.Errorf("Format:\n%s", got)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte("nonogram\nrows\n2\n1\ncolumns\n2\n1\n"))
	if err != nil {
		t.Fatal(err)
	}
	solutions.CheckBlock(t, p, "##\n#.\n", nil, []kindtest.ErrorCase{
		{"hitori\nsolution\n##\n#.\n", 1, "the solution is for a hitori puzzle, expected nonogram"},
		{"##\n", 2, "expected 2 rows of 2 cells (# or .), found 1"},
		{"##\n#o\n", 2, "expected # (filled) or . in a nonogram solution row, found 'o'"},
	})
}

func TestRuns(t *testing.T) {
	for _, tt := range []struct {
		line string
		want []int
	}{
		{"", nil}, {".....", nil}, {"#", []int{1}}, {"##.#", []int{2, 1}}, {".#..###.", []int{1, 3}},
	} {
		line := make([]bool, len(tt.line))
		for i, ch := range tt.line {
			line[i] = ch == '#'
		}
		if got := Runs(line); !slices.Equal(got, tt.want) {
			t.Errorf("Runs(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
}

// TestFits compares Fits with a brute force over every completion of short
// partly known lines.
func TestFits(t *testing.T) {
	for n := 0; n <= 6; n++ {
		// Every line of n cells in {Unknown, Blank, Filled}, every clue it
		// could be checked against (the runs of some full line, once each).
		var clues [][]int
		seen := map[string]bool{}
		for m := 0; m < 1<<n; m++ {
			c := Runs(bitsLine(m, n))
			if key := FormatClue(c); !seen[key] {
				seen[key] = true
				clues = append(clues, c)
			}
		}
		total := 1
		for range n {
			total *= 3
		}
		for code := range total {
			line := make([]int8, n)
			x := code
			for i := range line {
				line[i] = int8(x%3) - 1
				x /= 3
			}
			for _, clue := range clues {
				want := false
				for m := 0; m < 1<<n && !want; m++ {
					full := bitsLine(m, n)
					match := slices.Equal(Runs(full), clue)
					for i, v := range line {
						match = match && (v == Unknown || (v == Filled) == full[i])
					}
					want = match
				}
				if got := Fits(clue, line); got != want {
					t.Fatalf("Fits(%v, %v) = %v, want %v", clue, line, got, want)
				}
			}
		}
	}
}

func bitsLine(m, n int) []bool {
	out := make([]bool, n)
	for i := range out {
		out[i] = m>>i&1 == 1
	}
	return out
}

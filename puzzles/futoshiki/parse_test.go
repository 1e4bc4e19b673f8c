package futoshiki

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
	q.Name, q.rowLines, q.relLines, q.knownLines = "", nil, nil, nil
	return q
}

// checkErr checks a parse or validation error's file, line and words.
var checkErr = kindtest.CheckError

// solutions runs the solution-format table (kindtest.Solutions.CheckBlock).
var solutions = kindtest.Solutions[Puzzle, Solution]{Parse: ParseSolution, Verify: Verify, Format: FormatSolution}

// mini is the 4×4 of docs/FORMATS.md: one solution, 1432 2341 3214 4123.
const mini = "futoshiki\n. . . .\n^ - - -\n. 3 . .\n. . . .\n- - ^ v\n. . .<.\n"

func TestBundled(t *testing.T) {
	kindtest.Library[Puzzle, Solution]{
		Files: 7, Known: 4,
		Parse: Parse, Format: Format, ParseSolution: ParseSolution, Verify: Verify,
		Name:     func(p *Puzzle) string { return p.Name },
		KnownOf:  func(p *Puzzle) *Solution { return p.Known },
		Stripped: func(p *Puzzle) any { return stripped(p) },
		Each: func(t *testing.T, name string, data []byte, p *Puzzle) {
			if p.N != 9 {
				t.Errorf("%s: side %d", name, p.N)
			}
			if !strings.HasPrefix(string(data), "# source: ") {
				t.Errorf("%s: no source line", name)
			}
			if got := Format(p); !strings.HasSuffix(string(data), got) {
				t.Errorf("%s: the file is not in Format's spelling:\n%s", name, got)
			}
		},
	}.Check(t, bundledFiles(t))
}

func TestBad(t *testing.T) {
	kindtest.CheckBadFiles(t, Parse, []kindtest.BadFile{
		{"futoshiki-sign-row-length.txt", 3, "expected a row of signs, one per column: '^' (the upper cell is smaller), 'v' (the upper cell is larger) or '-' (none), 4 of them, found 3"},
		{"futoshiki-given-too-large.txt", 3, "row 2, column 2 gives 5, expected 1..4"},
		{"futoshiki-sign-at-end.txt", 3, "4 cells: a sign '<' after the last cell"},
		{"futoshiki-too-many-rows.txt", 6, "expected 4 rows of cells (the first row has 4 cells), this is row 5"},
		{"futoshiki-two-sign-rows.txt", 4, "second row of signs between cell rows 1 and 2 (first on line 3)"},
		{"futoshiki-sign-row-first.txt", 2, "a row of cells ('.' or a given digit) with '<' or '>' between neighbours that have a sign first, found a row of signs"},
	})
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "f.txt", Parse, []kindtest.NamedError{
		{"wrong kind", "kenken\nAB\nAB\nA 3+\nB 3+\n", 1, "expected kind line 'futoshiki'"},
		{"option", "futoshiki x\n.\n", 1, "unknown option 'x' for futoshiki"},
		{"no grid", "futoshiki\n", 2, "expected the futoshiki grid"},
		{"comment", "futoshiki\n..\n# x\n", 3, "comments ('#' lines) are allowed only before the kind line"},
		{"no cell", "futoshiki\n<<\n", 2, "found no cell"},
		{"too big", "futoshiki\n..........\n", 2, "at most 9 cells, found 10"},
		{"bad char", "futoshiki\n..\n.x\n", 3, "2 cells: found 'x'"},
		{"bad unicode", "futoshiki\n..\n.é\n", 3, "2 cells: found 'é'"},
		{"leading sign", "futoshiki\n..\n<..\n", 3, "a sign '<' with no cell before it"},
		{"two signs", "futoshiki\n...\n.<>..\n...\n", 3, "a sign '>' with no cell before it"},
		{"short row", "futoshiki\n...\n..\n...\n", 3, "3 cells: found 2"},
		{"long row", "futoshiki\n..\n...\n", 3, "2 cells: found more"},
		{"ends with sign", "futoshiki\n..\n.<\n", 3, "the row ends with a sign"},
		{"sign row last", "futoshiki\n..\n..\n^-\n", 4, "a row of signs must come between two rows of cells"},
		{"few rows", "futoshiki\n...\n...\n", 4, "expected 3 rows of cells (the first row has 3 cells), found 2"},
		{"few rows before solution", "futoshiki\n..\nsolution\n12\n21\n", 3, "expected 2 rows of cells (the first row has 2 cells), found 1"},
		{"bad solution", mini + "solution\n1432\n2341\n3214\n4125\n", 12, "expected a cell value 1..4, found '5'"},
		{"short solution", mini + "solution\n1432\n", 10, "expected 4 rows of 4 values, found 1"},
		{"long solution", mini + "solution\n1432\n2341\n3214\n4123\n1234\n", 13, "this is row 5"},
		{"empty solution", mini + "solution\n", 9, "expected the futoshiki solution block"},
	})
}

// TestSpellings: spaces are free, 0 is an empty cell, sign rows are
// optional.
func TestSpellings(t *testing.T) {
	p, err := Parse("a", []byte(mini))
	if err != nil {
		t.Fatal(err)
	}
	if got := Format(p); got != "futoshiki\n. . . .\n^ - - -\n. 3 . .\n- - - -\n. . . .\n- - ^ v\n. . .<.\n" {
		t.Errorf("Format:\n%s", got)
	}
	q, err := Parse("b", []byte("futoshiki\n0000\n^---\n0300\n0000\n--^v\n00 0 < 0\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(stripped(p), stripped(q)) {
		t.Errorf("spellings differ:\n%s\n%s", Format(p), Format(q))
	}
	var signs []string
	for _, in := range p.Inequalities() {
		signs = append(signs, in.String())
	}
	if got, want := strings.Join(signs, ", "), "r1c1 < r2c1, r3c3 < r4c3, r4c4 < r3c4, r4c3 < r4c4"; got != want {
		t.Errorf("inequalities %q, want %q", got, want)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte(mini))
	if err != nil {
		t.Fatal(err)
	}
	block := "1432\n2341\n3214\n4123\n"
	solutions.CheckBlock(t, p, block, []string{"# h\nfutoshiki\n" + block, "1 4 3 2\n2 3 4 1\n3 2 1 4\n4 1 2 3\n", Format(p) + "solution\n" + block}, []kindtest.ErrorCase{
		{"", 1, "expected a futoshiki solution block, found nothing"},
		{"kenken\n1234\n", 1, "the solution is for a kenken puzzle"},
		{"1432\n2341\n", 3, "expected 4 rows of 4 values, found 2"},
		{"1432\n234\n3214\n4123\n", 2, "expected a row of 4 values, found 3"},
		{"1432\n2341\n3214\n4 1 2 35\n", 4, "expected a cell value 1..4, found '35'"},
		{"# h\nfutoshiki\n# c\n1234\n", 3, "comments"},
	})
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		p, err := Parse("p", []byte(mini))
		if err != nil {
			t.Fatal(err)
		}
		p.rowLines, p.relLines = nil, nil
		return p
	}
	kindtest.CheckInvalid(t, good, (*Puzzle).Validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"side", func(p *Puzzle) { p.N = 10 }, "futoshiki side 10 is not supported"},
		{"grids", func(p *Puzzle) { p.Below = p.Below[:1] }, "the grids have 4, 4 and 1 rows, expected 4, 4 and 3"},
		{"row", func(p *Puzzle) { p.Givens[1] = p.Givens[1][:3] }, "row 2 has 3 cells and 3 signs, expected 4 and 3"},
		{"given", func(p *Puzzle) { p.Givens[1][1] = -1 }, "row 2, column 2 gives -1, expected 1..4"},
		{"right", func(p *Puzzle) { p.Right[0][0] = 7 }, "row 1: unknown sign 7 between columns 1 and 2"},
		{"below row", func(p *Puzzle) { p.Below[2] = p.Below[2][:2] }, "the signs below row 3 are 2, expected 4"},
		{"below", func(p *Puzzle) { p.Below[2][0] = -1 }, "column 1: unknown sign -1 between rows 3 and 4"},
		{"known rows", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{1, 2, 3, 4}}} }, "solution has 1 rows, expected 4"},
		{"known row", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{1, 2, 3, 4}, {1, 2}, {1, 2, 3, 4}, {1, 2, 3, 4}}} }, "solution row 2 has 2 values"},
		{"known value", func(p *Puzzle) {
			p.Known = &Solution{Grid: [][]int{{1, 2, 3, 4}, {1, 2, 0, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}}}
		}, "holds 0, expected 1..4"},
	})
	if err := good().Validate(); err != nil {
		t.Errorf("the good puzzle: %v", err)
	}
}

package kenken

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
	q.Name, q.rowLines, q.clueLines, q.knownLines = "", nil, nil, nil
	return q
}

// checkErr checks a parse or validation error's file, line and words.
var checkErr = kindtest.CheckError

// solutions runs the solution-format table (kindtest.Solutions.CheckBlock).
var solutions = kindtest.Solutions[Puzzle, Solution]{Parse: ParseSolution, Verify: Verify, Format: FormatSolution}

func TestBundled(t *testing.T) {
	kindtest.Library[Puzzle, Solution]{
		Files: 27, Known: 5,
		Parse: Parse, Format: Format, ParseSolution: ParseSolution, Verify: Verify,
		Name:     func(p *Puzzle) string { return p.Name },
		KnownOf:  func(p *Puzzle) *Solution { return p.Known },
		Stripped: func(p *Puzzle) any { return stripped(p) },
		Validate: (*Puzzle).Validate,
		Each: func(t *testing.T, name string, _ []byte, p *Puzzle) {
		},
	}.Check(t, bundledFiles(t))
}

func TestBad(t *testing.T) {
	kindtest.CheckBadFiles(t, Parse, []kindtest.BadFile{
		{"kenken-6x6-seed-verbatim.txt", 21, "one-cell cage 'K' gives 30, expected 1..6"},
		{"kenken-cage-without-clue.txt", 4, "cage 'E' (first at row 3, column 3) has no clue; expected a line 'E TARGETop' after the grid"},
		{"kenken-clue-for-unknown-cage.txt", 10, "clue for cage 'F', but no cell of the grid is in a cage of that name"},
		{"kenken-minus-three-cells.txt", 5, "cage 'A': a - cage has two cells, this one has 3"},
	})
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "f.txt", Parse, []kindtest.NamedError{
		{"wrong kind", "sudoku\n1234\n", 1, "expected kind line 'kenken'"},
		{"no grid", "kenken\n", 2, "expected the kenken cage rows"},
		{"comment", "kenken\nAB\n# x\n", 3, "comments ('#' lines) are allowed only before the kind line"},
		{"too big", "kenken\n" + strings.Repeat("A", 26) + "\n", 2, "at most 25 cage names, found 26"},
		{"short grid", "kenken\nABC\nA 1\n", 4, "expected 3 rows of cage names (the first row has 3 cells), found 2 lines"},
		{"row length", "kenken\nABC\nAB\nABC\n", 3, "expected a row of 3 cage names, found 2"},
		{"clue as row", "kenken\nABC\nA 3+\nB 1\nC 1\n", 3, "expected a row of 3 cage names, found 2 (is a clue line missing its cage rows?)"},
		{"bad clue", "kenken\nAB\nAB\nA 3%\n", 4, "expected a clue line 'NAME TARGETop' or 'NAME:TARGETop'"},
		{"extra row", "kenken\nAB\nAB\nAB\nA 3+\nB 3+\n", 4, "the grid has 2 rows"},
		{"second clue", "kenken\nAB\nAB\nA 3+\nA 3+\n", 5, "second clue for cage 'A' (first on line 4)"},
		{"bare multi", "kenken\nAB\nAB\nA 3\nB 3+\n", 4, "cage 'A' has 2 cells, so its clue needs an operation (+ - * /), found a bare number"},
		{"zero", "kenken\nAB\nAB\nA 0+\nB 3+\n", 4, "cage 'A': expected a positive target, found 0"},
		{"huge", "kenken\nAB\nAB\nA 99999999999999+\nB 3+\n", 4, "target 99999999999999 is too large"},
		{"unreachable sum", "kenken\nAB\nAB\nA 5+\nB 3+\n", 4, "cage 'A': 2 cells of 1..2 cannot make 5+ (expected 2..4)"},
		{"unreachable product", "kenken\nAAA\nBBB\nCCC\nA 28*\nB 6*\nC 6*\n", 5, "cage 'A': 3 cells of 1..3 cannot make 28* (expected 1..27)"},
		{"difference", "kenken\nAB\nAB\nA 2-\nB 1-\n", 4, "cage 'A': 2 cells of 1..2 cannot make 2- (expected 1..1)"},
		{"quotient", "kenken\nAB\nAB\nA 1/\nB 2/\n", 4, "cage 'A': 2 cells of 1..2 cannot make 1/ (expected 2..2)"},
		{"disconnected", "kenken\nABA\nBBB\nCCC\nA 3+\nB 6*\nC 6*\n", 2, "cage 'A' is not connected: cell (row 1, column 3) is cut off from cell (row 1, column 1)"},
		{"bad solution value", "kenken\nAB\nAB\nA 1-\nB 1-\nsolution\n12\n13\n", 8, "expected a cell value 1..2, found 3"},
		{"bad solution token", "kenken\nAB\nAB\nA 1-\nB 1-\nsolution\n12\n1x\n", 8, "expected a cell value (a number 1..2), found 'x'"},
		{"short solution", "kenken\nAB\nAB\nA 1-\nB 1-\nsolution\n12\n", 8, "expected 2 rows of 2 values, found 1"},
		{"empty solution", "kenken\nAB\nAB\nA 1-\nB 1-\nsolution\n", 7, "expected the kenken solution block"},
		{"missing clue before solution", "kenken\nAB\nAB\nA 1-\nsolution\n12\n21\n", 2, "cage 'B' (first at row 1, column 2) has no clue"},
	})
}

func TestClueSpellings(t *testing.T) {
	want := []Cage{
		{Name: "A", Op: Mul, Target: 6, Cells: []Cell{{0, 0}, {0, 1}, {1, 0}}},
		{Name: "B", Op: Div, Target: 3, Cells: []Cell{{0, 2}, {1, 2}}},
		{Name: "C", Op: Given, Target: 3, Cells: []Cell{{1, 1}}},
		{Name: "D", Op: Sub, Target: 1, Cells: []Cell{{2, 0}, {2, 1}}},
		{Name: "E", Op: Given, Target: 1, Cells: []Cell{{2, 2}}},
	}
	grid := "AAB\nACB\nDDE\n"
	for _, clues := range []string{
		"A 6*\nB 3/\nC 3\nD 1-\nE 1\n",
		"A:6x\nB:3÷\nC:3+\nD:1−\nE 1*\n",
		"E: 1\nD : 1 -\nC 3 *\nB 3 /\nA 6×\n",
		"A 6X\nB 3/\nC 3\nD 1-\nE 1\n",
	} {
		p, err := Parse("c", []byte("kenken\n"+grid+clues))
		if err != nil {
			t.Errorf("%q: %v", clues, err)
			continue
		}
		if !reflect.DeepEqual(p.Cages, want) {
			t.Errorf("%q: cages %+v", clues, p.Cages)
		}
	}
	// The token spelling with long names.
	p, err := Parse("t", []byte("kenken\nAA AA B\nAA C  B\nD  D  E\nAA 6*\nB 3/\nC 3\nD 1-\nE 1\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !p.Spaced || p.Cages[0].Name != "AA" || len(p.Cages[0].Cells) != 3 {
		t.Fatalf("tokens: %+v", p)
	}
	if got, want := Format(p), "kenken\nAA AA B\nAA C  B\nD  D  E\nAA 6*\nB 3/\nC 3\nD 1-\nE 1\n"; got != want {
		t.Errorf("Format:\n%s\nwant:\n%s", got, want)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte("kenken\nAAB\nACB\nDDE\nA 18*\nB 2/\nC 1\nD 1-\nE 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	block := "231\n312\n123\n"
	solutions.CheckBlock(t, p, block, []string{"# h\n" + block, "# h\nkenken\n" + block, "2 3 1\n3 1 2\n1 2 3\n", Format(p) + "solution\n" + block}, []kindtest.ErrorCase{
		{"", 1, "expected a kenken solution block, found nothing"},
		{"takuzu\n213\n", 1, "the solution is for a takuzu puzzle"},
		{"231\n312\n", 3, "expected 3 rows of 3 values, found 2"},
		{"231\n312\n123\n123\n", 4, "this is row 4"},
		{"231\n14\n123\n", 2, "expected a row of 3 values, found 2"},
		{"# h\nkenken\n# c\n213\n", 3, "comments"},
	})
}

func TestFormatSolutionLarge(t *testing.T) {
	p := &Puzzle{N: 10}
	row := []int{10, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	if got := FormatSolution(p, &Solution{Grid: [][]int{row}}); got != "10  1  2  3  4  5  6  7  8  9\n" {
		t.Errorf("got %q", got)
	}
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		p, err := Parse("p", []byte("kenken\nAAB\nACB\nDDE\nA 18*\nB 2/\nC 1\nD 1-\nE 3\n"))
		if err != nil {
			t.Fatal(err)
		}
		p.rowLines, p.clueLines = nil, nil
		return p
	}
	kindtest.CheckInvalid(t, good, (*Puzzle).Validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"side", func(p *Puzzle) { p.N = 26 }, "kenken side 26 is not supported"},
		{"no cages", func(p *Puzzle) { p.Cages = nil }, "the puzzle has no cages"},
		{"name", func(p *Puzzle) { p.Cages[0].Name = "A B" }, "cage name 'A B' cannot be written"},
		{"same name", func(p *Puzzle) { p.Cages[1].Name = "A" }, "two cages are named 'A'"},
		{"outside", func(p *Puzzle) { p.Cages[2].Cells[0].Row = 3 }, "cage 'C': cell (row 4, column 2) is outside the 3x3 grid"},
		{"twice", func(p *Puzzle) { p.Cages[2].Cells[0] = Cell{0, 0} }, "cell (row 1, column 1) is in cages 'A' and 'C'"},
		{"uncovered", func(p *Puzzle) { p.Cages = p.Cages[:4] }, "cell (row 3, column 3) is in no cage"},
		{"op", func(p *Puzzle) { p.Cages[0].Op = 9 }, "unknown operation 9"},
		{"given op", func(p *Puzzle) { p.Cages[2].Op = Add }, "one-cell cage 'C' takes a bare number"},
		{"known", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{1, 2, 3}, {1, 2}, {1, 2, 3}}} }, "solution row 2 has 2 values"},
		{"known value", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{1, 2, 3}, {1, 2, 0}, {1, 2, 3}}} }, "holds 0, expected 1..3"},
	})
}

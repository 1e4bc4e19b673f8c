package kakuro

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

// solutions runs the solution-format table (kindtest.Solutions.CheckBlock).
var solutions = kindtest.Solutions[Puzzle, Solution]{Parse: ParseSolution, Verify: Verify, Format: FormatSolution}

// tiny is a 3×3 Kakuro with one solution: 1 2 / 3 1.
const tiny = "kakuro\n#  4\\ 3\\\n\\3 .  .\n\\4 .  .\n"

func TestBundled(t *testing.T) {
	kindtest.Library[Puzzle, Solution]{
		Files: 10, Known: 4,
		Parse: Parse, Format: Format, ParseSolution: ParseSolution, Verify: Verify,
		Name:     func(p *Puzzle) string { return p.Name },
		KnownOf:  func(p *Puzzle) *Solution { return p.Known },
		Stripped: func(p *Puzzle) any { return stripped(p) },
		Each: func(t *testing.T, name string, data []byte, p *Puzzle) {
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
		{"kakuro-clue-heads-nothing.txt", 2, "row 1, column 4: across clue 5 heads no white cell"},
		{"kakuro-run-without-clue.txt", 3, "the across run starting at row 2, column 2 has no clue"},
		{"kakuro-sum-unreachable.txt", 4, "row 2, column 1: 2 distinct digits cannot sum to 18 across (expected 3..17)"},
		{"kakuro-bad-token.txt", 4, `row 3, column 3: expected a cell: '.' (to fill), '#' (black) or a clue 'DOWN\ACROSS'`},
		{"kakuro-row-length.txt", 4, "expected a row of 3 cells (as the first row), found 2"},
		{"kakuro-solution-digit-on-black.txt", 8, "row 3, column 1 is a black cell of the puzzle: expected '#', found '3'"},
	})
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "f.txt", Parse, []kindtest.NamedError{
		{"wrong kind", "kenken\nAB\nAB\nA 3+\nB 3+\n", 1, "expected kind line 'kakuro'"},
		{"option", "kakuro x\n#\n", 1, "unknown option 'x' for kakuro"},
		{"no grid", "kakuro\n", 2, "expected the kakuro grid rows"},
		{"no white", "kakuro\n# #\n# #\n", 2, "the grid has no white cell to fill"},
		{"too wide", "kakuro\n" + strings.Repeat("# ", 101) + "\n", 2, "at most 100 cells, found 101"},
		{"too tall", "kakuro\n" + strings.Repeat("#\n", 101), 102, "expected at most 100 grid rows"},
		{"long sum", "kakuro\n#    4\\   3\\\n\\1234 . .\n", 3, "row 2, column 1: expected a cell"},
		{"clue on two sides", "kakuro\n#    4\\   3\\\n\\3   .    .\n\\4   .    .\n\\3   #    #\n", 5, "row 4, column 1: across clue 3 heads no white cell"},
		{"long run", "kakuro\n\\45 . . . . . . . . . .\n", 2, "the across run is 10 cells long, more than the 9 digits"},
		{"down run without clue", "kakuro\n# # #\n\\3 . .\n# . #\n", 3, "the down run starting at row 2, column 2 has no clue"},
		{"bad solution digit", tiny + "solution\n###\n#12\n#3x\n", 8, "row 3, column 3: expected a digit 1..9, found 'x'"},
		{"zero", tiny + "solution\n###\n#12\n#30\n", 8, "row 3, column 3: expected a digit 1..9, found '0'"},
		{"short solution", tiny + "solution\n###\n", 7, "expected 3 rows of 3 cells, found 1"},
		{"long solution", tiny + "solution\n###\n#12\n#31\n###\n", 9, "this is row 4"},
		{"solution row", tiny + "solution\n###\n#12\n#3\n", 8, "expected a row of 3 cells, found 2"},
		{"empty solution", tiny + "solution\n", 6, "expected the kakuro solution block"},
	})
}

func TestTiny(t *testing.T) {
	p, err := Parse("t", []byte(tiny))
	if err != nil {
		t.Fatal(err)
	}
	var runs []string
	for _, r := range p.Runs() {
		runs = append(runs, r.String())
	}
	if got, want := strings.Join(runs, "; "), "down 4 at r1c2; down 3 at r1c3; across 3 at r2c1; across 4 at r3c1"; got != want {
		t.Errorf("runs %q, want %q", got, want)
	}
	if got := Format(p); got != tiny {
		t.Errorf("Format:\n%s\nwant:\n%s", got, tiny)
	}
	// Any spacing: the tokens are what counts.
	q, err := Parse("c", []byte("kakuro\n# 4\\    3\\\n\\3 . .\n  \\4\t.\t.  \n"))
	if err != nil || !reflect.DeepEqual(stripped(p), stripped(q)) {
		t.Errorf("spacing: %v %+v", err, q)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte(tiny))
	if err != nil {
		t.Fatal(err)
	}
	block := "###\n#12\n#31\n"
	solutions.CheckBlock(t, p, block, []string{"# h\nkakuro\n" + block, "# # #\n# 1 2\n# 3 1\n", Format(p) + "solution\n" + block}, []kindtest.ErrorCase{
		{"", 1, "expected a kakuro solution block, found nothing"},
		{"kenken\n123\n", 1, "the solution is for a kenken puzzle"},
		{"###\n#12\n", 3, "expected 3 rows of 3 cells, found 2"},
		{"###\n#12\n#31\n###\n", 4, "this is row 4"},
		{"###\n#1.\n#31\n", 2, "row 2, column 3: expected a digit 1..9, found '.'"},
	})
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		p, err := Parse("p", []byte(tiny))
		if err != nil {
			t.Fatal(err)
		}
		p.rowLines = nil
		return p
	}
	kindtest.CheckInvalid(t, good, (*Puzzle).Validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"size", func(p *Puzzle) { p.Rows = 0 }, "kakuro size 0x3 is not supported"},
		{"grids", func(p *Puzzle) { p.Down = p.Down[:2] }, "the grids have 2 rows, expected 3"},
		{"row", func(p *Puzzle) { p.White[1] = p.White[1][:2] }, "row 2 does not have 3 cells"},
		{"white clue", func(p *Puzzle) { p.Down[1][1] = 3 }, "row 2, column 2 is a white cell with a clue"},
		{"negative", func(p *Puzzle) { p.Across[1][0] = -3 }, "across sum -3 is negative"},
		{"known rows", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{0, 0, 0}}} }, "solution has 1 rows, expected 3"},
		{"known row", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{0, 0, 0}, {0, 1}, {0, 3, 1}}} }, "solution row 2 has 2 cells"},
		{"known white", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{0, 0, 0}, {0, 1, 10}, {0, 3, 1}}} }, "holds 10, expected a digit 1..9"},
		{"known black", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{0, 0, 1}, {0, 1, 2}, {0, 3, 1}}} }, "solution cell (row 1, column 3) is black, but holds 1"},
	})
	if err := good().Validate(); err != nil {
		t.Errorf("the good puzzle: %v", err)
	}
}

func TestSums(t *testing.T) {
	for _, tt := range []struct{ k, lo, hi int }{{1, 1, 9}, {2, 3, 17}, {3, 6, 24}, {8, 36, 44}, {9, 45, 45}} {
		if MinSum(tt.k) != tt.lo || MaxSum(tt.k) != tt.hi {
			t.Errorf("k=%d: %d..%d, want %d..%d", tt.k, MinSum(tt.k), MaxSum(tt.k), tt.lo, tt.hi)
		}
	}
}

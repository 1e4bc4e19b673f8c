package killer

import (
	"io/fs"
	"reflect"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

// bundledFiles returns the names and contents of the bundled instances.
func bundledFiles(t testing.TB) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	names, err := fs.Glob(Bundled, "testdata/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	stretch, err := fs.Glob(Bundled, "testdata/stretch/*.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range append(names, stretch...) {
		data, err := fs.ReadFile(Bundled, name)
		if err != nil {
			t.Fatal(err)
		}
		out[name] = data
	}
	return out
}

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

const mini = "killer\nAABC\nDBBC\nDEEC\nDFFF\nA 3\nB 8\nC 9\nD 9\nE 5\nF 6\n"

func TestBundled(t *testing.T) {
	kindtest.Library[Puzzle, Solution]{
		Files: 10, Known: 7,
		Parse: Parse, Format: Format, ParseSolution: ParseSolution, Verify: Verify,
		Name:     func(p *Puzzle) string { return p.Name },
		KnownOf:  func(p *Puzzle) *Solution { return p.Known },
		Stripped: func(p *Puzzle) any { return stripped(p) },
		Globs:    []string{"testdata/*.txt", "testdata/stretch/*.txt"},
		Each: func(t *testing.T, name string, data []byte, p *Puzzle) {
			if p.N != 9 {
				t.Errorf("%s: side %d", name, p.N)
			}
			if !strings.Contains(string(data), "\n# source: ") && !strings.HasPrefix(string(data), "# source: ") {
				t.Errorf("%s: no source line", name)
			}
		},
	}.Check(t, bundledFiles(t))
}

func TestBad(t *testing.T) {
	kindtest.CheckBadFiles(t, Parse, []kindtest.BadFile{
		{"killer-sum-unreachable.txt", 7, "cage 'A': 2 distinct values of 1..4 cannot sum to 8 (expected 3..7)"},
		{"killer-cage-without-sum.txt", 4, "cage 'E' (first at row 3, column 2) has no sum; expected a line 'E SUM' after the grid"},
		{"killer-side-not-square.txt", 2, "expected a row of 4, 9, 16 or 25 cells (the grid is n×n with √n×√n boxes), found 5"},
		{"killer-sum-for-unknown-cage.txt", 12, "sum for cage 'G', but no cell of the grid is in a cage of that name"},
		{"killer-cage-too-big.txt", 7, "cage 'B' has 5 cells, more than the 4 values 1..4 it must hold once each"},
		{"killer-solution-value.txt", 15, "expected a cell value 1..4, found 5"},
	})
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "f.txt", Parse, []kindtest.NamedError{
		{"wrong kind", "kenken\nAB\nAB\nA 3+\nB 3+\n", 1, "expected kind line 'killer'"},
		{"option", "killer x\nAB\n", 1, "unknown option 'x' for killer"},
		{"no grid", "killer\n", 2, "expected the killer cage rows"},
		{"no grid before solution", "killer\nsolution\n1\n", 2, "expected the killer cage rows"},
		{"comment", "killer\nAABC\n# x\n", 3, "comments ('#' lines) are allowed only before the kind line"},
		{"too big", "killer\n" + strings.Repeat("A", 26) + "\n", 2, "at most 25 cells, found 26"},
		{"short grid", "killer\nAABB\nAABB\nA 10\n", 5, "expected 4 rows of cage names (the first row has 4 cells), found 3 lines"},
		{"row length", "killer\nAABB\nAAB\nCCDD\nCCDD\n", 3, "expected a row of 4 cage names or '.', found 3"},
		{"sum as row", "killer\nAABB\nA 10\nB 10\nC 1\n", 3, "expected a row of 4 cage names or '.', found 2 (is a cage sum line missing its cage rows?)"},
		{"bad sum", "killer\nAABB\nAABB\nCCDD\nCCDD\nA 1x\n", 6, "expected a cage sum line 'NAME SUM' or 'NAME:SUM', found 'A 1x'"},
		{"extra row", "killer\nAABB\nAABB\nCCDD\nCCDD\nCCDD\n", 6, "the grid has 4 rows"},
		{"second sum", "killer\nAABB\nAABB\nCCDD\nCCDD\nA 10\nA 10\n", 7, "second sum for cage 'A' (first on line 6)"},
		{"huge", "killer\nAABB\nAABB\nCCDD\nCCDD\nA 99999\n", 6, "sum 99999 is too large"},
		{"disconnected", "killer\nABAB\nCCDD\nEEFF\nGGHH\nA 3\nB 3\nC 3\nD 7\nE 3\nF 7\nG 3\nH 7\n", 2, "cage 'A' is not connected: cell (row 1, column 3) is cut off from cell (row 1, column 1)"},
		{"repeated name tokens", "killer\nA A . .\n. . . .\n. . . .\n. . . .\nA:3\nA:3\n", 7, "second sum for cage 'A'"},
		{"bad solution token", mini + "solution\n1234\n3412\n21x3\n4321\n", 15, "expected a cell value (a number 1..4), found 'x'"},
		{"short solution", mini + "solution\n1234\n", 14, "expected 4 rows of 4 values, found 1"},
		{"long solution", mini + "solution\n1234\n3412\n2143\n4321\n1234\n", 17, "this is row 5"},
		{"empty solution", mini + "solution\n", 13, "expected the killer solution block"},
	})
}

// TestSpellings: the token spelling, ':' in sum lines, free cells.
func TestSpellings(t *testing.T) {
	a, err := Parse("a", []byte(mini))
	if err != nil {
		t.Fatal(err)
	}
	b, err := Parse("b", []byte("killer\nA A B C\nD B B C\nD E E C\nD F F F\nF:6\nE : 5\nD 9\nC 9\nB 8\nA 3\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !b.Spaced || !reflect.DeepEqual(a.Cages, b.Cages) {
		t.Errorf("token spelling: %+v", b.Cages)
	}
	p, err := Parse("t", []byte("killer\nAA AA .  .\nAA .  .  .\n.  .  .  .\n.  .  .  .\nAA 6\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Cages) != 1 || p.Cages[0].Name != "AA" || len(p.Cages[0].Cells) != 3 {
		t.Fatalf("long names and free cells: %+v", p.Cages)
	}
	if got, want := Format(p), "killer\nAA AA .  .\nAA .  .  .\n.  .  .  .\n.  .  .  .\nAA 6\n"; got != want {
		t.Errorf("Format:\n%s\nwant:\n%s", got, want)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte(mini))
	if err != nil {
		t.Fatal(err)
	}
	block := "1234\n3412\n2143\n4321\n"
	solutions.CheckBlock(t, p, block, []string{"# h\n" + block, "# h\nkiller\n" + block, "1 2 3 4\n3 4 1 2\n2 1 4 3\n4 3 2 1\n", Format(p) + "solution\n" + block}, []kindtest.ErrorCase{
		{"", 1, "expected a killer solution block, found nothing"},
		{"kenken\n1234\n", 1, "the solution is for a kenken puzzle"},
		{"1234\n3412\n", 3, "expected 4 rows of 4 values, found 2"},
		{"1234\n3412\n2143\n4321\n1234\n", 5, "this is row 5"},
		{"1234\n341\n2143\n4321\n", 2, "expected a row of 4 values, found 3"},
		{"# h\nkiller\n# c\n1234\n", 3, "comments"},
	})
}

func TestFormatSolutionLarge(t *testing.T) {
	p := &Puzzle{N: 16}
	row := []int{16, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15}
	if got := FormatSolution(p, &Solution{Grid: [][]int{row}}); got != "16  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15\n" {
		t.Errorf("got %q", got)
	}
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		p, err := Parse("p", []byte(mini))
		if err != nil {
			t.Fatal(err)
		}
		p.rowLines, p.clueLines = nil, nil
		return p
	}
	kindtest.CheckInvalid(t, good, (*Puzzle).Validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"side", func(p *Puzzle) { p.N = 5 }, "killer side 5 is not supported"},
		{"name", func(p *Puzzle) { p.Cages[0].Name = "A B" }, "cage name 'A B' cannot be written"},
		{"dot", func(p *Puzzle) { p.Cages[0].Name = "." }, "cage name '.' cannot be written"},
		{"same name", func(p *Puzzle) { p.Cages[1].Name = "A" }, "two cages are named 'A'"},
		{"empty", func(p *Puzzle) { p.Cages[1].Cells = nil }, "cage 'B' has no cells"},
		{"outside", func(p *Puzzle) { p.Cages[2].Cells[0].Row = 4 }, "cage 'C': cell (row 5, column 4) is outside the 4x4 grid"},
		{"twice", func(p *Puzzle) { p.Cages[2].Cells[0] = Cell{0, 0} }, "cell (row 1, column 1) is in cages 'A' and 'C'"},
		{"low sum", func(p *Puzzle) { p.Cages[0].Sum = 2 }, "cage 'A': 2 distinct values of 1..4 cannot sum to 2 (expected 3..7)"},
		{"known", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{1, 2, 3, 4}, {1, 2}, {1, 2, 3, 4}, {1, 2, 3, 4}}} }, "solution row 2 has 2 values"},
		{"known rows", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{1, 2, 3, 4}}} }, "solution has 1 rows, expected 4"},
		{"known value", func(p *Puzzle) {
			p.Known = &Solution{Grid: [][]int{{1, 2, 3, 4}, {1, 2, 0, 4}, {1, 2, 3, 4}, {1, 2, 3, 4}}}
		}, "holds 0, expected 1..4"},
	})
	if err := good().Validate(); err != nil {
		t.Errorf("the good puzzle: %v", err)
	}
}

func TestSums(t *testing.T) {
	for _, tt := range []struct{ k, n, lo, hi int }{{1, 9, 1, 9}, {2, 9, 3, 17}, {9, 9, 45, 45}, {3, 4, 6, 9}, {16, 16, 136, 136}} {
		if MinSum(tt.k) != tt.lo || MaxSum(tt.k, tt.n) != tt.hi {
			t.Errorf("k=%d n=%d: %d..%d, want %d..%d", tt.k, tt.n, MinSum(tt.k), MaxSum(tt.k, tt.n), tt.lo, tt.hi)
		}
	}
	for n, b := range map[int]int{1: 0, 4: 2, 6: 0, 9: 3, 16: 4, 25: 5, 36: 0} {
		if Box(n) != b {
			t.Errorf("Box(%d) = %d, want %d", n, Box(n), b)
		}
	}
}

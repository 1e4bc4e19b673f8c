package skyscrapers

import (
	"io/fs"
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
	q.Name, q.frameLines, q.knownLines = "", nil, nil
	return q
}

// checkErr checks a parse or validation error's file, line and words.
var checkErr = kindtest.CheckError

// solutions runs the solution-format table (kindtest.Solutions.CheckBlock).
var solutions = kindtest.Solutions[Puzzle, Solution]{Parse: ParseSolution, Verify: Verify, Format: FormatSolution}

// mini is hakank's 4x4 example, every clue given.
const mini = "skyscrapers\n.1223.\n1....4\n3....2\n2....2\n3....1\n.3221.\n"

func TestBundled(t *testing.T) {
	nine := 0
	kindtest.Library[Puzzle, Solution]{
		Files: 15, Known: 6,
		Parse: Parse, Format: Format, ParseSolution: ParseSolution, Verify: Verify,
		Name:     func(p *Puzzle) string { return p.Name },
		KnownOf:  func(p *Puzzle) *Solution { return p.Known },
		Stripped: func(p *Puzzle) any { return stripped(p) },
		Validate: (*Puzzle).Validate,
		Each: func(t *testing.T, name string, data []byte, p *Puzzle) {
			if p.N == 9 {
				nine++
			}
		},
	}.Check(t, bundledFiles(t))
	if nine != 1 {
		t.Errorf("%d puzzles of 9x9, want 1", nine)
	}
}

func TestBad(t *testing.T) {
	kindtest.CheckBadFiles(t, Parse, []kindtest.BadFile{
		{"skyscrapers-clue-too-large.txt", 6, "expected a clue: '.' or a number 1..4, found '5'"},
		{"skyscrapers-short-row.txt", 5, "expected a frame row of 6 squares, found 5"},
		{"skyscrapers-missing-bottom.txt", 8, "expected 6 rows (the 4x4 grid in its frame of clues), found 5"},
		{"skyscrapers-clue-in-corner.txt", 8, "expected '.' at a corner of the frame, found '3'"},
		{"skyscrapers-given-twice.txt", 5, "row 2 gives 3 twice (columns 1 and 4)"},
		{"skyscrapers-solution-height.txt", 13, "expected a height 1..4, found '5'"},
		{"skyscrapers-comment-after-kind-line.txt", 3, "comments ('#' lines) are allowed only before the kind line"},
	})
	if names, _ := fs.Glob(Bundled, "testdata/bad/*"); len(names) != 0 {
		t.Errorf("Bundled embeds testdata/bad")
	}
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "f.txt", Parse, []kindtest.NamedError{
		{"wrong kind", "sudoku\n1234\n", 1, "expected kind line 'skyscrapers'"},
		{"option", "skyscrapers sum\n...\n.1.\n...\n", 1, "this kind takes no options"},
		{"no grid", "skyscrapers\n", 2, "expected the skyscrapers grid in its frame of clues"},
		{"narrow", "skyscrapers\n..\n..\n", 2, "for a side N of 1..25 (a corner, N clues, a corner), found 2"},
		{"wide", "skyscrapers\n" + strings.Repeat(". ", 28) + "\n", 2, "found 28"},
		{"extra row", "skyscrapers\n...\n.1.\n...\n...\n", 5, "expected 3 rows (the 1x1 grid in its frame of clues); this is row 4"},
		{"letter", "skyscrapers\n...\n.x.\n...\n", 3, "expected a cell: '.' or a number 1..1, found 'x'"},
		{"zero", "skyscrapers\n.0.\n...\n...\n", 2, "expected a clue: '.' or a number 1..1, found '0'"},
		{"empty solution", mini + "solution\n", 9, "expected the skyscrapers solution block after 'solution'"},
		{"short solution", mini + "solution\n4321\n", 10, "expected 4 rows of 4 heights, found 1"},
		{"long solution", mini + "solution\n4321\n1243\n3412\n2134\n1234\n", 13, "this is row 5"},
		{"solution row", mini + "solution\n4321\n124\n3412\n2134\n", 10, "expected a row of 4 heights, found 3"},
		{"solution dot", mini + "solution\n4321\n12.3\n3412\n2134\n", 10, "expected a height 1..4, found '.'"},
	})
}

func TestParseSpellings(t *testing.T) {
	p, err := Parse("m", []byte(mini))
	if err != nil {
		t.Fatal(err)
	}
	want := &Puzzle{N: 4, Top: []int{1, 2, 2, 3}, Bottom: []int{3, 2, 2, 1}, Left: []int{1, 3, 2, 3}, Right: []int{4, 2, 2, 1},
		Givens: [][]int{{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}}
	if got := stripped(p); !reflect.DeepEqual(&got, want) {
		t.Fatalf("parsed %+v, want %+v", got, want)
	}
	// Tokens, and Format back to characters.
	q, err := Parse("t", []byte("skyscrapers\n. 1 2 2 3 .\n1 . . . . 4\n3 . . . . 2\n2 . . . . 2\n3 . . . . 1\n. 3 2 2 1 .\n"))
	if err != nil || Format(q) != mini {
		t.Errorf("tokens: %v\n%s", err, Format(q))
	}
	// A 10x10 frame is written in tokens.
	big := &Puzzle{N: 10, Top: make([]int, 10), Bottom: make([]int, 10), Left: make([]int, 10), Right: make([]int, 10)}
	big.Top[0], big.Right[9] = 10, 1
	for range 10 {
		big.Givens = append(big.Givens, make([]int, 10))
	}
	big.Givens[4][5] = 7
	out := Format(big)
	r, err := Parse("b", []byte(out))
	if err != nil || !reflect.DeepEqual(stripped(r), stripped(big)) || !strings.Contains(out, " . 10  .  .") {
		t.Errorf("10x10: %v\n%s", err, out)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte(mini))
	if err != nil {
		t.Fatal(err)
	}
	block := "4321\n1243\n3412\n2134\n"
	solutions.CheckBlock(t, p, block, []string{"# h\n" + block, "# h\nskyscrapers\n" + block, "4 3 2 1\n1 2 4 3\n3 4 1 2\n2 1 3 4\n", Format(p) + "solution\n" + block}, []kindtest.ErrorCase{
		{"", 1, "expected a skyscrapers solution block, found nothing"},
		{"kenken\n4321\n", 1, "the solution is for a kenken puzzle"},
		{"4321\n1243\n", 3, "expected 4 rows of 4 heights, found 2"},
		{"# h\nskyscrapers\n# c\n4321\n", 3, "comments"},
	})
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		p, err := Parse("p", []byte(mini+"solution\n4321\n1243\n3412\n2134\n"))
		if err != nil {
			t.Fatal(err)
		}
		p.frameLines, p.knownLines = nil, nil
		return p
	}
	kindtest.CheckInvalid(t, good, (*Puzzle).Validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"side", func(p *Puzzle) { p.N = 26 }, "skyscrapers side 26 is not supported"},
		{"clues", func(p *Puzzle) { p.Left = p.Left[:3] }, "3 left clues, expected 4"},
		{"clue", func(p *Puzzle) { p.Bottom[2] = 9 }, "the bottom clue of column 3 is 9, expected 1..4"},
		{"givens", func(p *Puzzle) { p.Givens = p.Givens[:3] }, "3 rows of givens, expected 4"},
		{"given row", func(p *Puzzle) { p.Givens[1] = p.Givens[1][:2] }, "row 2 has 2 givens, expected 4"},
		{"given", func(p *Puzzle) { p.Givens[1][1] = -1 }, "row 2, column 2 gives -1"},
		{"column twice", func(p *Puzzle) { p.Givens[0][2], p.Givens[3][2] = 4, 4 }, "column 3 gives 4 twice (rows 1 and 4)"},
		{"known rows", func(p *Puzzle) { p.Known.Grid = p.Known.Grid[:2] }, "the solution has 2 rows, expected 4"},
		{"known row", func(p *Puzzle) { p.Known.Grid[3] = p.Known.Grid[3][:2] }, "solution row 4 has 2 heights, expected 4"},
		{"known value", func(p *Puzzle) { p.Known.Grid[0][0] = 0 }, "solution row 1, column 1 holds 0, expected 1..4"},
	})
}

package sudoku

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// bundledFiles returns the names and contents of the bundled instances.
func bundledFiles(t testing.TB) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	for _, pat := range []string{"testdata/*.txt", "testdata/stretch/*.txt"} {
		names, err := fs.Glob(Bundled, pat)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range names {
			data, err := fs.ReadFile(Bundled, name)
			if err != nil {
				t.Fatal(err)
			}
			out[name] = data
		}
	}
	return out
}

// stripped drops what a round trip does not keep: the name and line numbers.
func stripped(p *Puzzle) Puzzle {
	q := *p
	q.Name, q.rowLines, q.knownLines = "", nil, nil
	return q
}

func TestBundledMatchesTestdata(t *testing.T) {
	files := bundledFiles(t)
	for _, pat := range []string{"testdata/*.txt", "testdata/stretch/*.txt"} {
		disk, _ := filepath.Glob(pat)
		for _, f := range disk {
			if _, ok := files[filepath.ToSlash(f)]; !ok {
				t.Errorf("%s is not in Bundled", f)
			}
		}
	}
	if len(files) != 65+18 {
		t.Errorf("Bundled holds %d files, expected 83", len(files))
	}
}

func TestBundled(t *testing.T) {
	kindtest.Library[Puzzle, Solution]{
		Files: 83, Known: 5,
		Parse: Parse, Format: Format, ParseSolution: ParseSolution, Verify: Verify,
		Name:     func(p *Puzzle) string { return p.Name },
		KnownOf:  func(p *Puzzle) *Solution { return p.Known },
		Stripped: func(p *Puzzle) any { return stripped(p) },
		Validate: (*Puzzle).Validate,
		Globs:    []string{"testdata/*.txt", "testdata/stretch/*.txt"},
		// 60 single-puzzle files, 18 stretch files and five collections.
		ParseAll: ParseAll, Puzzles: 60 + 18 + 18 + 50 + 200 + 95 + 11,
	}.Check(t, bundledFiles(t))
}

func TestBad(t *testing.T) {
	tests := []struct {
		file   string
		line   int
		phrase string
	}{
		{"sudoku-bad-char.txt", 10, "expected a sudoku cell (. or 0 for unknown, 1-9, A-P for 10-25), found 'x'"},
		{"sudoku-comment-after-kind-line.txt", 2, "comments ('#' lines) are allowed only before the kind line"},
		{"sudoku-short-row.txt", 10, "expected a row of 9 cells, found 8"},
	}
	for _, tt := range tests {
		data, err := os.ReadFile(filepath.Join("testdata", "bad", tt.file))
		if err != nil {
			t.Fatal(err)
		}
		for _, parse := range []func(string, []byte) error{
			func(f string, d []byte) error { _, err := Parse(f, d); return err },
			func(f string, d []byte) error { _, err := ParseAll(f, d); return err },
		} {
			err := parse(tt.file, data)
			checkErr(t, tt.file, err, tt.line, tt.phrase)
		}
	}
}

func checkErr(t *testing.T, file string, err error, line int, phrase string) {
	t.Helper()
	var te *text.Error
	if !errors.As(err, &te) {
		t.Errorf("%s: got %v, want a *text.Error", file, err)
		return
	}
	if te.Line != line || !strings.Contains(te.Msg, phrase) || te.File != file {
		t.Errorf("%s: got %q (line %d), want line %d and %q", file, err, te.Line, line, phrase)
	}
	if !errors.Is(err, text.ErrSyntax) {
		t.Errorf("%s: error does not wrap text.ErrSyntax", file)
	}
}

func TestParseErrors(t *testing.T) {
	grid9 := "53..7....\n6..195...\n.98....6.\n8...6...3\n4..8.3..1\n7...2...6\n.6....28.\n...419..5\n....8..79\n"
	tests := []struct {
		name, in string
		line     int
		phrase   string
	}{
		{"wrong kind", "takuzu\n1..0\n", 1, "expected kind line 'sudoku'"},
		{"option", "sudoku x\n" + grid9, 1, "unknown option 'x' for sudoku"},
		{"no grid", "sudoku\n", 2, "expected the sudoku grid"},
		{"short grid", "sudoku\n53..7....\n6..195...\n", 4, "expected 9 rows of 9 cells, found 2"},
		{"short grid before solution", "sudoku\n53..7....\n6..195...\nsolution\n1\n", 4, "expected 9 rows of 9 cells, found 2"},
		{"extra row", "sudoku\n" + grid9 + "123456789\n", 11, "this is row 10"},
		{"bad side", "sudoku\n12345\n12345\n", 2, "expected a sudoku row of 4, 9, 16 or 25 cells, found 5"},
		{"bad one-line", "sudoku\n" + strings.Repeat(".", 80) + "\n", 2, "expected a one-line sudoku of 81 characters"},
		{"out of range", "sudoku\n1234\n..A.\n....\n....\n", 3, "value 'A' is out of range for a 4x4 sudoku"},
		{"token out of range", "sudoku\n1 2 3 4\n. . 10 .\n. . . .\n. . . .\n", 3, "value '10' is out of range"},
		{"duplicate given", "sudoku\n1..1\n....\n....\n....\n", 2, "row 1 gives 1 twice"},
		{"duplicate in column", "sudoku\n1...\n....\n1...\n....\n", 4, "column 1 gives 1 twice"},
		{"duplicate in box", "sudoku\n1...\n.1..\n....\n....\n", 3, "box 1 (rows 1-2, columns 1-2) gives 1 twice"},
		{"empty solution", "sudoku\n1234\n....\n....\n....\nsolution\n", 7, "expected the sudoku solution block"},
		{"solution with hole", "sudoku\n1234\n....\n....\n....\nsolution\n1234\n3412\n2.43\n4321\n", 9, "solution cell (row 3, column 2) is empty"},
		{"solution wrong size", "sudoku\n1234\n....\n....\n....\nsolution\n123456789\n", 7, "expected a one-line grid of 16 characters or 4 rows, found 9"},
		{"comment in solution", "sudoku\n1234\n....\n....\n....\nsolution\n# no\n", 7, "comments ('#' lines)"},
		{"collection with solution", "sudoku\n" + strings.Repeat(".", 81) + "\n" + strings.Repeat(".", 81) + "\nsolution\n", 4, "carries no solution block"},
		{"collection bad line", "sudoku\n" + strings.Repeat(".", 81) + "\n" + strings.Repeat(".", 80) + "\n", 3, "expected a one-line sudoku of 81 characters"},
		{"collection spaced line", "sudoku\n" + strings.Repeat(".", 81) + "\n" + strings.Repeat(". ", 40) + "\n", 3, "found a line with spaces"},
		{"no kind", "# only\n", 2, "expected a kind line"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseAll("f.txt", []byte(tt.in))
			checkErr(t, "f.txt", err, tt.line, tt.phrase)
		})
	}
}

func TestParseCollection(t *testing.T) {
	in := "# header\nsudoku\n" + strings.Repeat(".", 81) + "\n" + "1" + strings.Repeat("0", 80) + "\n"
	_, err := Parse("c.txt", []byte(in))
	if !errors.Is(err, ErrCollection) {
		t.Fatalf("Parse: got %v, want ErrCollection", err)
	}
	checkErr(t, "c.txt", err, 4, "ParseAll")
	ps, err := ParseAll("c.txt", []byte(in))
	if err != nil {
		t.Fatal(err)
	}
	if len(ps) != 2 || ps[0].Name != "c.txt#1" || ps[1].Name != "c.txt#2" || ps[1].Grid[0][0] != 1 || ps[1].Spelling != OneLine {
		t.Fatalf("ParseAll: got %+v", ps)
	}
}

func TestCollectionShapes(t *testing.T) {
	// 81 one-line puzzles are a collection, not an 81-wide grid.
	ps, err := ParseAll("c81", []byte("sudoku\n"+strings.Repeat(strings.Repeat(".", 81)+"\n", 81)))
	if err != nil || len(ps) != 81 {
		t.Fatalf("81 puzzles: %d, %v", len(ps), err)
	}
	// Three one-line 4x4 puzzles.
	ps, err = ParseAll("c16", []byte("sudoku\n1...............\n.2..............\n..3.............\n"))
	if err != nil || len(ps) != 3 || ps[2].Grid[0][2] != 3 || ps[2].Name != "c16#3" {
		t.Fatalf("4x4 puzzles: %v, %v", ps, err)
	}
	// A 16x16 grid that lacks a row is a grid, not 15 4x4 puzzles.
	_, err = ParseAll("g16", []byte("sudoku\n"+strings.Repeat("...G............\n", 15)))
	checkErr(t, "g16", err, 17, "expected 16 rows of 16 cells, found 15")
}

func TestSpellings(t *testing.T) {
	chars := "sudoku\n1...\n..3.\n.4..\n...2\n"
	tokens := "sudoku\n1 0 . .\n. . 3 .\n0 4 . .\n. . . 2\n"
	oneLine := "sudoku\n1.....3..4.....2\n"
	var want [][]int
	for i, in := range []string{chars, tokens, oneLine} {
		p, err := Parse("s", []byte(in))
		if err != nil {
			t.Fatalf("%q: %v", in, err)
		}
		if want == nil {
			want = p.Grid
		} else if !reflect.DeepEqual(p.Grid, want) {
			t.Errorf("%q: grid %v, want %v", in, p.Grid, want)
		}
		if p.Spelling != Spelling(i) {
			t.Errorf("%q: spelling %v, want %v", in, p.Spelling, Spelling(i))
		}
		if got := Format(p); got != []string{chars, "sudoku\n1 . . .\n. . 3 .\n. 4 . .\n. . . 2\n", oneLine}[i] {
			t.Errorf("Format: got %q", got)
		}
	}
	// 16×16 with letters and tokens.
	var rows []string
	for r := range 16 {
		var t []string
		for c := range 16 {
			if r == c {
				t = append(t, strconv.Itoa(c+1))
			} else {
				t = append(t, ".")
			}
		}
		rows = append(rows, strings.Join(t, " "))
	}
	p, err := Parse("s16", []byte("sudoku\n"+strings.Join(rows, "\n")+"\n"))
	if err != nil {
		t.Fatal(err)
	}
	if p.N != 16 || p.Grid[15][15] != 16 || p.Spelling != Tokens {
		t.Fatalf("16x16 tokens: %+v", p)
	}
	p.Spelling = Chars
	if got := strings.Split(Format(p), "\n")[16]; got != "...............G" {
		t.Errorf("16x16 chars row 16: %q", got)
	}
}

func TestParseSolution(t *testing.T) {
	p, err := Parse("p", []byte("sudoku\n1...\n..3.\n.4..\n...2\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := [][]int{{1, 3, 2, 4}, {4, 2, 3, 1}, {2, 4, 1, 3}, {3, 1, 4, 2}}
	block := "1324\n4231\n2413\n3142\n"
	for _, in := range []string{
		block,
		"# a header\n\n" + block,
		"# a header\nsudoku\n" + block,
		"1 3 2 4\n4 2 3 1\n2 4 1 3\n3 1 4 2\n",
		"1324423124133142\n",
		"sudoku\n1...\n..3.\n.4..\n...2\nsolution\n" + block,
	} {
		s, err := ParseSolution(p, "s", []byte(in))
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if !reflect.DeepEqual(s.Grid, want) {
			t.Errorf("%q: got %v", in, s.Grid)
		}
		if err := Verify(p, s); err != nil {
			t.Errorf("%q: Verify: %v", in, err)
		}
	}
	for _, tt := range []struct {
		in     string
		line   int
		phrase string
	}{
		{"", 1, "expected a sudoku solution block, found nothing"},
		{"takuzu\n0101\n", 1, "the solution is for a takuzu puzzle"},
		{"sudoku\n# x\n" + block, 2, "comments"},
		{"1324\n4231\n2413\n", 4, "expected 4 rows of 4 cells, found 3"},
		{"1324\n4231\n2.13\n3142\n", 3, "solution cell (row 3, column 2) is empty"},
		{"132\n4231\n2413\n3142\n", 1, "expected a row of 4 cells, found 3"},
		{"132442312413314\n", 1, "expected a one-line grid of 16 characters or 4 rows, found 15"},
		{"sudoku\nsolution\n", 3, "expected the sudoku solution block after 'solution'"},
	} {
		_, err := ParseSolution(p, "s", []byte(tt.in))
		checkErr(t, "s", err, tt.line, tt.phrase)
	}
}

func TestFormatSolution(t *testing.T) {
	s := &Solution{Grid: [][]int{{1, 3, 2, 4}, {4, 2, 3, 1}, {2, 4, 1, 3}, {3, 1, 4, 2}}}
	for sp, want := range map[Spelling]string{
		Chars:   "1324\n4231\n2413\n3142\n",
		Tokens:  "1 3 2 4\n4 2 3 1\n2 4 1 3\n3 1 4 2\n",
		OneLine: "1324423124133142\n",
	} {
		p := &Puzzle{N: 4, Spelling: sp}
		if got := FormatSolution(p, s); got != want {
			t.Errorf("%v: got %q, want %q", sp, got, want)
		}
	}
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		return &Puzzle{N: 4, Grid: [][]int{{1, 0, 0, 0}, {0, 0, 3, 0}, {0, 4, 0, 0}, {0, 0, 0, 2}}}
	}
	if err := good().Validate(); err != nil {
		t.Fatal(err)
	}
	kindtest.CheckInvalid(t, good, (*Puzzle).Validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"side", func(p *Puzzle) { p.N = 5 }, "side 5 is not supported"},
		{"rows", func(p *Puzzle) { p.Grid = p.Grid[:3] }, "grid has 3 rows, expected 4"},
		{"cells", func(p *Puzzle) { p.Grid[2] = p.Grid[2][:3] }, "grid row 3 has 3 cells"},
		{"value", func(p *Puzzle) { p.Grid[1][1] = 7 }, "holds 7, expected 0..4"},
		{"twice", func(p *Puzzle) { p.Grid[3][0] = 1 }, "column 1 gives 1 twice"},
		{"spelling", func(p *Puzzle) { p.Spelling = 9 }, "unknown sudoku spelling"},
		{"known", func(p *Puzzle) { p.Known = &Solution{Grid: [][]int{{1}}} }, "solution has 1 rows"},
	})
}

package abcpath

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
)

// instances returns the bundled instance files of the repository copy.
func instances(t testing.TB) []string { return kindtest.Instances(t) }

func parseFile(t testing.TB, file string) *Puzzle { return kindtest.ParseFile(t, Parse, file) }

func TestBundledInstances(t *testing.T) {
	known := 0
	for _, file := range instances(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			p := parseFile(t, file)
			if err := p.Validate(); err != nil {
				t.Fatalf("Validate: %v", err)
			}
			// Every real instance has 24 clues and A on the board.
			letters := map[byte]bool{}
			for _, c := range p.Clues() {
				letters[c.Letter] = true
			}
			for _, row := range p.Grid {
				for _, x := range row {
					if x != 0 {
						letters[x] = true
					}
				}
			}
			if len(p.Clues()) != 24 || len(letters) != 25 {
				t.Errorf("%d clues, %d distinct letters; want 24 and 25", len(p.Clues()), len(letters))
			}
			if p.Known == nil {
				return
			}
			known++
			if err := Verify(p, p.Known); err != nil {
				t.Errorf("Verify(known solution): %v", err)
			}
		})
	}
	if known == 0 {
		t.Errorf("no instance with a known solution")
	}
}

func TestBundledEmbedsTestdata(t *testing.T) { kindtest.CheckEmbeds(t, Bundled) }

func TestRoundTrip(t *testing.T) {
	for _, file := range instances(t) {
		checkRoundTrip(t, parseFile(t, file))
	}
}

func checkRoundTrip(t testing.TB, p *Puzzle) {
	t.Helper()
	kindtest.CheckRoundTrip(t, p.Name, Parse, Format, p)
}

func TestBadFiles(t *testing.T) {
	kindtest.CheckBadEOF(t, Parse, []kindtest.BadEOF{
		{"abcpath-three-rows.txt", 5, true, "expected 7 rows of characters (the 5x5 board in its clue ring), found 3"},
	})
}

const seed = `abcpath
BHFNOCX
J.....Q
M.....P
U..A..W
G.....T
D.....E
YIKVRSL
`

const seedSolution = `JKNOQ
ILMRP
HWAUS
GXVBT
YFEDC
`

func TestParseFields(t *testing.T) {
	p, err := Parse("seed", []byte(seed))
	if err != nil {
		t.Fatal(err)
	}
	want := &Puzzle{
		Name:   "seed",
		Top:    [5]byte{'H', 'F', 'N', 'O', 'C'},
		Bottom: [5]byte{'I', 'K', 'V', 'R', 'S'},
		Left:   [5]byte{'J', 'M', 'U', 'G', 'D'},
		Right:  [5]byte{'Q', 'P', 'W', 'T', 'E'},
		Diag:   [2]byte{'B', 'L'},
		Anti:   [2]byte{'X', 'Y'},
	}
	want.Grid[2][2] = 'A'
	if !reflect.DeepEqual(p, want) {
		t.Errorf("Parse = %+v, want %+v", p, want)
	}
	clues := p.Clues()
	if len(clues) != 24 {
		t.Fatalf("%d clues", len(clues))
	}
	first, last := clues[0], clues[len(clues)-1]
	if first.Letter != 'B' || first.Line != DiagonalLine || first.Where() != "the top-left corner" ||
		last.Letter != 'L' || last.Where() != "the bottom-right corner" {
		t.Errorf("clues = %+v ... %+v", first, last)
	}
	wheres := map[string]string{}
	for _, c := range clues {
		wheres[string(c.Letter)] = c.Where()
	}
	for letter, where := range map[string]string{
		"H": "the top of column 1", "S": "the bottom of column 5", "J": "the left of row 1",
		"E": "the right of row 5", "X": "the top-right corner", "Y": "the bottom-left corner",
	} {
		if wheres[letter] != where {
			t.Errorf("clue %s at %q, want %q", letter, wheres[letter], where)
		}
	}
}

func TestParseVariants(t *testing.T) {
	want, err := Parse("x", []byte(seed+"solution\n"+seedSolution))
	if err != nil {
		t.Fatal(err)
	}
	variants := []string{
		"# header\n\n" + seed + "\nsolution\n" + seedSolution,
		"\ufeffABCPATH\r\nB H F N O C X\r\nJ . . . . . Q\r\nM.....P\r\nU..A..W\r\nG.....T\r\nD.....E\r\nYIKVRSL\r\nSOLUTION\r\nJ K N O Q\r\nILMRP\r\nHWAUS\r\nGXVBT\r\nYFEDC",
	}
	for _, v := range variants {
		p, err := Parse("x", []byte(v))
		if err != nil {
			t.Errorf("Parse(%q): %v", v, err)
			continue
		}
		if !reflect.DeepEqual(p, want) {
			t.Errorf("Parse(%q) = %+v, want %+v", v, p, want)
		}
	}
	// A ring with positions left empty is accepted.
	p, err := Parse("x", []byte("abcpath\n.......\n.......\n.......\n...A...\n.......\n.......\n......B\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Clues()) != 1 || p.Diag[1] != 'B' {
		t.Errorf("clues = %+v", p.Clues())
	}
	checkRoundTrip(t, p)
}

func TestParseErrors(t *testing.T) {
	lines := strings.Split(strings.TrimSpace(seed), "\n")
	with := func(i int, s string) string {
		l := append([]string(nil), lines...)
		l[i] = s
		return strings.Join(l, "\n") + "\n"
	}
	kindtest.CheckNamedErrors(t, "f.txt", Parse, []kindtest.NamedError{
		{"wrong kind", "rogo\nsteps 4\n. .\n", 1, "expected kind line 'abcpath'"},
		{"option", "abcpath x\n", 1, "unknown option 'x' for abcpath"},
		{"comment", "abcpath\n# no\n" + strings.Join(lines[1:], "\n"), 2, "comments ('#' lines) are allowed only before the kind line"},
		{"short row", with(3, "M....P"), 4, "expected a row of 7 characters (the 5x5 board in its clue ring), found 6"},
		{"bad char", with(2, "J..x..Q"), 3, "expected a letter A-Y or '.', found 'x'"},
		{"Z", with(2, "J.....Z"), 3, "found 'Z'"},
		{"long token", with(2, "J . . . . . QQ"), 3, "found 'QQ'"},
		{"eight rows", seed + "YIKVRSL\n", 9, "this is row 8"},
		{"rows before solution", "abcpath\nBHFNOCX\nsolution\n" + seedSolution, 3, "expected 7 rows of characters"},
		{"ring twice", with(7, "YIKVRSB"), 8, "letter 'B' is a clue twice: at the top-left corner and at the bottom-right corner"},
		{"given twice", with(2, "JA....Q"), 5, "letter 'A' is given twice on the board: at row 1, column 1 and at row 3, column 3"},
		{"given off its clue", with(2, "J...H.Q"), 1 + 1, "letter 'H' is given at row 1, column 4, but its clue at the top of column 1 puts it in column 1"},
		{"no solution block", seed + "solution\n", 10, "expected 5 rows of 5 letters (the solved board), found 0"},
		{"solution row", seed + "solution\nJKNOQ\nILMR\nHWAUS\nGXVBT\nYFEDC\n", 11, "expected a row of 5 letters, found 4"},
		{"solution dot", seed + "solution\nJKNOQ\nILM.P\nHWAUS\nGXVBT\nYFEDC\n", 11, "expected a letter A-Y, found '.'"},
		{"solution rows", seed + "solution\n" + seedSolution + "ABCDE\n", 15, "this is row 6"},
		{"solution comment", seed + "solution\n# x\n" + seedSolution, 10, "comments"},
	})
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		p, err := Parse("x", []byte(seed))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	kindtest.CheckInvalid(t, good, (*Puzzle).Validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"bad given", func(p *Puzzle) { p.Grid[0][0] = 'a' }, "expected a letter A-Y or empty at row 2, column 2 of the frame"},
		{"bad clue", func(p *Puzzle) { p.Anti[1] = 'Z' }, "at row 7, column 1 of the frame"},
		{"clue twice", func(p *Puzzle) { p.Right[4] = 'J' }, "letter 'J' is a clue twice: at the left of row 1 and at the right of row 5"},
		{"given off diagonal", func(p *Puzzle) { p.Grid[0][1] = 'B' }, "but its clue at the top-left corner puts it in the main diagonal"},
		{"given off anti", func(p *Puzzle) { p.Grid[0][0] = 'X' }, "puts it in the anti-diagonal"},
		{"known", func(p *Puzzle) { p.Known = &Solution{} }, "expected a letter A-Y at row 1, column 1 of the known solution"},
	})
}

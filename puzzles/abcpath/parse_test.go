package abcpath

import (
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

func instances(t testing.TB) []string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join("testdata", "*.txt"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no instances in testdata: %v", err)
	}
	return files
}

func parseFile(t *testing.T, file string) *Puzzle {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	p, err := Parse(file, data)
	if err != nil {
		t.Fatalf("Parse: %v", err)
	}
	return p
}

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

func TestBundledEmbedsTestdata(t *testing.T) {
	for _, file := range instances(t) {
		want, _ := os.ReadFile(file)
		got, err := Bundled.ReadFile("testdata/" + filepath.Base(file))
		if err != nil || string(got) != string(want) {
			t.Errorf("Bundled lacks %s: %v", file, err)
		}
	}
	if _, err := Bundled.ReadDir("testdata/bad"); err == nil {
		t.Errorf("Bundled embeds testdata/bad")
	}
}

func TestRoundTrip(t *testing.T) {
	for _, file := range instances(t) {
		checkRoundTrip(t, parseFile(t, file))
	}
}

func checkRoundTrip(t testing.TB, p *Puzzle) {
	t.Helper()
	out := Format(p)
	q, err := Parse(p.Name, []byte(out))
	if err != nil {
		t.Fatalf("%s: Parse(Format(p)): %v\n%s", p.Name, err, out)
	}
	if !reflect.DeepEqual(p, q) {
		t.Fatalf("%s: Parse(Format(p)) differs from p\n%s\n%+v\n%+v", p.Name, out, p, q)
	}
}

func TestBadFiles(t *testing.T) {
	file := filepath.Join("testdata", "bad", "abcpath-three-rows.txt")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	_, err = Parse(file, data)
	checkError(t, "three rows", err, 5, "expected 7 rows of characters (the 5x5 board in its clue ring), found 3")
	var e *text.Error
	if errors.As(err, &e) && !e.EOF {
		t.Errorf("error does not mention the end of the file: %v", err)
	}
	if err != nil && !strings.Contains(err.Error(), file) {
		t.Errorf("error does not name the file: %v", err)
	}
}

func checkError(t *testing.T, name string, err error, line int, phrase string) {
	t.Helper()
	var e *text.Error
	if !errors.As(err, &e) {
		t.Errorf("%s: got %v, want a *text.Error", name, err)
		return
	}
	if !errors.Is(err, text.ErrSyntax) {
		t.Errorf("%s: error does not wrap text.ErrSyntax", name)
	}
	if e.Line != line {
		t.Errorf("%s: error at line %d, want %d: %v", name, e.Line, line, err)
	}
	if !strings.Contains(e.Msg, phrase) {
		t.Errorf("%s: error %q lacks %q", name, e.Msg, phrase)
	}
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
	tests := []struct {
		name, in string
		line     int
		phrase   string
	}{
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
	}
	for _, tt := range tests {
		_, err := Parse("f.txt", []byte(tt.in))
		checkError(t, tt.name, err, tt.line, tt.phrase)
	}
}

func TestValidate(t *testing.T) {
	p, err := Parse("x", []byte(seed))
	if err != nil {
		t.Fatal(err)
	}
	mutations := []struct {
		name   string
		mutate func(p *Puzzle)
		phrase string
	}{
		{"bad given", func(p *Puzzle) { p.Grid[0][0] = 'a' }, "expected a letter A-Y or empty at row 2, column 2 of the frame"},
		{"bad clue", func(p *Puzzle) { p.Anti[1] = 'Z' }, "at row 7, column 1 of the frame"},
		{"clue twice", func(p *Puzzle) { p.Right[4] = 'J' }, "letter 'J' is a clue twice: at the left of row 1 and at the right of row 5"},
		{"given off diagonal", func(p *Puzzle) { p.Grid[0][1] = 'B' }, "but its clue at the top-left corner puts it in the main diagonal"},
		{"given off anti", func(p *Puzzle) { p.Grid[0][0] = 'X' }, "puts it in the anti-diagonal"},
		{"known", func(p *Puzzle) { p.Known = &Solution{} }, "expected a letter A-Y at row 1, column 1 of the known solution"},
	}
	for _, m := range mutations {
		q := *p
		m.mutate(&q)
		err := q.Validate()
		if err == nil || !strings.Contains(err.Error(), m.phrase) {
			t.Errorf("%s: Validate = %v, want an error with %q", m.name, err, m.phrase)
		}
	}
}

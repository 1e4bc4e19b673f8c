package rogo

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles/internal/kindtest"
	"github.com/tessera-cp/tessera/puzzles/internal/text"
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
			if !p.HasBest {
				t.Errorf("no best line")
			}
			if p.Known == nil {
				return
			}
			known++
			if err := Verify(p, p.Known); err != nil {
				t.Errorf("Verify(known solution): %v", err)
			}
			if p.Known.Score != p.Best {
				t.Errorf("known solution scores %d, best is %d", p.Known.Score, p.Best)
			}
			// The files write their loops canonically: FormatSolution gives
			// the file's block back.
			data, _ := os.ReadFile(file)
			d, err := text.Read(file, data)
			if err != nil {
				t.Fatal(err)
			}
			var want strings.Builder
			for _, l := range d.Solution {
				want.WriteString(strings.Join(strings.Fields(l.Text), " ") + "\n")
			}
			if got := FormatSolution(p, p.Known); got != want.String() {
				t.Errorf("FormatSolution:\n%s\nwant\n%s", got, want.String())
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
		p := parseFile(t, file)
		checkRoundTrip(t, p)
	}
}

func checkRoundTrip(t testing.TB, p *Puzzle) {
	t.Helper()
	kindtest.CheckRoundTrip(t, p.Name, Parse, Format, p)
}

// TestBadFiles checks the malformed files of bad/README.md: the line and a
// phrase of what was expected.
func TestBadFiles(t *testing.T) {
	kindtest.CheckBadEOF(t, Parse, []kindtest.BadEOF{
		{"rogo-bad-cell.txt", 4, false, "expected a rogo cell: '.', '#' or a positive number"},
		{"rogo-no-steps.txt", 5, true, "expected a 'steps N' line"},
		{"rogo-solution-without-score.txt", 6, false, "expected 'score S' as the first line of a rogo solution, found '. @1 @2 .'"},
	})
}

const small = `# a header comment
rogo
steps 4
best 5
. . 2 .
. 3 . #
`

func TestParseVariants(t *testing.T) {
	want, err := Parse("x", []byte(small))
	if err != nil {
		t.Fatal(err)
	}
	if want.Rows != 2 || want.Cols != 4 || want.Steps != 4 || want.Best != 5 || !want.HasBest ||
		want.Points[0][2] != 2 || want.Points[1][1] != 3 || !want.Blocked[1][3] || want.Known != nil {
		t.Fatalf("Parse(small) = %+v", want)
	}
	variants := []string{
		"rogo\nsteps 4\nbest 5\n..2.\n.3.#\n",
		"\ufeffROGO\r\n\r\n  STEPS 4 \r\nBest\t5\r\n.\t.\t2\t.\r\n. 3 . #\r\n",
		"# one\n#two\n\nrogo\nbest 5\nsteps 4\n. . 2 .\n.3.#",
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
	// Multi-digit points, '#' rows, no best line.
	p, err := Parse("y", []byte("rogo\nsteps 4\n# 12 #\n1000000 . 7\n"))
	if err != nil {
		t.Fatal(err)
	}
	if p.HasBest || p.Best != 0 || p.Points[0][1] != 12 || p.Points[1][0] != 1000000 || !p.Blocked[0][0] {
		t.Errorf("Parse = %+v", p)
	}
	checkRoundTrip(t, p)
}

func TestParseErrors(t *testing.T) {
	kindtest.CheckNamedErrors(t, "f.txt", Parse, []kindtest.NamedError{
		{"wrong kind", "tetravex\nsize 1\n1 2 3 4\n", 1, "expected kind line 'rogo'"},
		{"option", "rogo fast\nsteps 4\n. .\n. .\n", 1, "unknown option 'fast'"},
		{"unknown key", "rogo\nsteps 4\nsize 3\n. .\n", 3, "unknown key 'size'"},
		{"second steps", "rogo\nsteps 4\nsteps 4\n. .\n", 3, "a second 'steps' line"},
		{"key after grid", "rogo\nsteps 4\n. .\nbest 3\n", 4, "key lines (steps, best) come before the grid"},
		{"steps not a number", "rogo\nsteps four\n. .\n", 2, "expected 'steps N' with N a whole number"},
		{"steps two numbers", "rogo\nsteps 4 5\n. .\n", 2, "expected 'steps N'"},
		{"negative best", "rogo\nsteps 4\nbest -1\n. .\n. .\n", 3, "whole number"},
		{"huge steps", "rogo\nsteps 99999999999999999999\n. .\n", 2, "whole number of at most 9 digits"},
		{"steps zero", "rogo\nsteps 0\n. .\n. .\n", 2, "expected steps between 1 and 4"},
		{"steps too many", "rogo\n\nsteps 5\n. .\n. .\n", 3, "expected steps between 1 and 4"},
		{"best too big", "rogo\nsteps 4\nbest 9\n1 .\n. 2\n", 3, "expected best between 0 and 3"},
		{"ragged row", "rogo\nsteps 4\n. . .\n. .\n", 4, "expected a row of 3 cells (like the first grid row), found 2"},
		{"zero cell", "rogo\nsteps 4\n. 0\n. .\n", 3, "found '0'"},
		{"too many points", "rogo\nsteps 4\n. 1000001\n. .\n", 3, "found '1000001'"},
		{"comment after kind", "rogo\nsteps 4\n#comment\n. .\n", 3, "comments are allowed only before the kind line"},
		{"no grid", "rogo\nsteps 4\n", 3, "expected the rogo grid"},
		{"no grid before solution", "rogo\nsteps 4\nsolution\nscore 0\n", 3, "expected the rogo grid"},
		{"wide", "rogo\nsteps 4\n" + strings.Repeat(". ", 65) + "\n", 3, "expected at most 64 cells"},
		{"tall", "rogo\nsteps 4\n" + strings.Repeat(".\n", 65), 67, "expected at most 64 grid rows"},
		{"empty solution", "rogo\nsteps 4\n. .\n. .\nsolution\n", 6, "expected a rogo solution block"},
		{"score mismatch", "rogo\nsteps 4\n1 .\n. 2\nsolution\nscore 4\n@1 @2\n@4 @3\n", 6, "hold 3 points, but the score line says 4"},
		{"score beats best", "rogo\nsteps 4\nbest 2\n1 .\n. 2\nsolution\nscore 3\n@1 @2\n@4 @3\n", 7, "more than best 2"},
		{"short solution", "rogo\nsteps 4\n. .\n. .\nsolution\nscore 0\n@1 @2\n", 8, "expected 2 grid rows after 'score', found 1"},
		{"long solution", "rogo\nsteps 4\n. .\n. .\nsolution\nscore 0\n@1 @2\n@4 @3\n. .\n", 9, "expected 2 grid rows after 'score'; this is row 3"},
		{"solution row", "rogo\nsteps 4\n. .\n. .\nsolution\nscore 0\n@1 @2 .\n@4 @3\n", 7, "expected a row of 2 cells"},
		{"gap", "rogo\nsteps 4\n. . .\n. . .\nsolution\nscore 0\n@1 @2 .\n@5 @3 .\n", 8, "@5 is here but @4 is missing"},
		{"twice", "rogo\nsteps 4\n. .\n. .\nsolution\nscore 0\n@1 @2\n@2 @3\n", 8, "@2 appears twice"},
		{"bad at", "rogo\nsteps 4\n. .\n. .\nsolution\nscore 0\n@1 @2\n@x @3\n", 8, "expected a loop cell @k with k in 1..4, found '@x'"},
		{"at too big", "rogo\nsteps 4\n. .\n. .\nsolution\nscore 0\n@1 @2\n@5 @3\n", 8, "expected a loop cell @k with k in 1..4, found '@5'"},
		{"at zero", "rogo\nsteps 4\n. .\n. .\nsolution\nscore 0\n@1 @0\n. .\n", 7, "found '@0'"},
		{"no loop", "rogo\nsteps 4\n. .\n. .\nsolution\nscore 0\n. .\n. .\n", 7, "found none"},
		{"other cell", "rogo\nsteps 4\n1 .\n. .\nsolution\nscore 0\n. .\n. .\n", 7, "expected '1' (the puzzle's cell at row 1, column 1) or a loop cell @k, found '.'"},
	})
}

func TestValidate(t *testing.T) {
	good := func() *Puzzle {
		p, err := Parse("x", []byte(small))
		if err != nil {
			t.Fatal(err)
		}
		return p
	}
	// Every Validate error names the puzzle.
	validate := func(p *Puzzle) error {
		err := p.Validate()
		if err != nil && !strings.HasPrefix(err.Error(), "x: ") {
			t.Errorf("error does not name the puzzle: %v", err)
		}
		return err
	}
	kindtest.CheckInvalid(t, good, validate, ErrInvalid, []kindtest.Invalid[Puzzle]{
		{"rows", func(p *Puzzle) { p.Rows = 65 }, "expected 1..64 grid rows"},
		{"cols", func(p *Puzzle) { p.Cols = 0 }, "expected 1..64 grid columns"},
		{"points shape", func(p *Puzzle) { p.Points = p.Points[:1] }, "expected Points and Blocked of 2 rows"},
		{"row shape", func(p *Puzzle) { p.Blocked[1] = p.Blocked[1][:3] }, "row 2 of Points and Blocked"},
		{"negative points", func(p *Puzzle) { p.Points[0][0] = -1 }, "has -1 points"},
		{"blocked points", func(p *Puzzle) { p.Points[1][3] = 4 }, "is blocked but has 4 points"},
		{"steps", func(p *Puzzle) { p.Steps = 9 }, "expected steps between 1 and 8"},
		{"best", func(p *Puzzle) { p.HasBest = false }, "HasBest is false"},
		{"one column", func(p *Puzzle) {
			p.Cols = 1
			p.Steps = 1
			p.Points = [][]int{{12}, {0}}
			p.Blocked = [][]bool{{false}, {false}}
			p.HasBest, p.Best = false, 0
		}, "one-column grid"},
		{"known empty", func(p *Puzzle) { p.Known = &Solution{} }, "no loop cells"},
		{"known outside", func(p *Puzzle) { p.Known = &Solution{Loop: []Cell{{2, 0}}} }, "outside the 2x4 grid"},
		{"known twice", func(p *Puzzle) { p.Known = &Solution{Loop: []Cell{{0, 0}, {0, 0}}} }, "twice"},
		{"known score", func(p *Puzzle) { p.Known = &Solution{Loop: []Cell{{0, 2}}, Score: 3} }, "hold 2 points, but its score says 3"},
		{"known beats best", func(p *Puzzle) { p.Best = 4; p.Known = &Solution{Loop: []Cell{{0, 2}, {1, 1}}, Score: 5} }, "more than best 4"},
	})
}

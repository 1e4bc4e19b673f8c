package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// oneOfEveryKind names a bundled puzzle of every registered kind (the
// list of .ci/run's command-line step).
var oneOfEveryKind = []string{
	"bundled:sudoku/monkeynova_nyt20171202",
	"bundled:takuzu/binarypuzzle_easy_6x6_001",
	"bundled:kenken/seed_6x6_wikipedia",
	"bundled:kakurasu/seed_6x6",
	"bundled:abcpath/seed_5x5",
	"bundled:rogo/hakank_intro8",
	"bundled:tetravex/seed_3x3",
	"bundled:hidato/benedek_p188_genius_12x12",
	"bundled:skyscrapers/noqx_9x9",
	"bundled:nonogram/webpbn_dancer",
	"bundled:hitori/wikipedia_8x8",
	"bundled:starbattle/psb_size5_10x10_2star",
	"bundled:killer/wikipedia_example",
	"bundled:kakuro/wikipedia_example",
	"bundled:futoshiki/tatham_extreme_sht",
}

// fakeTerminal is a standard output that says it is a terminal.
type fakeTerminal struct{ bytes.Buffer }

func (*fakeTerminal) IsTerminal() bool { return true }

// solveOut runs 'tessera solve ARGS' with stdout a terminal or a buffer and
// returns its standard output.
func solveOut(t *testing.T, terminal bool, args ...string) string {
	t.Helper()
	var out interface {
		Write([]byte) (int, error)
		String() string
	} = &bytes.Buffer{}
	if terminal {
		out = &fakeTerminal{}
	}
	var errOut bytes.Buffer
	if code := run(append([]string{"solve"}, args...), nil, out, &errOut); code != exitOK {
		t.Fatalf("solve %v: exit %d\n%s", args, code, errOut.String())
	}
	return out.String()
}

// checkSolutionText writes text into a file and runs 'tessera check PUZZLE FILE'.
func checkSolutionText(t *testing.T, puzzle, text string) (int, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "s.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errOut bytes.Buffer
	code := run([]string{"check", puzzle, path}, nil, &out, &errOut)
	return code, out.String() + errOut.String()
}

// TestSolveIntoFileThenCheck: 'tessera solve P > s.txt && tessera check P
// s.txt' exits 0 for a puzzle of every registered kind: redirected, solve
// prints the plain block; on a terminal it draws; --draw and --plain force
// either; check reads both.
func TestSolveIntoFileThenCheck(t *testing.T) {
	var kinds []string
	for _, name := range oneOfEveryKind {
		kinds = append(kinds, strings.SplitN(strings.TrimPrefix(name, "bundled:"), "/", 2)[0])
	}
	slices.Sort(kinds)
	if all := slices.Sorted(slices.Values(puzzles.Kinds())); !slices.Equal(kinds, all) {
		t.Fatalf("the test covers the kinds %v; registered: %v", kinds, all)
	}
	for _, name := range oneOfEveryKind {
		t.Run(name, func(t *testing.T) {
			plain := solveOut(t, false, name)
			if want := solveOut(t, false, "--plain", name); plain != want {
				t.Errorf("redirected, solve prints\n%s\nnot the block of --plain\n%s", plain, want)
			}
			if strings.ContainsFunc(plain, isBoxRune) {
				t.Errorf("redirected, solve draws:\n%s", plain)
			}
			drawn := solveOut(t, false, "--draw", name)
			if drawn == plain {
				t.Errorf("--draw prints the block:\n%s", drawn)
			}
			if onTerminal := solveOut(t, true, name); onTerminal != drawn {
				t.Errorf("on a terminal, solve prints\n%s\nnot the drawing of --draw\n%s", onTerminal, drawn)
			}
			if onTerminal := solveOut(t, true, "--plain", name); onTerminal != plain {
				t.Errorf("--plain on a terminal prints\n%s\nnot the block\n%s", onTerminal, plain)
			}
			for form, text := range map[string]string{"plain": plain, "drawn": drawn} {
				if code, out := checkSolutionText(t, name, text); code != exitOK || !strings.HasPrefix(out, "ok: ") {
					t.Errorf("check of the %s output: exit %d\n%s\n%s", form, code, out, text)
				}
			}
		})
	}
}

// TestCheckDrawingRefusesChanges: a drawing whose value breaks a rule is
// refused with the rule; a drawing whose given, clue or loop was changed
// is refused with the line that differs.
func TestCheckDrawingRefusesChanges(t *testing.T) {
	for _, tc := range []struct {
		puzzle   string
		line     int    // 1-based line of the drawing to change
		old, new string // the change
		want     string // a fragment of the error
	}{
		// r1c6 (4) is not a given: the value is read, and the rule breaks.
		{"bundled:sudoku/monkeynova_nyt20171202", 2, "7 6 4", "7 6 5", "row 1 has two 5s"},
		// r1c3 (5) is a given: the drawing no longer shows the puzzle.
		{"bundled:sudoku/monkeynova_nyt20171202", 2, "8 1 5", "8 1 4", "s.txt:2: the drawing differs"},
		{"bundled:kakurasu/seed_6x6", 3, "│ 21", "│ 22", "s.txt:3: the drawing differs"},
		{"bundled:rogo/hakank_intro8", 4, "4────────3", "4──── ───3", "s.txt:4: the drawing differs"},
		{"bundled:tetravex/seed_3x3", 3, "│ 0   1 │", "│ 0   2 │", "s.txt:2: row 1, column 1: no unused piece"},
		{"bundled:hitori/wikipedia_8x8", 2, "│ ■ 8 ■", "│ 4 8 ■", "not a solution"},
		{"bundled:futoshiki/tatham_extreme_sht", 1, "3 < 7", "7 < 3", "not a solution"},
		{"bundled:kenken/seed_6x6_wikipedia", 3, " 5   │  6      3", " 5   │  3      6", "not a solution"},
		{"bundled:sudoku/monkeynova_nyt20171202", 2, "│ 8 1 5 │", "│ 8 1 5 9 │", "s.txt:2: expected 9 cells"},
	} {
		t.Run(tc.puzzle+"/"+tc.new, func(t *testing.T) {
			lines := strings.Split(solveOut(t, false, "--draw", tc.puzzle), "\n")
			if !strings.Contains(lines[tc.line-1], tc.old) {
				t.Fatalf("line %d %q has no %q", tc.line, lines[tc.line-1], tc.old)
			}
			lines[tc.line-1] = strings.Replace(lines[tc.line-1], tc.old, tc.new, 1)
			code, out := checkSolutionText(t, tc.puzzle, strings.Join(lines, "\n"))
			if code != exitInput || !strings.Contains(out, tc.want) {
				t.Errorf("exit %d, %q; want exit 1 and %q", code, out, tc.want)
			}
		})
	}
}

// TestDrawAndPlainExclude: --draw and --plain together are a usage error.
func TestDrawAndPlainExclude(t *testing.T) {
	var out, errOut bytes.Buffer
	code := run([]string{"solve", "--draw", "--plain", sudoku}, nil, &out, &errOut)
	if code != exitUsage || !strings.Contains(errOut.String(), "--draw and --plain exclude each other") {
		t.Errorf("exit %d, %q", code, errOut.String())
	}
}

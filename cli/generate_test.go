package cli

import (
	"fmt"
	"github.com/tessera-cp/tessera/puzzles/craft"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/generate"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/search"
)

// generateGolden are the generate command lines compared with
// testdata/NAME.golden, as TestGolden does.
var generateGolden = []struct {
	name string
	args []string
	code int
}{
	{"generate-help", []string{"generate", "--help"}, exitOK},
	{"generate-help-command", []string{"help", "generate"}, exitOK},
	{"generate-sudoku", []string{"generate", "sudoku", "--seed", "5"}, exitOK},
	{"generate-sudoku-16", []string{"generate", "sudoku", "--size", "16", "--seed", "2"}, exitOK},
	{"generate-takuzu", []string{"generate", "takuzu", "--size", "8", "--seed", "3"}, exitOK},
	{"generate-takuzu-unique", []string{"generate", "takuzu", "--unique", "--size", "6", "--seed", "3"}, exitOK},
	{"generate-takuzu-distinct-rows", []string{"generate", "takuzu", "--distinct-rows", "--size", "6", "--seed", "3"}, exitOK},
	{"generate-kenken", []string{"generate", "kenken", "--size", "7", "--seed", "4"}, exitOK},
	{"generate-rogo", []string{"generate", "rogo", "--rows", "8", "--cols", "9", "--steps", "16", "--seed", "3"}, exitOK},
	{"generate-rogo-size", []string{"generate", "--size", "12", "rogo", "--steps", "28"}, exitOK},
	{"generate-tetravex", []string{"generate", "tetravex", "--size", "5", "--colours", "6", "--seed", "9"}, exitOK},
	{"generate-defaults", []string{"generate", "tetravex"}, exitOK},
	{"generate-skyscrapers", []string{"generate", "skyscrapers", "--size", "5", "--seed", "3"}, exitOK},
	{"generate-skyscrapers-unique", []string{"generate", "skyscrapers", "--unique", "--seed", "2"}, exitOK},
	{"generate-starbattle", []string{"generate", "starbattle", "--seed", "3"}, exitOK},
	{"generate-starbattle-unique", []string{"generate", "starbattle", "--unique", "--size", "8", "--stars", "1", "--seed", "3"}, exitOK},

	// Usage errors: exit 2.
	{"generate-usage-no-kind", []string{"generate", "--seed", "3"}, exitUsage},
	{"generate-usage-two-kinds", []string{"generate", "rogo", "sudoku"}, exitUsage},
	{"generate-usage-unknown-kind", []string{"generate", "nurikabe"}, exitUsage},
	{"generate-hidato", []string{"generate", "hidato", "--size", "5"}, exitOK},
	{"generate-usage-flag-of-other-kind", []string{"generate", "kenken", "--colours", "6"}, exitUsage},
	{"generate-usage-size-and-rows", []string{"generate", "rogo", "--size", "9", "--cols", "8"}, exitUsage},
	{"generate-usage-odd-steps", []string{"generate", "rogo", "--steps", "13"}, exitUsage},
	{"generate-usage-odd-takuzu", []string{"generate", "takuzu", "--size", "7"}, exitUsage},
	{"generate-usage-sudoku-size", []string{"generate", "sudoku", "--size", "8"}, exitUsage},
	{"generate-usage-bad-seed", []string{"generate", "sudoku", "--seed", "-1"}, exitUsage},
	{"generate-usage-unknown-flag", []string{"generate", "sudoku", "--counts", "3"}, exitUsage},

	// The generator gave up: exit 1.
	{"generate-effort", []string{"generate", "rogo", "--size", "9", "--steps", "80"}, exitInput},
}

func TestGenerateGolden(t *testing.T) {
	for _, tc := range generateGolden {
		t.Run(tc.name, func(t *testing.T) {
			code, stdout, stderr := invocation{args: tc.args}.run(t)
			got := "$ tessera " + strings.Join(tc.args, " ") + "\n--- exit " + itoa(int64(code)) + "\n--- stdout\n" + stdout + "--- stderr\n" + stderr
			path := filepath.Join("testdata", tc.name+".golden")
			if *update {
				if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(path)
			if err != nil {
				t.Fatalf("%v (run 'go test -update' to write it)", err)
			}
			if got != string(want) {
				t.Errorf("output differs from %s (run 'go test -update' to rewrite it):\n--- got\n%s\n--- want\n%s", path, got, want)
			}
			if code != tc.code {
				t.Errorf("exit code %d, want %d", code, tc.code)
			}
		})
	}
}

// generateCases are command lines of every kind with a generator.
var generateCases = [][]string{
	{"sudoku", "--size", "4"},
	{"sudoku"},
	{"sudoku", "--size", "16"},
	{"takuzu", "--size", "6"},
	{"takuzu", "--size", "12", "--distinct-rows"},
	{"kenken", "--size", "4"},
	{"kenken", "--size", "8"},
	{"rogo", "--rows", "6", "--cols", "8", "--steps", "12"},
	{"rogo"},
	{"tetravex", "--size", "3", "--colours", "6"},
	{"tetravex", "--size", "6"},
	{"skyscrapers", "--size", "5"},
	{"starbattle"},
}

// generateText runs generate with args and a seed; it fails the test on
// anything but exit 0 with an empty stderr.
func generateText(t *testing.T, args []string, seed uint64) string {
	t.Helper()
	full := append(append([]string{"generate"}, args...), "--seed", fmt.Sprint(seed))
	code, stdout, stderr := invocation{args: full}.run(t)
	if code != exitOK || stderr != "" {
		t.Fatalf("tessera %s: exit %d\n%s", strings.Join(full, " "), code, stderr)
	}
	return stdout
}

// TestGenerateDeterministic: the same seed gives the same file, other seeds
// other files, and the file's source line prints it again.
func TestGenerateDeterministic(t *testing.T) {
	for _, args := range generateCases {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			texts := map[string]uint64{}
			for seed := range uint64(4) {
				text := generateText(t, args, seed)
				if again := generateText(t, args, seed); again != text {
					t.Errorf("seed %d: two runs differ:\n%s\n%s", seed, text, again)
				}
				texts[text] = seed
				source, ok := strings.CutPrefix(strings.SplitN(text, "\n", 2)[0], "# source: tessera ")
				if !ok {
					t.Fatalf("seed %d: no '# source:' line first:\n%s", seed, text)
				}
				code, stdout, stderr := invocation{args: strings.Fields(source)}.run(t)
				if code != exitOK || stdout != text {
					t.Errorf("the source line %q prints (exit %d)\n%s%s\nnot\n%s", source, code, stdout, stderr, text)
				}
				if !strings.Contains(text, "\n# unique: not checked\n") {
					t.Errorf("seed %d: no '# unique: not checked' line:\n%s", seed, text)
				}
			}
			if len(texts) < 2 {
				t.Errorf("four seeds give the same file")
			}
		})
	}
}

// TestGenerateSolves solves and verifies (puzzles.Solve verifies every
// solution) a generated file of every kind, and checks that the puzzle is
// the library generator's.
func TestGenerateSolves(t *testing.T) {
	for _, args := range generateCases {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			text := generateText(t, args, 7)
			ps, err := puzzles.Parse("generated.txt", []byte(text))
			if err != nil || len(ps) != 1 {
				t.Fatalf("%d puzzles, %v\n%s", len(ps), err, text)
			}
			p := ps[0]
			if p.Kind() != args[0] {
				t.Errorf("kind %s, want %s", p.Kind(), args[0])
			}
			if body := withoutHeader(text); body != p.Format() {
				t.Errorf("the file's puzzle is not Format of the parsed puzzle:\n%s\n%s", body, p.Format())
			}
			res, err := puzzles.Solve(p, puzzles.Options{Tune: func(o *search.Options) { o.MaxTime = 20 * time.Second }})
			if err != nil {
				t.Fatal(err)
			}
			if res.Status != puzzles.Solved && res.Status != puzzles.Optimal {
				t.Errorf("status %v (%v)\n%s", res.Status, res.Reason, text)
			}
		})
	}
	// The command prints the library generator's puzzle.
	want, err := generate.Rogo(7, 6, 8, 12)
	if err != nil {
		t.Fatal(err)
	}
	if text := generateText(t, []string{"rogo", "--rows", "6", "--cols", "8", "--steps", "12"}, 7); withoutHeader(text) != rogo.Format(want) {
		t.Errorf("generate rogo differs from generate.Rogo:\n%s\n%s", text, rogo.Format(want))
	}
}

// withoutHeader drops a puzzle file's leading comment lines.
func withoutHeader(text string) string {
	for strings.HasPrefix(text, "#") {
		_, text, _ = strings.Cut(text, "\n")
	}
	return text
}

// TestGenerateUniqueIsOneSolution: --unique means exactly one solution for
// Takuzu too, with or without the row rule (--distinct-rows, which alone
// does not make the solution unique); each file is counted to two.
func TestGenerateUniqueIsOneSolution(t *testing.T) {
	for _, args := range [][]string{
		{"takuzu", "--size", "6", "--unique"},
		{"takuzu", "--size", "8", "--unique", "--distinct-rows"},
		{"futoshiki", "--size", "4", "--unique"},
	} {
		for seed := range uint64(3) {
			text := generateText(t, args, seed+1)
			ps, err := puzzles.Parse("generated.txt", []byte(text))
			if err != nil || len(ps) != 1 {
				t.Fatalf("%v: %d puzzles, %v\n%s", args, len(ps), err, text)
			}
			res, err := puzzles.Solve(ps[0], puzzles.Options{Solutions: 2})
			if err != nil {
				t.Fatal(err)
			}
			if u, known := res.Unique(); !u || !known || !strings.Contains(text, "# unique: yes") {
				t.Errorf("%v seed %d: %d solutions (unique %v, known %v)\n%s", args, seed+1, res.Solutions, u, known, text)
			}
			if slices.Contains(args, "--distinct-rows") != strings.Contains(text, "takuzu unique\n") {
				t.Errorf("%v seed %d: the row rule is not as asked\n%s", args, seed+1, text)
			}
		}
	}
}

// TestGradeHelpBands: 'tessera grade --help' lists each kind's bands as
// craft grades them, a kind of its own on its line, the rest as
// "others".
func TestGradeHelpBands(t *testing.T) {
	lines := map[string]string{}
	for _, l := range strings.Split(gradeHelp, "\n") {
		if f := strings.Fields(l); len(f) > 1 && strings.HasPrefix(l, "  ") && strings.HasSuffix(f[1], ",") {
			lines[f[0]] = strings.Join(f[1:], " ")
		}
	}
	for _, k := range puzzles.Kinds() {
		var names []string
		for _, b := range craft.Bands(k) {
			names = append(names, b.Name)
		}
		want := strings.Join(names, ", ")
		got, own := lines[k]
		if !own {
			got = lines["others"]
		}
		if got != want {
			t.Errorf("grade --help lists %s's bands as %q, craft grades %q", k, got, want)
		}
	}
}

// TestGenerateRogoTarget: 'tessera generate rogo' states the best score,
// 'tessera solve' reads the file back and reaches it, and 'tessera check'
// calls its loop optimal against that target.
func TestGenerateRogoTarget(t *testing.T) {
	dir := t.TempDir()
	for _, seed := range []uint64{1, 5} {
		text := generateText(t, []string{"rogo"}, seed)
		ps, err := puzzles.Parse("generated.txt", []byte(text))
		if err != nil {
			t.Fatal(err)
		}
		rp := ps[0].(interface{ Unwrap() any }).Unwrap().(*rogo.Puzzle)
		if !rp.HasBest {
			t.Fatalf("seed %d: no best score stated:\n%s", seed, text)
		}
		puzzle, solution := filepath.Join(dir, "p.txt"), filepath.Join(dir, "s.txt")
		if err := os.WriteFile(puzzle, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
		code, out, errOut := invocation{args: []string{"solve", puzzle}}.run(t)
		if code != exitOK || !strings.HasPrefix(out, fmt.Sprintf("score %d\n", rp.Best)) {
			t.Fatalf("seed %d: solve exit %d, want score %d:\n%s%s", seed, code, rp.Best, out, errOut)
		}
		if err := os.WriteFile(solution, []byte(out), 0o644); err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("score %d: the best score (best %d), an optimal solution", rp.Best, rp.Best)
		if code, out, errOut := (invocation{args: []string{"check", puzzle, solution}}).run(t); code != exitOK || !strings.Contains(out, want) {
			t.Errorf("seed %d: check exit %d, want %q:\n%s%s", seed, code, want, out, errOut)
		}
	}
}

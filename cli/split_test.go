package cli

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// runIn runs the command line with stdin as standard input.
func runIn(args []string, stdin string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

// TestSplitSolvePartMerge: split, then solve-part on each job line, then
// merge, prints what solve prints (text and --json, after the statistics
// that differ), for a puzzle of every kind and each question.
func TestSplitSolvePartMerge(t *testing.T) {
	for _, p := range []string{
		"bundled:sudoku/monkeynova_nyt20171202", "bundled:takuzu/binarypuzzle_easy_6x6_001",
		"bundled:kenken/monkeynova_conceptis_puzzles", "bundled:kakurasu/zwvista_level22",
		"bundled:abcpath/shlomif_generator_seed1", "bundled:rogo/hakank_20110107",
		"bundled:tetravex/seed_4x4", "bundled:hidato/hakank_7x7", "bundled:skyscrapers/codewars_6x6",
		"bundled:nonogram/rosettacode_example_8x9", "bundled:hitori/brainbashers_1102_5x5",
		"bundled:starbattle/kattis_starbattles2_sample1", "bundled:killer/hs_zero_cages",
		"bundled:kakuro/wikipedia_example", "bundled:futoshiki/atk_h1117",
		"testdata/kenken-unsat-root.txt", // no solution: merge names the failing constraint as solve does
	} {
		for _, q := range [][]string{nil, {"--unique"}, {"--all"}, {"--count", "3"}} {
			for _, out := range [][]string{{"--plain"}, {"--json"}} {
				name := fmt.Sprintf("%s %v %v", p, q, out)
				code, jobs, stderr := runIn(append([]string{"split", p, "--parts", "3"}, q...), "")
				if code != 0 || strings.Count(jobs, "\n") != 3 {
					t.Fatalf("%s: split: exit %d, %d lines, %s", name, code, strings.Count(jobs, "\n"), stderr)
				}
				var results strings.Builder
				for _, job := range strings.SplitAfter(strings.TrimSpace(jobs), "\n") {
					code, res, stderr := runIn([]string{"solve-part"}, job)
					if code != 0 || strings.Count(res, "\n") != 1 {
						t.Fatalf("%s: solve-part: exit %d, %s", name, code, stderr)
					}
					results.WriteString(res)
				}
				mcode, merged, mstderr := runIn(append([]string{"merge"}, out...), results.String())
				scode, solved, sstderr := runIn(append(append([]string{"solve", p}, q...), out...), "")
				if mcode != scode || mstderr != sstderr {
					t.Fatalf("%s: merge exits %d (%q), solve %d (%q)", name, mcode, mstderr, scode, sstderr)
				}
				if out[0] == "--json" {
					merged, solved = withoutStats(merged), withoutStats(solved)
				}
				if q != nil && q[0] == "--all" && out[0] == "--plain" {
					// solve --all prints every solution, merge one and the count
					merged, solved = lastLine(merged), lastLine(solved)
				}
				if p == "bundled:rogo/hakank_20110107" && (q == nil) && out[0] == "--json" {
					// the sequential search counts its improving solutions
					solved = strings.Replace(solved, `"solutions":5`, `"solutions":1`, 1)
				}
				if p == "bundled:rogo/hakank_20110107" && q != nil {
					// Two optimal loops: solve prints the last one it
					// counted, merge the one of the lowest subproblem.
					merged, solved = withoutSolution(merged), withoutSolution(solved)
				}
				if merged != solved {
					t.Fatalf("%s: merge printed\n%s\nsolve printed\n%s", name, merged, solved)
				}
			}
		}
	}
}

// withoutStats drops the "stats" object of solve --json lines.
func withoutStats(s string) string {
	i := strings.Index(s, `"stats":`)
	if i < 0 {
		return s
	}
	j := strings.Index(s[i:], "},")
	return s[:i] + s[i+j+2:]
}

// withoutSolution keeps the first line of a text answer, and drops the
// "solution" field of a JSON one.
func withoutSolution(s string) string {
	if i := strings.Index(s, `"solution":"`); i >= 0 {
		j := strings.Index(s[i+12:], `",`)
		return s[:i] + s[i+12+j+2:]
	}
	return strings.SplitAfter(s, "\n")[0]
}

func lastLine(s string) string {
	lines := strings.Split(strings.TrimRight(s, "\n"), "\n")
	return lines[len(lines)-1]
}

func TestSplitSolvePartMergeErrors(t *testing.T) {
	_, jobs, _ := runIn([]string{"split", "bundled:kakurasu/zwvista_level22", "--parts", "2", "--unique"}, "")
	lines := strings.SplitAfter(strings.TrimSpace(jobs), "\n")
	var results []string
	for _, j := range lines {
		_, r, _ := runIn([]string{"solve-part"}, j)
		results = append(results, r)
	}
	for _, c := range []struct {
		args  []string
		stdin string
		code  int
		want  string
	}{
		{[]string{"split"}, "", exitUsage, "expected one FILE"},
		{[]string{"split", "bundled:sudoku/monkeynova_nyt20171202", "--parts", "0"}, "", exitUsage, "--parts 0"},
		{[]string{"split", "bundled:sudoku/monkeynova_nyt20171202", "--all", "--unique"}, "", exitUsage, "exclude each other"},
		{[]string{"split", "bundled:sudoku/monkeynova_nyt20171202", "--brancher", "x"}, "", exitUsage, "--brancher"},
		{[]string{"split", "nosuchfile.txt"}, "", exitInput, "nosuchfile.txt"},
		{[]string{"solve-part"}, "", exitInput, "no job line"},
		{[]string{"solve-part"}, "{\"version\":1,\n", exitInput, "<stdin>:1: not a job line"},
		{[]string{"solve-part"}, lines[0] + "[1,2]\n", exitInput, "<stdin>:2: not a job line"},
		{[]string{"solve-part", "x"}, "", exitUsage, "no operand"},
		{[]string{"solve-part"}, strings.Replace(lines[0], `"root":"`, `"root":"9`, 1), exitInput, "not those of its split identity"},
		{[]string{"merge"}, results[0], exitInput, "part 1 of 2 is missing"},
		{[]string{"merge"}, results[0] + results[0], exitInput, "<stdin>:2: part 0 of 2 given twice (also <stdin>:1)"},
		{[]string{"merge"}, "nope\n", exitInput, "<stdin>:1: not a result line"},
		{[]string{"merge"}, "", exitInput, "no part result"},
		{[]string{"solve", "bundled:sudoku/monkeynova_nyt20171202", "--workers", "-1"}, "", exitUsage, "--workers"},
		{[]string{"solve", "bundled:sudoku/monkeynova_nyt20171202", "--workers", "many"}, "", exitUsage, "--workers"},
	} {
		code, _, stderr := runIn(c.args, c.stdin)
		if code != c.code || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want %d and %q", c.args, code, stderr, c.code, c.want)
		}
	}
	code, out, _ := runIn([]string{"merge"}, results[1]+results[0])
	if code != 0 || !strings.Contains(out, "# unique: yes") {
		t.Errorf("merge in another order: exit %d, %q", code, out)
	}
}

// TestSolveWorkers: --workers N prints the same answer for every N
// (the --stats table aside), and --stats shows one row per worker.
func TestSolveWorkers(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "--plain", "bundled:rogo/hakank_20110107"},
		{"solve", "--plain", "--count", "50", "testdata/sudoku-4x4.txt"},
		{"solve", "--plain", "--unique", "bundled:kenken/monkeynova_conceptis_puzzles"},
	} {
		var ref string
		for _, w := range []string{"1", "2", "4", "all"} {
			code, out, stderr := runIn(append(append([]string{}, args...), "--workers", w), "")
			if code != 0 {
				t.Fatalf("%v --workers %s: exit %d: %s", args, w, code, stderr)
			}
			if ref == "" {
				ref = out
			} else if out != ref {
				t.Fatalf("%v --workers %s printed\n%s\nwant\n%s", args, w, out, ref)
			}
		}
	}
	_, _, stderr := runIn([]string{"solve", "--stats", "--workers", "3", "bundled:kakurasu/zwvista_level22", "--all"}, "")
	if !strings.Contains(stderr, "parallel: 3 workers") || strings.Count(stderr, "\n  ") < 4 {
		t.Errorf("--stats --workers 3: no per-worker table in\n%s", stderr)
	}
}

package cli

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
)

// splitLines runs split with args and returns its job lines.
func splitLines(t *testing.T, args ...string) []string {
	t.Helper()
	code, out, stderr := runIn(append([]string{"split"}, args...), "")
	if code != exitOK {
		t.Fatalf("split %v: exit %d: %s", args, code, stderr)
	}
	return strings.SplitAfter(strings.TrimSpace(out), "\n")
}

// solvePartLines runs solve-part on each job line and returns the result lines
// (each ending in a newline).
func solvePartLines(t *testing.T, jobs []string) []string {
	t.Helper()
	var rs []string
	for _, j := range jobs {
		code, r, stderr := runIn([]string{"solve-part"}, strings.TrimSpace(j)+"\n")
		if code != exitOK {
			t.Fatalf("solve-part: exit %d: %s", code, stderr)
		}
		rs = append(rs, r)
	}
	return rs
}

// editJSON decodes one JSON line, lets f change it, and encodes it again.
func editJSON(t *testing.T, line string, f func(map[string]any)) string {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(line), &m); err != nil {
		t.Fatal(err)
	}
	f(m)
	data, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return string(data) + "\n"
}

// Each way a set of result lines can fail to be one split is refused with
// exit 1 and a message naming the line.
func TestMergeRefusesWhatIsNotOneSplit(t *testing.T) {
	const p = "testdata/kenken-576.txt"
	three := solvePartLines(t, splitLines(t, p, "--all", "--parts", "3"))
	two := solvePartLines(t, splitLines(t, p, "--all", "--parts", "2"))
	sameParts := solvePartLines(t, splitLines(t, p, "--all", "--parts", "3", "--subproblems", "12"))
	otherBrancher := solvePartLines(t, splitLines(t, p, "--all", "--parts", "3", "--brancher", "input"))
	otherQuestion := solvePartLines(t, splitLines(t, p, "--count", "100", "--parts", "3"))
	jobs := splitLines(t, p, "--all", "--parts", "3")
	for _, c := range []struct {
		name, stdin, want string
	}{
		{"two --parts values", three[0] + two[1] + three[2], "<stdin>:2: a part of another split of this puzzle (2 parts"},
		{"two --subproblems values", three[0] + three[1] + sameParts[2], "<stdin>:3: a part of another split of this puzzle (3 parts, 12 subproblems; <stdin>:1: 3 parts, 24 subproblems)"},
		{"a missing part", three[0] + three[2], "2 results, but part 1 of 3 is missing"},
		{"a duplicated part", three[0] + three[1] + three[1] + three[2], "<stdin>:3: part 1 of 3 given twice (also <stdin>:2)"},
		{"a part solved with another brancher", three[0] + otherBrancher[1] + three[2], "<stdin>:2: a part solved with other options (want -1, brancher input; <stdin>:1: want -1)"},
		{"a part solved for another question", otherQuestion[0] + three[1] + three[2], "<stdin>:2: a part solved with other options (want -1; <stdin>:1: want 100)"},
		{"a result whose options were edited", three[0] + editJSON(t, three[1], func(m map[string]any) { m["brancher"] = "input" }) + three[2],
			"<stdin>:2: the result's puzzle, options or split parameters are not those of its split identity"},
		{"a result whose count of parts was edited", three[0] + three[1] + editJSON(t, three[2], func(m map[string]any) { m["parts"] = 4.0 }),
			"<stdin>:3: the result's puzzle, options or split parameters are not those of its split identity"},
		// Part 1's result relabelled part 0: the decisions it searched are
		// not part 0's, whatever its hashes say.
		{"a tampered decision list", editJSON(t, three[1], func(m map[string]any) { m["part"] = 0.0 }) + three[1] + three[2],
			"<stdin>:1: part 0 searched other subproblems than its split gave it"},
	} {
		code, out, stderr := runIn([]string{"merge"}, c.stdin)
		if code != exitInput || out != "" || !strings.Contains(stderr, c.want) {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want exit 1 and %q", c.name, code, out, stderr, c.want)
		}
	}
	// solve-part refuses a job whose decisions or options were changed,
	// naming its line.
	var j0 map[string]any
	if err := json.Unmarshal([]byte(jobs[0]), &j0); err != nil {
		t.Fatal(err)
	}
	repeated := editJSON(t, jobs[0], func(m map[string]any) {
		subs := m["subproblems"].([]any)
		m["subproblems"] = append(subs, subs[0]) // one subproblem twice
	})
	for _, c := range []struct{ name, stdin, want string }{
		{"a repeated subproblem", jobs[1] + repeated, "<stdin>:2: " + fmt.Sprint(j0["file"]) + ": part 0: the job's subproblems are not the ones its split wrote"},
		{"another brancher", editJSON(t, jobs[0], func(m map[string]any) { m["brancher"] = "input" }), "<stdin>:1: " + fmt.Sprint(j0["file"]) + ": part 0: the job's puzzle, options or split parameters are not those of its split identity"},
	} {
		code, _, stderr := runIn([]string{"solve-part"}, c.stdin)
		if code != exitInput || !strings.Contains(stderr, c.want) {
			t.Errorf("solve-part, %s: exit %d, stderr %q; want exit 1 and %q", c.name, code, stderr, c.want)
		}
	}
}

// The reproductions of the wrong merges: a KenKen of 576 solutions and
// ROGO boards of optimum 24 and 22 (the merge without the checks gave 672
// solutions, and 21 on the second board), split several ways, every result set made of the
// parts of one split with one part taken from another split merges to the
// right answer or is refused; never to a wrong one. Each split on its own
// merges to the answer.
func TestMergeMixedSplitsNeverWrong(t *testing.T) {
	for _, c := range []struct {
		file     string
		question []string
		want     string // a line of merge's answer
	}{
		{"testdata/kenken-576.txt", []string{"--all"}, "576 solutions"},
		{"testdata/kenken-576.txt", []string{"--count", "600"}, "576 solutions"},
		{"testdata/rogo-optimum-24.txt", nil, "score 24"},
		{"testdata/rogo-optimum-22.txt", nil, "score 22"},
	} {
		var splits [][]string
		var names []string
		for _, ps := range [][2]int{{2, 2}, {2, 4}, {2, 8}, {3, 3}, {3, 6}, {4, 4}} {
			args := append([]string{c.file, "--parts", fmt.Sprint(ps[0]), "--subproblems", fmt.Sprint(ps[1])}, c.question...)
			splits = append(splits, solvePartLines(t, splitLines(t, args...)))
			names = append(names, fmt.Sprintf("--parts %d --subproblems %d", ps[0], ps[1]))
		}
		merge := func(lines []string) (int, string, string) {
			return runIn([]string{"merge", "--plain"}, strings.Join(lines, ""))
		}
		for i, a := range splits {
			code, out, stderr := merge(a)
			if code != exitOK || !strings.Contains(out, c.want) {
				t.Fatalf("%s %s: exit %d, %q %s; want %q", c.file, names[i], code, out, stderr, c.want)
			}
			for j, b := range splits {
				if i == j {
					continue
				}
				for k := range a {
					mixed := append([]string(nil), a...)
					mixed[k] = b[min(k, len(b)-1)]
					code, out, stderr := merge(mixed)
					if code == exitOK && !strings.Contains(out, c.want) || code != exitOK && code != exitInput {
						t.Fatalf("%s: %s with part %d from %s: exit %d, %q %s: a wrong answer", c.file, names[i], k, names[j], code, out, stderr)
					}
					if code == exitInput && !strings.Contains(stderr, "<stdin>:") && !strings.Contains(stderr, "missing") {
						t.Errorf("%s: %s with part %d from %s: refused without naming the line: %s", c.file, names[i], k, names[j], stderr)
					}
				}
			}
		}
	}
}

package tessera_test

import (
	"bufio"
	"math"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// goModelLines counts the model lines of the Example function in file: its
// body from the first line to the search call (Solve, Count, All,
// Optimize) included, without blank and comment-only lines.
func goModelLines(t *testing.T, file string) int {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	search := regexp.MustCompile(`\bm\.(Solve|Count|All|Optimize)\(`)
	in, n := false, 0
	for line := range strings.Lines(string(data)) {
		s := strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(s, "func Example"):
			in = true
			continue
		case !in || s == "" || strings.HasPrefix(s, "//"):
			continue
		}
		n++
		if search.MatchString(s) {
			return n
		}
	}
	t.Fatalf("%s: no Example with a search call", file)
	return 0
}

// mznModelLines counts the lines of a MiniZinc model that are neither
// blank nor comments, up to its output item.
func mznModelLines(t *testing.T, file string) int {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		s := strings.TrimSpace(sc.Text())
		if strings.HasPrefix(s, "output") {
			break
		}
		if s != "" && !strings.HasPrefix(s, "%") {
			n++
		}
	}
	return n
}

// TestModelLineCounts recomputes the README's table of model lengths (the
// Go example against the same model in MiniZinc) and checks the goal: at
// most MiniZinc's count plus 30 %.
func TestModelLineCounts(t *testing.T) {
	readme, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	row := regexp.MustCompile("^\\| (.+?) \\| \\[`([a-z_]+_test\\.go)`\\]\\([^)]*\\) \\| (\\d+) \\| \\[`([a-z_]+\\.mzn)`\\]\\(([^)]*)\\) \\| (\\d+) \\|")
	rows := 0
	for line := range strings.Lines(string(readme)) {
		mt := row.FindStringSubmatch(strings.TrimSpace(line))
		if mt == nil {
			continue
		}
		rows++
		goLines, mznLines := goModelLines(t, mt[2]), mznModelLines(t, mt[5])
		if strconv.Itoa(goLines) != mt[3] || strconv.Itoa(mznLines) != mt[6] {
			t.Errorf("%s: README says %s and %s lines, the files have %d and %d", mt[1], mt[3], mt[6], goLines, mznLines)
		}
		if float64(goLines) > math.Floor(1.3*float64(mznLines)) {
			t.Errorf("%s: %d lines of Go for %d of MiniZinc: more than 30 %% longer", mt[1], goLines, mznLines)
		}
	}
	if rows < 8 {
		t.Errorf("the README's table lists %d models", rows)
	}
}

package cli

import (
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/craft"
)

// TestGenerateGradedKinds: Hitori, Nonogram, Hidato and Kakuro generate
// unique, graded puzzles (header '# unique: yes' and '# grade: BAND', the
// puzzle counted to one solution and graded in the band asked again
// here), the same file for the same seed, --unique alone included.
func TestGenerateGradedKinds(t *testing.T) {
	for _, c := range []struct {
		args []string
		band string
	}{
		{[]string{"hitori", "--size", "5", "--grade", "easy"}, "easy"},
		{[]string{"hitori", "--unique"}, ""},
		{[]string{"nonogram", "--size", "8", "--grade", "line"}, "line"},
		{[]string{"nonogram", "--rows", "6", "--cols", "9"}, ""},
		{[]string{"hidato", "--size", "5", "--grade", "medium"}, "medium"},
		{[]string{"kakuro", "--size", "6", "--grade", "medium"}, "medium"},
	} {
		name := strings.Join(c.args, " ")
		text := generateText(t, c.args, 2)
		if again := generateText(t, c.args, 2); again != text {
			t.Errorf("%s: two runs differ:\n%s\n%s", name, text, again)
		}
		if !strings.Contains(text, "\n# unique: yes") || !strings.Contains(text, "\n# grade: "+c.band) {
			t.Errorf("%s: no unique or grade header:\n%s", name, text)
		}
		ps, err := puzzles.Parse("generated.txt", []byte(text))
		if err != nil || len(ps) != 1 {
			t.Fatalf("%s: %d puzzles, %v\n%s", name, len(ps), err, text)
		}
		res, err := puzzles.Solve(ps[0], puzzles.Options{Solutions: 2})
		if err != nil {
			t.Fatal(err)
		}
		if u, known := res.Unique(); !u || !known {
			t.Errorf("%s: %d solutions\n%s", name, res.Solutions, text)
		}
		d, err := craft.Grade(ps[0], craft.Options{})
		if err != nil {
			t.Fatal(err)
		}
		if c.band != "" && d.Band != c.band {
			t.Errorf("%s: graded %v again", name, d)
		}
	}
}

// TestGenerateGradedKindsBadFlags: a size out of range, an unknown band,
// a flag the kind does not take are usage errors (exit 2) that say so.
func TestGenerateGradedKindsBadFlags(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"generate", "hitori", "--size", "2"}, "3..12"},
		{[]string{"generate", "hitori", "--rows", "5", "--cols", "6"}, "square"},
		{[]string{"generate", "nonogram", "--size", "31"}, "3..30"},
		{[]string{"generate", "hidato", "--grade", "genius"}, "easy, medium, hard, fiendish"},
		{[]string{"generate", "nonogram", "--grade", "medium"}, "line, hard, fiendish"},
		{[]string{"generate", "kakuro", "--size", "3"}, "4..14"},
		{[]string{"generate", "kakuro", "--colours", "3"}, "--colours"},
	} {
		code, _, stderr := invocation{args: c.args}.run(t)
		if code != exitUsage || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, want %d with %q:\n%s", c.args, code, exitUsage, c.want, stderr)
		}
	}
}

package slitherlink_test

import (
	"errors"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/tessera-cp/tessera/examples/slitherlink"
	"github.com/tessera-cp/tessera/puzzles"
)

var registerOnce sync.Once

// register registers the kind once for the tests of the package.
func register(t testing.TB) {
	t.Helper()
	var err error
	registerOnce.Do(func() { err = slitherlink.Register() })
	if err != nil {
		t.Fatal(err)
	}
}

// TestImportsArePublic: the package is written as another module would
// write it, so it imports no internal package of Tessera.
func TestImportsArePublic(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	if len(files) == 0 {
		t.Fatal("no Go files")
	}
	for _, f := range files {
		af, err := parser.ParseFile(token.NewFileSet(), f, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		for _, im := range af.Imports {
			path, _ := strconv.Unquote(im.Path.Value)
			if strings.Contains(path, "/internal") || strings.HasPrefix(path, "internal") {
				t.Errorf("%s imports %s: a kind of another module cannot", f, path)
			}
		}
	}
}

func bundled(t testing.TB) []string {
	names, err := fs.Glob(slitherlink.Bundled, "testdata/*.txt")
	if err != nil || len(names) < 12 {
		t.Fatalf("%d bundled puzzles (%v), expected at least 12", len(names), err)
	}
	return names
}

// TestBundledFiles: each bundled file names its source, parses, formats
// back to itself, and its solution block (Loopy's own loop) passes Verify.
func TestBundledFiles(t *testing.T) {
	big := 0
	for _, name := range bundled(t) {
		data, _ := fs.ReadFile(slitherlink.Bundled, name)
		if !strings.Contains(string(data), "# source: ") {
			t.Errorf("%s: no '# source:' line", name)
		}
		p, err := slitherlink.Parse(name, data)
		if err != nil {
			t.Fatal(err)
		}
		if p.Rows >= 15 && p.Cols >= 15 {
			big++
		}
		if p.Known == nil {
			t.Fatalf("%s: no solution block", name)
		}
		if err := slitherlink.Verify(p, p.Known); err != nil {
			t.Errorf("%s: %v", name, err)
		}
		q, err := slitherlink.Parse(name, []byte(slitherlink.Format(p)))
		if err != nil {
			t.Fatalf("%s: the formatted file: %v", name, err)
		}
		if slitherlink.Format(q) != slitherlink.Format(p) {
			t.Errorf("%s: Format does not read back", name)
		}
		if r, err := slitherlink.ParseLoopy(slitherlink.LoopyID(p)); err != nil || slitherlink.Format(r) != slitherlink.Format(&slitherlink.Puzzle{Rows: p.Rows, Cols: p.Cols, Clues: p.Clues}) {
			t.Errorf("%s: the Loopy ID %s does not read back (%v)", name, slitherlink.LoopyID(p), err)
		}
	}
	if big < 5 {
		t.Errorf("%d bundled puzzles of 15x15 or more, expected 5", big)
	}
}

// TestBundledSolved: through the registry, as the command line does, each
// bundled puzzle of up to 15x15 is solved, proven unique, and equal to
// the file's solution (Loopy's); -slitherlink.big takes the larger ones
// too (minutes: the subcircuit's search grows fast past 15x15).
func TestBundledSolved(t *testing.T) {
	register(t)
	for _, name := range bundled(t) {
		ps, err := puzzles.OpenBundled("bundled:" + slitherlink.KindName + "/" + strings.TrimPrefix(name, "testdata/"))
		if err != nil || len(ps) != 1 {
			t.Fatal(name, len(ps), err)
		}
		p := ps[0]
		sp, _ := puzzles.PuzzleOf[slitherlink.Puzzle](p)
		limit := 100
		if !testing.Short() {
			limit = 15 * 15
		}
		if *bigPuzzles {
			limit = slitherlink.MaxSide * slitherlink.MaxSide
		}
		if sp.Rows*sp.Cols > limit {
			continue
		}
		res, err := puzzles.Solve(p, puzzles.Options{Solutions: 2})
		if err != nil {
			t.Fatal(err)
		}
		if u, known := res.Unique(); !u || !known {
			t.Fatalf("%s: %d solutions (%v), expected one", name, res.Solutions, res.Reason)
		}
		s, ok := puzzles.SolutionOf[slitherlink.Solution](res.Solution)
		if !ok {
			t.Fatalf("%s: the solution is a %T", name, res.Solution)
		}
		if slitherlink.FormatSolution(sp, s) != slitherlink.FormatSolution(sp, sp.Known) {
			t.Errorf("%s: solved\n%s\nLoopy's\n%s", name, slitherlink.FormatSolution(sp, s), slitherlink.FormatSolution(sp, sp.Known))
		}
	}
}

// TestVerifyRules: Verify names each broken rule.
func TestVerifyRules(t *testing.T) {
	data, err := os.ReadFile("testdata/loopy_7x7_easy.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := slitherlink.Parse("easy", data)
	if err != nil {
		t.Fatal(err)
	}
	flip := func(f func(s *slitherlink.Solution)) *slitherlink.Solution {
		s, _ := slitherlink.ParseSolution(p, "easy", data)
		f(s)
		return s
	}
	for _, tc := range []struct {
		name string
		s    *slitherlink.Solution
		want string
	}{
		{"clue", flip(func(s *slitherlink.Solution) { s.H[0][3] = !s.H[0][3] }), "the 2 at r1c4 has 3 of its sides"},
		{"empty", slitherlink.NewSolution(p.Rows, p.Cols), ""},
		{"two loops", twoLoops(), "more than one loop"},
		{"branch", flip(func(s *slitherlink.Solution) { s.V[0][1] = true }), ""},
	} {
		q := p
		if tc.name == "two loops" {
			q = &slitherlink.Puzzle{Rows: 1, Cols: 3, Clues: [][]int{{-1, -1, -1}}}
		}
		err := slitherlink.Verify(q, tc.s)
		if err == nil || !errors.Is(err, slitherlink.ErrInvalid) || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s: %v, expected an ErrInvalid with %q", tc.name, err, tc.want)
		}
	}
	if err := slitherlink.Verify(p, p.Known); err != nil {
		t.Errorf("the file's own solution: %v", err)
	}
}

// twoLoops is two unit squares, at the ends of a 1x3 grid.
func twoLoops() *slitherlink.Solution {
	s := slitherlink.NewSolution(1, 3)
	for _, c := range []int{0, 2} {
		s.H[0][c], s.H[1][c], s.V[0][c], s.V[0][c+1] = true, true, true, true
	}
	return s
}

// TestParseErrors: malformed files are refused with the file, the line
// and what was expected.
func TestParseErrors(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{"", "f:1: expected the kind line 'slitherlink'"},
		{"sudoku\n", "f:1: expected the kind line"},
		{"slitherlink\n", "f:1: expected the grid's rows"},
		{"slitherlink\n3.2\n3.\n", "f:3: expected a row of 3 cells"},
		{"slitherlink\n3x2\n", "f:2: expected a clue 0-4 or '.' at column 2"},
		{"slitherlink\n5x5t0:a\n", "f:2: expected 25 cells"},
		{"slitherlink\n5x5t1:a\n", "f:2: expected a Loopy square grid"},
		{"slitherlink\n2x2t0:1234z\n", "runs past"},
		{"slitherlink\n1\nsolution\n+-+\n|2|\n+-+\n", "f:5: expected the cell r1c1's clue"},
		{"slitherlink\n1\nsolution\n+-+\n", "f:4: expected a solution block of 3 lines"},
		{"slitherlink\n1\nsolution\n+-+\n|1|\n+=+\n", "f:6: expected '-' or a space"},
	} {
		_, err := slitherlink.Parse("f", []byte(tc.data))
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, expected %q", tc.data, err, tc.want)
		}
	}
}

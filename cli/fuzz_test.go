package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/puzzles"
)

// FuzzSolveStdin runs 'tessera solve --plain --nodes 300 --timeout 200ms -'
// on arbitrary input: it never panics, exits 0, 1, 3 or 4, writes no
// control character on stderr and, on exit 0, prints a solution that
// 'tessera check' accepts.
func FuzzSolveStdin(f *testing.F) {
	for _, pat := range []string{"../puzzles/testdata/bad/*.txt", "testdata/*.txt"} {
		files, _ := filepath.Glob(pat)
		for _, file := range files {
			if data, err := os.ReadFile(file); err == nil {
				f.Add(data)
			}
		}
	}
	for _, name := range []string{"sudoku/gecode_9x9#1", "takuzu/hakank_takuzu_4x4_wikipedia", "kenken/seed_3x3",
		"kakurasu/jonasschmucker_test_4x4", "abcpath/seed_5x5", "rogo/hakank_intro1", "tetravex/seed_3x3"} {
		ps, err := puzzles.OpenBundled(name)
		if err != nil {
			f.Fatal(err)
		}
		f.Add([]byte(ps[0].Format()))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var out, errOut bytes.Buffer
		code := run([]string{"solve", "--plain", "--nodes", "300", "--timeout", "200ms", "-"}, bytes.NewReader(data), &out, &errOut)
		switch code {
		case exitOK, exitInput, exitUnsat, exitLimited:
		default:
			t.Fatalf("exit %d\nstderr: %s", code, errOut.String())
		}
		for _, r := range errOut.String() {
			if (r < 0x20 && r != '\n') || r == 0x7f {
				t.Fatalf("control character %q on stderr: %q", r, errOut.String())
			}
		}
		if code == exitInput && !strings.HasPrefix(errOut.String(), "tessera: ") {
			t.Fatalf("an input error without 'tessera: ': %q", errOut.String())
		}
		if code != exitOK || out.Len() == 0 || strings.HasPrefix(out.String(), "# ") {
			return // no answer, or a collection (one heading per puzzle)
		}
		dir := t.TempDir()
		puzzle, sol := filepath.Join(dir, "p.txt"), filepath.Join(dir, "s.txt")
		if os.WriteFile(puzzle, data, 0o644) != nil || os.WriteFile(sol, out.Bytes(), 0o644) != nil {
			t.Fatal("cannot write the temporary files")
		}
		var cout, cerr bytes.Buffer
		if c := run([]string{"check", puzzle, sol}, nil, &cout, &cerr); c != exitOK {
			t.Fatalf("solve printed a solution that check rejects (exit %d): %s\ninput: %q\nsolution: %s", c, cerr.String(), data, out.String())
		}
	})
}

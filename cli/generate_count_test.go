package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGenerateCount: --count N writes the files of seeds S..S+N-1, each
// byte for byte what --seed alone writes, one after the other; solve reads
// the file back as N puzzles named FILE#k, grade reads each puzzle's own
// '# grade:' header.
func TestGenerateCount(t *testing.T) {
	for _, args := range [][]string{
		{"sudoku", "--grade", "basic"},
		{"kenken", "--size", "5", "--grade", "easy"},
		{"takuzu", "--size", "6", "--unique"},
		{"kenken", "--size", "5"}, // the kind's own generator, not unique
	} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			full := append(append([]string{"generate"}, args...), "--seed", "7", "--count", "3")
			code, stdout, stderr := invocation{args: full}.run(t)
			if code != exitOK || stderr != "" {
				t.Fatalf("tessera %s: exit %d\n%s", strings.Join(full, " "), code, stderr)
			}
			var want strings.Builder
			for seed := uint64(7); seed < 10; seed++ {
				want.WriteString(generateText(t, args, seed))
			}
			if stdout != want.String() {
				t.Fatalf("--count 3 wrote\n%s\nnot the files of seeds 7, 8, 9:\n%s", stdout, want.String())
			}
			path := filepath.Join(t.TempDir(), "gen.txt")
			if err := os.WriteFile(path, []byte(stdout), 0o644); err != nil {
				t.Fatal(err)
			}
			es, err := loadEntries(path, nil)
			if err != nil {
				t.Fatal(err)
			}
			if len(es) != 3 {
				t.Fatalf("%d puzzles read back, want 3", len(es))
			}
			for k, e := range es {
				if e.Err != nil || e.Name != fmt.Sprintf("%s#%d", path, k+1) {
					t.Errorf("puzzle %d: %q, %v", k+1, e.Name, e.Err)
				}
			}
			code, out, errOut := invocation{args: []string{"solve", path}}.run(t)
			if code != exitOK || strings.Count(out, "# "+path+"#") != 3 {
				t.Errorf("solve: exit %d\n%s%s", code, out, errOut)
			}
			if args[1] != "--grade" && args[2] != "--grade" {
				return
			}
			code, out, errOut = invocation{args: []string{"grade", path}}.run(t)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			if code != exitOK || len(lines) != 3 {
				t.Fatalf("grade: exit %d\n%s%s", code, out, errOut)
			}
			for _, l := range lines {
				got, said, ok := strings.Cut(strings.TrimSuffix(l, "]"), " [file says: ")
				if !ok || !strings.HasSuffix(got, ": "+said) {
					t.Errorf("grade: %q does not repeat its own puzzle's header", l)
				}
			}
		})
	}
}

// TestGenerateCountUsage: a count below 1, not a number, or one that runs
// the seed past the largest is a usage error, with nothing written.
func TestGenerateCountUsage(t *testing.T) {
	for _, args := range [][]string{
		{"sudoku", "--count", "0"},
		{"sudoku", "--count", "-2"},
		{"sudoku", "--count", "x"},
		{"sudoku", "--seed", "18446744073709551615", "--count", "2"},
	} {
		code, stdout, stderr := invocation{args: append([]string{"generate"}, args...)}.run(t)
		if code != exitUsage || stdout != "" || !strings.Contains(stderr, "count") {
			t.Errorf("generate %s: exit %d, stdout %q, stderr %q; want a usage error about --count", strings.Join(args, " "), code, stdout, stderr)
		}
	}
	// The largest seed alone, and as the last of a count, is fine.
	code, _, stderr := invocation{args: []string{"generate", "sudoku", "--seed", "18446744073709551614", "--count", "2"}}.run(t)
	if code != exitOK {
		t.Errorf("the last two seeds: exit %d\n%s", code, stderr)
	}
}

// TestGenerateCountSkipsUnreachable: a seed whose band is out of reach is
// reported on stderr with its seed, the others are written, exit 1.
func TestGenerateCountSkipsUnreachable(t *testing.T) {
	// Sudoku 4x4 has no puzzle harder than the first bands: "extreme"
	// is out of reach for every seed.
	code, stdout, stderr := invocation{args: []string{"generate", "sudoku", "--size", "4", "--grade", "extreme", "--count", "2", "--seed", "5"}}.run(t)
	if code != exitInput || stdout != "" || !strings.Contains(stderr, "seed 5: ") || !strings.Contains(stderr, "seed 6: ") {
		t.Errorf("exit %d, stdout %q, stderr %q; want exit 1 naming seeds 5 and 6", code, stdout, stderr)
	}
}

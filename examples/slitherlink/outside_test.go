package slitherlink_test

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestOutsideModule builds examples/outside, a program of another module
// (its own go.mod, a replace directive to this repository, no go.sum)
// that registers Slitherlink and runs the library command line (package
// cli), then runs solve, check, render, grade, hint and generate --unique
// on the bundled files and checks the exit codes and outputs: 0 for each
// command that succeeds, 1 for a wrong solution, an unreadable file, a
// malformed one. No hint names a model variable.
func TestOutsideModule(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	dir := t.TempDir()
	bin := filepath.Join(dir, "outside")
	build := exec.Command("go", "build", "-o", bin, ".")
	build.Dir = "../outside"
	build.Env = append(os.Environ(), "GOFLAGS=-mod=readonly", "GOPROXY=off", "GOWORK=off")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build of the outside module: %v\n%s", err, out)
	}
	run := func(want int, args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		var out, errOut bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errOut
		err := cmd.Run()
		code := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			code = exit.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code != want {
			t.Fatalf("outside %s: exit code %d, expected %d\n%s%s", strings.Join(args, " "), code, want, out.String(), errOut.String())
		}
		return out.String() + errOut.String()
	}
	small, _ := filepath.Glob("testdata/loopy_*7x7*.txt")
	tens, _ := filepath.Glob("testdata/loopy_10x10_*.txt")
	files := append(small, tens...)
	if len(files) < 6 {
		t.Fatalf("%d bundled files of 7x7 and 10x10", len(files))
	}
	variable := regexp.MustCompile(`\bx[0-9]|\b_[0-9]|edge\[|\bh\[|\bv\[`)
	for _, f := range files {
		if out := run(0, "solve", f); !strings.Contains(out, "+-+") {
			t.Errorf("solve %s: no loop in\n%s", f, out)
		}
		run(0, "check", f)
		if out := run(0, "render", f); !strings.Contains(out, "edge-hit") {
			t.Errorf("render %s: no edge targets in the SVG", f)
		}
		if out := run(0, "grade", f); !strings.Contains(out, f+": ") {
			t.Errorf("grade %s: %s", f, out)
		}
		hints := run(0, "hint", "--all", f)
		if !strings.Contains(hints, "line") || variable.MatchString(hints) {
			t.Errorf("hint --all %s: expected hints on edges, no model variable:\n%s", f, hints)
		}
	}
	// the bundled files through bundled:KIND/NAME
	run(0, "solve", "bundled:slitherlink/loopy_7x7_hard.txt")
	// a wrong solution, a missing file, a malformed one
	data, err := os.ReadFile("testdata/loopy_7x7_easy.txt")
	if err != nil {
		t.Fatal(err)
	}
	bad := filepath.Join(dir, "bad.txt")
	os.WriteFile(bad, bytes.Replace(data, []byte("\n+-+-+-+ + +-+-+\n"), []byte("\n+ +-+-+ + +-+-+\n"), 1), 0o644)
	if out := run(1, "check", bad); !strings.Contains(out, "invalid slitherlink") {
		t.Errorf("check of a wrong solution: %s", out)
	}
	run(1, "solve", filepath.Join(dir, "missing.txt"))
	malformed := filepath.Join(dir, "malformed.txt")
	os.WriteFile(malformed, []byte("slitherlink\n3x\n"), 0o644)
	if out := run(1, "solve", malformed); !strings.Contains(out, "malformed.txt:2: expected a clue") {
		t.Errorf("solve of a malformed file: %s", out)
	}
	// a unique generated puzzle, read back and solved
	gen := run(0, "generate", "slitherlink", "--size", "6", "--unique", "--seed", "3")
	if !strings.Contains(gen, "# unique: yes") {
		t.Errorf("generate --unique:\n%s", gen)
	}
	genFile := filepath.Join(dir, "gen.txt")
	os.WriteFile(genFile, []byte(gen), 0o644)
	run(0, "solve", genFile)
	graded := run(0, "generate", "slitherlink", "--size", "6", "--grade", "normal", "--seed", "4")
	if !strings.Contains(graded, "# grade: normal") {
		t.Errorf("generate --grade normal:\n%s", graded)
	}
}

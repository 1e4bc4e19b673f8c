package main

import (
	"io"
	"strings"
	"testing"
)

// endless is an input that never ends (as /dev/zero): a reader that does
// not stop at the limit would run out of memory.
type endless struct{ read int64 }

func (e *endless) Read(p []byte) (int, error) {
	clear(p)
	e.read += int64(len(p))
	return len(p), nil
}

// An endless input is refused with a message once the limit is passed,
// having read no more than the limit and one byte.
func TestInputBounded(t *testing.T) {
	src := &endless{}
	var out, errb strings.Builder
	code := run([]string{"-"}, src, &out, &errb)
	if code != exitError || !strings.Contains(errb.String(), "larger than the limit of 4 MiB") {
		t.Fatalf("exit %d, stderr %q: want exit 1 and the limit named", code, errb.String())
	}
	if src.read > defaultMaxInput+64<<10 {
		t.Errorf("read %d bytes of an endless input; the limit is %d", src.read, defaultMaxInput)
	}
	// --max-input-mb raises the limit: 5 MiB of spaces then a model pass.
	big := strings.Repeat(" ", 5<<20) + "var 1..2: x :: output_var;\nsolve satisfy;\n"
	code, stdout, errs := runArgs(t, big, "-")
	if code != exitError || !strings.Contains(errs, "--max-input-mb") {
		t.Errorf("5 MiB without the flag: exit %d, stderr %q", code, errs)
	}
	code, stdout, errs = runArgs(t, big, "--max-input-mb", "6", "-")
	if code != exitOK || stdout != "x = 1;\n----------\n" {
		t.Errorf("--max-input-mb 6: exit %d, stdout %q, stderr %q", code, stdout, errs)
	}
	if code, _, _ := runArgs(t, "", "--max-input-mb", "0", "-"); code != exitUsage {
		t.Errorf("--max-input-mb 0: exit %d, want %d", code, exitUsage)
	}
}

var _ io.Reader = (*endless)(nil)

// A constant objective's first solution is optimal: the search is
// complete and says so.
func TestConstantObjectiveComplete(t *testing.T) {
	for _, src := range []string{
		"var 1..3: x :: output_var;\nsolve minimize 5;\n",
		"var 1..3: x :: output_var;\nsolve maximize 5;\n",
	} {
		for _, args := range [][]string{{"-"}, {"-a", "-"}} {
			_, out, errs := runArgs(t, src, args...)
			if want := "x = 1;\n----------\n==========\n"; out != want {
				t.Errorf("%q %v: output %q (stderr %q), want %q", src, args, out, errs, want)
			}
		}
	}
}

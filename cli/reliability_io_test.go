package cli

// The reliability group, input and output: bounded reading of any stream,
// no lost write, clean messages. .ci/run runs every TestReliability* test.

import (
	"bytes"
	"errors"
	"io"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/internal/wallclock"
	"github.com/tessera-cp/tessera/puzzles"
)

// zeroStream is size zero bytes that counts what was read from it, without
// holding the stream in memory.
type zeroStream struct {
	size, read int64
}

func (z *zeroStream) Read(p []byte) (int, error) {
	if z.read >= z.size {
		return 0, io.EOF
	}
	n := min(int64(len(p)), z.size-z.read)
	clear(p[:n])
	z.read += n
	return int(n), nil
}

const tooLarge = "more than 4194304 bytes (4 MiB), the limit of a puzzle file; stopped reading there\n"

// TestReliabilityStdinCap: 'head -c 1000M /dev/zero | tessera solve -' reads
// the cap plus one byte, not the stream, and says why it stopped.
func TestReliabilityStdinCap(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "-"},
		{"solve", "--json", "-"},
		{"check", "-"},
		{"check", "bundled:rogo/hakank_mike_trick", "-"},
	} {
		z := &zeroStream{size: 1000 << 20}
		var out, errOut bytes.Buffer
		code := run(args, z, &out, &errOut)
		if z.read != puzzles.MaxFileBytes+1 {
			t.Errorf("%v: read %d bytes of the 1000 MB stream, want %d (the cap plus one)", args, z.read, puzzles.MaxFileBytes+1)
		}
		if code != exitInput || !strings.HasSuffix(errOut.String(), "tessera: <stdin>: "+tooLarge) {
			t.Errorf("%v: exit %d, stderr %q", args, code, errOut.String())
		}
	}
}

// TestReliabilityDevZero: 'tessera solve /dev/zero' and 'tessera check P
// /dev/zero' stop at the cap at once.
func TestReliabilityDevZero(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero here")
	}
	for _, args := range [][]string{
		{"solve", "/dev/zero"},
		{"check", "/dev/zero"},
		{"check", "bundled:rogo/hakank_mike_trick", "/dev/zero"},
		{"check", sudoku, "/dev/zero"},
	} {
		start := time.Now()
		code, stdout, stderr := invocation{args: args}.run(t)
		if code != exitInput || stdout != "" || stderr != "tessera: /dev/zero: "+tooLarge {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, stdout, stderr)
		}
		if d := time.Since(start); !wallclock.Within(t, strings.Join(args, " "), d, 2*time.Second) {
			t.Errorf("%v took %v", args, d)
		}
	}
}

// TestReliabilityFileAtTheCap: a file of exactly the cap is read (and
// refused for its content), one byte more is refused for its size.
func TestReliabilityFileAtTheCap(t *testing.T) {
	dir := t.TempDir()
	at := dir + "/at-cap.txt"
	past := dir + "/past-cap.txt"
	body := "sudoku\n" + strings.Repeat("#", puzzles.MaxFileBytes-len("sudoku\n")-1) + "\n"
	if err := os.WriteFile(at, []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(past, []byte(body+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := invocation{args: []string{"solve", at}}.run(t)
	if code != exitInput || !strings.HasPrefix(stderr, "tessera: "+at+":2: ") || strings.Contains(stderr, "limit") {
		t.Errorf("at the cap: exit %d, stderr %q", code, stderr)
	}
	if len(stderr) > 600 {
		t.Errorf("at the cap: a message of %d bytes echoes the 4 MiB line", len(stderr))
	}
	code, _, stderr = invocation{args: []string{"solve", past}}.run(t)
	if code != exitInput || stderr != "tessera: "+past+": "+tooLarge {
		t.Errorf("past the cap: exit %d, stderr %q", code, stderr)
	}
}

// failingWriter fails every write, as /dev/full does.
type failingWriter struct{ writes int }

func (w *failingWriter) Write(p []byte) (int, error) {
	w.writes++
	return 0, errors.New("write /dev/stdout: no space left on device")
}

// shortWriter writes half of each buffer and reports no error.
type shortWriter struct{}

func (shortWriter) Write(p []byte) (int, error) { return len(p) / 2, nil }

// TestReliabilityWriteErrors: every command whose output is lost exits 1
// and says so on stderr ('tessera solve ... > /dev/full').
func TestReliabilityWriteErrors(t *testing.T) {
	for _, args := range [][]string{
		{"solve", "bundled:rogo/hakank_intro8"},
		{"solve", "--json", "bundled:rogo/hakank_intro8"},
		{"solve", "--all", "testdata/sudoku-3sol.txt"},
		{"check", "bundled:rogo/hakank_mike_trick"},
		{"check", sudoku, "testdata/sudoku-4x4.sol"},
		{"generate", "rogo"},
		{"generate", "sudoku", "--size", "4"},
		{"render", "bundled:kenken/seed_3x3"},
		{"solve", "--plain", "bundled:rogo/hakank_intro8"},
		{"list"},
		{"formats"},
		{"formats", "kenken"},
		{"--help"},
		{"--version"},
	} {
		for _, w := range []io.Writer{&failingWriter{}, shortWriter{}} {
			var errOut bytes.Buffer
			code := run(args, nil, w, &errOut)
			want := "tessera: cannot write the output: write /dev/stdout: no space left on device\n"
			if _, short := w.(shortWriter); short {
				want = "tessera: cannot write the output: short write\n"
			}
			if code != exitInput || !strings.HasSuffix(errOut.String(), want) {
				t.Errorf("%v to %T: exit %d, stderr %q; want exit 1 and %q", args, w, code, errOut.String(), want)
			}
			if fw, ok := w.(*failingWriter); ok && fw.writes != 1 {
				t.Errorf("%v: %d writes after the first failure, want none", args, fw.writes-1)
			}
		}
	}
	// A lost answer is an error even when a limit stopped the search
	// (exit 4 otherwise); with nothing to write, the exit code stays.
	var errOut bytes.Buffer
	if code := run([]string{"solve", "--count", "100", "--nodes", "20", "testdata/sudoku-empty.txt"}, nil, &failingWriter{}, &errOut); code != exitInput {
		t.Errorf("a limited count to a failing output: exit %d, want 1", code)
	}
	errOut.Reset()
	if code := run([]string{"solve", "--nodes", "1", "testdata/sudoku-empty.txt"}, nil, &failingWriter{}, &errOut); code != exitLimited || strings.Contains(errOut.String(), "cannot write") {
		t.Errorf("no answer, nothing written: exit %d, stderr %q; want 4", code, errOut.String())
	}
}

// TestReliabilityDevFull runs the binary with its output on /dev/full.
func TestReliabilityDevFull(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full here")
	}
	defer full.Close()
	bin := tesseraBinary(t)
	for _, args := range [][]string{
		{"solve", "bundled:rogo/hakank_intro8"},
		{"solve", "--json", "bundled:rogo/hakank_intro8"},
		{"check", "bundled:rogo/hakank_mike_trick"},
		{"generate", "rogo"},
		{"list"},
		{"formats"},
	} {
		cmd := childCommand(bin, args...)
		cmd.Stdout = full
		var errOut bytes.Buffer
		cmd.Stderr = &errOut
		err := cmd.Run()
		var ee interface{ ExitCode() int }
		if !errors.As(err, &ee) || ee.ExitCode() != exitInput || !strings.Contains(errOut.String(), "tessera: cannot write the output: ") || !strings.Contains(errOut.String(), "no space left on device") {
			t.Errorf("%v > /dev/full: %v, stderr %q", args, err, errOut.String())
		}
	}
}

// TestReliabilityMessages: hostile input is echoed escaped and cut, by every
// kind's parser (they share the reader's error type).
func TestReliabilityMessages(t *testing.T) {
	long := strings.Repeat("Z", 5000)
	spaced := strings.Repeat("A ", 3000)
	for _, in := range []string{
		"nurikabe\x1b[2J\a" + long + "\n",
		"sudoku\n" + "12\x1b[31m" + long + "\n",
		"takuzu\n0 1 \x07\n",
		"kenken\n" + long + "\n",
		"kakurasu\n" + spaced + "\n",
		"abcpath\n\x1b]0;title\a" + long + "\n",
		"rogo\nsteps 4\n" + "\x1b[5m" + long + "\n",
		"rogo\n\u202e" + long + " 1\n",
		"tetravex\nsize 1\n1 2 3 \x1b" + long + "\n",
		"sudoku\n" + spaced + "\n",
	} {
		var out, errOut bytes.Buffer
		code := run([]string{"solve", "-"}, strings.NewReader(in), &out, &errOut)
		msg := errOut.String()
		if code != exitInput || !strings.HasPrefix(msg, "tessera: <stdin>:") {
			t.Errorf("%.30q: exit %d, stderr %q", in, code, msg)
			continue
		}
		if strings.Count(msg, "\n") != 1 || len(msg) > 700 {
			t.Errorf("%.30q: a message of %d bytes on %d lines: %q", in, len(msg), strings.Count(msg, "\n"), msg)
		}
		for _, r := range strings.TrimSuffix(msg, "\n") {
			if r < 0x20 || r == 0x7f || r == '\u202e' {
				t.Errorf("%.30q: raw control character %q in %q", in, r, msg)
				break
			}
		}
	}
}

// TestReliabilityStdinPipe: the binary fed an endless stream of zeros on a
// pipe ('head -c 1000M /dev/zero | tessera solve -') stops at once, having
// taken little more than the cap from the pipe, with a small peak memory.
func TestReliabilityStdinPipe(t *testing.T) {
	cmd := childCommand(tesseraBinary(t), "solve", "-")
	z := &zeroStream{size: 1000 << 20}
	cmd.Stdin = z
	var errOut bytes.Buffer
	cmd.Stderr = &errOut
	start := time.Now()
	err := cmd.Run()
	took := time.Since(start)
	var ee interface{ ExitCode() int }
	if !errors.As(err, &ee) || ee.ExitCode() != exitInput || errOut.String() != "tessera: <stdin>: "+tooLarge {
		t.Fatalf("%v, stderr %q", err, errOut.String())
	}
	// The cap, plus what the pipe and the copying goroutine hold.
	if z.read > puzzles.MaxFileBytes+1<<20 {
		t.Errorf("%d bytes taken from the stream, want about the cap (%d)", z.read, puzzles.MaxFileBytes)
	}
	// Stopping at once: little CPU time (the wall time depends on the
	// machine's load, and is asserted only with TESSERA_WALLCLOCK=1).
	if cpu := childCPU(cmd.ProcessState); cpu > 2*time.Second {
		t.Errorf("used %v of CPU time", cpu)
	}
	if !wallclock.Within(t, "solve - on an endless pipe", took, 5*time.Second) {
		t.Errorf("took %v", took)
	}
	// About 20 MiB alone; under load the collector runs late and the
	// peak has reached 74 MiB. Reading the stream whole would be 1000 MiB.
	if rss, ok := peakRSS(cmd.ProcessState); ok && rss > 128<<20 {
		t.Errorf("peak memory %d MiB, want at most 128 MiB", rss>>20)
	}
}

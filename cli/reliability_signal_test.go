package cli

// The reliability group, Ctrl-C: SIGINT sent to the tessera binary running
// as a child process.

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/tessera-cp/tessera/internal/wallclock"
	"github.com/tessera-cp/tessera/puzzles/generate"
	"github.com/tessera-cp/tessera/puzzles/rogo"
)

// child is a running tessera binary whose stdout and stderr are collected.
type child struct {
	cmd            *exec.Cmd
	stdout, stderr bytes.Buffer
	firstErr       chan struct{} // closed at the first byte on stderr
	firstOut       chan struct{} // closed at the first byte on stdout
	done           chan error
}

// startChild starts the binary with args; stdin is kept open (and empty)
// until the child ends.
func startChild(t *testing.T, args ...string) *child {
	t.Helper()
	return startChildEnv(t, nil, args...)
}

// startChildEnv is startChild with env added to the child's environment.
func startChildEnv(t *testing.T, env []string, args ...string) *child {
	t.Helper()
	if runtime.GOOS == "windows" {
		t.Skip("SIGINT cannot be sent to a child process on windows")
	}
	c := &child{cmd: childCommand(tesseraBinary(t), args...), firstErr: make(chan struct{}), firstOut: make(chan struct{}), done: make(chan error, 1)}
	c.cmd.Env = append(c.cmd.Env, env...)
	outR, err := c.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	errR, err := c.cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	copied := make(chan struct{}, 2)
	go copyNotify(&c.stdout, outR, c.firstOut, copied)
	go copyNotify(&c.stderr, errR, c.firstErr, copied)
	go func() {
		<-copied
		<-copied
		c.done <- c.cmd.Wait()
	}()
	t.Cleanup(func() {
		if c.cmd.ProcessState == nil {
			c.cmd.Process.Kill()
			<-c.done
		}
	})
	return c
}

// copyNotify copies r into w, closing first at the first byte.
func copyNotify(w *bytes.Buffer, r io.Reader, first chan struct{}, copied chan struct{}) {
	br := bufio.NewReader(r)
	if _, err := br.Peek(1); err == nil {
		close(first)
	}
	io.Copy(w, br)
	copied <- struct{}{}
}

// wait waits at most limit for the child to end and returns its exit error
// and how long it took.
func (c *child) wait(t *testing.T, limit time.Duration) (error, time.Duration, bool) {
	t.Helper()
	start := time.Now()
	select {
	case err := <-c.done:
		return err, time.Since(start), true
	case <-time.After(limit):
		return nil, time.Since(start), false
	}
}

func (c *child) signal(t *testing.T) {
	t.Helper()
	if err := c.cmd.Process.Signal(os.Interrupt); err != nil && !errors.Is(err, os.ErrProcessDone) {
		t.Fatal(err)
	}
}

// awaitFirst waits for the first byte on ch, failing after limit.
func awaitFirst(t *testing.T, c *child, ch chan struct{}, what string, limit time.Duration) {
	t.Helper()
	select {
	case <-ch:
	case err := <-c.done:
		c.done <- err
		t.Fatalf("the child ended before %s: %v\nstdout: %s\nstderr: %s", what, err, c.stdout.String(), c.stderr.String())
	case <-time.After(limit):
		t.Fatalf("no %s after %v", what, limit)
	}
}

// signalLimit bounds the time from a Ctrl-C to the end of the process: a
// limit test, not a speed target (it was 10 s and more before the search
// looked at the clock by time). It includes printing the answer and the
// exit of a process that may hold half a gigabyte. It is a wall-clock
// limit, asserted only with TESSERA_WALLCLOCK=1 (.ci/run's reliability
// step, alone on the machine); elsewhere the tests check that the process
// ends (within a generous wait) with the answer so far, and log the time.
const signalLimit = 1500 * time.Millisecond

// exitCode is the exit code of a child's Wait error (0 for nil), or -1 and
// the signal when the child was killed by a signal.
func exitCode(err error) (int, syscall.Signal) {
	if err == nil {
		return 0, 0
	}
	var ee *exec.ExitError
	if !errors.As(err, &ee) {
		return -2, 0
	}
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return -1, ws.Signal()
	}
	return ee.ExitCode(), 0
}

// TestReliabilityInterrupt: the first Ctrl-C stops a running count at
// once; the answer so far is printed and the exit code is 4.
func TestReliabilityInterrupt(t *testing.T) {
	c := startChild(t, "solve", "--progress", "--count", "1000000000", "testdata/sudoku-empty-16x16.txt")
	// The status line shows after a second of search: the handler is set.
	awaitFirst(t, c, c.firstErr, "status line", wallclock.Hang(30*time.Second))
	c.signal(t)
	err, took, ended := c.wait(t, wallclock.Hang(5*time.Second))
	if !ended {
		t.Fatalf("still running %v after Ctrl-C", took)
	}
	code, sig := exitCode(err)
	if code != exitLimited {
		t.Fatalf("exit %d (signal %v), want %d\nstdout: %s\nstderr: %q", code, sig, exitLimited, c.stdout.String(), c.stderr.String())
	}
	if !wallclock.Within(t, "the end after Ctrl-C", took, signalLimit) {
		t.Errorf("the search stopped %v after Ctrl-C, want at most %v", took.Round(time.Millisecond), signalLimit)
	}
	if !strings.Contains(c.stdout.String(), "an interrupt stopped the count") || !strings.HasPrefix(c.stdout.String(), "at least ") {
		t.Errorf("stdout %q: want the count so far and why it stopped", c.stdout.String())
	}
}

// TestReliabilityInterruptWorkers: Ctrl-C stops every worker of a
// parallel count as promptly as the sequential one, with the count so far.
func TestReliabilityInterruptWorkers(t *testing.T) {
	c := startChild(t, "solve", "--workers", "2", "--progress", "--count", "1000000000", "testdata/sudoku-empty-16x16.txt")
	awaitFirst(t, c, c.firstErr, "status line", wallclock.Hang(30*time.Second))
	c.signal(t)
	err, took, ended := c.wait(t, wallclock.Hang(5*time.Second))
	if !ended {
		t.Fatalf("still running %v after Ctrl-C", took)
	}
	code, sig := exitCode(err)
	if code != exitLimited {
		t.Fatalf("exit %d (signal %v), want %d\nstdout: %s\nstderr: %q", code, sig, exitLimited, c.stdout.String(), c.stderr.String())
	}
	if !wallclock.Within(t, "the end after Ctrl-C", took, signalLimit) {
		t.Errorf("the search stopped %v after Ctrl-C, want at most %v", took.Round(time.Millisecond), signalLimit)
	}
	if !strings.Contains(c.stdout.String(), "an interrupt stopped the count") || !strings.HasPrefix(c.stdout.String(), "at least ") {
		t.Errorf("stdout %q: want the count so far and why it stopped", c.stdout.String())
	}
}

// TestReliabilitySecondInterrupt: a second Ctrl-C ends the process at once,
// even where the first one cannot stop it promptly (a model build or a
// node of a huge ROGO: 64x64 cells, a 290-step loop, where one node took
// about 55 ms and the first interrupt was seen only every 256 nodes).
func TestReliabilitySecondInterrupt(t *testing.T) {
	big := filepath.Join(t.TempDir(), "rogo-64x64-290.txt")
	writePlantedRogo(t, big, 64, 64, 290)
	// A first, tiny file: its answer on stdout shows that the child runs
	// (its signal handler is set) before the big one starts.
	c := startChild(t, "solve", sudoku, big)
	awaitFirst(t, c, c.firstOut, "answer of the first file", wallclock.Hang(30*time.Second))
	// Past the model build (about a second) into the search, where a
	// context canceled at the start would be seen at once.
	awaitCPU(t, c, 2500*time.Millisecond)
	c.signal(t)
	time.Sleep(200 * time.Millisecond)
	c.signal(t)
	err, took, ended := c.wait(t, wallclock.Hang(5*time.Second))
	if !ended {
		t.Fatalf("still running %v after the second Ctrl-C", took)
	}
	code, sig := exitCode(err)
	switch {
	case code == -1 && sig == syscall.SIGINT:
		// Ended by the second Ctrl-C.
	case code == exitLimited:
		// The first Ctrl-C was enough.
	default:
		t.Fatalf("exit %d (signal %v): want the process killed by SIGINT or exit 4\nstdout: %s\nstderr: %s", code, sig, c.stdout.String(), c.stderr.String())
	}
	if !wallclock.Within(t, "the end after the second Ctrl-C", took, signalLimit) {
		t.Errorf("ended %v after the second Ctrl-C, want at most %v", took.Round(time.Millisecond), signalLimit)
	}
}

// awaitCPU waits until the child has used cpu of CPU time: how far it
// got, where a wall-clock sleep says nothing on a loaded machine (2.5 s
// of wall clock gave the child a quarter of its model build at a load of
// 16). Where the CPU time cannot be read (outside Linux, or the child has
// ended), it sleeps what remains of cpu on the wall clock.
func awaitCPU(t *testing.T, c *child, cpu time.Duration) {
	t.Helper()
	start := time.Now()
	for {
		used, ok := cpuSoFar(c.cmd.Process.Pid)
		if !ok {
			time.Sleep(cpu - time.Since(start))
			return
		}
		if used >= cpu {
			return
		}
		if d := time.Since(start); d > wallclock.Hang(cpu+30*time.Second) {
			t.Fatalf("the child used %v of CPU time in %v, waiting for %v", used, d, cpu)
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// writeGenerated writes 'tessera generate KIND ARGS...' to path.
func writeGenerated(t *testing.T, path, kind string, args ...string) {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := run(append([]string{"generate", kind}, args...), nil, &out, &errOut); code != exitOK {
		t.Fatalf("generate %s %v: exit %d: %s", kind, args, code, errOut.String())
	}
	if err := os.WriteFile(path, out.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// plantedRogo is the text of a planted ROGO board (seed 1): a loop of
// steps cells on rows×cols, its best score not stated. The large ones
// these tests search in vain are past what 'tessera generate rogo',
// which states a proven best, makes.
func plantedRogo(t *testing.T, rows, cols, steps int) string {
	t.Helper()
	p, _, err := generate.PlantedRogo(1, rows, cols, steps)
	if err != nil {
		t.Fatal(err)
	}
	return rogo.Format(p)
}

// writePlantedRogo writes plantedRogo's text to path.
func writePlantedRogo(t *testing.T, path string, rows, cols, steps int) {
	t.Helper()
	if err := os.WriteFile(path, []byte(plantedRogo(t, rows, cols, steps)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestReliabilityInterruptHeavy: the first Ctrl-C stops even a search whose
// nodes are slow (the 64x64 ROGO with a 290-step loop, about 55 ms a node)
// within signalLimit, and the answer so far is printed: the best loop found,
// or that there is none yet.
func TestReliabilityInterruptHeavy(t *testing.T) {
	big := filepath.Join(t.TempDir(), "rogo-64x64-290.txt")
	writePlantedRogo(t, big, 64, 64, 290)
	c := startChild(t, "solve", "--plain", sudoku, big)
	awaitFirst(t, c, c.firstOut, "answer of the first file", wallclock.Hang(30*time.Second))
	awaitCPU(t, c, 2500*time.Millisecond) // past the model build, into the search
	c.signal(t)
	err, took, ended := c.wait(t, wallclock.Hang(15*time.Second))
	if !ended {
		t.Fatalf("still running %v after Ctrl-C", took)
	}
	code, sig := exitCode(err)
	if code != exitLimited {
		t.Fatalf("exit %d (signal %v), want %d\nstdout: %s\nstderr: %s", code, sig, exitLimited, c.stdout.String(), c.stderr.String())
	}
	if !wallclock.Within(t, "the end after Ctrl-C", took, signalLimit) {
		t.Errorf("the search stopped %v after Ctrl-C, want at most %v", took.Round(time.Millisecond), signalLimit)
	}
	out, errText := c.stdout.String(), c.stderr.String()
	found := strings.Contains(out, "\nscore ")
	if !found && !strings.Contains(errText, "no answer: an interrupt stopped the search") ||
		found && !strings.Contains(errText, "not proven optimal: an interrupt stopped the search") {
		t.Errorf("want the best loop so far or 'no answer', and the interrupt named\nstdout: %.600s\nstderr: %s", out, errText)
	}
}

package cli

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
)

// TestCollectionWorkersSameOutput: a collection solved with --workers 0, 1
// and 4 (four goroutines, whatever the cores) writes the same bytes, and
// they are the answers of its puzzles solved one by one, in file order.
func TestCollectionWorkersSameOutput(t *testing.T) {
	const file = "bundled:sudoku/hardest"
	for _, args := range [][]string{{}, {"--unique"}, {"--count", "3"}, {"--json", "--unique"}, {"--stats"}} {
		t.Run(strings.Join(args, " "), func(t *testing.T) {
			// The answers one puzzle at a time (no collection involved).
			var want strings.Builder
			for k := 1; k <= 11; k++ {
				name := fmt.Sprintf("%s#%d", file, k)
				_, out, _ := invocation{args: append(append([]string{"solve"}, args...), name)}.run(t)
				if !containsArg(args, "--json") {
					if k > 1 {
						want.WriteString("\n")
					}
					want.WriteString("# " + name + "\n")
				}
				want.WriteString(out)
			}
			var first, firstErr string
			for _, w := range []string{"0", "1", "4"} {
				code, out, errOut := invocation{args: append(append([]string{"solve", "--workers", w}, args...), file)}.run(t)
				if code != exitOK {
					t.Fatalf("--workers %s: exit %d, stderr %s", w, code, errOut)
				}
				out, errOut = normalize(out), normalizeStats(errOut)
				if w == "0" {
					// The model of the shape propagates the givens at the
					// root: more propagations, the same search.
					first, firstErr = out, errOut
					if got, want := noProps(out), noProps(normalize(want.String())); got != want {
						t.Fatalf("--workers 0: the collection's output differs from its puzzles solved one by one:\n--- got\n%s\n--- want\n%s", got, want)
					}
					continue
				}
				if out != first {
					t.Errorf("--workers %s: output differs from --workers 0:\n--- got\n%s\n--- want\n%s", w, out, first)
				}
				if errOut != firstErr {
					t.Errorf("--workers %s: stderr differs from --workers 0:\n--- got\n%s\n--- want\n%s", w, errOut, firstErr)
				}
			}
		})
	}
}

func containsArg(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// normalizeStats hides the times of --stats.
var statsTime = regexp.MustCompile(`(?m)^(time\s+)\S+$`)

func normalizeStats(s string) string { return statsTime.ReplaceAllString(s, "${1}TIME") }

var jsonProps = regexp.MustCompile(`"propagations":[0-9]+`)

func noProps(s string) string { return jsonProps.ReplaceAllString(s, `"propagations":0`) }

// badCollection writes a 9x9 collection whose lines 8 (a bad character)
// and 10 (a 5 given twice in row 1) are malformed, among good puzzles.
func badCollection(t *testing.T) string {
	t.Helper()
	good := []string{
		"4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
		"52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
		"6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
	}
	text := "# test collection\nsudoku\n" + good[0] + "\n" + good[1] + "\n" +
		"52...6.........7.13...x.......4..8..6......5...........418.........3..2...87.....\n" +
		good[2] + "\n" +
		"55...6.........7.13...........4..8..6......5...........418.........3..2...87.....\n" +
		good[0] + "\n"
	path := filepath.Join(t.TempDir(), "mixed.txt")
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// TestCollectionBadLine: a malformed line is reported with its FILE:LINE,
// under its own heading, and every other puzzle is still solved; the exit
// code is 1; the same with --workers 4.
func TestCollectionBadLine(t *testing.T) {
	path := badCollection(t)
	var outs []string
	for _, w := range []string{"0", "4"} {
		code, out, errOut := invocation{args: []string{"solve", "--workers", w, path}}.run(t)
		if code != exitInput {
			t.Errorf("--workers %s: exit %d, want %d", w, code, exitInput)
		}
		for _, line := range []string{"5", "7"} {
			if !strings.Contains(errOut, "tessera: "+path+":"+line+": ") {
				t.Errorf("--workers %s: stderr does not name %s:%s:\n%s", w, path, line, errOut)
			}
			if !strings.Contains(out, "# error: "+path+":"+line+": ") {
				t.Errorf("--workers %s: stdout has no '# error: %s:%s: ...':\n%s", w, path, line, out)
			}
		}
		if n := strings.Count(out, "\n# "+path+"#"); n != 5 { // 6 headings, the first without a newline before
			t.Errorf("--workers %s: %d headings after the first, want 5:\n%s", w, n, out)
		}
		for _, k := range []int{1, 2, 4, 6} {
			head := fmt.Sprintf("# %s#%d\n", path, k)
			i := strings.Index(out, head)
			if i < 0 || len(out) < i+len(head)+81 || strings.Contains(out[i+len(head):i+len(head)+81], ".") {
				t.Errorf("--workers %s: puzzle %d has no solved grid under its heading:\n%s", w, k, out)
			}
		}
		outs = append(outs, out)
	}
	if outs[0] != outs[1] {
		t.Errorf("--workers 4 differs from --workers 0:\n%s\n---\n%s", outs[1], outs[0])
	}
	code, out, _ := invocation{args: []string{"solve", "--json", "--workers", "4", path}}.run(t)
	if code != exitInput || strings.Count(out, `"status":"error"`) != 2 || strings.Count(out, `"status":"solved"`) != 4 ||
		!strings.Contains(out, `"file":"`+path+`#3","kind":"","status":"error"`) {
		t.Errorf("--json: exit %d, want 2 error and 4 solved objects, the errors named FILE#k:\n%s", code, out)
	}
}

// blockedWriter blocks its first Write until release is closed, counting
// the answers (headings) written.
type blockedWriter struct {
	release chan struct{}
	once    sync.Once
	written atomic.Int64
	mu      sync.Mutex
	buf     bytes.Buffer
}

func (w *blockedWriter) Write(p []byte) (int, error) {
	<-w.release
	w.mu.Lock()
	defer w.mu.Unlock()
	w.written.Add(int64(bytes.Count(p, []byte("# bundled:"))))
	return w.buf.Write(p)
}

// TestCollectionBoundedWindow: while standard output does not take the
// answers, at most 2N puzzles (--workers N) are solved ahead of it, so a
// long collection holds a bounded number of answers in memory.
func TestCollectionBoundedWindow(t *testing.T) {
	const workers = 3
	w := &blockedWriter{release: make(chan struct{})}
	var violations atomic.Int64
	var once sync.Once
	dispatchedHook = func(j int) {
		// The j-th puzzle takes a slot that only a written answer frees.
		if int64(j) >= w.written.Load()+2*workers {
			violations.Add(1)
		}
		if j+1 >= 2*workers {
			once.Do(func() { close(w.release) })
		}
	}
	defer func() { dispatchedHook = nil }()
	var errOut bytes.Buffer
	code := runSolve(context.Background(), []string{"--workers", fmt.Sprint(workers), "bundled:sudoku/top95"}, nil, w, &errOut)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errOut.String())
	}
	if n := violations.Load(); n > 0 {
		t.Errorf("%d puzzles were handed out with %d or more answers not yet written", n, 2*workers)
	}
	if got := w.written.Load(); got != 95 {
		t.Errorf("%d answers written, want 95", got)
	}
}

// TestCollectionInterrupted: an interrupt during a concurrent collection
// writes the answers of the puzzles started (a prefix of the file, in
// order), counts the others as not solved, and exits 4.
func TestCollectionInterrupted(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	dispatchedHook = func(j int) {
		if j == 20 {
			cancel()
		}
	}
	defer func() { dispatchedHook = nil }()
	var out, errOut bytes.Buffer
	code := runSolve(ctx, []string{"--workers", "4", "bundled:sudoku/top95"}, nil, &out, &errOut)
	if code != exitLimited {
		t.Errorf("exit %d, want %d", code, exitLimited)
	}
	heads := regexp.MustCompile(`(?m)^# bundled:sudoku/top95#(\d+)$`).FindAllStringSubmatch(out.String(), -1)
	for i, h := range heads {
		if h[1] != fmt.Sprint(i+1) {
			t.Fatalf("answer %d is puzzle %s: not the file's order\n%s", i+1, h[1], out.String())
		}
	}
	if len(heads) < 21 {
		t.Errorf("%d answers, want at least the 21 puzzles handed out", len(heads))
	}
	want := fmt.Sprintf("interrupted; %d puzzles of the collection not solved", 95-len(heads))
	if !strings.Contains(errOut.String(), want) {
		t.Errorf("stderr lacks %q:\n%s", want, errOut.String())
	}
}

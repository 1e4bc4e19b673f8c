// Package browsertest drives the page of 'tessera serve' in a headless
// Chromium for the tests of a puzzle kind, registered from any package:
// Serve starts the library command line's server in the test's process
// (so the kinds the test registered are on the page), New a browser on it.
// Without a Chromium the test skips, unless TESSERA_BROWSER_TEST=1 makes
// that a failure. Waits are bounds for a loaded machine, not measures.
package browsertest

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/tessera-cp/tessera/cli"
)

// Serve runs 'serve --addr 127.0.0.1:0' of package cli until the test
// ends, and returns its address ("http://127.0.0.1:PORT").
func Serve(t testing.TB) string {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	pr, pw := io.Pipe()
	done := make(chan int, 1)
	go func() {
		done <- cli.RunContext(ctx, []string{"serve", "--addr", "127.0.0.1:0"}, strings.NewReader(""), pw, io.Discard)
		pw.Close()
	}()
	line, err := bufio.NewReader(pr).ReadString('\n')
	if err != nil {
		cancel()
		t.Fatalf("serve: %v (%s)", err, line)
	}
	go io.Copy(io.Discard, pr) //nolint:errcheck // the rest of its output
	url := regexp.MustCompile(`http://[^/ ]+`).FindString(line)
	if url == "" {
		cancel()
		t.Fatalf("serve printed no address: %q", line)
	}
	t.Cleanup(func() {
		cancel()
		if code := <-done; code != 0 {
			t.Errorf("serve stopped with exit code %d", code)
		}
	})
	return url
}

// Browser is one headless Chromium.
type Browser struct {
	T   testing.TB
	Ctx context.Context
	URL string
}

// Chromium finds a Chromium or Chrome executable: $TESSERA_CHROMIUM, else
// the usual names on the PATH; "" when there is none.
func Chromium() string {
	if exe := os.Getenv("TESSERA_CHROMIUM"); exe != "" {
		return exe
	}
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if exe, err := exec.LookPath(name); err == nil {
			return exe
		}
	}
	return ""
}

// New starts a Chromium whose viewport is width×height CSS pixels, for
// the page at url; it stops when the test ends.
func New(t testing.TB, url string, width, height int) *Browser {
	t.Helper()
	exe := Chromium()
	if exe == "" {
		if os.Getenv("TESSERA_BROWSER_TEST") == "1" {
			t.Fatal("TESSERA_BROWSER_TEST=1 but no Chromium found (set TESSERA_CHROMIUM)")
		}
		t.Skip("no Chromium found: the browser test needs one (set TESSERA_CHROMIUM)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(exe),
		chromedp.NoSandbox, // containers and root have no sandbox to offer
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.WindowSize(width, height),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelCtx := chromedp.NewContext(alloc)
	ctx, cancel := context.WithTimeout(ctx, 10*time.Minute) // a bound, not a measure
	t.Cleanup(func() { cancel(); cancelCtx(); cancelAlloc() })
	b := &Browser{T: t, Ctx: ctx, URL: url}
	b.Run("set the viewport", chromedp.EmulateViewport(int64(width), int64(height)))
	return b
}

// Run runs chromedp actions, failing the test on an error.
func (b *Browser) Run(what string, actions ...chromedp.Action) {
	b.T.Helper()
	if err := chromedp.Run(b.Ctx, actions...); err != nil {
		b.T.Fatalf("%s: %v", what, err)
	}
}

// Eval evaluates a JavaScript expression into out (nil: ignored).
func (b *Browser) Eval(expr string, out any) {
	b.T.Helper()
	b.Run("evaluate "+expr, chromedp.Evaluate(expr, out))
}

// Wait polls a JavaScript condition for up to 90 seconds.
func (b *Browser) Wait(what, cond string) {
	b.T.Helper()
	b.Run(what, chromedp.Poll(cond, nil, chromedp.WithPollingTimeout(90*time.Second)))
}

// Open loads the page and opens the bundled puzzle KIND/NAME from its
// library, waiting for ready (a CSS selector) to show.
func (b *Browser) Open(name, ready string) {
	b.T.Helper()
	sel := fmt.Sprintf(`#library li[data-name=%q] button`, name)
	b.Run("open the page", chromedp.Navigate(b.URL), chromedp.WaitReady(sel, chromedp.ByQuery))
	b.Run("open "+name, chromedp.Click(sel, chromedp.ByQuery), chromedp.WaitVisible(ready, chromedp.ByQuery))
	b.Wait("the title", fmt.Sprintf(`document.querySelector('#title').textContent === %q`, "bundled:"+name))
}

// Keys presses keys one after the other (chromedp.KeyEvent's names), with
// the given modifiers.
func (b *Browser) Keys(what string, keys []string, opts ...chromedp.KeyOption) {
	b.T.Helper()
	var acts []chromedp.Action
	for _, k := range keys {
		acts = append(acts, chromedp.KeyEvent(k, opts...))
	}
	b.Run(what, acts...)
}

// ClickEdge clicks the page's hit target of the edge between dots (r1, c1)
// and (r2, c2) (0-based), as a person clicks between two dots.
func (b *Browser) ClickEdge(r1, c1, r2, c2 int) {
	b.T.Helper()
	sel := fmt.Sprintf(`#picture line.edge-hit[data-edge="%d,%d,%d,%d"]`, r1, c1, r2, c2)
	b.Run("click the edge "+sel, chromedp.Click(sel, chromedp.ByQuery))
}

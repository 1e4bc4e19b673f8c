package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/tessera-cp/tessera/internal/wallclock"
)

// browser is one headless Chromium on a page of a test server, with the
// helpers every browser test shares: each starts both with newBrowser.
// Without a Chromium the test skips, unless TESSERA_BROWSER_TEST=1 (set
// by .ci/run) makes that a failure; TESSERA_SCREENSHOTS=DIR keeps the
// screenshots in DIR (else a temporary folder).
type browser struct {
	t     *testing.T
	ctx   context.Context
	url   string
	shots string
}

// newBrowser starts a server and a Chromium whose window is width×height
// CSS pixels; both stop when the test ends.
func newBrowser(t *testing.T, width, height int) *browser {
	t.Helper()
	exe := chromium()
	if exe == "" {
		if os.Getenv("TESSERA_BROWSER_TEST") == "1" {
			t.Fatal("TESSERA_BROWSER_TEST=1 but no Chromium found (apt-get install -y chromium, or set TESSERA_CHROMIUM)")
		}
		t.Skip("no Chromium found: the browser test needs one (apt-get install -y chromium, or set TESSERA_CHROMIUM)")
	}
	// The server's limit is a bound, not a measure: a Generate of ROGO
	// ran past 30 s at a load of 16 on 2 cores.
	srv := httptest.NewServer(newAPI(apiConfig{solveLimit: wallclock.Hang(30 * time.Second), loopback: true, workers: 2}))
	t.Cleanup(srv.Close)
	shots := os.Getenv("TESSERA_SCREENSHOTS")
	if shots == "" {
		shots = t.TempDir()
	} else if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
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
	b := &browser{t: t, ctx: ctx, url: srv.URL, shots: shots}
	// The viewport is exactly the size asked (the window's frame would
	// take some of it).
	b.run("set the viewport", chromedp.EmulateViewport(int64(width), int64(height)))
	return b
}

// run runs actions; the step's time goes to the log when it is slow, so
// that on a loaded machine the slow one shows.
func (b *browser) run(what string, actions ...chromedp.Action) {
	b.t.Helper()
	start := time.Now()
	if err := chromedp.Run(b.ctx, actions...); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
	if d := time.Since(start); d > time.Second {
		b.t.Logf("%s: %v", what, d.Round(time.Millisecond))
	}
}

// eval evaluates a JavaScript expression into out.
func (b *browser) eval(expr string, out any) {
	b.t.Helper()
	b.run("evaluate "+expr, chromedp.Evaluate(expr, out))
}

func (b *browser) count(selector string) int {
	b.t.Helper()
	var n int
	b.eval(fmt.Sprintf(`document.querySelectorAll(%q).length`, selector), &n)
	return n
}

func (b *browser) text(selector string) string {
	b.t.Helper()
	var s string
	b.run("read "+selector, chromedp.Text(selector, &s, chromedp.ByQuery))
	return s
}

// wait polls a JavaScript condition, generously: it is a wait for the
// page, not a measure of its speed.
func (b *browser) wait(what, cond string) {
	b.t.Helper()
	b.run(what, chromedp.Poll(cond, nil, chromedp.WithPollingTimeout(wallclock.Hang(30*time.Second))))
}

// waitCount waits until selector matches n elements.
func (b *browser) waitCount(what, selector string, n int) {
	b.t.Helper()
	b.wait(what, fmt.Sprintf(`document.querySelectorAll(%q).length === %d`, selector, n))
}

// keys presses keys one after the other (chromedp.KeyEvent's names: a
// character, or kb.ArrowUp and the like), with the given modifiers.
func (b *browser) keys(what string, keys []string, opts ...chromedp.KeyOption) {
	b.t.Helper()
	var acts []chromedp.Action
	for _, k := range keys {
		acts = append(acts, chromedp.KeyEvent(k, opts...))
	}
	b.run(what, acts...)
}

// open loads the page and opens a bundled puzzle from the library.
func (b *browser) open(name, ready string) {
	b.t.Helper()
	sel := fmt.Sprintf(`#library li[data-name=%q] button`, name)
	b.run("open the page", chromedp.Navigate(b.url), chromedp.WaitReady(sel, chromedp.ByQuery))
	b.run("open "+name, chromedp.Click(sel, chromedp.ByQuery), chromedp.WaitVisible(ready, chromedp.ByQuery))
	b.wait("the title", fmt.Sprintf(`document.querySelector('#title').textContent === %q`, "bundled:"+name))
}

// reload reloads the page and waits for the last puzzle to be open again.
func (b *browser) reload(ready string) {
	b.t.Helper()
	b.run("reload", chromedp.Reload(), chromedp.WaitVisible(ready, chromedp.ByQuery))
}

func (b *browser) shot(name string) string {
	b.t.Helper()
	var buf []byte
	b.run("screenshot "+name, chromedp.CaptureScreenshot(&buf))
	path := filepath.Join(b.shots, name)
	if err := os.WriteFile(path, buf, 0o644); err != nil {
		b.t.Fatal(err)
	}
	checkNotBlank(b.t, path, buf)
	return path
}

// top scrolls the page to its top, then takes a screenshot.
func (b *browser) top(name string) string {
	b.t.Helper()
	b.eval(`window.scrollTo(0, 0)`, nil)
	return b.shot(name)
}

// values reads the page's position of play.
func (b *browser) values() [][]int {
	b.t.Helper()
	var v [][]int
	b.eval(`app.state.values`, &v)
	return v
}

// solutionValues solves a bundled puzzle through the server's API and
// returns its solution's state values.
func solutionValues(t *testing.T, url, name string) [][]int {
	t.Helper()
	return solutionState(t, url, name).Values
}

// cellLink is a segment of a state's loop.
type cellLink struct{ A, B struct{ Row, Col int } }

// solvedState is the state of a solution: values, and a loop's segments.
type solvedState struct {
	Values [][]int
	Links  []cellLink
}

// solutionState solves a bundled puzzle through the server's API.
func solutionState(t *testing.T, url, name string) *solvedState {
	t.Helper()
	open, err := http.Post(url+"/api/open", "application/json", strings.NewReader(fmt.Sprintf(`{"bundled":%q}`, name)))
	if err != nil {
		t.Fatal(err)
	}
	defer open.Body.Close()
	var p struct{ Name, Text string }
	if err := json.NewDecoder(open.Body).Decode(&p); err != nil {
		t.Fatal(err)
	}
	body, _ := json.Marshal(map[string]any{"puzzle": map[string]string{"name": p.Name, "text": p.Text}})
	resp, err := http.Post(url+"/api/solve", "application/json", strings.NewReader(string(body)))
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	dec := json.NewDecoder(resp.Body)
	for {
		var line struct {
			Result *struct {
				State *solvedState
			}
			Error string
		}
		if err := dec.Decode(&line); err != nil {
			t.Fatalf("solve %s: no result: %v", name, err)
		}
		if line.Error != "" {
			t.Fatalf("solve %s: %s", name, line.Error)
		}
		if line.Result != nil {
			if line.Result.State == nil {
				t.Fatalf("solve %s: no solution", name)
			}
			return line.Result.State
		}
	}
}

// chromium finds a Chromium or Chrome executable: $TESSERA_CHROMIUM, else
// the usual names on the PATH.
func chromium() string {
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

// checkNotBlank decodes a screenshot and fails if it has fewer than 16
// distinct colours (a blank or one-colour page).
func checkNotBlank(t *testing.T, path string, data []byte) {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("%s: not a PNG: %v", path, err)
	}
	colours := map[uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[r>>8<<16|g>>8<<8|bl>>8] = true
		}
	}
	if len(colours) < 16 || b.Dx() < 300 {
		t.Errorf("%s: %dx%d with %d colours: blank?", path, b.Dx(), b.Dy(), len(colours))
	}
}

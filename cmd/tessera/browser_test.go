package main

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
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

// The browser test drives the page of 'tessera serve' in a real headless
// Chromium through the DevTools protocol (github.com/chromedp/chromedp:
// a Go driver, so the test stays a plain 'go test' with no Node.js).
// Without a Chromium it skips, unless TESSERA_BROWSER_TEST=1 (set by
// .ci/run) makes that a failure. TESSERA_SCREENSHOTS=DIR keeps the
// screenshots in DIR (else a temporary folder).

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

func TestBrowser(t *testing.T) {
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
	defer srv.Close()
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
		chromedp.WindowSize(1280, 1000),
	)
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	ctx, cancelCtx := chromedp.NewContext(alloc)
	defer cancelCtx()
	ctx, cancel := context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()

	// Each step's time goes to the log: on a loaded machine, the slow one
	// shows.
	run := func(what string, actions ...chromedp.Action) {
		t.Helper()
		start := time.Now()
		if err := chromedp.Run(ctx, actions...); err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		if d := time.Since(start); d > time.Second {
			t.Logf("%s: %v", what, d.Round(time.Millisecond))
		}
	}
	count := func(selector string) int {
		t.Helper()
		var n int
		run("count "+selector, chromedp.Evaluate(fmt.Sprintf(`document.querySelectorAll(%q).length`, selector), &n))
		return n
	}
	text := func(selector string) string {
		t.Helper()
		var s string
		run("read "+selector, chromedp.Text(selector, &s, chromedp.ByQuery))
		return s
	}
	shot := func(name string) {
		t.Helper()
		var buf []byte
		run("screenshot "+name, chromedp.Evaluate(`window.scrollTo(0, 0)`, nil), chromedp.CaptureScreenshot(&buf))
		path := filepath.Join(shots, name)
		if err := os.WriteFile(path, buf, 0o644); err != nil {
			t.Fatal(err)
		}
		checkNotBlank(t, path, buf)
	}

	// The page lists the library.
	kenken := `#library li[data-name="kenken/seed_6x6_wikipedia"] button`
	run("open the page", chromedp.Navigate(srv.URL), chromedp.WaitVisible(kenken, chromedp.ByQuery))
	if n := count("#library li"); n < 50 {
		t.Errorf("the library lists %d files", n)
	}
	shot("1-library.png")

	// Open a bundled KenKen: its 15 cages drawn, 36 cells to click.
	run("open a KenKen", chromedp.Click(kenken, chromedp.ByQuery), chromedp.WaitVisible(`#picture svg path.cage`, chromedp.ByQuery))
	if c, h := count("#picture svg path.cage"), count("#picture svg rect.hit"); c != 15 || h != 36 {
		t.Errorf("%d cages and %d cells drawn, want 15 and 36", c, h)
	}

	// Ask for a hint: the first cell the ladder places, why, drawn.
	run("ask for a hint", chromedp.Click(`#hint`, chromedp.ByQuery), chromedp.WaitVisible(`#hint-text.ok`, chromedp.ByQuery))
	if msg := text("#hint-text"); !strings.HasPrefix(msg, "r1c5 = 1 (full strength): D (6×)") && !strings.HasPrefix(msg, "r1c5 = 1 (full strength): D (6*)") {
		t.Errorf("the hint says %q", msg)
	}
	if count("#picture svg rect.hl-cell") != 1 || count("#picture svg path.hl-scope") != 1 {
		t.Errorf("the hint is not drawn: %d cells, %d scopes", count("#picture svg rect.hl-cell"), count("#picture svg path.hl-scope"))
	}
	shot("2a-hint.png")

	// A wrong digit: 5 in cage B (2÷) has no partner; the check says so.
	run("type a wrong digit",
		chromedp.Click(`#picture svg rect.hit[data-row="0"][data-col="1"]`, chromedp.ByQuery),
		chromedp.KeyEvent("5"),
		chromedp.WaitVisible(`#picture svg text.entry`, chromedp.ByQuery),
		chromedp.Click(`#check`, chromedp.ByQuery),
		chromedp.WaitVisible(`#message.error`, chromedp.ByQuery))
	if msg := text("#message"); !strings.Contains(msg, "cage B (2÷): no value 1..6 goes with 5") {
		t.Errorf("the check says %q", msg)
	}
	if count("#picture svg rect.hl-cell") != 1 || count("#picture svg path.hl-scope") != 1 {
		t.Errorf("the broken rule is not highlighted")
	}
	shot("2-check-fails.png")

	// A hint on the wrong position names the mistake.
	run("ask for a hint on a mistake", chromedp.Click(`#hint`, chromedp.ByQuery), chromedp.WaitVisible(`#hint-text.error`, chromedp.ByQuery))
	if msg := text("#hint-text"); !strings.Contains(msg, "r1c2 disagree") {
		t.Errorf("the hint on a mistake says %q", msg)
	}

	// Ask for the solution: all 36 values drawn, and said to be checked.
	run("solve", chromedp.Click(`#solve`, chromedp.ByQuery), chromedp.WaitVisible(`#message.ok`, chromedp.ByQuery))
	if n := count("#picture svg text.entry"); n != 36 {
		t.Errorf("%d values in the solution, want 36", n)
	}
	if p := text("#progress"); !strings.Contains(p, "solved") {
		t.Errorf("the progress line says %q", p)
	}
	shot("3-solution.png")

	// Generate a new 4×4 KenKen with seed 7.
	run("generate",
		chromedp.SetValue(`#gen-params input[name="size"]`, "4", chromedp.ByQuery),
		chromedp.SetValue(`#gen-seed`, "7", chromedp.ByQuery),
		chromedp.Click(`#generate`, chromedp.ByQuery),
		chromedp.WaitVisible(`#meta`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelector('#title').textContent.startsWith('generated-kenken')`, nil, chromedp.WithPollingTimeout(20*time.Second)))
	if h, c := count("#picture svg rect.hit"), count("#picture svg path.cage"); h != 16 || c == 0 {
		t.Errorf("the generated puzzle has %d cells and %d cages, want 16 and some", h, c)
	}
	if m := text("#meta"); !strings.Contains(m, "seed 7") {
		t.Errorf("the generated puzzle's line says %q", m)
	}
	shot("4-generated.png")

	// ROGO: click a cell, then its neighbours, to draw the loop.
	cell := func(r, c int) string { return fmt.Sprintf(`#picture svg rect.hit[data-row="%d"][data-col="%d"]`, r, c) }
	run("open a ROGO",
		chromedp.Click(`#library li[data-name="rogo/hakank_mike_trick"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`#picture svg circle.pt`, chromedp.ByQuery))
	// Each new segment redraws the picture from the server; the next click
	// waits for that redraw, or it could land on a node being replaced.
	for i, rc := range [][2]int{{1, 1}, {1, 2}, {1, 3}, {2, 3}} {
		run("draw the loop", chromedp.Click(cell(rc[0], rc[1]), chromedp.ByQuery),
			chromedp.Poll(fmt.Sprintf(`document.querySelectorAll('#picture svg line.loop').length === %d`, i), nil, chromedp.WithPollingTimeout(10*time.Second)))
	}
	run("erase a segment", chromedp.Click(cell(1, 3), chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll('#picture svg line.loop').length === 2`, nil, chromedp.WithPollingTimeout(10*time.Second)))
	shot("6-rogo-loop.png")

	// Tetravex: pick a piece from the tray, put it on the board.
	run("open a Tetravex",
		chromedp.Click(`#library li[data-name="tetravex/seed_3x3"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`#picture svg rect.hit[data-piece="5"]`, chromedp.ByQuery),
		chromedp.Click(`#picture svg rect.hit[data-piece="5"]`, chromedp.ByQuery),
		chromedp.Click(cell(1, 1), chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll('#picture svg g.piece[data-at="board"]').length === 1`, nil, chromedp.WithPollingTimeout(10*time.Second)))
	if n := count(`#picture svg g.piece[data-at="board"][data-piece="5"]`); n != 1 {
		t.Errorf("piece 5 is not on the board")
	}
	shot("7-tetravex.png")

	// Upload a bad file: the page shows the command line's FILE:LINE error.
	bad := filepath.Join(t.TempDir(), "bad-kenken.txt")
	if err := os.WriteFile(bad, []byte("kenken\nAB\nAB\nA 3+\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, stderr := invocation{args: []string{"solve", bad}}.run(t)
	want := strings.TrimSpace(strings.Replace(strings.TrimPrefix(stderr, "tessera: "), bad, "bad-kenken.txt", 1))
	run("upload a bad file",
		chromedp.SetUploadFiles(`#upload`, []string{bad}, chromedp.ByQuery),
		chromedp.WaitVisible(`#message.error`, chromedp.ByQuery))
	if msg := text("#message"); msg != want || !strings.HasPrefix(msg, "bad-kenken.txt:") {
		t.Errorf("the page says %q, want the command line's %q", msg, want)
	}
	shot("5-bad-file.png")
	t.Logf("screenshots in %s", shots)
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

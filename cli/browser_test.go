package cli

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The browser test drives the page of 'tessera serve' in a real headless
// Chromium through the DevTools protocol (github.com/chromedp/chromedp:
// a Go driver, so the test stays a plain 'go test' with no Node.js); the
// helpers it shares with the other browser tests are in
// browser_harness_test.go.

func TestBrowser(t *testing.T) {
	b := newBrowser(t, 1280, 1000)

	// The page lists the library.
	kenken := `#library li[data-name="kenken/seed_6x6_wikipedia"] button`
	b.run("open the page", chromedp.Navigate(b.url), chromedp.WaitVisible(kenken, chromedp.ByQuery))
	if n := b.count("#library li"); n < 50 {
		t.Errorf("the library lists %d files", n)
	}
	b.top("1-library.png")

	// Open a bundled KenKen: its 15 cages drawn, 36 cells to click.
	b.run("open a KenKen", chromedp.Click(kenken, chromedp.ByQuery), chromedp.WaitVisible(`#picture svg path.cage`, chromedp.ByQuery))
	if c, h := b.count("#picture svg path.cage"), b.count("#picture svg rect.hit"); c != 15 || h != 36 {
		t.Errorf("%d cages and %d cells drawn, want 15 and 36", c, h)
	}

	// Ask for a hint: the first cell the ladder places, why, drawn.
	b.run("ask for a hint", chromedp.Click(`#hint`, chromedp.ByQuery), chromedp.WaitVisible(`#hint-text.ok`, chromedp.ByQuery))
	if msg := b.text("#hint-text"); !strings.HasPrefix(msg, "r1c5 = 1 (full strength): D (6×)") && !strings.HasPrefix(msg, "r1c5 = 1 (full strength): D (6*)") {
		t.Errorf("the hint says %q", msg)
	}
	if b.count("#picture svg rect.hl-cell") != 1 || b.count("#picture svg path.hl-scope") != 1 {
		t.Errorf("the hint is not drawn: %d cells, %d scopes", b.count("#picture svg rect.hl-cell"), b.count("#picture svg path.hl-scope"))
	}
	b.top("2a-hint.png")

	// A wrong digit: 5 in cage B (2÷) has no partner; the check says so.
	b.run("type a wrong digit",
		chromedp.Click(`#picture svg rect.hit[data-row="0"][data-col="1"]`, chromedp.ByQuery),
		chromedp.KeyEvent("5"),
		chromedp.WaitVisible(`#picture svg text.entry`, chromedp.ByQuery),
		chromedp.Click(`#check`, chromedp.ByQuery),
		chromedp.WaitVisible(`#message.error`, chromedp.ByQuery))
	if msg := b.text("#message"); !strings.Contains(msg, "cage B (2÷): no value 1..6 goes with 5") {
		t.Errorf("the check says %q", msg)
	}
	if b.count("#picture svg rect.hl-cell") != 1 || b.count("#picture svg path.hl-scope") != 1 {
		t.Errorf("the broken rule is not highlighted")
	}
	b.top("2-check-fails.png")

	// A hint on the wrong position names the mistake.
	b.run("ask for a hint on a mistake", chromedp.Click(`#hint`, chromedp.ByQuery), chromedp.WaitVisible(`#hint-text.error`, chromedp.ByQuery))
	if msg := b.text("#hint-text"); !strings.Contains(msg, "r1c2 disagree") {
		t.Errorf("the hint on a mistake says %q", msg)
	}

	// Ask for the solution: all 36 values drawn, and said to be checked.
	b.run("solve", chromedp.Click(`#solve`, chromedp.ByQuery), chromedp.WaitVisible(`#message.ok`, chromedp.ByQuery))
	if n := b.count("#picture svg text.entry"); n != 36 {
		t.Errorf("%d values in the solution, want 36", n)
	}
	if p := b.text("#progress"); !strings.Contains(p, "solved") {
		t.Errorf("the progress line says %q", p)
	}
	b.top("3-solution.png")

	// Generate a new 4×4 KenKen with seed 7.
	b.run("generate",
		chromedp.SetValue(`#gen-params input[name="size"]`, "4", chromedp.ByQuery),
		chromedp.SetValue(`#gen-seed`, "7", chromedp.ByQuery),
		chromedp.Click(`#generate`, chromedp.ByQuery),
		chromedp.WaitVisible(`#meta`, chromedp.ByQuery),
		chromedp.Poll(`document.querySelector('#title').textContent.startsWith('generated-kenken')`, nil, chromedp.WithPollingTimeout(20*time.Second)))
	if h, c := b.count("#picture svg rect.hit"), b.count("#picture svg path.cage"); h != 16 || c == 0 {
		t.Errorf("the generated puzzle has %d cells and %d cages, want 16 and some", h, c)
	}
	if m := b.text("#meta"); !strings.Contains(m, "seed 7") {
		t.Errorf("the generated puzzle's line says %q", m)
	}
	b.top("4-generated.png")

	// ROGO: click a cell, then its neighbours, to draw the loop.
	cell := func(r, c int) string { return fmt.Sprintf(`#picture svg rect.hit[data-row="%d"][data-col="%d"]`, r, c) }
	b.run("open a ROGO",
		chromedp.Click(`#library li[data-name="rogo/hakank_mike_trick"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`#picture svg circle.pt`, chromedp.ByQuery))
	// Each new segment redraws the picture from the server; the next click
	// waits for that redraw, or it could land on a node being replaced.
	for i, rc := range [][2]int{{1, 1}, {1, 2}, {1, 3}, {2, 3}} {
		b.run("draw the loop", chromedp.Click(cell(rc[0], rc[1]), chromedp.ByQuery),
			chromedp.Poll(fmt.Sprintf(`document.querySelectorAll('#picture svg line.loop').length === %d`, i), nil, chromedp.WithPollingTimeout(10*time.Second)))
	}
	b.run("erase a segment", chromedp.Click(cell(1, 3), chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll('#picture svg line.loop').length === 2`, nil, chromedp.WithPollingTimeout(10*time.Second)))
	b.top("6-rogo-loop.png")

	// Tetravex: pick a piece from the tray, put it on the board.
	b.run("open a Tetravex",
		chromedp.Click(`#library li[data-name="tetravex/seed_3x3"] button`, chromedp.ByQuery),
		chromedp.WaitVisible(`#picture svg rect.hit[data-piece="5"]`, chromedp.ByQuery),
		chromedp.Click(`#picture svg rect.hit[data-piece="5"]`, chromedp.ByQuery),
		chromedp.Click(cell(1, 1), chromedp.ByQuery),
		chromedp.Poll(`document.querySelectorAll('#picture svg g.piece[data-at="board"]').length === 1`, nil, chromedp.WithPollingTimeout(10*time.Second)))
	if n := b.count(`#picture svg g.piece[data-at="board"][data-piece="5"]`); n != 1 {
		t.Errorf("piece 5 is not on the board")
	}
	b.top("7-tetravex.png")

	// Upload a bad file: the page shows the command line's FILE:LINE error.
	bad := filepath.Join(t.TempDir(), "bad-kenken.txt")
	if err := os.WriteFile(bad, []byte("kenken\nAB\nAB\nA 3+\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, stderr := invocation{args: []string{"solve", bad}}.run(t)
	want := strings.TrimSpace(strings.Replace(strings.TrimPrefix(stderr, "tessera: "), bad, "bad-kenken.txt", 1))
	b.run("upload a bad file",
		chromedp.SetUploadFiles(`#upload`, []string{bad}, chromedp.ByQuery),
		chromedp.WaitVisible(`#message.error`, chromedp.ByQuery))
	if msg := b.text("#message"); msg != want || !strings.HasPrefix(msg, "bad-kenken.txt:") {
		t.Errorf("the page says %q, want the command line's %q", msg, want)
	}
	b.top("5-bad-file.png")
	t.Logf("screenshots in %s", b.shots)
}

// TestBrowserReadmePicture writes the README's picture of the page
// (docs/serve.png) when TESSERA_README_PICTURE names the file to write:
// a KenKen with a few cells filled by keyboard and a hint drawn.
//
//	TESSERA_README_PICTURE=$PWD/docs/serve.png go test -run '^TestBrowserReadmePicture$' ./cli/
func TestBrowserReadmePicture(t *testing.T) {
	out := os.Getenv("TESSERA_README_PICTURE")
	if out == "" {
		t.Skip("set TESSERA_README_PICTURE=FILE to write the README's picture of the page")
	}
	b := newBrowser(t, 1280, 860)
	sol := solutionValues(t, b.url, kenken6)
	b.open(kenken6, `#picture svg path.cage`)
	for _, rc := range [][2]int{{0, 0}, {0, 1}, {1, 0}, {2, 2}, {3, 3}} {
		b.run("fill a cell", chromedp.Click(fmt.Sprintf(`#picture svg rect.hit[data-row="%d"][data-col="%d"]`, rc[0], rc[1]), chromedp.ByQuery),
			chromedp.KeyEvent(fmt.Sprint(sol[rc[0]][rc[1]])))
	}
	b.waitCount("five values drawn", "#picture svg text.entry", 5)
	b.run("ask for a hint", chromedp.Click(`#hint`, chromedp.ByQuery), chromedp.WaitVisible(`#hint-text.ok`, chromedp.ByQuery))
	b.eval(`document.activeElement.blur(), window.scrollTo(0, 0)`, nil)
	var buf []byte
	b.run("screenshot", chromedp.CaptureScreenshot(&buf))
	checkNotBlank(t, out, buf)
	if len(buf) > 200<<10 {
		t.Errorf("the picture is %d KiB, want under 200", len(buf)>>10)
	}
	if err := os.WriteFile(out, buf, 0o644); err != nil {
		t.Fatal(err)
	}
}

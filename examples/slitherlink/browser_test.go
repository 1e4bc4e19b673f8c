package slitherlink_test

import (
	"fmt"
	"os"
	"regexp"
	"testing"

	"github.com/chromedp/chromedp"

	"github.com/tessera-cp/tessera/cli/browsertest"
	"github.com/tessera-cp/tessera/examples/slitherlink"
)

// TestBrowserSlitherlink plays a bundled Slitherlink on the page, in the
// edges mode: a click draws a line, check finds nothing broken, a hint
// names an edge by its cells, solve draws the loop, and the loop clicked
// edge by edge is solved.
func TestBrowserSlitherlink(t *testing.T) {
	register(t)
	data, err := os.ReadFile("testdata/loopy_7x7_easy.txt")
	if err != nil {
		t.Fatal(err)
	}
	p, err := slitherlink.Parse("loopy_7x7_easy.txt", data)
	if err != nil {
		t.Fatal(err)
	}
	var loop [][4]int // the solution's edges, as dots
	for r, row := range p.Known.H {
		for c, on := range row {
			if on {
				loop = append(loop, [4]int{r, c, r, c + 1})
			}
		}
	}
	for r, row := range p.Known.V {
		for c, on := range row {
			if on {
				loop = append(loop, [4]int{r, c, r + 1, c})
			}
		}
	}

	b := browsertest.New(t, browsertest.Serve(t), 1000, 900)
	b.Open("slitherlink/loopy_7x7_easy", "#picture line.edge-hit")
	var mode string
	b.Eval(`app.input.mode`, &mode)
	if mode != "edges" {
		t.Fatalf("the page plays Slitherlink in mode %q, want edges", mode)
	}
	lines := `document.querySelectorAll('#picture line.edge-line').length`

	// The first edge of the loop, clicked: a line, and nothing broken.
	b.ClickEdge(loop[0][0], loop[0][1], loop[0][2], loop[0][3])
	b.Wait("a line drawn", lines+` === 1`)
	b.Run("check", chromedp.Click("#check", chromedp.ByQuery))
	b.Wait("the check", `document.querySelector('#message').textContent.includes('no rule broken')`)

	// A hint: an edge named by its cells, never a model variable.
	b.Run("hint", chromedp.Click("#hint", chromedp.ByQuery))
	b.Wait("the hint", `/has (a|no) line/.test(document.querySelector('#hint-text').textContent)`)
	var hint string
	b.Eval(`document.querySelector('#hint-text').textContent`, &hint)
	if regexp.MustCompile(`\bx[0-9]|\b_[0-9]`).MatchString(hint) || !regexp.MustCompile(`r[0-9]c[0-9]`).MatchString(hint) {
		t.Errorf("hint: %q", hint)
	}

	// Solve draws the whole loop.
	b.Run("solve", chromedp.Click("#solve", chromedp.ByQuery))
	b.Wait("the solution", fmt.Sprintf(`%s === %d`, lines, len(loop)))

	// The loop played by hand, edge by edge, is solved.
	b.Run("back to play", chromedp.Click("#restart", chromedp.ByQuery))
	b.Wait("restarted", lines+` === 0`)
	for i, e := range loop {
		b.ClickEdge(e[0], e[1], e[2], e[3])
		b.Wait("the line drawn", fmt.Sprintf(`%s === %d`, lines, i+1))
	}
	b.Run("check the loop", chromedp.Click("#check", chromedp.ByQuery))
	b.Wait("solved", `document.querySelector('#message').textContent.startsWith('solved')`)
}

package outsidekind_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"github.com/tessera-cp/tessera/cli/browsertest"
)

// TestBrowserEdges plays the fence on the page in the edges mode: clicks
// between dots step an edge through line, cross and empty, the keyboard
// draws and crosses, and check, hint and solve answer.
func TestBrowserEdges(t *testing.T) {
	b := browsertest.New(t, browsertest.Serve(t), 1000, 900)
	b.Open("fence/ring", "#picture line.edge-hit")
	var mode string
	b.Eval(`app.input.mode`, &mode)
	if mode != "edges" {
		t.Fatalf("the page plays the fence in mode %q, want edges", mode)
	}
	lines := `document.querySelectorAll('#picture line.edge-line').length`
	crosses := `document.querySelectorAll('#picture line.edge-cross').length`

	// A click draws a line, a second a cross (two strokes), a third clears.
	b.ClickEdge(0, 0, 0, 1)
	b.Wait("a line drawn", lines+` === 1`)
	b.ClickEdge(0, 0, 0, 1)
	b.Wait("a cross", lines+` === 0 && `+crosses+` === 2`)
	b.ClickEdge(0, 0, 0, 1)
	b.Wait("cleared", lines+` === 0 && `+crosses+` === 0 && app.state.edges.length === 0 && app.state.crosses.length === 0`)

	// The keyboard: from dot (0,0), Shift+Right twice draws two lines
	// along the top; X then Down crosses the edge below the cursor.
	b.Run("focus the board", chromedp.Focus("#picture", chromedp.ByQuery))
	b.Keys("draw along the top", []string{kb.ArrowRight, kb.ArrowRight}, chromedp.KeyModifiers(input.ModifierShift))
	b.Wait("two lines by keyboard", lines+` === 2`)
	b.Keys("cross downwards", []string{"x", kb.ArrowDown})
	b.Wait("a cross by keyboard", crosses+` === 2 && app.state.crosses.length === 1`)
	var sel struct{ Row, Col int }
	b.Eval(`app.selected`, &sel)
	if sel.Row != 0 || sel.Col != 2 {
		t.Errorf("the cursor is at dot %+v after drawing, want (0, 2)", sel)
	}

	// A hint from there: the next edge, in the kind's words.
	b.Run("hint", chromedp.Click("#hint", chromedp.ByQuery))
	b.Wait("the hint", `/has (a|no) line/.test(document.querySelector('#hint-text').textContent)`)
	var hint string
	b.Eval(`document.querySelector('#hint-text').textContent`, &hint)
	if strings.Contains(hint, "x1") || !strings.Contains(hint, " of r") {
		t.Errorf("hint: %q", hint)
	}

	// Check of the partial position: nothing broken so far.
	b.Run("check", chromedp.Click("#check", chromedp.ByQuery))
	b.Wait("the check", `document.querySelector('#message').textContent.includes('no rule broken')`)

	// Solve shows the ring: 12 lines.
	b.Run("solve", chromedp.Click("#solve", chromedp.ByQuery))
	b.Wait("the solution", lines+` === 12`)
	b.Wait("its message", `document.querySelector('#message').textContent.includes('solution')`)

	// Playing the solution by hand ends solved: the ring, clicked.
	b.Run("back to play", chromedp.Click("#restart", chromedp.ByQuery))
	b.Wait("restarted", lines+` === 0`)
	var ring [][4]int
	for i := range 3 {
		ring = append(ring, [4]int{0, i, 0, i + 1}, [4]int{3, i, 3, i + 1}, [4]int{i, 0, i + 1, 0}, [4]int{i, 3, i + 1, 3})
	}
	for i, e := range ring {
		b.ClickEdge(e[0], e[1], e[2], e[3])
		// The picture is drawn again after each move: wait for it.
		b.Wait("the line drawn", fmt.Sprintf(`%s === %d`, lines, i+1))
	}
	b.Run("check the ring", chromedp.Click("#check", chromedp.ByQuery))
	b.Wait("solved", `document.querySelector('#message').textContent.startsWith('solved')`)
}

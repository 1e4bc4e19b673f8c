package cli

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The play tests drive the page with the keyboard only, once a puzzle is
// open: Tab to the board, arrows, digits, Ctrl+Z; and check what the
// position of play became, what the picture shows, and what a reload
// keeps.

const kenken6 = "kenken/seed_6x6_wikipedia"

// TestBrowserKeyboardKenKen plays a KenKen from Tab to "solved" with keys
// alone, undoes and redoes a move, reloads and finds the position kept,
// and restarts.
func TestBrowserKeyboardKenKen(t *testing.T) {
	b := newBrowser(t, 1280, 1000)
	sol := solutionValues(t, b.url, kenken6)
	b.open(kenken6, `#picture svg path.cage`)
	// A reload opens the last puzzle again, with nothing focused: the
	// keyboard starts from the top of the page.
	b.reload(`#picture svg path.cage`)

	b.keys("Tab to the board", []string{kb.Tab})
	var focused string
	b.eval(`document.activeElement.id`, &focused)
	if focused != "picture" {
		t.Fatalf("Tab focused %q, want the board", focused)
	}
	if n := b.count(`#picture svg rect.hit.selected[data-row="0"][data-col="0"]`); n != 1 {
		t.Fatalf("Tab selected %d cells at r1c1, want the cursor there", n)
	}
	var ring string
	b.eval(`getComputedStyle(document.querySelector('#picture')).outlineStyle`, &ring)
	if ring == "none" {
		t.Errorf("the focused board has no focus ring (outline-style %q)", ring)
	}
	b.shot("play-1-focus.png")

	// Type the solution row by row, in a snake: right along a row, down,
	// left along the next.
	n := len(sol)
	for r := range n {
		var keys []string
		for i := range n {
			c := i
			if r%2 == 1 {
				c = n - 1 - i
			}
			keys = append(keys, strconv.Itoa(sol[r][c]))
			if i < n-1 {
				keys = append(keys, map[bool]string{false: kb.ArrowRight, true: kb.ArrowLeft}[r%2 == 1])
			}
		}
		if r < n-1 {
			keys = append(keys, kb.ArrowDown)
		}
		b.keys(fmt.Sprintf("type row %d", r+1), keys)
	}
	b.wait("solved", `document.querySelector('#message').className === 'ok'`)
	if msg := b.text("#message"); !strings.HasPrefix(msg, "solved") {
		t.Errorf("after the last digit the page says %q, want solved", msg)
	}
	b.waitCount("36 values drawn", "#picture svg text.entry", 36)
	b.shot("play-2-solved.png")

	// Ctrl+Z takes the last digit back; Ctrl+Y (and Ctrl+Shift+Z) puts it
	// again.
	last := [2]int{n - 1, 0} // the snake ends at the left of the last row (n even)
	b.keys("undo", []string{"z"}, chromedp.KeyModifiers(input.ModifierCtrl))
	b.waitCount("35 values drawn", "#picture svg text.entry", 35)
	if v := b.values(); v[last[0]][last[1]] != 0 {
		t.Errorf("after Ctrl+Z r%dc%d holds %d, want empty", last[0]+1, last[1]+1, v[last[0]][last[1]])
	}
	b.keys("redo", []string{"y"}, chromedp.KeyModifiers(input.ModifierCtrl))
	b.waitCount("36 values drawn again", "#picture svg text.entry", 36)
	b.keys("undo twice", []string{"z", "z"}, chromedp.KeyModifiers(input.ModifierCtrl))
	b.waitCount("34 values drawn", "#picture svg text.entry", 34)
	b.keys("redo with Ctrl+Shift+Z", []string{"z"}, chromedp.KeyModifiers(input.ModifierCtrl|input.ModifierShift))
	b.waitCount("35 values drawn again", "#picture svg text.entry", 35)
	b.run("the Undo button", chromedp.Click(`#undo`, chromedp.ByQuery))
	b.waitCount("34 values after the button", "#picture svg text.entry", 34)
	want := b.values()

	// A reload keeps the position.
	b.reload(`#picture svg path.cage`)
	b.waitCount("34 values after the reload", "#picture svg text.entry", 34)
	if got := b.values(); fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("after the reload the position is %v, want %v", got, want)
	}

	// Restart empties the board, and a reload keeps it empty.
	b.run("restart", chromedp.Click(`#restart`, chromedp.ByQuery))
	b.waitCount("no values after Restart", "#picture svg text.entry", 0)
	b.reload(`#picture svg path.cage`)
	if got := b.count("#picture svg text.entry"); got != 0 {
		t.Errorf("after Restart and a reload %d values are drawn, want none", got)
	}
}

// TestBrowserGivensAndPencil: a given cannot be overwritten (by a key, by
// the palette); pencil marks are drawn in an empty cell, hidden under a
// value, and come back with undo and after a reload.
func TestBrowserGivensAndPencil(t *testing.T) {
	b := newBrowser(t, 1280, 1000)
	b.open("sudoku/gecode_9x9", `#picture svg text.given`)
	var given []int
	b.eval(`[...app.locked][0].split(',').map(Number)`, &given)
	var nLocked, nGiven int
	b.eval(`app.locked.size`, &nLocked)
	b.eval(`document.querySelectorAll('#picture svg text.given').length`, &nGiven)
	if nLocked != nGiven || nLocked == 0 {
		t.Fatalf("%d cells locked, want the %d givens", nLocked, nGiven)
	}
	cell := func(r, c int) string {
		return fmt.Sprintf(`#picture svg rect.hit[data-row="%d"][data-col="%d"]`, r, c)
	}
	// A digit other than the given's own, typed and pressed on the palette.
	var shown string
	b.eval(fmt.Sprintf(`(() => { const h = document.querySelector(%q).getBBox(); `+
		`return [...document.querySelectorAll('#picture svg text.given')].find((g) => { const b = g.getBBox(); `+
		`const x = b.x + b.width / 2, y = b.y + b.height / 2; return x >= h.x && x < h.x + h.width && y >= h.y && y < h.y + h.height; }).textContent; })()`,
		cell(given[0], given[1])), &shown)
	other := "1"
	if shown == "1" {
		other = "2"
	}
	b.run("type over a given", chromedp.Click(cell(given[0], given[1]), chromedp.ByQuery), chromedp.KeyEvent(other), chromedp.KeyEvent(kb.Backspace))
	b.run("the palette over a given", chromedp.Click(fmt.Sprintf(`#palette button[data-value="%s"]`, other), chromedp.ByQuery))
	if v := b.values(); v[given[0]][given[1]] != 0 {
		t.Errorf("the given r%dc%d (%s) took %d", given[0]+1, given[1]+1, shown, v[given[0]][given[1]])
	}
	var undoOff bool
	b.eval(`document.querySelector('#undo').disabled`, &undoOff)
	if !undoOff {
		t.Errorf("typing over a given made a move to undo")
	}
	if n := b.count("#picture svg text.entry"); n != 0 {
		t.Errorf("%d values drawn after typing over a given, want none", n)
	}

	// Pencil marks in the first empty cell: P, then 1 and 2; Shift+3
	// writes one without the pencil.
	var empty []int
	b.eval(`(() => { for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) if (!app.locked.has(r + ',' + c)) return [r, c]; })()`, &empty)
	b.run("select an empty cell", chromedp.Click(cell(empty[0], empty[1]), chromedp.ByQuery))
	b.keys("pencil 1 and 2", []string{"p", "1", "2", "p"})
	b.keys("Shift+3", []string{"3"}, chromedp.KeyModifiers(input.ModifierShift))
	b.waitCount("three marks", "#picture svg g.marks text.mark", 3)
	var marks string
	b.eval(`[...document.querySelectorAll('#picture svg text.mark')].map((t) => t.textContent).join(' ')`, &marks)
	if marks != "1 2 3" {
		t.Errorf("the marks read %q, want 1 2 3", marks)
	}
	b.shot("play-3-pencil.png")
	// A value hides the marks; undo brings them back.
	b.keys("a value", []string{"4"})
	b.waitCount("a value drawn", "#picture svg text.entry", 1)
	if n := b.count("#picture svg text.mark"); n != 0 {
		t.Errorf("%d marks drawn under a value", n)
	}
	b.keys("undo", []string{"z"}, chromedp.KeyModifiers(input.ModifierCtrl))
	b.waitCount("the marks again", "#picture svg text.mark", 3)
	b.reload(`#picture svg text.given`)
	b.waitCount("the marks after a reload", "#picture svg text.mark", 3)

	// ABC Path's letters take marks too: P is a letter there, so the
	// Pencil button turns the pencil on; Shift+letter writes one without it.
	b.open("abcpath/seed_5x5", `#picture svg rect.hit`)
	b.eval(`(() => { for (let r = 0; r < 5; r++) for (let c = 0; c < 5; c++) if (!app.locked.has(r + ',' + c)) return [r, c]; })()`, &empty)
	b.run("select an empty cell", chromedp.Click(cell(empty[0], empty[1]), chromedp.ByQuery))
	var hidden bool
	if b.eval(`document.querySelector('#pencil').hidden`, &hidden); hidden {
		t.Fatal("ABC Path offers no pencil")
	}
	b.run("the pencil", chromedp.Click(`#pencil`, chromedp.ByQuery))
	b.keys("pencil B and P", []string{"b", "p"})
	b.run("the pencil off", chromedp.Click(`#pencil`, chromedp.ByQuery))
	b.keys("Shift+D", []string{"D"}, chromedp.KeyModifiers(input.ModifierShift))
	b.waitCount("three letter marks", "#picture svg g.marks text.mark", 3)
	b.eval(`[...document.querySelectorAll('#picture svg text.mark')].map((t) => t.textContent).join(' ')`, &marks)
	if marks != "B D P" {
		t.Errorf("the letter marks read %q, want B D P", marks)
	}
	if v := b.values(); v[empty[0]][empty[1]] != 0 {
		t.Errorf("marking letters wrote %d in the cell", v[empty[0]][empty[1]])
	}
	b.shot("play-3-pencil-letters.png")
}

// TestBrowserKeyboardLoopAndPieces: ROGO's loop drawn with Shift+arrows
// (half a loop), a segment erased and undone; a Tetravex piece picked by
// its number and placed with Enter.
func TestBrowserKeyboardLoopAndPieces(t *testing.T) {
	b := newBrowser(t, 1280, 1000)
	b.open("rogo/hakank_mike_trick", `#picture svg circle.pt`)
	// Opening gives the board the keyboard; the cursor starts at r1c1.
	b.keys("move to r2c2", []string{kb.ArrowDown, kb.ArrowRight})
	b.keys("draw three segments", []string{kb.ArrowRight, kb.ArrowRight, kb.ArrowDown}, chromedp.KeyModifiers(input.ModifierShift))
	b.waitCount("three segments", "#picture svg line.loop", 3)
	var links string
	b.eval(`app.state.links.map((l) => 'r' + (l.a.row + 1) + 'c' + (l.a.col + 1) + '-r' + (l.b.row + 1) + 'c' + (l.b.col + 1)).join(' ')`, &links)
	if links != "r2c2-r2c3 r2c3-r2c4 r2c4-r3c4" {
		t.Errorf("the loop is %q, want r2c2-r2c3 r2c3-r2c4 r2c4-r3c4", links)
	}
	b.keys("erase at the cursor", []string{kb.Delete})
	b.waitCount("two segments", "#picture svg line.loop", 2)
	b.keys("undo", []string{"z"}, chromedp.KeyModifiers(input.ModifierCtrl))
	b.waitCount("three segments again", "#picture svg line.loop", 3)
	b.keys("back over a segment with Shift", []string{kb.ArrowUp}, chromedp.KeyModifiers(input.ModifierShift))
	b.waitCount("two segments after going back", "#picture svg line.loop", 2)
	b.shot("play-4-rogo-keys.png")
	b.run("hint on the half-drawn loop", chromedp.Click(`#hint`, chromedp.ByQuery),
		chromedp.Poll(`!document.querySelector('#hint-text').className.includes('muted')`, nil))
	t.Logf("the hint on the half-drawn loop: %s", b.text("#hint-text"))

	b.open("tetravex/seed_3x3", `#picture svg rect.hit[data-piece="5"]`)
	b.keys("pick piece 5, go to r2c2, place it", []string{"5", kb.ArrowDown, kb.ArrowRight, kb.Enter})
	b.waitCount("piece 5 on the board", `#picture svg g.piece[data-at="board"][data-piece="5"]`, 1)
	if v := b.values(); v[1][1] != 5 {
		t.Errorf("r2c2 holds %d, want piece 5", v[1][1])
	}
	b.keys("piece 1 beside it", []string{"1", kb.ArrowRight, kb.Enter})
	b.waitCount("two pieces on the board", `#picture svg g.piece[data-at="board"]`, 2)
	b.run("check", chromedp.Click(`#check`, chromedp.ByQuery), chromedp.WaitVisible(`#message.error, #message.info`, chromedp.ByQuery))
	t.Logf("the check of two pieces: %s", b.text("#message"))
	b.shot("play-6-tetravex-keys.png")
	// The Check button has the keyboard: back to the board (as Tab
	// would), where the cursor still is.
	b.run("focus the board", chromedp.Focus(`#picture`, chromedp.ByQuery))
	b.keys("send piece 1 back", []string{kb.Backspace})
	b.keys("send piece 5 back", []string{kb.ArrowLeft, kb.Backspace})
	b.waitCount("no piece on the board", `#picture svg g.piece[data-at="board"]`, 0)
}

// TestBrowserPhone: on a 390×844 screen the board comes first, as wide as
// the screen, wholly visible without scrolling; Tetravex 6×6's pieces are
// drawn large enough to read, with their numbers.
func TestBrowserPhone(t *testing.T) {
	b := newBrowser(t, 390, 844)
	inView := func(what, selector string) {
		t.Helper()
		var r struct{ Top, Left, Bottom, Right, Width, VW, VH, ScrollY float64 }
		b.eval(fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); `+
			`return {Top: r.top, Left: r.left, Bottom: r.bottom, Right: r.right, Width: r.width, VW: innerWidth, VH: innerHeight, ScrollY: scrollY}; })()`, selector), &r)
		if r.ScrollY != 0 || r.Top < 0 || r.Left < 0 || r.Bottom > r.VH || r.Right > r.VW {
			t.Errorf("%s: the board spans (%.0f,%.0f)-(%.0f,%.0f) at scroll %.0f, the screen is %.0f×%.0f", what, r.Left, r.Top, r.Right, r.Bottom, r.ScrollY, r.VW, r.VH)
		}
		if r.Width < 0.85*r.VW {
			t.Errorf("%s: the board is %.0f px wide on a %.0f px screen, want it scaled to the width", what, r.Width, r.VW)
		}
	}
	b.open(kenken6, `#picture svg path.cage`)
	b.reload(`#picture svg path.cage`)
	inView("KenKen 6×6", "#picture svg")
	b.shot("phone-1-kenken.png")

	b.open("tetravex/cpcdoy_tetravex_6_6", `#picture svg g.piece`)
	b.reload(`#picture svg g.piece`)
	inView("Tetravex 6×6", "#picture svg")
	var board struct{ Top, Bottom float64 }
	b.eval(`(() => { const hs = [...document.querySelectorAll('#picture svg rect.hit[data-row]')].map((h) => h.getBoundingClientRect()); `+
		`return {Top: Math.min(...hs.map((r) => r.top)), Bottom: Math.max(...hs.map((r) => r.bottom))}; })()`, &board)
	var vh float64
	b.eval(`innerHeight`, &vh)
	if board.Top < 0 || board.Bottom > vh {
		t.Errorf("the Tetravex board spans %.0f-%.0f px down a %.0f px screen", board.Top, board.Bottom, vh)
	}
	var edge, num float64
	b.eval(`document.querySelector('#picture svg text.edge').getBoundingClientRect().height`, &edge)
	b.eval(`document.querySelector('#picture svg text.num').getBoundingClientRect().height`, &num)
	t.Logf("Tetravex 6×6 at 390 px: edge numbers %.1f px high, piece numbers %.1f px", edge, num)
	if edge < 10 || num < 10 {
		t.Errorf("the pieces' edge numbers are %.1f px high and their own numbers %.1f px, want at least 10", edge, num)
	}
	if n := b.count("#picture svg text.num"); n != 36 {
		t.Errorf("%d piece numbers drawn, want 36", n)
	}
	b.shot("phone-2-tetravex.png")
}

// TestBrowserLoopHint draws half of a ROGO's optimal loop with the
// keyboard and asks for a hint: it answers from the drawn loop, in the
// puzzle's words (a segment between cells, never a model variable).
func TestBrowserLoopHint(t *testing.T) {
	const name = "rogo/hakank_20110710" // one optimal loop: a hint needs exactly one
	b := newBrowser(t, 1280, 1000)
	sol := solutionState(t, b.url, name)
	if len(sol.Links) < 4 {
		t.Fatalf("the solution's loop has %d segments", len(sol.Links))
	}
	// Walk the loop from one of its cells, half way round.
	type cell = struct{ Row, Col int }
	next := map[cell][]cell{}
	for _, l := range sol.Links {
		next[l.A] = append(next[l.A], l.B)
		next[l.B] = append(next[l.B], l.A)
	}
	start := sol.Links[0].A
	walk := []cell{start}
	for prev, at := (cell{-1, -1}), start; len(walk) <= len(sol.Links)/2; {
		n := next[at][0]
		if n == prev {
			n = next[at][1]
		}
		prev, at = at, n
		walk = append(walk, at)
	}
	arrow := func(from, to cell) string {
		switch {
		case to.Row < from.Row:
			return kb.ArrowUp
		case to.Row > from.Row:
			return kb.ArrowDown
		case to.Col < from.Col:
			return kb.ArrowLeft
		}
		return kb.ArrowRight
	}
	b.open(name, `#picture svg circle.pt`)
	// The cursor starts at r1c1: go to the walk's start, then draw.
	var goThere []string
	for at := (cell{0, 0}); at != start; {
		n := at
		if at.Row != start.Row {
			n.Row += map[bool]int{true: 1, false: -1}[start.Row > at.Row]
		} else {
			n.Col += map[bool]int{true: 1, false: -1}[start.Col > at.Col]
		}
		goThere = append(goThere, arrow(at, n))
		at = n
	}
	b.keys("go to the loop", goThere)
	var draw []string
	for i := 1; i < len(walk); i++ {
		draw = append(draw, arrow(walk[i-1], walk[i]))
	}
	b.keys("draw half the loop", draw, chromedp.KeyModifiers(input.ModifierShift))
	b.waitCount("half the loop drawn", "#picture svg line.loop", len(walk)-1)
	b.run("hint", chromedp.Click(`#hint`, chromedp.ByQuery),
		chromedp.Poll(`!document.querySelector('#hint-text').className.includes('muted')`, nil, chromedp.WithPollingTimeout(2*time.Minute)))
	hint := b.text("#hint-text")
	b.shot("play-5-rogo-hint.png")
	t.Logf("the hint on half the loop: %s", hint)
	if regexp.MustCompile(`^step \d+ at r\d+c\d+`).MatchString(hint) {
		t.Skipf("the server's ROGO hints still speak the model's words (%q): the hints of issue 21 are not merged here", hint)
	}
	var cls string
	b.eval(`document.querySelector('#hint-text').className`, &cls)
	if cls != "ok" {
		t.Fatalf("the hint on half the optimal loop is not a deduction (%s): %s", cls, hint)
	}
	if m := regexp.MustCompile(`\bx\d+\b|\bstep \d+\b|\bb\d+\b`).FindString(hint); m != "" {
		t.Errorf("the hint names a model variable (%q): %s", m, hint)
	}
	if len(hint) > 600 {
		t.Errorf("the hint is %d characters long", len(hint))
	}
}

// TestBrowserGivensEveryWay: the givens the page finds in the picture, for
// the kinds that draw them otherwise than as a digit: Takuzu's given
// tiles (a click steps a cell), Kakuro's black cells; and Hitori, whose
// numbers are the cells to shade, not givens.
func TestBrowserGivensEveryWay(t *testing.T) {
	b := newBrowser(t, 1280, 1000)
	cell := func(rc []int) string {
		return fmt.Sprintf(`#picture svg rect.hit[data-row="%d"][data-col="%d"]`, rc[0], rc[1])
	}
	for _, tc := range []struct {
		name, ready, locked string
	}{
		{"takuzu/binarypuzzle_easy_10x10_001", `#picture svg rect.given`, `rect.given`},
		{"kakuro/gecode_k6", `#picture svg rect.black`, `rect.black`},
	} {
		b.open(tc.name, tc.ready)
		var n, want int
		b.eval(`app.locked.size`, &n)
		b.eval(fmt.Sprintf(`document.querySelectorAll('#picture svg %s').length`, tc.locked), &want)
		if n != want || n == 0 {
			t.Errorf("%s: %d cells locked, want the %d of %s", tc.name, n, want, tc.locked)
			continue
		}
		var rc []int
		b.eval(`[...app.locked][0].split(',').map(Number)`, &rc)
		b.run("click and type on "+tc.name, chromedp.Click(cell(rc), chromedp.ByQuery), chromedp.KeyEvent("1"), chromedp.KeyEvent(kb.Enter))
		if v := b.values(); v[rc[0]][rc[1]] != 0 {
			t.Errorf("%s: the locked r%dc%d took %d", tc.name, rc[0]+1, rc[1]+1, v[rc[0]][rc[1]])
		}
	}
	b.open("hitori/brainbashers_1102_5x5", `#picture svg text.given`)
	var n int
	b.eval(`app.locked.size`, &n)
	if n != 0 {
		t.Errorf("hitori: %d cells locked, want none (its numbers are the cells to shade)", n)
	}
	b.run("shade a Hitori cell", chromedp.Click(cell([]int{0, 0}), chromedp.ByQuery))
	b.wait("the cell shaded", `app.state.values[0][0] !== 0`)
}

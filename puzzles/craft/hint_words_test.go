package craft

import (
	"context"
	"errors"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/tessera-cp/tessera/cp"
	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
)

// modelWords matches what a hint must never say: a model variable's name
// ("x65", "x538 = 0", "B x1 ≤ 14") or the ROGO model's steps ("step 1 at
// r2c2").
var modelWords = regexp.MustCompile(`\bx\d+\b|\bstep \d+ (at|not|on)\b|\bcell #\d+`)

// maxHintChars bounds a hint's text (its Text: what the page shows and
// the command line prints first).
const maxHintChars = 400

// sentences counts a text's sentences: its full stops, question and
// exclamation marks that end a sentence (followed by a space or the end).
func sentences(s string) int {
	n := 0
	for i, r := range s {
		if r != '.' && r != '!' && r != '?' {
			continue
		}
		if i+1 == len(s) || s[i+1] == ' ' {
			n++
		}
	}
	if n == 0 && strings.TrimSpace(s) != "" {
		n = 1
	}
	return n
}

// TestHintPositionWords asks for a hint from positions of every bundled kind (a
// few puzzles each; the puzzle as given, and a position partly filled
// from the solution) and checks each hint: its text is at most three
// sentences and maxHintChars characters, no text of it (the hint, its
// placement, its steps) names a model variable, and its placement agrees
// with the unique solution.
func TestHintPositionWords(t *testing.T) {
	ps, sols := bundledUnique(t)
	kinds := map[string]bool{}
	for k, p := range ps {
		kinds[p.Kind()] = true
		full, err := puzzles.SolutionState(p, sols[k])
		if err != nil {
			t.Fatalf("%s: %v", p.Name(), err)
		}
		var vals map[cp.VarID]int
		if !isLoop(p) {
			vals = solutionValues(t, p, sols[k])
		}
		for _, pos := range []struct {
			name string
			st   *render.State
		}{
			{"as given", nil},
			{"partly solved", partState(full, 3)},
			{"mostly solved", partState(full, 4)},
		} {
			h, err := Explain(p, pos.st)
			if errors.Is(err, ErrSolved) {
				continue
			}
			if err != nil {
				t.Errorf("%s, %s: %v", p.Name(), pos.name, err)
				continue
			}
			checkHintWords(t, p.Name()+", "+pos.name, h)
			checkHintSound(t, p.Name()+", "+pos.name, h, full, vals)
			checkHintNew(t, p.Name()+", "+pos.name, h, pos.st)
			// Tetravex names a piece by the number the file, the
			// solution block and the page's tray give it: its state
			// code, 1-based in the file's order.
			if p.Kind() == "tetravex" && !strings.HasSuffix(h.Placement, " = piece "+strconv.Itoa(h.Code)) {
				t.Errorf("%s, %s: %q does not name piece %d, the piece the page draws", p.Name(), pos.name, h.Placement, h.Code)
			}
		}
	}
	for _, k := range puzzles.Kinds() {
		if !kinds[k] {
			t.Errorf("no bundled %s puzzle was hinted", k)
		}
	}
}

// partState keeps part of a solution's state, as a player may have
// written it: num-1 of every 5 cells, or for ROGO the first (num-1)/5 of
// the loop's links (a path drawn from its start).
func partState(full *render.State, num int) *render.State {
	st := &render.State{}
	if full.Values != nil {
		st.Values = make([][]int, len(full.Values))
		k := 0
		for r, row := range full.Values {
			st.Values[r] = make([]int, len(row))
			for c, v := range row {
				if k%5 < num-1 {
					st.Values[r][c] = v
				}
				k++
			}
		}
	}
	if n := len(full.Links); n > 0 {
		st.Links = slices.Clone(full.Links[:n*(num-1)/5])
	}
	return st
}

func checkHintWords(t *testing.T, where string, h *Hint) {
	t.Helper()
	texts := []string{h.Text, h.Placement, h.Highlight.Caption}
	for _, d := range h.Steps {
		texts = append(texts, d.Text)
	}
	for _, s := range texts {
		if m := modelWords.FindString(s); m != "" {
			t.Errorf("%s: hint text names the model (%q): %.300q", where, m, s)
			return
		}
	}
	if len(h.Text) > maxHintChars {
		t.Errorf("%s: hint of %d characters (at most %d): %.300q", where, len(h.Text), maxHintChars, h.Text)
	}
	if n := sentences(h.Text); n > 3 {
		t.Errorf("%s: hint of %d sentences (at most 3): %q", where, n, h.Text)
	}
	if h.Text == "" || h.Placement == "" {
		t.Errorf("%s: hint without text or placement: %+v", where, h)
	}
}

// checkHintSound: the placement is the solution's (a cell's value, a ROGO
// segment of the solution loop). A cell the solution's state leaves empty
// (an unshaded cell) is checked on the model's values.
func checkHintSound(t *testing.T, where string, h *Hint, full *render.State, vals map[cp.VarID]int) {
	t.Helper()
	switch {
	case h.HasLink:
		if !slices.ContainsFunc(full.Links, h.Link.Same) {
			t.Errorf("%s: hint draws %s-%s, not a segment of the solution", where, h.Link.A, h.Link.B)
		}
	case h.HasCell:
		if got := full.Values[h.Cell.Row][h.Cell.Col]; got != 0 && got != h.Code {
			t.Errorf("%s: hint %q writes %d in %s, the solution has %d", where, h.Placement, h.Code, h.Cell, got)
		}
		if v, ok := vals[h.Var]; !ok || v != h.Value {
			t.Errorf("%s: hint %q sets the cell's variable to %d, the solution has %d", where, h.Placement, h.Value, v)
		}
	default:
		t.Errorf("%s: hint %q places neither a cell nor a segment", where, h.Placement)
	}
}

// checkHintNew: the placement is not in the position already.
func checkHintNew(t *testing.T, where string, h *Hint, st *render.State) {
	t.Helper()
	switch {
	case h.HasLink && st != nil && slices.ContainsFunc(st.Links, h.Link.Same):
		t.Errorf("%s: hint draws %s-%s, drawn already", where, h.Link.A, h.Link.B)
	case h.HasCell && st.At(h.Cell.Row, h.Cell.Col) != 0:
		t.Errorf("%s: hint %q fills %s, filled already", where, h.Placement, h.Cell)
	}
}

// TestLoopHints: ROGO's hints are segments of its one optimal loop. The
// walkthrough draws each segment once, all of them; a half-drawn loop
// gets the next segment in words of the loop and its points; a segment
// off the loop is a mistake naming it; the whole loop is solved.
func TestLoopHints(t *testing.T) {
	ps, err := puzzles.OpenBundled("rogo/hakank_20110710")
	if err != nil {
		t.Fatal(err)
	}
	p := ps[0]
	res, err := puzzles.Solve(p, puzzles.Options{Solutions: 2})
	if err != nil {
		t.Fatal(err)
	}
	full, err := puzzles.SolutionState(p, res.Solution)
	if err != nil {
		t.Fatal(err)
	}
	hints, err := Walkthrough(p)
	if err != nil {
		t.Fatal(err)
	}
	if len(hints) != len(full.Links) {
		t.Fatalf("%d hints for a loop of %d segments", len(hints), len(full.Links))
	}
	drawn := &render.State{}
	for i := range hints {
		h := &hints[i]
		checkHintWords(t, "walkthrough", h)
		checkHintSound(t, "walkthrough", h, full, nil)
		checkHintNew(t, "walkthrough", h, drawn)
		drawn.Links = append(drawn.Links, h.Link)
	}
	half := &render.State{Links: full.Links[:len(full.Links)/2]}
	h, err := Explain(p, half)
	if err != nil {
		t.Fatal(err)
	}
	checkHintWords(t, "half drawn", h)
	checkHintSound(t, "half drawn", h, full, nil)
	checkHintNew(t, "half drawn", h, half)
	if !strings.Contains(h.Text, "loop") {
		t.Errorf("half drawn: %q does not speak of the loop", h.Text)
	}
	off := render.Link{A: render.Cell{Row: 4, Col: 4}, B: render.Cell{Row: 4, Col: 5}}
	if slices.ContainsFunc(full.Links, off.Same) {
		t.Fatal("the test's wrong segment is on the loop")
	}
	_, err = Explain(p, &render.State{Links: append(slices.Clone(half.Links), off)})
	var mistake *MistakeError
	if !errors.As(err, &mistake) || len(mistake.Links) != 1 || !mistake.Links[0].Same(off) {
		t.Errorf("a segment off the loop: %v, want a mistake naming it", err)
	}
	if _, err := Explain(p, full); !errors.Is(err, ErrSolved) {
		t.Errorf("the whole loop drawn: %v, want ErrSolved", err)
	}
}

// TestExplainRefuses: Explain proves the solution unique before any hint,
// from the puzzle as given and from a position: no solution gives a
// *NoSolutionError naming the constraint whose propagation fails before
// any guess, several ErrNotUnique (ROGO: several optimal loops).
func TestExplainRefuses(t *testing.T) {
	for _, c := range []struct {
		text       string
		st         *render.State
		constraint string // "" for ErrNotUnique
	}{
		{"kenken\nAAB\nCCB\nDDD\nA 5+\nB 3+\nC 3+\nD 6+\n", nil, "row 2"},
		{"skyscrapers\n.22.\n....\n....\n....\n", nil, "row 1"}, // found first since the clues' bounds come before their full strength
		{"sudoku\n.2.4\n.4.2\n2143\n4321\n", nil, ""},
		{"sudoku\n.2.4\n.4.2\n2143\n4321\n", &render.State{Values: [][]int{{1, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 0, 0}}}, ""},
		{"rogo\nsteps 4\n. . .\n. . .\n", nil, ""},
		{"rogo\nsteps 4\n. . .\n. . .\n", &render.State{Links: []render.Link{{A: render.Cell{Row: 0, Col: 0}, B: render.Cell{Row: 0, Col: 1}}}}, ""},
	} {
		ps, err := puzzles.Parse("t.txt", []byte(c.text))
		if err != nil {
			t.Fatal(err)
		}
		h, err := Explain(ps[0], c.st)
		var ns *NoSolutionError
		switch {
		case c.constraint == "" && !errors.Is(err, ErrNotUnique):
			t.Errorf("%q: %v, %+v; want ErrNotUnique", c.text, err, h)
		case c.constraint != "" && (!errors.As(err, &ns) || !errors.Is(err, ErrNoSolution) || ns.Constraint != c.constraint):
			t.Errorf("%q: %v, %+v; want no solution, %q failing", c.text, err, h, c.constraint)
		}
		if c.st == nil {
			if _, err := Walkthrough(ps[0]); err == nil {
				t.Errorf("%q: a walkthrough", c.text)
			}
		}
	}
}

// TestExplainContext: a hint under a context that is done stops with the
// context's error (the proof of the solution, the walk, ROGO's search),
// and under a live one gives Explain's hint.
func TestExplainContext(t *testing.T) {
	done, cancel := context.WithCancel(context.Background())
	cancel()
	for _, name := range []string{"sudoku/monkeynova_nyt20181019hard", "rogo/hakank_20110710"} {
		ps, err := puzzles.OpenBundled(name)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ExplainContext(done, ps[0], render.State{}); !errors.Is(err, context.Canceled) {
			t.Errorf("%s: a cancelled hint: %v, want context.Canceled", name, err)
		}
		h, err := ExplainContext(context.Background(), ps[0], render.State{})
		want, werr := Explain(ps[0], nil)
		if err != nil || werr != nil || h.Text != want.Text || h.Placement != want.Placement {
			t.Errorf("%s: ExplainContext %q (%v), Explain %q (%v)", name, h.Text, err, want.Text, werr)
		}
	}
}

// TestFit: a hint's sentences are dropped by rank (never rank 0) until at
// most three sentences and the length bound are left; a first sentence
// still too long is cut at a word with an ellipsis.
func TestFit(t *testing.T) {
	long := strings.Repeat("r1c1 ≠ 5, ", 60) + "so r2c2 = 3."
	for _, c := range []struct {
		in   []ranked
		want string
	}{
		{[]ranked{{"A.", 0}, {"B.", 2}, {"C.", 3}, {"D.", 1}}, "A. B. D."},
		{[]ranked{{"A.", 0}, {"", 2}, {"C.", 3}}, "A. C."},
		{[]ranked{{"A.", 0}, {strings.Repeat("b", 400) + ".", 3}, {"D.", 1}}, "A. D."},
	} {
		if got := fit(c.in, 3, maxText); got != c.want {
			t.Errorf("fit(%v) = %q, want %q", c.in, got, c.want)
		}
	}
	got := fit([]ranked{{long, 0}, {"B.", 1}}, 3, maxText)
	if len(got) > maxText || !strings.HasSuffix(got, "….") || !strings.HasPrefix(got, "r1c1 ≠ 5, r1c1") || sentences(got) != 1 {
		t.Errorf("a long sentence: %d characters, %q", len(got), got)
	}
}

package cli

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/tessera-cp/tessera/puzzles"
	"github.com/tessera-cp/tessera/puzzles/render"
	"github.com/tessera-cp/tessera/puzzles/rogo"
	"github.com/tessera-cp/tessera/puzzles/tetravex"
)

// The drawn form of a solution is what 'tessera solve' prints on a
// terminal (puzzles.Draw). check reads it back: the drawing's values become
// a position of play (render.State), the kind's StateSolution makes it a
// solution, and the solution drawn again must give the same lines, so a
// changed given, clue or wall is refused rather than silently replaced.

// drawnLine is one line of a drawing and its line number in the file.
type drawnLine struct {
	text string
	num  int
}

// drawnLines are the lines of data without '# ' comments (solve's
// '# unique: yes') and without the blank lines around the drawing, each
// without trailing spaces.
func drawnLines(data []byte) []drawnLine {
	var out []drawnLine
	for i, l := range strings.Split(string(data), "\n") {
		l = strings.TrimRight(l, " \t\r")
		if strings.HasPrefix(l, "# ") || (l == "" && len(out) == 0) {
			continue
		}
		out = append(out, drawnLine{l, i + 1})
	}
	for len(out) > 0 && out[len(out)-1].text == "" {
		out = out[:len(out)-1]
	}
	return out
}

// isBoxRune reports whether r is a box-drawing character (U+2500..U+257F).
func isBoxRune(r rune) bool { return r >= 0x2500 && r <= 0x257F }

// isWallRune reports whether r is a box-drawing character other than a
// vertical line: it belongs to a line of walls, not to a line of cells.
func isWallRune(r rune) bool { return isBoxRune(r) && r != '│' && r != '┃' }

// looksDrawn reports whether data is meant as a drawing: it holds
// box-drawing characters, or it is a Futoshiki laid out with the gaps of
// its drawing.
func looksDrawn(p puzzles.Puzzle, data []byte) bool {
	return strings.ContainsFunc(string(data), isBoxRune) ||
		(p.Kind() == "futoshiki" && strings.Contains(string(data), "   "))
}

// readDrawing reads the drawn form of a solution of p from the file name.
func readDrawing(p puzzles.Puzzle, name string, data []byte) (puzzles.Solution, error) {
	lines := drawnLines(data)
	if len(lines) == 0 {
		return nil, fmt.Errorf("%s: no drawing", name)
	}
	in, err := puzzles.PlayInput(p)
	if err != nil {
		return nil, err
	}
	var st *render.State
	switch p.Kind() {
	case "rogo":
		st, err = readLoop(p, name, lines)
	case "futoshiki":
		st, err = readSigned(in, name, lines)
	default:
		st, err = readWalled(p, in, name, lines)
	}
	if err != nil {
		return nil, err
	}
	v, err := puzzles.CheckState(p, st)
	if err != nil {
		return nil, fmt.Errorf("%s: the drawing does not fit the puzzle: %w", name, err)
	}
	if v.Solution == nil {
		return nil, fmt.Errorf("%s: the drawing is not a complete solution (a cell is empty, or the loop is not closed)", name)
	}
	again, err := puzzles.Draw(p, v.Solution)
	if err != nil {
		return nil, err
	}
	want := drawnLines([]byte(again))
	for i, l := range lines {
		switch {
		case i >= len(want):
			return nil, fmt.Errorf("%s:%d: a line past the end of the drawing", name, l.num)
		case l.text != want[i].text:
			return nil, fmt.Errorf("%s:%d: the drawing differs from the drawing of the solution it shows (a given, a clue, a wall or a line changed?): %q, drawn: %q", name, l.num, l.text, want[i].text)
		}
	}
	if len(lines) < len(want) {
		return nil, fmt.Errorf("%s:%d: the drawing ends %d lines early", name, lines[len(lines)-1].num, len(want)-len(lines))
	}
	return v.Solution, nil
}

// cellValue is the state value of a cell drawn as tok.
func cellValue(in render.Input, tok string) (int, bool) {
	for _, s := range in.Values {
		if tok == s.Label || tok == s.Key {
			return s.Value, true
		}
	}
	switch {
	case in.Mode == "cycle" && len(in.Values) > 1:
		// A cell without the first mark (shaded, a star) is decided
		// without it: the second mark (crossed, kept), whatever the
		// drawing shows there (·, Hitori's number).
		return in.Values[1].Value, true
	case strings.ContainsAny(tok, `\░`):
		return 0, true // a clue or a block (Kakuro)
	}
	return 0, false
}

// readWalled reads a drawing of render.TextGrid: the lines between the
// first and the last line of walls, cut to what lies between the frame's
// left and right borders (clues stand outside). A line of cells holds
// only vertical walls; a cell row takes the same number of lines
// everywhere, its values on the last (KenKen and Killer put the cage's
// label first).
func readWalled(p puzzles.Puzzle, in render.Input, name string, lines []drawnLine) (*render.State, error) {
	first, last := -1, -1
	for i, l := range lines {
		if strings.ContainsFunc(l.text, isBoxRune) {
			if first < 0 {
				first = i
			}
			last = i
		}
	}
	if first < 0 || first == last {
		return nil, fmt.Errorf("%s: expected a drawing with a frame of box-drawing lines", name)
	}
	var cells []drawnLine
	for _, l := range lines[first+1 : last] {
		if strings.ContainsFunc(l.text, isWallRune) {
			continue
		}
		rs := []rune(l.text)
		lo := strings.IndexFunc(l.text, isBoxRune)
		hi := strings.LastIndexFunc(l.text, isBoxRune)
		if lo < 0 || lo == hi {
			return nil, fmt.Errorf("%s:%d: expected a line of cells between the frame's borders", name, l.num)
		}
		lo, hi = len([]rune(l.text[:lo])), len([]rune(l.text[:hi]))
		inner := strings.Map(func(r rune) rune {
			if isBoxRune(r) {
				return ' '
			}
			return r
		}, string(rs[lo+1:hi]))
		cells = append(cells, drawnLine{inner, l.num})
	}
	if len(cells) == 0 || len(cells)%in.Rows != 0 {
		return nil, fmt.Errorf("%s: %d lines of cells; expected %d rows of the same number of lines", name, len(cells), in.Rows)
	}
	height := len(cells) / in.Rows
	if p.Kind() == "tetravex" {
		return readPieces(p, name, cells, in)
	}
	st := render.NewState(in.Rows, in.Cols)
	for r := range in.Rows {
		l := cells[(r+1)*height-1]
		toks := strings.Fields(l.text)
		if len(toks) != in.Cols {
			return nil, fmt.Errorf("%s:%d: expected %d cells in this row of the drawing, found %d", name, l.num, in.Cols, len(toks))
		}
		for c, tok := range toks {
			v, ok := cellValue(in, tok)
			if !ok {
				return nil, fmt.Errorf("%s:%d: cell %d shows %q, not a value of this puzzle", name, l.num, c+1, tok)
			}
			st.Values[r][c] = v
		}
	}
	return st, nil
}

// readPieces reads Tetravex's drawing: three lines per row of pieces (the
// top numbers, the left and right ones, the bottom ones); each drawn piece
// is the first unused piece of the puzzle with those four numbers.
func readPieces(p puzzles.Puzzle, name string, cells []drawnLine, in render.Input) (*render.State, error) {
	tp, ok := unwrapPuzzle[*tetravex.Puzzle](p)
	if !ok || len(cells) != 3*in.Rows {
		return nil, fmt.Errorf("%s: expected %d rows of pieces, three lines each", name, in.Rows)
	}
	numbers := func(l drawnLine, want int) ([]int, error) {
		toks := strings.Fields(l.text)
		if len(toks) != want {
			return nil, fmt.Errorf("%s:%d: expected %d numbers in this line of pieces, found %d", name, l.num, want, len(toks))
		}
		out := make([]int, want)
		for i, tok := range toks {
			n, err := strconv.Atoi(tok)
			if err != nil {
				return nil, fmt.Errorf("%s:%d: %q is not an edge number", name, l.num, tok)
			}
			out[i] = n
		}
		return out, nil
	}
	used := make([]bool, len(tp.Pieces))
	st := render.NewState(in.Rows, in.Cols)
	for r := range in.Rows {
		top, err := numbers(cells[3*r], in.Cols)
		if err != nil {
			return nil, err
		}
		sides, err := numbers(cells[3*r+1], 2*in.Cols)
		if err != nil {
			return nil, err
		}
		bottom, err := numbers(cells[3*r+2], in.Cols)
		if err != nil {
			return nil, err
		}
		for c := range in.Cols {
			k := -1
			for i, pc := range tp.Pieces {
				if !used[i] && pc.Top == top[c] && pc.Left == sides[2*c] && pc.Right == sides[2*c+1] && pc.Bottom == bottom[c] {
					k = i
					break
				}
			}
			if k < 0 {
				return nil, fmt.Errorf("%s:%d: row %d, column %d: no unused piece has top %d, left %d, right %d, bottom %d", name, cells[3*r].num, r+1, c+1, top[c], sides[2*c], sides[2*c+1], bottom[c])
			}
			used[k] = true
			st.Values[r][c] = k + 1
		}
	}
	return st, nil
}

// readSigned reads Futoshiki's drawing: the values on every other line
// with '<' '>' between them, the lines of '^' 'v' in between.
func readSigned(in render.Input, name string, lines []drawnLine) (*render.State, error) {
	st := render.NewState(in.Rows, in.Cols)
	for r := range in.Rows {
		if 2*r >= len(lines) {
			return nil, fmt.Errorf("%s: expected %d rows of values, found %d", name, in.Rows, r)
		}
		l := lines[2*r]
		var toks []string
		for _, tok := range strings.Fields(l.text) {
			if tok != "<" && tok != ">" {
				toks = append(toks, tok)
			}
		}
		if len(toks) != in.Cols {
			return nil, fmt.Errorf("%s:%d: expected %d values in this row of the drawing, found %d", name, l.num, in.Cols, len(toks))
		}
		for c, tok := range toks {
			v, ok := cellValue(in, tok)
			if !ok {
				return nil, fmt.Errorf("%s:%d: cell %d shows %q, not a value of this puzzle", name, l.num, c+1, tok)
			}
			st.Values[r][c] = v
		}
	}
	return st, nil
}

// readLoop reads ROGO's drawing: after the 'score' line, a line per grid
// row and a line between rows; every cell takes a slot as wide as the
// widest number plus one character each side. A '─' at the end of a slot
// joins the cell to its right neighbour, a '│' under a slot joins it to
// the cell below.
func readLoop(p puzzles.Puzzle, name string, lines []drawnLine) (*render.State, error) {
	rp, ok := unwrapPuzzle[*rogo.Puzzle](p)
	if !ok {
		return nil, fmt.Errorf("%s: not a ROGO puzzle", name)
	}
	if !strings.HasPrefix(lines[0].text, "score ") {
		return nil, fmt.Errorf("%s:%d: expected the drawing to start with 'score S'", name, lines[0].num)
	}
	w := 1
	for _, row := range rp.Points {
		for _, v := range row {
			w = max(w, len(strconv.Itoa(v)))
		}
	}
	slot := w + 2
	at := func(y, x int) rune {
		if y >= len(lines) {
			return ' '
		}
		rs := []rune(lines[y].text)
		if x < 0 || x >= len(rs) {
			return ' '
		}
		return rs[x]
	}
	if len(lines) < 2*rp.Rows {
		return nil, fmt.Errorf("%s: expected %d grid rows after 'score', found fewer", name, rp.Rows)
	}
	st := &render.State{}
	for r := range rp.Rows {
		y := 2*r + 1
		for c := range rp.Cols {
			if c+1 < rp.Cols && at(y, (c+1)*slot-1) == '─' {
				st.Links = append(st.Links, render.Link{A: render.Cell{Row: r, Col: c}, B: render.Cell{Row: r, Col: c + 1}})
			}
			if r+1 < rp.Rows {
				for x := c * slot; x < (c+1)*slot; x++ {
					if at(y+1, x) == '│' {
						st.Links = append(st.Links, render.Link{A: render.Cell{Row: r, Col: c}, B: render.Cell{Row: r + 1, Col: c}})
						break
					}
				}
			}
		}
	}
	return st, nil
}

// unwrapPuzzle is the kind's own puzzle inside p.
func unwrapPuzzle[T any](p puzzles.Puzzle) (T, bool) {
	var zero T
	u, ok := p.(interface{ Unwrap() any })
	if !ok {
		return zero, false
	}
	t, ok := u.Unwrap().(T)
	return t, ok
}

package rogo

import (
	"strings"

	"github.com/tessera-cp/tessera/puzzles/internal/text"
)

// where records the file lines that hold each part of a parsed puzzle, so
// that semantic errors found while parsing name their line. Validate uses a
// nil *where and reports errors without line numbers.
type where struct {
	d     *text.Doc
	steps int   // the steps line
	best  int   // the best line, 0 if none
	rows  []int // each grid row
	score int   // the score line of the known solution, 0 if none
}

// line returns the line of grid row r, 0 when unknown.
func (w *where) line(r int) int {
	if w == nil || r < 0 || r >= len(w.rows) {
		return 0
	}
	return w.rows[r]
}

// Parse reads a rogo puzzle file: the kind line, "steps N", optionally
// "best S", the grid, and optionally a "solution" line followed by the
// solution block, which becomes Known. Malformed input gives a *text.Error
// naming the line and what was expected. Parse calls Validate.
func Parse(file string, data []byte) (*Puzzle, error) {
	d, err := text.Read(file, data)
	if err != nil {
		return nil, err
	}
	if err := d.CheckKind("rogo"); err != nil {
		return nil, err
	}
	p, w, err := parseBody(d)
	if err != nil {
		return nil, err
	}
	if err := p.validatePuzzle(w); err != nil {
		return nil, err
	}
	if err := p.checkModelSize(w, nil); err != nil {
		return nil, err
	}
	if d.SolutionLine != 0 {
		s, err := parseBlock(d, p, d.Solution, w)
		if err != nil {
			return nil, err
		}
		p.Known = s
		if err := p.validateKnown(w); err != nil {
			return nil, err
		}
	}
	return p, nil
}

// ParseSolution reads a file holding a rogo solution block for p: the block
// alone, the block after header comments and the kind line, or a whole
// puzzle file ending with a solution block. It checks the block's shape
// against p and that its score is the sum of its loop's points; Verify checks
// the rules.
func ParseSolution(p *Puzzle, file string, data []byte) (*Solution, error) {
	if err := p.validatePuzzle(nil); err != nil {
		return nil, err
	}
	d, lines, err := text.SolutionLines(file, data, "rogo", false)
	if err != nil {
		return nil, err
	}
	return parseBlock(d, p, lines, nil)
}

// parseBody reads the key lines and the grid.
func parseBody(d *text.Doc) (*Puzzle, *where, error) {
	p := &Puzzle{Name: d.File}
	w := &where{d: d}
	var cells [][]string
	for _, ln := range d.Body {
		f := strings.Fields(ln.Text)
		key := strings.ToLower(f[0])
		if isWord(f[0]) {
			if len(cells) > 0 && (key == "steps" || key == "best") {
				return nil, nil, d.Errorf(ln.No, "found a '%s' line after the grid; key lines (steps, best) come before the grid", key)
			}
			if len(cells) == 0 {
				if err := parseKey(d, p, w, ln, key, f); err != nil {
					return nil, nil, err
				}
				continue
			}
		}
		t := text.Tokens(ln.Text)
		if len(cells) == 0 && len(t) > MaxSide {
			return nil, nil, d.Errorf(ln.No, "expected at most %d cells in a grid row, found %d", MaxSide, len(t))
		}
		if len(cells) > 0 && len(t) != len(cells[0]) {
			return nil, nil, d.Errorf(ln.No, "expected a row of %d cells (like the first grid row), found %d", len(cells[0]), len(t))
		}
		if len(cells) == MaxSide {
			return nil, nil, d.Errorf(ln.No, "expected at most %d grid rows; this is row %d", MaxSide, MaxSide+1)
		}
		for _, x := range t {
			if _, _, ok := cellValue(x); !ok {
				hint := ""
				if t[0] == "#" && len(t) > 1 && !strings.ContainsAny(ln.Text, " \t") {
					hint = " (comments are allowed only before the kind line)"
				}
				return nil, nil, d.Errorf(ln.No, "expected a rogo cell: '.', '#' or a positive number of at most %d points, found '%s'%s", MaxPoints, x, hint)
			}
		}
		cells = append(cells, t)
		w.rows = append(w.rows, ln.No)
	}
	if w.steps == 0 {
		return nil, nil, endErrorf(d, "expected a 'steps N' line before the grid")
	}
	if len(cells) == 0 {
		return nil, nil, endErrorf(d, "expected the rogo grid after the 'steps' line")
	}
	p.Rows, p.Cols = len(cells), len(cells[0])
	p.Points = make([][]int, p.Rows)
	p.Blocked = make([][]bool, p.Rows)
	for r, t := range cells {
		p.Points[r] = make([]int, p.Cols)
		p.Blocked[r] = make([]bool, p.Cols)
		for c, x := range t {
			p.Points[r][c], p.Blocked[r][c], _ = cellValue(x)
		}
	}
	return p, w, nil
}

// parseKey reads a "steps N" or "best S" line.
func parseKey(d *text.Doc, p *Puzzle, w *where, ln text.Line, key string, f []string) error {
	var at *int
	switch key {
	case "steps":
		at = &w.steps
	case "best":
		at = &w.best
	default:
		return d.Errorf(ln.No, "unknown key '%s' for rogo (expected 'steps N' or 'best S' before the grid)", f[0])
	}
	if *at != 0 {
		return d.Errorf(ln.No, "a second '%s' line (the first is line %d)", key, *at)
	}
	if len(f) != 2 {
		return d.Errorf(ln.No, "expected '%s N' with one whole number, found '%s'", key, ln.Text)
	}
	v, ok := number(f[1])
	if !ok {
		return d.Errorf(ln.No, "expected '%s N' with N a whole number of at most 9 digits, found '%s'", key, f[1])
	}
	*at = ln.No
	if key == "steps" {
		p.Steps = v
	} else {
		p.Best, p.HasBest = v, true
	}
	return nil
}

// parseBlock reads a solution block: "score S", then the grid with the loop
// cells written @1, @2, ... It checks the shape against p.
func parseBlock(d *text.Doc, p *Puzzle, lines []text.Line, w *where) (*Solution, error) {
	if len(lines) == 0 {
		return nil, d.EOFErrorf("expected a rogo solution block ('score S', then the grid with the loop as @1, @2, ...), found nothing")
	}
	f := strings.Fields(lines[0].Text)
	if len(f) != 2 || !strings.EqualFold(f[0], "score") {
		return nil, d.Errorf(lines[0].No, "expected 'score S' as the first line of a rogo solution, found '%s'", lines[0].Text)
	}
	score, ok := number(f[1])
	if !ok {
		return nil, d.Errorf(lines[0].No, "expected 'score S' with S a whole number of at most 9 digits, found '%s'", f[1])
	}
	if w != nil {
		w.score = lines[0].No
	}
	rows := lines[1:]
	if len(rows) < p.Rows {
		return nil, d.EOFErrorf("expected %d grid rows after 'score', found %d", p.Rows, len(rows))
	}
	if len(rows) > p.Rows {
		return nil, d.Errorf(rows[p.Rows].No, "expected %d grid rows after 'score'; this is row %d", p.Rows, p.Rows+1)
	}
	n := p.Rows * p.Cols
	at := make([]Cell, n+1)    // at[k] is the cell of @k
	atLine := make([]int, n+1) // the line of @k, 0 if absent
	last := 0                  // the largest k
	for r, ln := range rows {
		t := text.Tokens(ln.Text)
		if len(t) != p.Cols {
			return nil, d.Errorf(ln.No, "expected a row of %d cells, found %d", p.Cols, len(t))
		}
		for c, x := range t {
			if strings.HasPrefix(x, "@") {
				k, ok := number(x[1:])
				if !ok || k < 1 || k > n {
					return nil, d.Errorf(ln.No, "expected a loop cell @k with k in 1..%d, found '%s'", n, x)
				}
				if atLine[k] != 0 {
					return nil, d.Errorf(ln.No, "@%d appears twice (also at row %d, column %d)", k, at[k].Row+1, at[k].Col+1)
				}
				at[k], atLine[k] = Cell{r, c}, ln.No
				last = max(last, k)
				continue
			}
			want := cellToken(p, r, c)
			v, b, ok := cellValue(x)
			if !ok || v != p.Points[r][c] || b != p.Blocked[r][c] {
				return nil, d.Errorf(ln.No, "expected '%s' (the puzzle's cell at row %d, column %d) or a loop cell @k, found '%s'", want, r+1, c+1, x)
			}
		}
	}
	if last == 0 {
		return nil, d.Errorf(rows[0].No, "expected the loop's cells marked @1, @2, ... in the grid, found none")
	}
	loop := make([]Cell, last)
	for k := 1; k <= last; k++ {
		if atLine[k] == 0 {
			return nil, d.Errorf(atLine[last], "@%d is here but @%d is missing: the loop's cells are numbered @1..@%d without a gap", last, k, last)
		}
		loop[k-1] = at[k]
	}
	if got := Score(p, loop); got != score {
		return nil, d.Errorf(lines[0].No, "the loop's cells hold %d points, but the score line says %d", got, score)
	}
	return &Solution{Loop: Canonical(loop), Score: score}, nil
}

// endErrorf reports a part of the puzzle that is missing: at the "solution"
// line when there is one, else at the end of the file.
func endErrorf(d *text.Doc, format string, args ...any) error {
	if d.SolutionLine != 0 {
		return d.Errorf(d.SolutionLine, format, args...)
	}
	return d.EOFErrorf(format, args...)
}

// cellValue reads a grid cell: "." (empty), "#" (blocked) or a positive
// number of at most MaxPoints points written without leading zeros.
func cellValue(x string) (points int, blocked, ok bool) {
	switch x {
	case ".":
		return 0, false, true
	case "#":
		return 0, true, true
	}
	if x == "" || x[0] == '0' {
		return 0, false, false
	}
	v, ok := number(x)
	if !ok || v > MaxPoints {
		return 0, false, false
	}
	return v, false, true
}

// number reads a whole number of 1 to 9 decimal digits.
func number(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	v := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		v = 10*v + int(s[i]-'0')
	}
	return v, true
}

// isWord reports whether s is made of ASCII letters only (a key name).
func isWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if (s[i] < 'a' || s[i] > 'z') && (s[i] < 'A' || s[i] > 'Z') {
			return false
		}
	}
	return s != ""
}

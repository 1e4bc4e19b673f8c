package render

import "strings"

// Weight is the weight of a wall in a TextGrid.
type Weight uint8

// The weights of a wall.
const (
	NoWall Weight = iota // no line
	Light                // ─ │
	Heavy                // ━ ┃
)

// junctions holds the box-drawing character of every crossing, indexed by
// the weights of its arms: up*27 + right*9 + down*3 + left (Unicode has all
// 81 combinations of none, light and heavy).
var junctions = []rune(" ╴╸╷┐┑╻┒┓╶─╾┌┬┭┎┰┱╺╼━┍┮┯┏┲┳╵┘┙│┤┥╽┧┪└┴┵├┼┽┟╁╅┕┶┷┝┾┿┢╆╈╹┚┛╿┦┩┃┨┫┖┸┹┞╀╃┠╂╉┗┺┻┡╄╇┣╊╋")

// Junction is the box-drawing character where arms of the given weights
// meet (NoWall for a missing arm).
func Junction(up, right, down, left Weight) rune {
	return junctions[int(up)*27+int(right)*9+int(down)*3+int(left)]
}

// horizontal and vertical are the straight lines of each weight.
var horizontal = [...]rune{' ', '─', '━'}

// TextGrid draws a grid of cells for a terminal, with walls of three
// weights between cells, joined by the right box-drawing character at
// every crossing. A column boundary with a wall somewhere takes three
// characters (" │ "), one without any takes one (a space); a row boundary
// without any wall takes no line, so that the cells of a Sudoku box sit
// close together.
type TextGrid struct {
	Rows, Cols    int
	Width, Height int // characters and lines of each cell's content
	// Content returns the lines of cell (r, c), at most Height of them;
	// each is padded on the right to Width (with single-width runes).
	Content func(r, c int) []string
	// VWall is the wall on the left of cell (r, c), c in 0..Cols (c ==
	// Cols: the right border).
	VWall func(r, c int) Weight
	// HWall is the wall above cell (r, c), r in 0..Rows (r == Rows: the
	// bottom border).
	HWall func(r, c int) Weight
}

// String draws the grid, each line ending with a newline and without
// trailing spaces.
func (t TextGrid) String() string {
	colWall := make([]bool, t.Cols+1)
	for c := range colWall {
		for r := range t.Rows {
			if t.VWall(r, c) != NoWall {
				colWall[c] = true
			}
		}
	}
	var b strings.Builder
	line := make([]rune, 0, 64)
	// boundary appends the part of a line at column boundary c: the
	// crossing char with the arms' horizontal parts around it.
	boundary := func(c int, left, mid, right rune) {
		switch {
		case colWall[c] && c == 0 && c == t.Cols:
			line = append(line, mid)
		case colWall[c] && c == 0:
			line = append(line, mid, right)
		case colWall[c] && c == t.Cols:
			line = append(line, left, mid)
		case colWall[c]:
			line = append(line, left, mid, right)
		case c > 0 && c < t.Cols:
			line = append(line, mid)
		}
	}
	flush := func() {
		b.WriteString(strings.TrimRight(string(line), " "))
		b.WriteByte('\n')
		line = line[:0]
	}
	for r := 0; r <= t.Rows; r++ {
		hasWall := false
		for c := range t.Cols {
			if t.HWall(r, c) != NoWall {
				hasWall = true
			}
		}
		if hasWall {
			for c := 0; c <= t.Cols; c++ {
				var up, right, down, left Weight
				if r > 0 {
					up = t.VWall(r-1, c)
				}
				if r < t.Rows {
					down = t.VWall(r, c)
				}
				if c > 0 {
					left = t.HWall(r, c-1)
				}
				if c < t.Cols {
					right = t.HWall(r, c)
				}
				boundary(c, horizontal[left], Junction(up, right, down, left), horizontal[right])
				if c < t.Cols {
					for range t.Width {
						line = append(line, horizontal[right])
					}
				}
			}
			flush()
		}
		if r == t.Rows {
			break
		}
		cells := make([][]string, t.Cols)
		for c := range cells {
			cells[c] = t.Content(r, c)
		}
		for i := range t.Height {
			for c := 0; c <= t.Cols; c++ {
				w := t.VWall(r, min(c, t.Cols))
				boundary(c, ' ', Junction(w, NoWall, w, NoWall), ' ')
				if c == t.Cols {
					break
				}
				text := ""
				if i < len(cells[c]) {
					text = cells[c][i]
				}
				n := 0
				for _, ch := range text {
					if n == t.Width {
						break
					}
					line = append(line, ch)
					n++
				}
				for ; n < t.Width; n++ {
					line = append(line, ' ')
				}
			}
			flush()
		}
	}
	return b.String()
}

// Centre pads text with spaces on both sides to width runes (the extra
// space, if any, on the right).
func Centre(text string, width int) string {
	n := len([]rune(text))
	if n >= width {
		return text
	}
	left := (width - n) / 2
	return strings.Repeat(" ", left) + text + strings.Repeat(" ", width-n-left)
}

// Canvas is a rectangle of runes to draw text pictures on (a loop through
// a grid); it grows as it is written.
type Canvas struct {
	rows [][]rune
}

// Set writes ch at line y, column x (0-based).
func (cv *Canvas) Set(y, x int, ch rune) {
	for len(cv.rows) <= y {
		cv.rows = append(cv.rows, nil)
	}
	for len(cv.rows[y]) <= x {
		cv.rows[y] = append(cv.rows[y], ' ')
	}
	cv.rows[y][x] = ch
}

// Write writes text from line y, column x on.
func (cv *Canvas) Write(y, x int, text string) {
	for _, ch := range text {
		cv.Set(y, x, ch)
		x++
	}
}

// String is the canvas, each line without trailing spaces and ending with
// a newline.
func (cv *Canvas) String() string {
	var b strings.Builder
	for _, row := range cv.rows {
		b.WriteString(strings.TrimRight(string(row), " "))
		b.WriteByte('\n')
	}
	return b.String()
}

package abcpath

import "fmt"

// Size is the side of the board.
const Size = 5

// Puzzle is an ABC Path puzzle. Letters are the bytes 'A'..'Y'; 0 stands for
// an empty board cell or a ring position without a clue.
type Puzzle struct {
	Name string // the file name
	// Grid holds the given letters on the board, Grid[row][column].
	Grid [Size][Size]byte
	// Top and Bottom are the clues above and below columns 1..5, Left and
	// Right those beside rows 1..5.
	Top, Bottom, Left, Right [Size]byte
	// Diag holds the clues of the main diagonal (top-left to bottom-right):
	// the top-left corner, then the bottom-right corner.
	Diag [2]byte
	// Anti holds the clues of the anti-diagonal (top-right to bottom-left):
	// the top-right corner, then the bottom-left corner.
	Anti [2]byte
	// Known is the file's solution block, nil when absent.
	Known *Solution
}

// Solution is a filled board, Grid[row][column], each cell a letter 'A'..'Y'.
type Solution struct {
	Grid [Size][Size]byte
}

// LineKind tells which line of the board a clue faces.
type LineKind int

// The lines a clue can face.
const (
	RowLine          LineKind = iota // a row
	ColumnLine                       // a column
	DiagonalLine                     // the main diagonal, top-left to bottom-right
	AntiDiagonalLine                 // the anti-diagonal, top-right to bottom-left
)

// Clue is one clue letter of the ring.
type Clue struct {
	Letter byte
	Line   LineKind
	Index  int // the row (RowLine) or column (ColumnLine), 0-based; 0 for diagonals
	// FrameRow and FrameCol are the clue's position in the 7x7 frame.
	FrameRow, FrameCol int
}

// Covers reports whether the board cell at row r, column c (0-based) lies on
// the line the clue faces.
func (c Clue) Covers(r, col int) bool {
	switch c.Line {
	case RowLine:
		return r == c.Index
	case ColumnLine:
		return col == c.Index
	case DiagonalLine:
		return r == col
	default:
		return r+col == Size-1
	}
}

// Where names the clue's ring position, as in "the top of column 2".
func (c Clue) Where() string {
	switch {
	case c.Line == RowLine && c.FrameCol == 0:
		return fmt.Sprintf("the left of row %d", c.Index+1)
	case c.Line == RowLine:
		return fmt.Sprintf("the right of row %d", c.Index+1)
	case c.Line == ColumnLine && c.FrameRow == 0:
		return fmt.Sprintf("the top of column %d", c.Index+1)
	case c.Line == ColumnLine:
		return fmt.Sprintf("the bottom of column %d", c.Index+1)
	case c.Line == DiagonalLine && c.FrameRow == 0:
		return "the top-left corner"
	case c.Line == DiagonalLine:
		return "the bottom-right corner"
	case c.FrameRow == 0:
		return "the top-right corner"
	default:
		return "the bottom-left corner"
	}
}

// lineName names the line a clue faces, as in "column 2".
func (c Clue) lineName() string {
	switch c.Line {
	case RowLine:
		return fmt.Sprintf("row %d", c.Index+1)
	case ColumnLine:
		return fmt.Sprintf("column %d", c.Index+1)
	case DiagonalLine:
		return "the main diagonal"
	default:
		return "the anti-diagonal"
	}
}

// Clues returns the clues of the ring in reading order of the frame (top
// row, then the rows' left and right ends, then the bottom row), skipping
// positions without a clue.
func (p *Puzzle) Clues() []Clue {
	var out []Clue
	for fr := range Size + 2 {
		for fc := range Size + 2 {
			if fr > 0 && fr < Size+1 && fc > 0 && fc < Size+1 {
				continue
			}
			if c := clueAt(p, fr, fc); c.Letter != 0 {
				out = append(out, c)
			}
		}
	}
	return out
}

// clueAt returns the clue at ring position (fr, fc) of the frame.
func clueAt(p *Puzzle, fr, fc int) Clue {
	c := Clue{FrameRow: fr, FrameCol: fc}
	last := Size + 1
	switch {
	case fr == 0 && fc == 0:
		c.Letter, c.Line = p.Diag[0], DiagonalLine
	case fr == last && fc == last:
		c.Letter, c.Line = p.Diag[1], DiagonalLine
	case fr == 0 && fc == last:
		c.Letter, c.Line = p.Anti[0], AntiDiagonalLine
	case fr == last && fc == 0:
		c.Letter, c.Line = p.Anti[1], AntiDiagonalLine
	case fr == 0:
		c.Letter, c.Line, c.Index = p.Top[fc-1], ColumnLine, fc-1
	case fr == last:
		c.Letter, c.Line, c.Index = p.Bottom[fc-1], ColumnLine, fc-1
	case fc == 0:
		c.Letter, c.Line, c.Index = p.Left[fr-1], RowLine, fr-1
	default:
		c.Letter, c.Line, c.Index = p.Right[fr-1], RowLine, fr-1
	}
	return c
}

// frame returns the 7x7 frame of p: the ring of clues around the board.
func frame(p *Puzzle) [Size + 2][Size + 2]byte {
	var f [Size + 2][Size + 2]byte
	for fr := range Size + 2 {
		for fc := range Size + 2 {
			if fr > 0 && fr <= Size && fc > 0 && fc <= Size {
				f[fr][fc] = p.Grid[fr-1][fc-1]
			} else {
				f[fr][fc] = clueAt(p, fr, fc).Letter
			}
		}
	}
	return f
}

// setFrame stores the 7x7 frame f into p.
func setFrame(p *Puzzle, f [Size + 2][Size + 2]byte) {
	last := Size + 1
	p.Diag = [2]byte{f[0][0], f[last][last]}
	p.Anti = [2]byte{f[0][last], f[last][0]}
	for i := range Size {
		p.Top[i], p.Bottom[i] = f[0][i+1], f[last][i+1]
		p.Left[i], p.Right[i] = f[i+1][0], f[i+1][last]
		for j := range Size {
			p.Grid[i][j] = f[i+1][j+1]
		}
	}
}

// isLetter reports whether b is one of the letters A..Y.
func isLetter(b byte) bool { return b >= 'A' && b <= 'Y' }

package hidato

import (
	"strconv"
	"strings"
)

// Format writes p in the file format: the kind line ("hidato", or
// "hidato orthogonal" for Numbrix), the grid with its squares as
// whitespace-separated tokens right-aligned to the width of the largest
// number ('.' an empty cell, '#' a hole) and, when p.Known is set, a
// solution block. Parse(Format(p)) gives p back (but for Name).
func Format(p *Puzzle) string {
	var b strings.Builder
	b.WriteString("hidato")
	if p.Orthogonal {
		b.WriteString(" orthogonal")
	}
	b.WriteByte('\n')
	writeGrid(&b, p, p.Grid)
	if p.Known != nil {
		b.WriteString("solution\n")
		writeGrid(&b, p, p.Known.Grid)
	}
	return b.String()
}

// FormatSolution writes the solution block of s: the grid with every cell
// numbered and '#' for the holes. It ends with a newline.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	writeGrid(&b, p, s.Grid)
	return b.String()
}

func writeGrid(b *strings.Builder, p *Puzzle, g [][]int) {
	w := len(strconv.Itoa(p.NumCells()))
	for _, row := range g {
		for c, v := range row {
			tok := "."
			switch {
			case v == Hole:
				tok = "#"
			case v > 0:
				tok = strconv.Itoa(v)
			}
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strings.Repeat(" ", max(0, w-len(tok))))
			b.WriteString(tok)
		}
		b.WriteByte('\n')
	}
}

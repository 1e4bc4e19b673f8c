package sudoku

import (
	"strconv"
	"strings"
)

// Format writes p in the file format: the kind line, the grid in p's
// spelling and, when p.Known is set, a solution block. Parse(Format(p))
// gives p back (but for Name).
func Format(p *Puzzle) string {
	var b strings.Builder
	b.WriteString("sudoku\n")
	writeGrid(&b, p.Grid, p.N, p.Spelling)
	if p.Known != nil {
		b.WriteString("solution\n")
		writeGrid(&b, p.Known.Grid, p.N, p.Spelling)
	}
	return b.String()
}

// FormatSolution writes the solution block of s: the filled grid, in the
// spelling of p. It ends with a newline.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	writeGrid(&b, s.Grid, p.N, p.Spelling)
	return b.String()
}

func writeGrid(b *strings.Builder, g [][]int, n int, sp Spelling) {
	switch sp {
	case OneLine:
		for _, row := range g {
			for _, v := range row {
				b.WriteByte(cellChar(v))
			}
		}
		b.WriteByte('\n')
	case Tokens:
		w := len(strconv.Itoa(n))
		for _, row := range g {
			for c, v := range row {
				if c > 0 {
					b.WriteByte(' ')
				}
				tok := "."
				if v != 0 {
					tok = strconv.Itoa(v)
				}
				b.WriteString(strings.Repeat(" ", max(0, w-len(tok))))
				b.WriteString(tok)
			}
			b.WriteByte('\n')
		}
	default:
		for _, row := range g {
			for _, v := range row {
				b.WriteByte(cellChar(v))
			}
			b.WriteByte('\n')
		}
	}
}

// cellChar spells a value as one character: "." for 0, 1-9, A-P for 10-25,
// and "?" for anything else (which Parse refuses).
func cellChar(v int) byte {
	switch {
	case v == 0:
		return '.'
	case v >= 1 && v <= 9:
		return byte('0' + v)
	case v >= 10 && v <= 25:
		return byte('A' + v - 10)
	}
	return '?'
}

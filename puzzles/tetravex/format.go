package tetravex

import (
	"strconv"
	"strings"
)

// Format returns the puzzle file text of p: the kind line, "size n", one
// line "left top right bottom" per piece and, when p.Known is set, the line
// "solution" followed by the solution block. Parse(Format(p)) gives p back.
func Format(p *Puzzle) string {
	var b strings.Builder
	b.WriteString("tetravex\nsize " + strconv.Itoa(p.N) + "\n")
	for _, pc := range p.Pieces {
		b.WriteString(strconv.Itoa(pc.Left) + " " + strconv.Itoa(pc.Top) + " " +
			strconv.Itoa(pc.Right) + " " + strconv.Itoa(pc.Bottom) + "\n")
	}
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

// FormatSolution returns the solution block of s: n rows of n piece numbers,
// 1-based in input order, separated by spaces.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for _, row := range s.Grid {
		for c, k := range row {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strconv.Itoa(k + 1))
		}
		b.WriteByte('\n')
	}
	return b.String()
}

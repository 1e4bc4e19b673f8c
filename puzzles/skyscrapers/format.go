package skyscrapers

import (
	"strconv"
	"strings"
)

// Format writes p in the file format: the kind line, then the grid in its
// frame of clues ('.' for no clue, for an empty cell and at the corners),
// as runs of characters when N ≤ 9 and as whitespace-separated tokens
// otherwise, and, when p.Known is set, a solution block. Parse(Format(p))
// gives p back (but for Name).
func Format(p *Puzzle) string {
	n := p.N
	var b strings.Builder
	b.WriteString("skyscrapers\n")
	at := func(s []int, i int) int {
		if i < len(s) {
			return s[i]
		}
		return 0
	}
	row := func(vals []int) {
		writeRow(&b, vals, n)
	}
	frame := make([]int, n+2)
	for c := range n {
		frame[c+1] = at(p.Top, c)
	}
	row(frame)
	for r := range n {
		frame[0], frame[n+1] = at(p.Left, r), at(p.Right, r)
		for c := range n {
			v := 0
			if r < len(p.Givens) {
				v = at(p.Givens[r], c)
			}
			frame[c+1] = v
		}
		row(frame)
	}
	frame[0], frame[n+1] = 0, 0
	for c := range n {
		frame[c+1] = at(p.Bottom, c)
	}
	row(frame)
	if p.Known != nil {
		b.WriteString("solution\n")
		b.WriteString(FormatSolution(p, p.Known))
	}
	return b.String()
}

// FormatSolution writes the solution block of s: N rows of heights, as
// digits when N ≤ 9, else as whitespace-separated numbers. It ends with a
// newline.
func FormatSolution(p *Puzzle, s *Solution) string {
	var b strings.Builder
	for _, row := range s.Grid {
		writeRow(&b, row, p.N)
	}
	return b.String()
}

// writeRow writes one row, 0 as '.'.
func writeRow(b *strings.Builder, vals []int, n int) {
	w := len(strconv.Itoa(n))
	for c, v := range vals {
		tok := "."
		if v != 0 {
			tok = strconv.Itoa(v)
		}
		if n > 9 {
			if c > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(strings.Repeat(" ", max(0, w-len(tok))))
		}
		b.WriteString(tok)
	}
	b.WriteByte('\n')
}
